import { Box, HStack } from '@chakra-ui/react';
import { storePath } from '@domain/catalogue/paths';
import type { StoreCard as StoreCardData } from '@domain/contracts/catalogue-schemas';
import { StoreCard } from '@/components/catalogue/store-card';

/** Stores side by side, swipeable on a phone. */
export function StoreRow({ stores }: { stores: StoreCardData[] }) {
  return (
    <HStack gap="3" overflowX="auto" scrollSnapType="x mandatory" pb="2" align="stretch">
      {stores.map((store) => (
        <Box key={store.id} flex={{ base: '0 0 70%', md: '0 0 30%' }} scrollSnapAlign="start">
          <StoreCard
            href={storePath(store.username)}
            name={store.name}
            logo={store.logo}
            mainColor={store.mainColor}
            verified={store.verified}
            followers={store.followersCount}
            rating={store.rating.avg}
            ratingCount={store.rating.count}
            category={store.category?.name}
          />
        </Box>
      ))}
    </HStack>
  );
}
