import { StaticPage } from '@/features/static-pages/static-page';

/** `/terms-condition`: text from `GET /api/terms`. */
export function Component() {
  return <StaticPage slug="terms" titleKey="pages.terms_condition.title" />;
}
