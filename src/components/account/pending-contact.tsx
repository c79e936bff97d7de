import { Button, HStack, Text } from '@chakra-ui/react';
import type { OtpChannel } from '@domain/contracts/auth.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, FormAlert, FormField, FormStack } from '@/components/form';
import { AddressText } from '@/components/ltr-text';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { CODE_LENGTH, useCountdown } from '@/lib/auth';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

export interface PendingContactProps {
  channel: OtpChannel;
  address: string;
  /** Sends the code (the shop's or the panel's verify call) and stores the answered profile. */
  verify: (body: { channel: OtpChannel; code: string }) => Promise<void>;
  /** Asks for a new code; answers the seconds until the next one may be asked for. */
  resend: (body: { channel: OtpChannel }) => Promise<number>;
}

/**
 * A new email or phone waiting for its code: it replaces the one in use only once confirmed, so a
 * typo can never lock the person out of their account. Shared by the shop profile and every
 * panel's my_profile_settings, each passing its own calls.
 */
export function PendingContact({
  channel,
  address,
  verify: send,
  resend: ask,
}: PendingContactProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [code, setCode] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const { secondsLeft, restart } = useCountdown(0);

  const verify = async () => {
    if (code.length !== CODE_LENGTH) {
      setAlert('validation.code.format');
      return;
    }
    setAlert(null);
    setBusy('verify');
    try {
      await send({ channel, code });
      toast.show({ status: 'success', title: t(`account.pending.confirmed_${channel}`) });
    } catch (error) {
      setAlert(isApiError(error) ? error.messageKey : 'errors.internal');
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setAlert(null);
    setBusy('resend');
    try {
      restart(await ask({ channel }));
      toast.show({ status: 'success', title: t('auth.otp.sent') });
    } catch (error) {
      if (isApiError(error) && error.retryAfter) restart(error.retryAfter);
      setAlert(isApiError(error) ? error.messageKey : 'errors.internal');
    } finally {
      setBusy(null);
    }
  };

  return (
    <FormStack
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      rounded="lg"
      p="4"
      data-testid={`pending-${channel}`}
    >
      <Text fontSize="sm">
        {t(`account.pending.intro_${channel}`)} <AddressText fontWeight="bold" address={address} />
      </Text>
      <FormField label={t('account.fields.code')}>
        <CodeInput value={code} onChange={setCode} maxW="xs" bg="bg.panel" />
      </FormField>
      <FormAlert messageKey={alert} />
      <HStack gap="2" wrap="wrap">
        <Button type="submit" size="sm" loading={busy === 'verify'} disabled={busy !== null}>
          {t('account.pending.confirm')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void resend()}
          loading={busy === 'resend'}
          disabled={busy !== null || secondsLeft > 0}
        >
          {secondsLeft > 0
            ? t('auth.otp.resend_in', { seconds: formatNumber(secondsLeft, language) })
            : t('auth.otp.resend')}
        </Button>
      </HStack>
    </FormStack>
  );
}
