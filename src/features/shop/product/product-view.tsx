import { lazy, Suspense } from 'react';
import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ProductDetail } from '@domain/contracts/catalogue-products.contract';
import { Link } from 'react-router';
import { PriceTag } from '@/components/catalogue/price-tag';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { StockBadge } from '@/components/catalogue/stock-badge';
import { categoryPath } from '@domain/catalogue/paths';
import { Gallery } from './gallery';
import { AddToCartSlot, FavouriteSlot } from '@/components/catalogue/shop-extras';
import { ProductActions } from './product-actions';
import { ProductStore } from './product-store';

const ProductMore = lazy(async () => ({ default: (await import('./product-more')).ProductMore }));

/**
 * The product page body: gallery beside (or above, on phones) name, price, stock and actions. The
 * gallery, the details and what is below them are Suspense boundaries: React hydrates each in a
 * pass of its own, the one a visitor touches first.
 */
export function ProductView({ product }: { product: ProductDetail }) {
  const images = [product.mainImage, ...product.images].filter((image): image is string => !!image);
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '8' }}>
        <Suspense fallback={null}>
          <Gallery images={images} name={product.name} />
        </Suspense>
        <Suspense fallback={null}>
          <Stack gap="4">
            <Suspense fallback={null}>
              <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
                <Link to={categoryPath(product.category.id)}>{product.category.name}</Link>
                {product.subCategory ? (
                  <>
                    <Text as="span" aria-hidden>
                      /
                    </Text>
                    <Link to={categoryPath(product.category.id, product.subCategory.id)}>
                      {product.subCategory.name}
                    </Link>
                  </>
                ) : null}
              </HStack>
            </Suspense>
            <HStack align="start" justify="space-between" gap="3">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                {product.name}
              </Heading>
              <FavouriteSlot type="products" id={product.id} name={product.name} />
            </HStack>
            <Suspense fallback={null}>
              <RatingStars value={product.rating.avg} count={product.rating.count} size="md" />
            </Suspense>
            <Suspense fallback={null}>
              <PriceTag
                size="lg"
                price={product.price}
                discount={product.discount}
                negotiable={product.negotiable}
              />
            </Suspense>
            <Suspense fallback={null}>
              <Box>
                <StockBadge state={product.stock.state} amount={product.stock.amount} showAmount />
              </Box>
            </Suspense>
            <AddToCartSlot product={product} />
            <Suspense fallback={null}>
              <ProductActions product={product} />
            </Suspense>
            <Suspense fallback={null}>
              <ProductStore store={product.store} productId={product.id} />
            </Suspense>
          </Stack>
        </Suspense>
      </SimpleGrid>
      {/* Below the fold: its own chunk, rendered on the server and hydrated once it arrives. */}
      <Suspense fallback={null}>
        <ProductMore product={product} />
      </Suspense>
    </Container>
  );
}
