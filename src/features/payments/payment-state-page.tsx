import { Box, Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHead } from '@/components/page-head';
import { askPushPermissionAtMomentOfValue } from '@/lib/push';
import { Money } from './payment-labels';
import { paymentStateQueryOptions } from './payment-state-query';

/** Where "continue" goes after a payment started from `from`. */
const BACK: Record<string, string> = {
  wallet: '/wallet',
  orders: '/orders',
  cart: '/orders',
  upgrade: '/my-stores',
  verification: '/verify_my_store',
};

function Result({
  tone,
  title,
  body,
  children,
}: {
  tone: 'success' | 'failure' | 'pending';
  title: string;
  body: string;
  children?: React.ReactNode;
}) {
  const colour = tone === 'success' ? 'green' : tone === 'failure' ? 'red' : 'orange';
  return (
    <Stack
      gap="4"
      align="center"
      textAlign="center"
      borderWidth="1px"
      borderRadius="xl"
      p="6"
      bg="bg.panel"
      data-testid="payment-result"
      data-tone={tone}
    >
      <Box
        aria-hidden
        w="16"
        h="16"
        borderRadius="full"
        bg={`${colour}.subtle`}
        color={`${colour}.fg`}
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize="3xl"
        fontWeight="bold"
      >
        {tone === 'success' ? '✓' : tone === 'failure' ? '✕' : <Spinner />}
      </Box>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{body}</Text>
      {children}
    </Stack>
  );
}

/**
 * `/payment-state/:from?`: the payment's result from the server's record (the server confirms a
 * pending one with the provider's status call); the return URL's own query is never believed.
 * `orderActions` adds, under an order payment that did not go through, what its orders still
 * allow (the route passes "Pay again" and "Pay on delivery instead").
 */
export function PaymentStatePage({
  orderActions,
}: { orderActions?: (orderIds: number[]) => React.ReactNode } = {}) {
  const { t } = useTranslation();
  const { from = '' } = useParams();
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const back = BACK[from] ?? '/';
  const state = useQuery({ ...paymentStateQueryOptions(ref), enabled: ref.length >= 8 });
  const paidOrder = state.data?.status === 'paid' && state.data.purpose === 'order';
  useEffect(() => {
    // Checkout left for the provider's page before it could offer push for the order's moves.
    if (paidOrder) askPushPermissionAtMomentOfValue('order');
  }, [paidOrder]);

  const continueButton = (
    <Button asChild colorPalette="brand">
      <Link to={back}>{t(`payments.state.back.${BACK[from] ? from : 'home'}`)}</Link>
    </Button>
  );

  let content: React.ReactNode;
  if (ref.length < 8 || state.isError) {
    content = (
      <Result
        tone="failure"
        title={t('payments.state.failed_title')}
        body={t('payments.state.failed_body')}
      >
        {continueButton}
      </Result>
    );
  } else if (!state.data || state.data.status === 'pending') {
    content = (
      <Result
        tone="pending"
        title={t('payments.state.pending_title')}
        body={t('payments.state.pending_body')}
      >
        {state.data && state.data.status === 'pending' && !state.isFetching && state.data
          ? continueButton
          : null}
      </Result>
    );
  } else if (state.data.status === 'paid') {
    content = (
      <Result
        tone="success"
        title={t('payments.state.paid_title')}
        body={t(`payments.state.paid_body.${state.data.purpose}`)}
      >
        <Money amount={state.data.amount} />
        {continueButton}
      </Result>
    );
  } else {
    content = (
      <Result
        tone="failure"
        title={t('payments.state.failed_title')}
        body={t(
          state.data.status === 'expired'
            ? 'payments.state.expired_body'
            : 'payments.state.failed_body',
        )}
      >
        {state.data.purpose === 'order' && orderActions
          ? orderActions(state.data.reference_ids)
          : null}
        {continueButton}
      </Result>
    );
  }

  return (
    <Container maxW="lg" py="8">
      <PageHead title={t('pages.payment_state.title')} noIndex />
      {content}
    </Container>
  );
}
