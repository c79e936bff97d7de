import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import { getValidSession } from '../session/sessions';
import { rememberPushOfferAnswered, type PushOutcome } from './push-support';

/** Tells the person how turning notifications on went (spec §8 push errors); the app carries on. */
export function showPushOutcome(outcome: PushOutcome, t: (key: string) => string): void {
  if (outcome === 'enabled') toast.show({ status: 'success', title: t('push.enabled') });
  else toast.show({ status: 'warning', title: t(`push.errors.${outcome}`), duration: 8000 });
}

/**
 * The permission moment's question, shown by <PushHost /> when `askPushPermissionAtMomentOfValue()`
 * opens it; its texts were loaded just before (push.json is lazy).
 */
export function PushPrompt({ moment, onClose }: { moment: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const later = () => {
    rememberPushOfferAnswered();
    onClose();
  };
  const allow = async () => {
    rememberPushOfferAnswered();
    const userId = getValidSession('user')?.id;
    if (userId === undefined) return onClose();
    setBusy(true);
    const { enablePush } = await import('./push-client');
    const outcome = await enablePush(String(userId));
    setBusy(false);
    onClose();
    showPushOutcome(outcome, t);
  };
  return (
    <Box
      role="dialog"
      aria-labelledby="push-prompt-title"
      data-testid="push-prompt"
      position="fixed"
      insetInline="3"
      bottom="calc(env(safe-area-inset-bottom, 0px) + 12px)"
      maxW="md"
      mx="auto"
      zIndex="toast"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      shadow="lg"
      px="4"
      py="3"
    >
      <Stack gap="2">
        <Text id="push-prompt-title" fontWeight="bold">
          {t('push.prompt.title')}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {t(`push.prompt.${moment}`)}
        </Text>
        <HStack gap="2" justify="flex-end">
          <Button size="sm" variant="ghost" onClick={later} disabled={busy}>
            {t('push.prompt.later')}
          </Button>
          <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void allow()}>
            {t('push.prompt.allow')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
