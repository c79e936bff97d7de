import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

/** `/login/:type?`: sign in, register, forgot or reset password share the route (spec §2). */
const TITLES: Record<string, string> = {
  register: 'pages.register.title',
  'forgot-password': 'pages.forgot_password.title',
  'reset-password': 'pages.reset_password.title',
};

export function Component() {
  const { type } = useParams();
  return <PagePlaceholder titleKey={(type && TITLES[type]) || 'pages.login.title'} />;
}
