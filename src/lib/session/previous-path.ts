const PREVIOUS_KEY = 'dukkan:previous-path';

/**
 * Pages that are never a "previous path" to return to after login: the sign-in pages (returning to
 * one from itself is a redirect loop, whatever its query string, e.g. `/login?locale=en`) and errors.
 */
const SKIPPED = /^\/(login|otp|panel\/(login|otp)|404|401|503)([/?#]|$)/;

/** True for a same-site path a signed-in visitor may be sent back to. */
export function isReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !SKIPPED.test(path);
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Records the last page the visitor saw (called on every finished navigation). */
export function rememberPreviousPath(path: string): void {
  if (SKIPPED.test(path)) return;
  try {
    session()?.setItem(PREVIOUS_KEY, path);
  } catch {
    // Not worth failing a navigation over.
  }
}

export function getPreviousPath(): string | null {
  const path = session()?.getItem(PREVIOUS_KEY) ?? null;
  return path && isReturnPath(path) ? path : null;
}
