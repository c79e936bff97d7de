import { Button, HStack } from '@chakra-ui/react';
import type { ProductDetail } from '@domain/contracts/catalogue-products.contract';
import { storePath } from '@domain/catalogue/paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatSlot, FollowSlot } from '@/components/catalogue/shop-extras';
import { StoreCard } from '@/components/catalogue/store-card';

/** The seller: the store card with its followers and rating, and a link to the store page. */
export function ProductStore({
  store,
  productId,
}: {
  store: ProductDetail['store'];
  /** The product the page shows: a chat started here attaches it. */
  productId?: number;
}) {
  const { t } = useTranslation();
  const place = [store.area?.name, store.governorate?.name].filter(Boolean).join(' - ');
  return (
    <StoreCard
      href={storePath(store.username)}
      name={store.name}
      logo={store.logo}
      mainColor={store.mainColor}
      verified={store.verified}
      followers={store.followersCount}
      rating={store.rating.avg}
      ratingCount={store.rating.count}
      category={place || null}
    >
      <HStack gap="2" position="relative" zIndex="1" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <Link to={storePath(store.username)}>{t('catalogue.store.visit')}</Link>
        </Button>
        <FollowSlot storeId={store.id} storeName={store.name} />
        <ChatSlot storeId={store.id} storeName={store.name} productId={productId} />
      </HStack>
    </StoreCard>
  );
}
