import type { Contract } from '@domain/contracts/contract';
import { AppErrorCode } from '@domain/errors';
import {
  useMutation,
  useQueryClient,
  type MutateOptions,
  type MutationKey,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { sendOrKeep, type OutboxWriteConfig } from './outbox-write';
import { isApiError, type ApiError } from './api-error';
import { callApi, type CallOptions } from './client';

/**
 * What a write's mutation carries: the caller's input and the `Idempotency-Key` chosen once for
 * this attempt. Both live in the variables, so TanStack's retries and a paused mutation resumed
 * after a reload (persisted variables + `setMutationDefaults`) send the same key (DESIGN §3, §8).
 */
export interface IdempotentVariables<I> {
  input: I;
  idempotencyKey: string;
}

type DataOf<C extends Contract> = z.output<C['response']>;

export interface ApiMutationConfig<C extends Contract, I> {
  /** From `mutationKeys` (query-keys.ts). */
  mutationKey: MutationKey;
  /** Turns the hook's input into the call: body, params, owner. */
  request: (input: I) => Omit<CallOptions<C>, 'idempotencyKey' | 'signal' | 'responseType'>;
  /** What this write changed; invalidated after it succeeds, before `onSuccess` of the caller. */
  invalidates?: (data: DataOf<C>, input: I) => QueryKey[];
  /**
   * Offline, wait (paused, resumed with the same key when the browser is back online) instead of
   * failing at once with `offline`. For outbox writes (cart, chat); forms want the error shown.
   */
  pauseOffline?: boolean;
  /**
   * A shopper's write that can wait: without a connection it is kept in the offline
   * outbox and replayed once, in order, when the connection is back (`src/lib/offline`). The
   * contract must be `idempotent`, so a replay whose first answer was lost does not act twice.
   */
  outbox?: OutboxWriteConfig<I>;
}

const MAX_RETRIES = 2;

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts, and the app is also opened
 * over plain http on a LAN address in development; `getRandomValues` works everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Retries that cannot act twice: only contracts the server dedupes (`idempotent`), and only when
 * no answer arrived or the server said the same key is still being answered.
 */
export function shouldRetryWrite(
  contract: Contract,
  failureCount: number,
  error: unknown,
): boolean {
  if (!contract.idempotent || failureCount >= MAX_RETRIES || !isApiError(error)) return false;
  if (error.code === AppErrorCode.idempotency_in_progress) return true;
  return error.status === 0 && (error.code === 'timeout' || error.code === 'internal');
}

function retryDelay(failureCount: number, error: unknown): number {
  const seconds = isApiError(error) ? error.retryAfter : undefined;
  return seconds !== undefined ? seconds * 1000 : Math.min(500 * 2 ** (failureCount - 1), 8000);
}

/**
 * The options of one contract's write: for `useApiMutation`, and for `setMutationDefaults` so a
 * paused offline write can be resumed after a reload with its function and retry rule.
 */
export function apiMutationOptions<C extends Contract, I>(
  contract: C,
  config: ApiMutationConfig<C, I>,
): UseMutationOptions<DataOf<C>, ApiError, IdempotentVariables<I>> {
  return {
    mutationKey: config.mutationKey,
    mutationFn: async ({ input, idempotencyKey }) => {
      const options = config.request(input) as CallOptions<C>;
      if (config.outbox && contract.idempotent) {
        return (await sendOrKeep(
          contract,
          options,
          idempotencyKey,
          config.outbox,
          input,
        )) as DataOf<C>;
      }
      return (await callApi(contract, { ...options, idempotencyKey })).data;
    },
    retry: (failureCount, error) => shouldRetryWrite(contract, failureCount, error),
    retryDelay,
    ...(config.pauseOffline ? { networkMode: 'online' as const } : {}),
  };
}

/** Registers a write's defaults, for writes that may be paused offline and resumed later. */
export function setApiMutationDefaults<C extends Contract, I>(
  queryClient: QueryClient,
  contract: C,
  config: ApiMutationConfig<C, I>,
): void {
  queryClient.setMutationDefaults(config.mutationKey, apiMutationOptions(contract, config));
}

type Options<C extends Contract, I> = MutateOptions<DataOf<C>, ApiError, IdempotentVariables<I>>;

/**
 * The one way a component writes (STYLE "Writes"): `useMutation` with a key from the factory, a
 * fresh `Idempotency-Key` per `mutate` call (kept across its retries) and invalidation of what the
 * write changed. `use-<verb>-<noun>.ts` hooks wrap it with their contract.
 */
export function useApiMutation<C extends Contract, I>(
  contract: C,
  config: ApiMutationConfig<C, I>,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation<DataOf<C>, ApiError, IdempotentVariables<I>>({
    ...apiMutationOptions(contract, config),
    onSuccess: async (data, { input }) => {
      const keys = config.invalidates?.(data, input) ?? [];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const withKey = (input: I): IdempotentVariables<I> => ({
    input,
    idempotencyKey: newIdempotencyKey(),
  });
  return {
    ...mutation,
    mutate: (input: I, options?: Options<C, I>) => mutation.mutate(withKey(input), options),
    mutateAsync: (input: I, options?: Options<C, I>) =>
      mutation.mutateAsync(withKey(input), options),
  };
}
