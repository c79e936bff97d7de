import { Button, HStack, Text } from '@chakra-ui/react';
import { otpCodeSchema } from '@domain/contracts/auth.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormStack } from '@/components/form';
import { AddressText } from '@/components/ltr-text';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { useCountdown } from '@/lib/auth';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { otpTarget, userDestination, type OtpTarget } from './auth-state';
import { CodeStepFields, useCodeStep } from './components/code-step';
import { useSendCode } from './use-send-code';
import { useVerifyCode } from './use-verify-code';

/** The code sent at registration or sign-in: confirms the account and signs it in. */
export function OtpForm({ initial }: { initial: OtpTarget }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [target, setTarget] = useState(initial);
  const verifyCode = useVerifyCode();
  const sendCode = useSendCode();
  const sending = sendCode.isPending;
  const { secondsLeft, restart } = useCountdown(initial.verification.retryAfter);
  const step = useCodeStep({
    rule: otpCodeSchema,
    verify: async (code) => {
      const data = await verifyCode(target, code);
      setSession('user', data.session);
      otpTarget.set(null);
      await navigate(userDestination(), { replace: true });
    },
  });
  const { onSubmit, setAlert } = step;

  /** Another code to the same place, or (`toPhone`) the first one by text message. */
  const send = async (toPhone: boolean) => {
    setAlert(null);
    try {
      const data = await sendCode.send(target, toPhone);
      const next = { ...target, verification: data.verification };
      setTarget(next);
      otpTarget.set(next);
      restart(data.verification.retryAfter);
      toast.show({ status: 'success', title: t('auth.otp.sent') });
    } catch (error) {
      if (isApiError(error) && error.retryAfter) restart(error.retryAfter);
      setAlert(isApiError(error) ? error.messageKey : 'errors.internal');
    }
  };

  const canUsePhone = target.verification.channel === 'email' && Boolean(target.phone);
  return (
    <FormStack onSubmit={onSubmit}>
      <Text fontSize="sm" color="fg.muted">
        {t(`auth.otp.sent_to_${target.verification.channel}`)}{' '}
        <AddressText fontWeight="bold" color="fg" address={target.verification.masked} />
      </Text>
      <CodeStepFields step={step} label={t('account.fields.code')} />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void send(false)}
          disabled={secondsLeft > 0 || sending}
          loading={sending}
        >
          {secondsLeft > 0
            ? t('auth.otp.resend_in', { seconds: formatNumber(secondsLeft, language) })
            : t('auth.otp.resend')}
        </Button>
        {canUsePhone ? (
          <Button
            variant="plain"
            size="sm"
            color="brand.fg"
            onClick={() => void send(true)}
            disabled={sending}
          >
            {t('auth.otp.use_phone')}
          </Button>
        ) : null}
      </HStack>
    </FormStack>
  );
}
