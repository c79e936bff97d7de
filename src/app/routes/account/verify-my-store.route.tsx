import { Button, Container, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form';
import { PageHead } from '@/components/page-head';
import { isApiError } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { useStoredState } from '@/lib/session';
import { VerificationIntro } from '@/features/verification/verification-intro';
import {
  verificationPriceQueryOptions,
  verificationStoresQueryOptions,
} from '@/features/verification/verification-queries';

/** `/verify_my_store`: the fee and the seller's stores in verification. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : null));
  const price = useQuery(verificationPriceQueryOptions());
  const stores = useQuery({
    ...verificationStoresQueryOptions(viewer ?? 'visitor'),
    enabled: !!viewer,
  });
  const title = t('pages.verify_my_store.title');
  const error = price.error ?? stores.error;
  return (
    <Container maxW="3xl" py={{ base: '5', md: '8' }}>
      <PageHead title={title} noIndex />
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {price.data && stores.data ? (
          <VerificationIntro price={price.data.price} stores={stores.data} language={language} />
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
