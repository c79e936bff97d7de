import { PagePlaceholder } from '@/components/page-placeholder';

/** `products` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.products.title" />;
}
