import { PagePlaceholder } from '@/components/page-placeholder';

/** `my-stores` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.my_stores.title" noIndex />;
}
