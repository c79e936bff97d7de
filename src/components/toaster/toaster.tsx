import { Box, CloseButton, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { createToastStore, type Toast, type ToastInput, type ToastStatus } from './toast-store';

const store = createToastStore();

/** Shows a toast from anywhere (event handlers, the API client, the service worker bridge). */
export const toast = {
  show: (input: ToastInput) => store.show(input),
  dismiss: (id: number) => store.dismiss(id),
};

const ACCENT: Record<ToastStatus, string> = {
  info: 'blue.solid',
  success: 'green.solid',
  warning: 'orange.solid',
  error: 'red.solid',
};

function ToastCard({ item, closeLabel }: { item: Toast; closeLabel: string }) {
  return (
    <Box
      role={item.status === 'error' ? 'alert' : 'status'}
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderInlineStartColor={ACCENT[item.status]}
      rounded="md"
      shadow="lg"
      p="3"
      display="flex"
      gap="2"
      alignItems="start"
      data-status={item.status}
    >
      <Stack gap="0.5" flex="1">
        <Text fontWeight="bold" fontSize="sm">
          {item.title}
        </Text>
        {item.description ? (
          <Text fontSize="sm" color="fg.muted">
            {item.description}
          </Text>
        ) : null}
      </Stack>
      <CloseButton size="2xs" aria-label={closeLabel} onClick={() => store.dismiss(item.id)} />
    </Box>
  );
}

/**
 * Toasts at the bottom, on the inline end: bottom-right in English as spec §9 says, mirrored to
 * bottom-left in Arabic like the rest of the right-to-left layout.
 */
export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(store.subscribe, store.getVisible, store.getVisible);
  return (
    <Stack
      aria-live="polite"
      position="fixed"
      bottom="4"
      insetInlineEnd="4"
      insetInlineStart={{ base: '4', sm: 'auto' }}
      width={{ sm: '22rem' }}
      gap="2"
      zIndex="toast"
      pointerEvents={items.length ? 'auto' : 'none'}
    >
      {items.map((item) => (
        <ToastCard key={item.id} item={item} closeLabel={t('common.actions.close')} />
      ))}
    </Stack>
  );
}
