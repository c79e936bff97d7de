import { ProductPage } from '@/features/shop/product/product-page';

/** `/products/:storeusername/:id/:productname?`: the product page, open to visitors. */
export function Component() {
  return <ProductPage />;
}
