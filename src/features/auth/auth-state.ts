import type { Verification } from '@domain/contracts/auth.contract';
import { rememberPendingRedirect, takePendingRedirect, getPreviousPath } from '@/lib/session';

// Spec §3 client state "OTP target (email and phone)", kept in sessionStorage so a reload of /otp
// or /login/reset-password still knows where the code went, and forgotten with the tab.
const OTP_KEY = 'dukkan:otp-target';
const RESET_KEY = 'dukkan:reset-target';
const CHALLENGE_KEY = 'dukkan:panel-challenge';

export interface OtpTarget {
  verification: Verification;
  /** The phone given at registration: /otp offers to send the code there instead. */
  phone?: string;
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled: the screen asks for what it cannot remember.
  }
}

export const otpTarget = {
  get: () => read<OtpTarget>(OTP_KEY),
  set: (value: OtpTarget | null) => write(OTP_KEY, value),
};

/** The email or phone a reset code went to. */
export const resetTarget = {
  get: () => read<{ identifier: string; masked: string }>(RESET_KEY),
  set: (value: { identifier: string; masked: string } | null) => write(RESET_KEY, value),
};

/** The panel login's 2FA challenge between /panel/login and /panel/otp. */
export const panelChallenge = {
  get: () => read<{ challenge: string; expiresAt: string }>(CHALLENGE_KEY),
  set: (value: { challenge: string; expiresAt: string } | null) => write(CHALLENGE_KEY, value),
};

/** Where a shopper goes after signing in: the pending target, the previous page, or home. */
export function userDestination(): string {
  return takePendingRedirect()?.destination ?? getPreviousPath() ?? '/';
}

/**
 * Where a panel account goes after signing in: a remembered page inside its own panel, else the
 * role's landing page (spec §4). A target in another panel is put back for a later sign-in.
 */
export function panelDestination(landing: string, prefix: string | null): string {
  const pending = takePendingRedirect();
  if (!pending) return landing;
  if (prefix && pending.destination.startsWith(`/${prefix}`)) return pending.destination;
  rememberPendingRedirect(pending);
  return landing;
}
