import { Button, Stack, Text } from '@chakra-ui/react';
import { totpCodeSchema } from '@domain/contracts/auth.contract';
import { AppErrorCode } from '@domain/errors';
import { useTranslation } from 'react-i18next';
import { FormStack } from '@/components/form';
import { isApiError } from '@/lib/api';
import { CodeStepFields, useCodeStep } from './code-step';

/**
 * The authenticator code after a right password on an account with 2FA on. An expired challenge
 * (the server answers invalid_credentials) sends the person back to the password.
 */
export function TwoFactorStep({
  verify,
  onRestart,
}: {
  verify: (code: string) => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const step = useCodeStep({
    rule: totpCodeSchema,
    verify,
    onFailure: (error) => {
      if (!isApiError(error) || error.code !== AppErrorCode.invalid_credentials) return false;
      onRestart();
      return true;
    },
  });
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('auth.panel.otp_subtitle')}</Text>
      <FormStack onSubmit={step.onSubmit}>
        <CodeStepFields step={step} label={t('account.fields.authenticator_code')} />
      </FormStack>
      <Button variant="ghost" alignSelf="start" onClick={onRestart}>
        {t('auth.back_to_login')}
      </Button>
    </Stack>
  );
}
