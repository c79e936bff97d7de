import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A form-level message (wrong password, offline, rate limited) above the submit button. */
export function FormAlert({
  messageKey,
  status = 'error',
  values,
}: {
  messageKey: string | null;
  status?: 'error' | 'success' | 'info' | 'warning';
  values?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} rounded="md">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{t(messageKey, values)}</Alert.Title>
    </Alert.Root>
  );
}
