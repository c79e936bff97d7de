import { Badge, Box, HStack, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { imageUrl } from '@domain/catalogue/images';
import type { MyStore, MyStoreState } from '@domain/contracts/my-stores.contract';
import type { Language } from '@domain/status/statuses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const L = 'sellers.my_stores';

const STATE_PALETTE: Record<MyStoreState, string> = {
  new: 'blue',
  active: 'green',
  suspended: 'orange',
  archived: 'gray',
  expired: 'red',
};

function formatDate(value: string, language: Language) {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
  }).format(new Date(value));
}

function StoreCard({ store, language }: { store: MyStore; language: Language }) {
  const { t } = useTranslation();
  const links = [
    { to: `/store-settings/${store.id}`, key: 'settings' },
    { to: '/reseller/products', key: 'panel' },
    { to: `/store/${store.username}`, key: 'page' },
    { to: `/upgrade?store=${store.id}`, key: 'upgrade' },
    ...(store.verified ? [] : [{ to: '/verify_my_store', key: 'verify' }]),
  ];
  return (
    <Box
      as="li"
      listStyleType="none"
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      p="4"
      borderTopWidth="4px"
      borderTopColor={store.main_color}
      data-testid="my-store"
    >
      <Stack gap="3">
        <HStack gap="3" align="start">
          <Box boxSize="14" rounded="lg" overflow="hidden" bg="bg.muted" flexShrink={0}>
            {store.logo ? (
              <Image src={imageUrl(store.logo, 160)} alt="" boxSize="full" objectFit="cover" />
            ) : null}
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <Text fontWeight="bold" fontSize="lg" truncate>
              {store.name}
            </Text>
            <Text fontSize="sm" color="fg.muted" dir="ltr" textAlign="start" truncate>
              @{store.username}
            </Text>
            <HStack gap="1.5" flexWrap="wrap">
              <Badge colorPalette={STATE_PALETTE[store.state]}>
                {t(`${L}.state.${store.state}`)}
              </Badge>
              {store.verified ? (
                <Badge colorPalette="brand">{t(`${L}.verified`)}</Badge>
              ) : (
                <Badge variant="outline">{t(`${L}.not_verified`)}</Badge>
              )}
            </HStack>
          </Stack>
        </HStack>
        <Stack as="dl" gap="1" fontSize="sm">
          <HStack justify="space-between">
            <Text as="dt" color="fg.muted">
              {t(`${L}.package`)}
            </Text>
            <Text as="dd">
              {store.package
                ? language === 'ar'
                  ? store.package.name_ar
                  : store.package.name_en
                : t(`${L}.no_package`)}
            </Text>
          </HStack>
          <HStack justify="space-between" align="start">
            <Text as="dt" color="fg.muted">
              {t(`${L}.expires`)}
            </Text>
            {store.expires_at ? (
              <Stack as="dd" gap="0" align="end">
                <Text as="span">{formatDate(store.expires_at, language)}</Text>
                <Text
                  as="span"
                  fontSize="xs"
                  color={(store.days_left ?? 0) <= 7 ? 'fg.error' : 'fg.muted'}
                >
                  {t(`${L}.days_left`, { count: store.days_left ?? 0 })}
                </Text>
              </Stack>
            ) : (
              <Text as="dd">{t(`${L}.no_expiry`)}</Text>
            )}
          </HStack>
          <HStack justify="space-between">
            <Text as="dt" color="fg.muted">
              {t(`${L}.quota`)}
            </Text>
            <Text as="dd">
              {t(`${L}.quota_used`, {
                used: store.products_used,
                total: store.package?.products_count ?? 0,
              })}
            </Text>
          </HStack>
        </Stack>
        <HStack gap="4" flexWrap="wrap" fontSize="sm">
          {links.map((link) => (
            <ChakraLink key={link.key} asChild color="brand.fg" fontWeight="medium">
              <Link to={link.to}>{t(`${L}.links.${link.key}`)}</Link>
            </ChakraLink>
          ))}
        </HStack>
      </Stack>
    </Box>
  );
}

/** The seller's stores (`/my-stores`): state, package, expiry, quota, verification. */
export function MyStoresList({ stores, language }: { stores: MyStore[]; language: Language }) {
  const { t } = useTranslation();
  if (stores.length === 0) {
    return <Text color="fg.muted">{t(`${L}.empty`)}</Text>;
  }
  return (
    <Stack as="ul" gap="3" p="0" m="0">
      {stores.map((store) => (
        <StoreCard key={store.id} store={store} language={language} />
      ))}
    </Stack>
  );
}
