import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageHead } from '@/lib/head';

/** Spec §8 "product or store not available": a missing, hidden or archived item, not a crash. */
export function NotAvailable({ kind }: { kind: 'product' | 'store' }) {
  const { t } = useTranslation();
  const heading = t(`errors.${kind}_not_available`);
  usePageHead({ title: heading, noIndex: true });
  return (
    <Container maxW="2xl" py="16">
      <Stack gap="4" align="center" textAlign="center" data-testid="not-available">
        <Heading as="h1" size="2xl">
          {heading}
        </Heading>
        <Text color="fg.muted">{t('catalogue.not_available.hint')}</Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild>
            <Link to={kind === 'product' ? '/products' : '/stores'}>
              {t(
                kind === 'product'
                  ? 'common.actions.browse_products'
                  : 'common.actions.browse_stores',
              )}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{t('common.actions.back_home')}</Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}

/** True for the API's "this item is not public" answers (404, or 400 for a malformed id), false for network or server trouble. */
export function isNotAvailable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error.status === 404 || error.status === 400)
  );
}
