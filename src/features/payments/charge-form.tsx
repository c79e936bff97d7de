import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { chargeBodySchema } from '@domain/contracts/payments.contract';
import { formatNumber } from '@domain/format';
import { toLatinDigits } from '@domain/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '@/components/form';
import { isApiError } from '@/lib/api';
import { useCardPayments } from '@/lib/api/layout-query';
import { useLanguage } from '@/lib/i18n';
import { useChargeWallet } from './use-charge-wallet';

const QUICK_AMOUNTS = [50, 100, 200, 500];

/**
 * Charge the wallet by card: the amount, then the provider's hosted checkout (Fawry, or the
 * sandbox when none is configured). The wallet is credited once the provider confirms.
 */
export function ChargeForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const charge = useChargeWallet();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const cardPayments = useCardPayments();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const typed = toLatinDigits(amount.trim()).replace('٫', '.').replace(',', '.');
    const parsed = chargeBodySchema.safeParse({ amount: typed === '' ? NaN : Number(typed) });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'payments.wallet.amount_range');
      return;
    }
    setFieldError(undefined);
    try {
      const started = await charge.mutateAsync(parsed.data);
      setLeaving(true);
      window.location.assign(started.checkout_url);
    } catch (error) {
      const field = isApiError(error) ? error.fields?.find((each) => each.path === 'amount') : null;
      if (field) setFieldError(field.message);
      else setFormError(isApiError(error) ? `errors.${error.code}` : 'errors.internal');
    }
  };

  // A wallet is charged by card only: without a payment provider there is nothing to offer.
  if (!cardPayments) {
    return (
      <Text color="fg.muted" data-testid="charge-unavailable">
        {t('payments.wallet.card_unavailable')}
      </Text>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3">
        <FormField
          label={t('payments.wallet.amount_label')}
          helper={t('payments.wallet.amount_helper')}
          error={fieldError}
          required
        >
          <Input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            placeholder={formatNumber(100, language)}
          />
        </FormField>
        <HStack gap="2" wrap="wrap">
          {QUICK_AMOUNTS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant="outline"
              type="button"
              onClick={() => {
                setAmount(String(value));
                setFieldError(undefined);
              }}
            >
              {formatNumber(value, language)}
            </Button>
          ))}
        </HStack>
        <FormAlert messageKey={formError} />
        <Button type="submit" colorPalette="brand" loading={charge.isPending || leaving}>
          {t('payments.wallet.charge_button')}
        </Button>
      </Stack>
    </form>
  );
}
