import { PagePlaceholder } from '@/components/page-placeholder';

/** `categories` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.categories.title" />;
}
