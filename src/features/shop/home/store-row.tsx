import { Box, HStack } from '@chakra-ui/react';
import type { StoreCard as StoreCardData } from '@domain/contracts/catalogue-schemas';
import { ListedStoreCard } from '@/components/catalogue/store-card';

/** Stores side by side, swipeable on a phone. */
export function StoreRow({ stores }: { stores: StoreCardData[] }) {
  return (
    <HStack gap="3" overflowX="auto" scrollSnapType="x mandatory" pb="2" align="stretch">
      {stores.map((store) => (
        <Box key={store.id} flex={{ base: '0 0 70%', md: '0 0 30%' }} scrollSnapAlign="start">
          <ListedStoreCard store={store} />
        </Box>
      ))}
    </HStack>
  );
}
