import { PagePlaceholder } from '@/components/page-placeholder';

/** `cart` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.cart.title" noIndex />;
}
