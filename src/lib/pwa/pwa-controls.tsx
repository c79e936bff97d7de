import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissInstall, dismissUpdate, promptInstall } from './pwa-store';
import { usePwaState } from './use-pwa-state';

interface BarProps {
  testId: string;
  message: string;
  action: string;
  dismiss: string;
  onAction: () => void;
  onDismiss: () => void;
}

function Bar({ testId, message, action, dismiss, onAction, onDismiss }: BarProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid={testId}
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
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Text textStyle="sm" flex="1" minW="40">
          {message}
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {dismiss}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={onAction}>
            {action}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}

/**
 * The app's PWA prompts: "new version — reload" when a service worker is waiting, otherwise an
 * install offer once the browser fired `beforeinstallprompt`. Mount once, inside the Chakra and
 * i18n providers. `hold`: a checkout or payment is on screen, so neither bar covers it (the waiting
 * version is offered again on the next screen; nothing reloads without a tap anyway).
 */
export function PwaControls({ hold = false }: { hold?: boolean }) {
  // The shell keeps one namespace with the file name as first key segment
  // (src/lib/i18n/resources.ts).
  const { t } = useTranslation('shop', { keyPrefix: 'pwa' });
  const { updateWaiting, canInstall } = usePwaState();
  if (hold) return null;

  if (updateWaiting) {
    return (
      <Bar
        testId="pwa-update"
        message={t('update.message')}
        action={t('update.reload')}
        dismiss={t('update.later')}
        onAction={applyUpdate}
        onDismiss={dismissUpdate}
      />
    );
  }
  if (canInstall) {
    return (
      <Bar
        testId="pwa-install"
        message={t('install.message')}
        action={t('install.action')}
        dismiss={t('install.dismiss')}
        onAction={() => void promptInstall()}
        onDismiss={dismissInstall}
      />
    );
  }
  return null;
}
