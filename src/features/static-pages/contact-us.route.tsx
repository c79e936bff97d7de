import { PagePlaceholder } from '@/components/page-placeholder';

/** `contact-us` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.contact_us.title" />;
}
