import { PagePlaceholder } from '@/components/page-placeholder';

/** `product-detail` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.product_detail.title" />;
}
