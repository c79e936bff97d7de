import { Badge, Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { StoreDetail } from '@domain/contracts/catalogue-stores.contract';
import { useTranslation } from 'react-i18next';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { ChatSlot, FavouriteSlot, FollowSlot } from '@/components/catalogue/shop-extras';
import { SafeImage } from '@/components/safe-image';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** The store's banner in its own colours (or background image), logo, name and counts. */
export function StoreHeader({ store }: { store: StoreDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const background = store.backgroundImage
    ? `center / cover no-repeat url("${store.backgroundImage}")`
    : (store.backgroundColor ?? store.mainColor);
  return (
    <Box as="header">
      <Box h={{ base: '28', md: '40' }} style={{ background }} data-testid="store-banner" />
      <Container maxW="6xl">
        <Stack gap="3" mt="-12">
          <SafeImage
            src={store.logo ?? undefined}
            alt={store.name}
            width="96"
            height="96"
            boxSize="24"
            rounded="full"
            borderWidth="4px"
            style={{ borderColor: store.mainColor }}
            bg="bg.panel"
            objectFit="cover"
            loading="eager"
          />
          <HStack gap="2" wrap="wrap">
            <Heading as="h1" size="2xl">
              {store.name}
            </Heading>
            {store.verified ? (
              <Badge colorPalette="blue" variant="solid">
                {t('catalogue.store.verified')}
              </Badge>
            ) : null}
            <HStack gap="2" ms="auto">
              <FavouriteSlot type="stores" id={store.id} name={store.name} />
              <FollowSlot storeId={store.id} storeName={store.name} />
              <ChatSlot storeId={store.id} storeName={store.name} />
            </HStack>
          </HStack>
          <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
            <Text>
              {t('catalogue.store.followers', {
                value: formatNumber(store.followersCount, language),
              })}
            </Text>
            <Text>
              {t('catalogue.store.products', {
                value: formatNumber(store.productsCount, language),
              })}
            </Text>
            {store.category ? <Text>{store.category.name}</Text> : null}
            <RatingStars value={store.rating.avg} count={store.rating.count} />
          </HStack>
          {store.description ? (
            <Text whiteSpace="pre-line" maxW="3xl">
              {store.description}
            </Text>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
