import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { imageUrl } from '@domain/catalogue/images';
import type {
  VerificationStatus,
  VerificationStore,
} from '@domain/contracts/verification.contract';
import type { Language } from '@domain/status/statuses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';

const L = 'verification';

const STATUS_PALETTE: Record<VerificationStatus, string> = {
  in_progress: 'blue',
  submitted: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** Which word a store's card shows: verified wins over the request's own status. */
function stateOf(store: VerificationStore): VerificationStatus | 'verified' | 'none' {
  if (store.verified) return 'verified';
  return store.status ?? 'none';
}

function StoreRow({ store }: { store: VerificationStore }) {
  const { t } = useTranslation();
  const state = stateOf(store);
  const open = !store.verified && store.status !== 'submitted';
  return (
    <Box
      as="li"
      listStyleType="none"
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      p="4"
      data-testid="verification-store"
    >
      <Stack gap="3">
        <HStack gap="3" align="start">
          <Box boxSize="12" rounded="lg" overflow="hidden" bg="bg.muted" flexShrink={0}>
            {store.logo ? (
              <Image src={imageUrl(store.logo, 160)} alt="" boxSize="full" objectFit="cover" />
            ) : null}
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <Text fontWeight="bold" truncate>
              {store.name}
            </Text>
            <Text fontSize="sm" color="fg.muted" dir="ltr" textAlign="start" truncate>
              @{store.username}
            </Text>
            <HStack>
              <Badge
                colorPalette={
                  state === 'verified' ? 'green' : state === 'none' ? 'gray' : STATUS_PALETTE[state]
                }
              >
                {t(`${L}.state.${state}`)}
              </Badge>
            </HStack>
          </Stack>
        </HStack>
        {store.status === 'rejected' && store.rejection_reason ? (
          <Text fontSize="sm" color="fg.error">
            {t(`${L}.rejected_because`, { reason: store.rejection_reason })}
          </Text>
        ) : null}
        {open ? (
          <Button asChild colorPalette="brand" size="sm" alignSelf="start">
            <Link to={`/verify_my_store/verification_process?store=${store.store_id}`}>
              {t(store.status ? `${L}.continue` : `${L}.start`)}
            </Link>
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

/** `/verify_my_store`: what verification gives, its fee, and the seller's stores in it. */
export function VerificationIntro({
  price,
  stores,
  language,
}: {
  price: number;
  stores: VerificationStore[];
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <Stack gap="2" bg="brand.subtle" rounded="xl" p="4">
        <Text>{t(`${L}.intro.body`)}</Text>
        <Stack
          as="ol"
          gap="1"
          ps="5"
          listStyleType={language === 'ar' ? 'arabic-indic' : 'decimal'}
          fontSize="sm"
        >
          {(['phone', 'id_front', 'id_back', 'selfie', 'payment', 'submit'] as const).map(
            (step) => (
              <li key={step}>{t(`${L}.steps.${step}`)}</li>
            ),
          )}
        </Stack>
        <Text fontWeight="bold" data-testid="verification-price">
          {t(`${L}.intro.price`, { price: formatMoney(price, language) })}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t(`${L}.intro.privacy`)}
        </Text>
      </Stack>
      {stores.length === 0 ? (
        <Stack gap="3" align="start">
          <Text color="fg.muted">{t(`${L}.no_stores`)}</Text>
          <Button asChild variant="outline" size="sm">
            <Link to="/my-stores?new=1">{t(`${L}.open_store`)}</Link>
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" gap="3" p="0" m="0">
          {stores.map((store) => (
            <StoreRow key={store.store_id} store={store} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
