/** Where to go after signing in (spec §4 "pending redirect target (destination and id)"). */
export interface PendingRedirect {
  destination: string;
  /** The record the visitor was acting on, e.g. the product they tried to favourite. */
  id?: string | number;
}

const PENDING_KEY = 'dukkan:pending-redirect';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPendingRedirect(target: PendingRedirect): void {
  try {
    session()?.setItem(PENDING_KEY, JSON.stringify(target));
  } catch {
    // Storage full or disabled: the visitor simply lands on the default page after login.
  }
}

/** Reads and removes the pending target, so it is followed at most once. */
export function takePendingRedirect(): PendingRedirect | null {
  const store = session();
  const raw = store?.getItem(PENDING_KEY) ?? null;
  if (raw === null) return null;
  store?.removeItem(PENDING_KEY);
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { destination, id } = value as Record<string, unknown>;
    if (typeof destination !== 'string' || !destination.startsWith('/')) return null;
    return typeof id === 'string' || typeof id === 'number' ? { destination, id } : { destination };
  } catch {
    return null;
  }
}
