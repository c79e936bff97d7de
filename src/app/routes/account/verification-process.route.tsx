import { Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form';
import { PageHead } from '@/components/page-head';
import { isApiError } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { useStoredState } from '@/lib/session';
import { VerificationProcess } from '@/features/verification/verification-process';
import {
  verificationPriceQueryOptions,
  verificationStoresQueryOptions,
} from '@/features/verification/verification-queries';

/**
 * `/verify_my_store/verification_process?store=<id>`: the steps of one store's
 * verification — phone code, ID front, ID back, selfie, fee, submit — resumed where they stopped.
 */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const storeId = Number(params.get('store'));
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : null));
  const price = useQuery(verificationPriceQueryOptions());
  const stores = useQuery({
    ...verificationStoresQueryOptions(viewer ?? 'visitor'),
    enabled: !!viewer,
  });
  const title = t('pages.verification_process.title');
  const error = price.error ?? stores.error;
  // Without ?store=, the first store still open (a seller with one store goes straight in).
  const store =
    stores.data?.find((row) => row.store_id === storeId) ??
    (params.get('store') ? undefined : stores.data?.find((row) => !row.verified));
  return (
    <Container maxW="3xl" py={{ base: '5', md: '8' }}>
      <PageHead title={title} noIndex />
      <Stack gap="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Button asChild variant="outline" size="sm">
            <Link to="/verify_my_store">{t('verification.back')}</Link>
          </Button>
        </HStack>
        {price.data && stores.data ? (
          store ? (
            <>
              <Text color="fg.muted" data-testid="verification-store-name">
                {t('verification.for_store', { name: store.name })}
              </Text>
              <VerificationProcess
                key={store.store_id}
                store={store}
                price={price.data.price}
                language={language}
              />
            </>
          ) : (
            <FormAlert status="info" messageKey="verification.no_store" />
          )
        ) : error ? (
          <Stack gap="3" align="start">
            <FormAlert messageKey={isApiError(error) ? error.messageKey : 'errors.fetch_failed'} />
            <Button
              variant="outline"
              onClick={() => void Promise.all([price.refetch(), stores.refetch()])}
            >
              {t('common.actions.retry')}
            </Button>
          </Stack>
        ) : (
          <Spinner alignSelf="center" my="8" aria-label={t('common.status.loading')} />
        )}
      </Stack>
    </Container>
  );
}
