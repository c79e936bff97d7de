import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { ProductCard as ProductCardData } from '@domain/contracts/catalogue-schemas';
import { PRODUCT_GRID_COLUMNS, ProductCard } from '@/components/catalogue/product-card';

/** Products in a responsive grid; the first row loads its images eagerly. */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <SimpleGrid
      columns={PRODUCT_GRID_COLUMNS}
      gap={{ base: '3', md: '4' }}
      data-testid="product-grid"
    >
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < 4} />
      ))}
    </SimpleGrid>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid columns={PRODUCT_GRID_COLUMNS} gap={{ base: '3', md: '4' }} aria-busy>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height="72" rounded="xl" />
      ))}
    </SimpleGrid>
  );
}
