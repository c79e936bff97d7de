import { Badge, Text } from '@chakra-ui/react';
import { localeOf } from '@domain/format';
import { formatMoney } from '@domain/money';
import type { InvoiceStatus } from '@domain/payments/payments';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';

const STATUS_COLOURS: Record<InvoiceStatus, string> = {
  pending: 'orange',
  paid: 'green',
  failed: 'red',
  expired: 'gray',
  refunded: 'blue',
};

export function StatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS_COLOURS[status]} variant="subtle" data-status={status}>
      {t(`payments.status.${status}`)}
    </Badge>
  );
}

/** An EGP amount in the page's language; signed amounts show their sign. */
export function Money({ amount, signed }: { amount: number; signed?: boolean }) {
  const language = useLanguage();
  const text = formatMoney(Math.abs(amount), language);
  const sign = signed ? (amount < 0 ? '−' : '+') : '';
  return (
    <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
      <bdi>
        {sign}
        {text}
      </bdi>
    </Text>
  );
}

export function When({ value }: { value: string }) {
  const language = useLanguage();
  return (
    <Text as="span" fontSize="xs" color="fg.muted">
      <time dateTime={value}>
        {new Intl.DateTimeFormat(localeOf(language), {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(value))}
      </time>
    </Text>
  );
}
