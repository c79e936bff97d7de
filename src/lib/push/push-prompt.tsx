import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import { getValidSession } from '../session/sessions';
import { closePushPrompt, getPushPrompt, subscribePushPrompt } from './push-prompt-store';
import type { PushOutcome } from './push-support';

/** Tells the person how turning notifications on went (spec §8 push errors); the app carries on. */
export function showPushOutcome(outcome: PushOutcome, t: (key: string) => string): void {
  if (outcome === 'enabled') toast.show({ status: 'success', title: t('push.enabled') });
  else toast.show({ status: 'warning', title: t(`push.errors.${outcome}`), duration: 8000 });
}

/**
 * The permission moment's question (mount once in the app shell). Renders nothing until
 * `askPushPermissionAtMomentOfValue()` opens it; its texts arrive with it (push.json is lazy).
 */
export function PushPrompt() {
  const { moment } = useSyncExternalStore(subscribePushPrompt, getPushPrompt, getPushPrompt);
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!moment) return null;
  const allow = async () => {
    const userId = getValidSession('user')?.id;
    if (userId === undefined) return closePushPrompt();
    setBusy(true);
    const { enablePush } = await import('./push-client');
    const outcome = await enablePush(String(userId));
    setBusy(false);
    closePushPrompt();
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
          <Button size="sm" variant="ghost" onClick={closePushPrompt} disabled={busy}>
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
