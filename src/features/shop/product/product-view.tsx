import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ProductDetail } from '@domain/contracts/catalogue-products.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredHydration } from '@/lib/preact/deferred-hydration';
import { PriceTag } from '@/components/catalogue/price-tag';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { StockBadge } from '@/components/catalogue/stock-badge';
import { categoryPath } from '@domain/catalogue/paths';
import { Gallery } from './gallery';
import { AddToCartSlot, FavouriteSlot, RatingsSlot } from '@/components/catalogue/shop-extras';
import { ProductActions } from './product-actions';
import { ProductAttributes } from './product-attributes';
import { ProductStore } from './product-store';
import { VideoEmbed } from './video-embed';

/**
 * The product page body: gallery beside (or above, on phones) name, price, stock and actions. The
 * gallery, the details and what is below them hydrate in a task each.
 */
export function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const images = [product.mainImage, ...product.images].filter((image): image is string => !!image);
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '8' }}>
        <DeferredHydration>
          <Gallery images={images} name={product.name} />
        </DeferredHydration>
        <DeferredHydration>
          <Stack gap="4">
            <DeferredHydration>
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
            </DeferredHydration>
            <HStack align="start" justify="space-between" gap="3">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                {product.name}
              </Heading>
              <FavouriteSlot type="products" id={product.id} name={product.name} />
            </HStack>
            <DeferredHydration>
              <RatingStars value={product.rating.avg} count={product.rating.count} size="md" />
            </DeferredHydration>
            <DeferredHydration>
              <PriceTag
                size="lg"
                price={product.price}
                discount={product.discount}
                negotiable={product.negotiable}
              />
            </DeferredHydration>
            <DeferredHydration>
              <Box>
                <StockBadge state={product.stock.state} amount={product.stock.amount} showAmount />
              </Box>
            </DeferredHydration>
            <AddToCartSlot product={product} />
            <DeferredHydration>
              <ProductActions product={product} />
            </DeferredHydration>
            <DeferredHydration>
              <ProductStore store={product.store} productId={product.id} />
            </DeferredHydration>
          </Stack>
        </DeferredHydration>
      </SimpleGrid>
      <DeferredHydration>
        <Stack gap="6" mt="8">
          {product.description ? (
            <DeferredHydration>
              <Box>
                <Heading as="h2" size="md" mb="2">
                  {t('catalogue.product.description')}
                </Heading>
                <Text whiteSpace="pre-line">{product.description}</Text>
              </Box>
            </DeferredHydration>
          ) : null}
          <ProductAttributes attributes={product.attributes} />
          <VideoEmbed video={product.video} />
          <RatingsSlot kind="product" id={product.id} />
        </Stack>
      </DeferredHydration>
    </Container>
  );
}
