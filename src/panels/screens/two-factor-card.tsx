import { Badge, Box, Button, Code, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import {
  disable2faContract,
  enable2faContract,
  generate2faContract,
  type PanelProfile,
} from '@domain/contracts/panel-account.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/account';
import { CodeInput, FormAlert, FormField, FormStack } from '@/components/form';
import { CopyIcon } from '@/components/icons';
import { toast } from '@/components/toaster';
import { callApi, isApiError, queryKeys } from '@/lib/api';
import { CODE_LENGTH } from '@/lib/auth';

interface Setup {
  secret: string;
  qrDataUrl: string;
}

/**
 * Two-factor sign-in for a panel account: generate a secret (QR code + the secret to type), confirm
 * it with a code to switch it on; switching it off needs a code too.
 */
export function TwoFactorCard({ profile }: { profile: PanelProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enabled = profile.two_factor_enabled;

  const run = async (action: () => Promise<void>) => {
    setAlert(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setAlert(isApiError(error) ? error.messageKey : 'errors.internal');
    } finally {
      setBusy(false);
    }
  };

  const saveState = (two_factor_enabled: boolean) => {
    queryClient.setQueryData(queryKeys.panelProfile.detail(String(profile.id)), {
      ...profile,
      two_factor_enabled,
    });
    setSetup(null);
    setCode('');
  };

  const generate = () =>
    run(async () => {
      const { data } = await callApi(generate2faContract);
      setSetup({ secret: data.secret, qrDataUrl: data.qrDataUrl });
    });

  const submitCode = () => {
    if (code.length !== CODE_LENGTH) {
      setAlert('validation.code.format');
      return;
    }
    void run(async () => {
      const contract = enabled ? disable2faContract : enable2faContract;
      const { data } = await callApi(contract, { body: { code } });
      saveState(data.two_factor_enabled);
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
      <FormField label={t('account.fields.authenticator_code')}>
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
