import { PagePlaceholder } from '@/components/page-placeholder';

/** `orders` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.orders.title" noIndex />;
}
