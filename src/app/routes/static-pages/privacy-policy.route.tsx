import { StaticPage } from '@/features/static-pages/static-page';

/** `/privacy-policy`: text from `GET /api/privacy-policy`. */
export function Component() {
  return <StaticPage slug="privacy-policy" titleKey="pages.privacy_policy.title" />;
}
