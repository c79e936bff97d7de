const PREVIOUS_KEY = 'dukkan:previous-path';

/** Pages that are never a "previous path" to return to after login. */
const SKIPPED = /^\/(login|otp|panel\/(login|otp)|404|401|503)(\/|$)/;

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
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
