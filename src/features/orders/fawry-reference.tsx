import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Order } from '@domain/contracts/commerce.contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '@/components/ltr-text';
import { toast } from '@/components/toaster';
import { formatMoney, localizeDigits } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { formatOrderDate } from './order-date';

/** `3:05:09` left until `until` (never below zero), in the language's digits. */
function timeLeft(until: number, now: number, language: 'ar' | 'en'): string {
  const seconds = Math.max(0, Math.floor((until - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const rest = String(seconds % 60).padStart(2, '0');
  return localizeDigits(`${hours}:${minutes}:${rest}`, language);
}

/** The clock, ticking every second while the page shows it. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * A pay-at-Fawry order waiting for its payment: the reference to pay at any Fawry outlet, large,
 * in both digit shapes (a cashier may read either) with a copy button, the amount and the time
 * left until it expires (then the order is cancelled).
 */
export function FawryReference({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow();
  const reference = order.fawry_reference!;
  const until = Date.parse(order.pay_by!);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      toast.show({ status: 'success', title: t('commerce.fawry.copied') });
    } catch {
      toast.show({ status: 'error', title: t('commerce.fawry.copy_failed') });
    }
  };
  return (
    <Box
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      rounded="lg"
      p="3"
      mt="2"
      data-testid="fawry-reference"
    >
      <Stack gap="1">
        <Text fontSize="sm">{t('commerce.fawry.pay_at_outlet')}</Text>
        <LtrText
          fontSize="3xl"
          fontWeight="bold"
          letterSpacing="wider"
          data-testid="fawry-reference-number"
        >
          {localizeDigits(reference, language)}
        </LtrText>
        {language === 'ar' ? (
          <LtrText fontSize="lg" color="fg.muted" data-testid="fawry-reference-latin">
            {reference}
          </LtrText>
        ) : (
          <LtrText fontSize="lg" color="fg.muted" data-testid="fawry-reference-arabic">
            {localizeDigits(reference, 'ar')}
          </LtrText>
        )}
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold" data-testid="fawry-amount">
            {t('commerce.fawry.amount', { amount: formatMoney(order.total, language) })}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            {t('commerce.fawry.copy')}
          </Button>
        </HStack>
        <Text fontSize="sm" color="orange.fg" data-testid="fawry-countdown">
          {t('commerce.fawry.expires_in', { left: timeLeft(until, now, language) })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('commerce.fawry.expires_at', { date: formatOrderDate(order.pay_by!, language) })}
        </Text>
      </Stack>
    </Box>
  );
}
