export {
  AccountDetailsForm,
  type AccountDetailsOutput,
  type AccountDetailsSource,
  type AccountDetailsValues,
} from './account-details-form';
export { ChangePasswordForm } from './change-password-form';
export { GenderField, LanguageField } from './choice-fields';
export { PendingContact, type PendingContactProps } from './pending-contact';
export { SectionCard } from './section-card';
export { TwoFactorCard } from './two-factor-card';
