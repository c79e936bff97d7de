import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** A day: persisted queries must outlive a reload, so garbage collection may not drop them sooner. */
export const QUERY_GC_MS = 24 * 60 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 2;
  // Answers that will not change on retry: client errors, being offline, a cancelled request.
  if (error.status >= 400 && error.status < 500) return false;
  if (error.code === 'offline' || error.code === 'axios_cancelled') return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // TanStack assumes "online" at start and acts only on a change: a tab opened offline would then
  // never see the change back, and nothing on screen would be refetched (refetchOnReconnect).
  if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: QUERY_GC_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Back online, what is on screen is asked again even if fresh (it may have come from the
        // worker's cache) and an error state clears without a tap.
        refetchOnReconnect: 'always',
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
