import { panelGuardLoginPath } from '@domain/auth/panels';
import type { OwnerKind } from '@domain/auth/roles';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { removePersistedQueries } from '../api/persister';
import { sessionRole } from '../session/session';
import { getValidSession, signOut } from '../session/sessions';

/**
 * Signs an owner kind out everywhere: revokes the token on the server, clears the stored
 * session (and a seller's copied panel session), the in-memory query cache and the query cache
 * persisted in IndexedDB, so nothing personal is left for the next person on this device. Answers
 * the login page that owner signs in at again.
 */
export async function signOutEverywhere(
  kind: OwnerKind,
  queryClient: QueryClient,
): Promise<string> {
  const session = getValidSession(kind);
  const role = sessionRole(session);
  if (session) {
    // Loaded on demand: the contracts carry zod, which stays off the first page load.
    const contracts = await import('@domain/contracts/auth.contract');
    const panel = await import('@domain/contracts/panel-account.contract');
    const contract = kind === 'admin' ? panel.panelLogoutContract : contracts.logoutContract;
    // A failed revoke (offline, token already dead) must not keep the person signed in here.
    await callApi(contract).catch(() => undefined);
  }
  // This browser stops receiving this account's push (the server dropped the session's devices).
  if (kind === 'user') {
    await import('../push/push-client')
      .then(({ forgetPushDevice }) => forgetPushDevice())
      .catch(() => undefined);
  }
  // Writes this account kept offline cannot be sent once it is gone.
  if (kind === 'user' && session) {
    await import('../offline/outbox-client')
      .then(({ forgetKeptWrites }) => forgetKeptWrites(String(session.id)))
      .catch(() => undefined);
  }
  signOut(kind);
  queryClient.clear();
  await removePersistedQueries().catch(() => undefined);
  return kind === 'admin' ? panelGuardLoginPath(role) : '/';
}
