import { Button, Checkbox, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { NotificationType } from '@domain/notifications/targets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/account';
import { toast } from '@/components/toaster';
import { queryKeys } from '@/lib/api';
import { loadPushTranslations } from '@/lib/i18n';
import { notificationPermission } from '@/lib/push';
import { showPushOutcome } from '@/lib/push/push-prompt';
import { useStoredState } from '@/lib/session';
import { pushPreferencesQueryOptions } from './push-preferences-query';
import { useUpdatePushPreferences } from './use-update-push-preferences';

/** The switches a role sees: sellers also hear about their stores' orders and packages. */
const SHOPPER_TYPES: NotificationType[] = [
  'change_order_status',
  'chat_message',
  'products_following',
  'announcement',
];
const SELLER_TYPES: NotificationType[] = [
  'new_order',
  'store_expiration',
  'store_expired',
  'product_expiration',
  'product_rejected',
];

function useDeviceState(userId: string) {
  const [state, setState] = useState(() => notificationPermission());
  const [registered, setRegistered] = useState(false);
  useEffect(() => {
    void import('@/lib/push/push-client').then(({ registeredFor }) =>
      setRegistered(registeredFor(userId)),
    );
  }, [userId, state]);
  return { permission: state, registered, refresh: () => setState(notificationPermission()) };
}

function DeviceSwitch({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { permission, registered, refresh } = useDeviceState(userId);
  const [busy, setBusy] = useState(false);
  const turnOn = async () => {
    setBusy(true);
    const { enablePush } = await import('@/lib/push/push-client');
    const outcome = await enablePush(userId);
    setBusy(false);
    refresh();
    showPushOutcome(outcome, t);
  };
  const line =
    permission === 'unsupported'
      ? 'device_unsupported'
      : permission === 'denied'
        ? 'device_blocked'
        : registered
          ? 'device_on'
          : 'device_off';
  return (
    <SectionCard title={t('push.settings.device_title')}>
      <Stack gap="3" align="start">
        <Text data-testid="push-device-state">{t(`push.settings.${line}`)}</Text>
        {line === 'device_off' ? (
          <Button colorPalette="brand" loading={busy} onClick={() => void turnOn()}>
            {t('push.settings.turn_on')}
          </Button>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

/** `/profile/notifications`: this device's push, and a switch per notification type. */
export function PushSettings() {
  const { t } = useTranslation();
  const [textsReady, setTextsReady] = useState(false);
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : null));
  const role = useStoredState((state) => state.user?.role);
  const queryClient = useQueryClient();
  const query = useQuery({
    ...pushPreferencesQueryOptions(viewer ?? 'visitor'),
    enabled: viewer !== null,
  });
  const update = useUpdatePushPreferences();
  useEffect(() => {
    void loadPushTranslations().then(() => setTextsReady(true));
  }, []);
  if (!textsReady || !viewer) return <Skeleton height="40" rounded="xl" />;
  const types =
    role === 'reseller' || role === 'moderator_reseller'
      ? [...SELLER_TYPES, ...SHOPPER_TYPES]
      : SHOPPER_TYPES;
  const enabled = new Map(query.data?.map((row) => [row.type, row.enabled]));
  const change = (type: NotificationType, on: boolean) => {
    const key = queryKeys.pushPreferences.detail(viewer);
    const before = query.data;
    if (before) {
      queryClient.setQueryData(
        key,
        before.map((row) => (row.type === type ? { ...row, enabled: on } : row)),
      );
    }
    update.mutate([{ type, enabled: on }], {
      onSuccess: () => toast.show({ status: 'success', title: t('push.settings.saved') }),
      onError: () => {
        if (before) queryClient.setQueryData(key, before);
        toast.show({ status: 'error', title: t('push.settings.failed') });
      },
    });
  };
  return (
    <Stack gap="5">
      <DeviceSwitch userId={viewer} />
      <SectionCard
        title={t('push.settings.types_title')}
        description={t('push.settings.types_description')}
      >
        {query.isError ? (
          <Text color="fg.error">{t('push.settings.load_failed')}</Text>
        ) : !query.data ? (
          <Skeleton height="32" rounded="md" />
        ) : (
          <Stack gap="3" data-testid="push-types">
            {types.map((type) => (
              <Checkbox.Root
                key={type}
                checked={enabled.get(type) ?? true}
                onCheckedChange={(event) => change(type, event.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`push.settings.types.${type}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
