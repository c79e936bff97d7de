import { Suspense } from 'react';
import { AspectRatio, Box, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { ProductCard as ProductCardData } from '@domain/contracts/catalogue-schemas';
import { imageSrcSet } from '@domain/catalogue/images';
import { productPath } from '@domain/catalogue/paths';
import { Link } from 'react-router';
import { SafeImage } from '../safe-image';
import { PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';
import { FavouriteCorner } from './shop-extras';
import { StockBadge } from './stock-badge';

/** Grid columns: two on a phone, up to four on a desktop; `sizes` below follows them. */
export const PRODUCT_GRID_COLUMNS = { base: 2, md: 3, lg: 4 } as const;

/**
 * One product in a grid: image, name, store, rating, price (with discount), stock state. Each card
 * is a Suspense boundary of its own, so React hydrates it in a pass of its own (a grid of cards was
 * most of a page's hydration) and first the one a visitor touches.
 */
export function ProductCard(props: { product: ProductCardData; eager?: boolean }) {
  return (
    <Suspense fallback={null}>
      <ProductCardBody {...props} />
    </Suspense>
  );
}

function ProductCardBody({ product, eager }: { product: ProductCardData; eager?: boolean }) {
  const soldOut = product.stock.state === 'out_of_stock';
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      rounded="xl"
      overflow="hidden"
      bg="bg.panel"
      transition="box-shadow 0.2s"
      _hover={{ shadow: 'md' }}
      position="relative"
      data-testid="product-card"
    >
      <FavouriteCorner type="products" id={product.id} name={product.name} />
      <AspectRatio ratio={1} bg="bg.muted">
        <SafeImage
          src={product.mainImage ?? undefined}
          srcSet={product.mainImage ? imageSrcSet(product.mainImage, 'webp') : undefined}
          sizes="(min-width: 62em) 22vw, (min-width: 48em) 30vw, 48vw"
          alt=""
          width="400"
          height="400"
          objectFit="cover"
          // The first row paints with the page; the rest wait until they scroll near.
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          opacity={soldOut ? 0.6 : 1}
        />
      </AspectRatio>
      <Stack gap="1.5" p="3">
        <LinkOverlay asChild>
          <Link to={productPath(product.store.username, product.id, product.name)}>
            <Text fontWeight="semibold" lineClamp={2} fontSize="sm" minH="2lh">
              {product.name}
            </Text>
          </Link>
        </LinkOverlay>
        <Text fontSize="xs" color="fg.muted" truncate>
          {product.store.name}
        </Text>
        {product.rating.count > 0 ? (
          <RatingStars value={product.rating.avg} count={product.rating.count} />
        ) : null}
        <PriceTag
          price={product.price}
          discount={product.discount}
          negotiable={product.negotiable}
        />
        <Box>
          <StockBadge state={product.stock.state} amount={product.stock.amount} />
        </Box>
      </Stack>
    </LinkBox>
  );
}
