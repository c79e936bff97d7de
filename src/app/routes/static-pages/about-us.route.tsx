import { StaticPage } from '@/features/static-pages/static-page';

/** `/about-us`: text from `GET /api/about-us`. */
export function Component() {
  return <StaticPage slug="about-us" titleKey="pages.about_us.title" />;
}
