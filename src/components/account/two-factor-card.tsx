import { Badge, Box, Button, Code, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, FormAlert, FormField, FormStack, PasswordInput } from '@/components/form';
import { CopyIcon } from '@/components/icons';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { CODE_LENGTH } from '@/lib/auth';
import { SectionCard } from './section-card';

interface Setup {
  secret: string;
  qrDataUrl: string;
}

interface TwoFactorCardProps {
  enabled: boolean;
  /** A new secret and its QR code (`generate2fa`), not in use until `setTwoFactor(true, …)`. */
  generate: () => Promise<Setup>;
  /** `enable2fa` / `disable2fa` with the current password and a code. */
  setTwoFactor: (
    turnOn: boolean,
    body: { code: string; current_password: string },
  ) => Promise<{ two_factor_enabled: boolean }>;
}

/**
 * Two-factor sign-in for any account with a password (the panel's profile and the shop's
 * `/profile/password`; one secret per account): generate a secret (QR code + the secret to type), confirm
 * it with a code to switch it on; switching it off needs a code too. Both need the current password,
 * so a borrowed session cannot change the second factor.
 */
export function TwoFactorCard({
  enabled,
  generate: generateSecret,
  setTwoFactor,
}: TwoFactorCardProps) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  /** Message keys shown on the code and password fields themselves. */
  const [fieldErrors, setFieldErrors] = useState<{ code?: string; current_password?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setAlert(null);
    setFieldErrors({});
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!isApiError(error)) return setAlert('errors.internal');
      const passwordError = error.fields?.find((field) => field.path === 'current_password');
      if (passwordError) return setFieldErrors({ current_password: passwordError.message });
      if (error.code === 'two_factor_invalid') return setFieldErrors({ code: error.messageKey });
      setAlert(error.messageKey);
    } finally {
      setBusy(false);
    }
  };

  const resetForm = () => {
    setSetup(null);
    setCode('');
    setPassword('');
  };

  const generate = () =>
    run(async () => {
      const data = await generateSecret();
      setSetup({ secret: data.secret, qrDataUrl: data.qrDataUrl });
    });

  const submitCode = () => {
    const missing = {
      ...(code.length !== CODE_LENGTH ? { code: 'validation.code.format' } : {}),
      ...(password === '' ? { current_password: 'validation.required' } : {}),
    };
    if (Object.keys(missing).length > 0) {
      setFieldErrors(missing);
      return;
    }
    void run(async () => {
      const data = await setTwoFactor(!enabled, { code, current_password: password });
      resetForm();
      toast.show({
        status: 'success',
        title: t(
          data.two_factor_enabled ? 'account.two_factor.enabled' : 'account.two_factor.disabled',
        ),
      });
    });
  };

  const copySecret = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.show({ status: 'success', title: t('account.two_factor.copied') });
    } catch {
      toast.show({ status: 'error', title: t('account.two_factor.copy_failed') });
    }
  };

  const codeForm = (
    <FormStack
      onSubmit={(event) => {
        event.preventDefault();
        submitCode();
      }}
    >
      <FormField
        label={t('account.fields.current_password')}
        helper={t('account.two_factor.password_helper')}
        error={fieldErrors.current_password}
        required
      >
        <PasswordInput
          name="current_password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
        />
      </FormField>
      <FormField label={t('account.fields.authenticator_code')} error={fieldErrors.code} required>
        <CodeInput value={code} onChange={setCode} maxW="xs" />
      </FormField>
      <FormAlert messageKey={alert} />
      <Button
        type="submit"
        alignSelf="start"
        colorPalette={enabled ? 'red' : undefined}
        loading={busy}
        disabled={busy}
      >
        {t(enabled ? 'account.two_factor.disable' : 'account.two_factor.enable')}
      </Button>
    </FormStack>
  );

  return (
    <SectionCard
      title={t('account.two_factor.title')}
      description={t('account.two_factor.description')}
    >
      <HStack>
        <Badge colorPalette={enabled ? 'green' : 'gray'} data-testid="two-factor-status">
          {t(enabled ? 'account.two_factor.status_on' : 'account.two_factor.status_off')}
        </Badge>
      </HStack>
      {enabled ? codeForm : null}
      {!enabled && !setup ? (
        <Stack gap="3" align="start">
          <FormAlert messageKey={alert} />
          <Button onClick={() => void generate()} loading={busy} disabled={busy}>
            {t('account.two_factor.start')}
          </Button>
        </Stack>
      ) : null}
      {!enabled && setup ? (
        <Stack gap="4">
          <Text fontSize="sm">{t('account.two_factor.scan')}</Text>
          <Box alignSelf="center" bg="white" p="2" rounded="md" borderWidth="1px">
            <Image src={setup.qrDataUrl} alt={t('account.two_factor.qr_alt')} boxSize="48" />
          </Box>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('account.two_factor.secret_label')}
            </Text>
            <HStack>
              <Code
                dir="ltr"
                fontSize="sm"
                p="2"
                wordBreak="break-all"
                data-testid="two-factor-secret"
              >
                {setup.secret}
              </Code>
              <IconButton
                variant="outline"
                size="sm"
                aria-label={t('account.two_factor.copy')}
                onClick={() => void copySecret(setup.secret)}
              >
                <CopyIcon />
              </IconButton>
            </HStack>
          </Stack>
          {codeForm}
        </Stack>
      ) : null}
    </SectionCard>
  );
}
