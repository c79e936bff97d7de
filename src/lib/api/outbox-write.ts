import type { Contract } from '@domain/contracts/contract';
import { AppErrorCode } from '@domain/errors';
import type { OutboxKind } from '@domain/offline/outbox';
import { ApiError, isApiError } from './api-error';
import { callApi, ownerKindForPath, type CallOptions } from './client';
import { buildBody, buildUrl } from './request';
import { getVisitorId } from './visitor-id';
import { getValidSession, readState } from '../session';
import { keepWrite } from '../offline/outbox-client';
import { hasPendingWrites } from '../offline/outbox-state';

/** How a write that can wait goes to the outbox when there is no connection. */
export interface OutboxWriteConfig<I> {
  kind: OutboxKind;
  /**
   * Wait for the replay's answer instead of failing at once with `offline_queued`: the screen keeps
   * showing the write as under way (a chat bubble "sending") until the server has it.
   */
  wait?: boolean;
  /** What the pending write says on screen (a product's name, the message). */
  label?: (input: I) => string | undefined;
  /** What it is about on its screen (the chat id, the product id). */
  ref?: (input: I) => number | undefined;
}

/** No answer came: offline, unreachable or timed out (the server may still have acted). */
function noAnswer(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 0 &&
    (error.code === AppErrorCode.offline ||
      error.code === AppErrorCode.timeout ||
      error.code === AppErrorCode.internal)
  );
}

/** The write was kept in the outbox and will be sent once the connection is back. */
export function isKeptOffline(error: unknown): boolean {
  return isApiError(error) && error.code === AppErrorCode.offline_queued;
}

/**
 * Sends a shopper's write, or keeps it: offline, without an answer, or while earlier writes are
 * still kept (so this one does not overtake them), it goes to the outbox with its
 * `Idempotency-Key` and is replayed once, in order. Writes of visitors and panels are sent as usual.
 */
export async function sendOrKeep<C extends Contract, I>(
  contract: C,
  options: CallOptions<C>,
  idempotencyKey: string,
  outbox: OutboxWriteConfig<I>,
  input: I,
): Promise<unknown> {
  const session = getValidSession('user');
  if (!session || ownerKindForPath(contract.path) !== 'user' || options.files) {
    return (await callApi(contract, { ...options, idempotencyKey })).data;
  }
  if (!hasPendingWrites()) {
    try {
      return (await callApi(contract, { ...options, idempotencyKey })).data;
    } catch (error) {
      if (!noAnswer(error)) throw error;
    }
  }
  const body = buildBody(contract.method, options.body);
  const kept = await keepWrite(
    {
      owner: String(session.id),
      kind: outbox.kind,
      method: contract.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: buildUrl(contract.path, options.params, options.query),
      body: typeof body === 'string' ? body : null,
      key: idempotencyKey,
      token: session.token,
      language: readState().language,
      visitor: getVisitorId(),
      label: outbox.label?.(input),
      ref: outbox.ref?.(input),
    },
    outbox.wait === true,
  );
  if (!kept) throw new ApiError(AppErrorCode.offline_queued);
  try {
    return await kept.answer;
  } catch (refusal) {
    const { code, status, message } = refusal as { code: string; status: number; message: string };
    throw ApiError.fromResponse(status, { error: { code, message } });
  }
}
