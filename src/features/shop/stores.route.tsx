import { PagePlaceholder } from '@/components/page-placeholder';

/** `stores` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.stores.title" />;
}
