import { AppErrorCode } from '@domain/errors';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';
import { EmptyState } from './empty-state';

/** No answer at all (offline, unreachable, timed out), as opposed to an answer that was an error. */
export function isNoConnection(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === AppErrorCode.offline || error.code === AppErrorCode.timeout) return true;
  return error.code === AppErrorCode.internal && error.status === 0;
}

/**
 * A read failed and nothing was saved to show instead: without a connection the page says it needs
 * one (it was never seen on this device); otherwise `title`. Both offer a retry, and coming back
 * online retries by itself (`refetchOnReconnect`).
 */
export function LoadFailed({
  error,
  title,
  retry,
}: {
  error: unknown;
  title: string;
  retry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={isNoConnection(error) ? t('errors.offline_unseen') : title}
      action={{ label: t('common.actions.retry'), onClick: retry }}
    />
  );
}
