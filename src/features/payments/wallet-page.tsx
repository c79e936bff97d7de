import { Box, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LedgerEntry, WalletInvoice } from '@domain/contracts/payments.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/catalogue/empty-state';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { LtrText } from '@/components/ltr-text';
import { PageHead } from '@/components/page-head';
import { useStoredState } from '@/lib/session';
import { ChargeForm } from './charge-form';
import { Money, StatusBadge, When } from './payment-labels';
import { walletQueryOptions } from './wallet-query';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="xl" p="4" bg="bg.panel">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function LedgerLine({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  return (
    <HStack as="li" justify="space-between" align="start" py="2" borderTopWidth="1px" gap="3">
      <Stack gap="0.5">
        <Text fontWeight="medium">{t(`payments.ledger.${entry.kind}`)}</Text>
        <When value={entry.created_at} />
      </Stack>
      <Stack gap="0.5" textAlign="end">
        <Box color={entry.amount < 0 ? 'red.fg' : 'green.fg'}>
          <Money amount={entry.amount} signed />
        </Box>
        <Text fontSize="xs" color="fg.muted">
          {t('payments.ledger.balance_after')} <Money amount={entry.balance_after} />
        </Text>
      </Stack>
    </HStack>
  );
}

function InvoiceLine({ invoice }: { invoice: WalletInvoice }) {
  const { t } = useTranslation();
  return (
    <Stack as="li" py="2" borderTopWidth="1px" gap="1" data-testid="wallet-invoice">
      <HStack justify="space-between" gap="3">
        <Text fontWeight="medium">{t(`payments.purpose.${invoice.purpose}`)}</Text>
        <Money amount={invoice.amount} />
      </HStack>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="2">
          <StatusBadge status={invoice.status} />
          <Text fontSize="sm">{t(`payments.method.${invoice.method}`)}</Text>
        </HStack>
        <When value={invoice.created_at} />
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t('payments.wallet.transaction_id')}{' '}
        <LtrText>{invoice.provider_transaction_id ?? '—'}</LtrText>
      </Text>
    </Stack>
  );
}

/** `/wallet`: the credit balance, charging it by card, its ledger and the account's invoices. */
export function WalletPage() {
  const { t } = useTranslation();
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : 'visitor'));
  const wallet = useQuery(walletQueryOptions(viewer));

  return (
    <Container maxW="3xl" py="6">
      <PageHead title={t('pages.wallet.title')} noIndex />
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('pages.wallet.title')}
        </Heading>
        {wallet.isPending ? <Skeleton height="32" rounded="xl" /> : null}
        {wallet.isError && !wallet.data ? (
          <LoadFailed
            error={wallet.error}
            title={t('payments.wallet.load_failed')}
            retry={() => void wallet.refetch()}
          />
        ) : null}
        {wallet.data ? (
          <Box borderRadius="xl" p="5" bg="brand.solid" color="brand.contrast">
            <Text fontSize="sm" opacity={0.9}>
              {t('payments.wallet.balance')}
            </Text>
            <Text fontSize="3xl" fontWeight="bold" data-testid="wallet-balance">
              <Money amount={wallet.data.balance} />
            </Text>
          </Box>
        ) : null}
        <Section title={t('payments.wallet.charge_title')}>
          <ChargeForm />
        </Section>
        {wallet.data ? (
          <>
            <Section title={t('payments.ledger.title')}>
              {wallet.data.ledger.length === 0 ? (
                <EmptyState title={t('payments.ledger.empty')} />
              ) : (
                <Stack as="ul" gap="0" listStyleType="none">
                  {wallet.data.ledger.map((entry) => (
                    <LedgerLine key={entry.id} entry={entry} />
                  ))}
                </Stack>
              )}
            </Section>
            <Section title={t('payments.wallet.invoices_title')}>
              {wallet.data.invoices.length === 0 ? (
                <EmptyState title={t('payments.wallet.invoices_empty')} />
              ) : (
                <Stack as="ul" gap="0" listStyleType="none">
                  {wallet.data.invoices.map((invoice) => (
                    <InvoiceLine key={invoice.id} invoice={invoice} />
                  ))}
                </Stack>
              )}
            </Section>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
