import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ProductDetail } from '@domain/contracts/catalogue-products.contract';
import { useTranslation } from 'react-i18next';
import { RatingsSlot } from '@/components/catalogue/shop-extras';
import { ProductAttributes } from './product-attributes';
import { VideoEmbed } from './video-embed';

/** The product page below the fold: description, attributes, video and ratings. */
export function ProductMore({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="6" mt="8">
      {product.description ? (
        <Box>
          <Heading as="h2" size="md" mb="2">
            {t('catalogue.product.description')}
          </Heading>
          <Text whiteSpace="pre-line">{product.description}</Text>
        </Box>
      ) : null}
      <ProductAttributes attributes={product.attributes} />
      <VideoEmbed video={product.video} />
      <RatingsSlot kind="product" id={product.id} />
    </Stack>
  );
}
