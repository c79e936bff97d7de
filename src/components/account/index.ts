export { ChangePasswordForm } from './change-password-form';
export { SectionCard } from './section-card';
