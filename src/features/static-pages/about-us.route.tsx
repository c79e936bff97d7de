import { PagePlaceholder } from '@/components/page-placeholder';

/** `about-us` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.about_us.title" />;
}
