// Shared helpers of the browser tests: stored sessions (the `dukkan` localStorage key of spec §3)
// and the page facts most specs assert on.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The one localStorage key the app keeps its state in (src/lib/session/storage.ts). */
export const STORAGE_KEY = 'dukkan';

/** Any Arabic-Indic digit (٠–٩): Arabic pages show numbers in them (spec §1). */
export const ARABIC_DIGIT = /[\u0660-\u0669]/;

export type TestRole =
  'admin' | 'moderator_admin' | 'reseller' | 'moderator_reseller' | 'user' | 'guest';

/** A stored session shaped like src/lib/session/session.ts `StoredSession`, valid for a day. */
export function storedSession(role: TestRole, token = `e2e-${role}`) {
  return {
    token,
    role,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    id: 1,
    username: `e2e_${role}`,
    first_name: 'E2E',
    last_name: 'Tester',
  };
}

type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/** A Playwright storage state whose `dukkan` key holds `state` for the app's origin. */
export function storageWith(
  baseURL: string | undefined,
  state: Record<string, unknown>,
): StorageState {
  if (!baseURL) throw new Error('baseURL is not configured');
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [{ name: STORAGE_KEY, value: JSON.stringify({ language: 'ar', ...state }) }],
      },
    ],
  };
}

/** The parsed `dukkan` key of the page's localStorage (empty object when absent). */
export interface StoredStateView {
  admin?: { role?: string } | null;
  user?: { role?: string } | null;
  [key: string]: unknown;
}

export async function readStoredState(page: Page): Promise<StoredStateView> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), STORAGE_KEY);
}

/** Waits until `<html>` carries the language and direction. */
export async function expectDocumentLanguage(page: Page, lang: 'ar' | 'en'): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** A `toHaveURL` predicate: the page's path is `path` or one of its sub-paths (`/login/:type?`). */
export function atPath(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path || url.pathname.startsWith(`${path}/`);
}

/**
 * Sends the page's API calls without their Authorization header. The guard specs store made-up
 * tokens: the server would answer them 401, and the app's 401 handling (clear, go to /login) would
 * race the guard under test. Issue 4 (accounts) brings /api/login; these tests then sign in for real tokens.
 */
export async function stripAuthorization(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', async (route) => {
    const { authorization: _dropped, ...headers } = route.request().headers();
    await route.continue({ headers });
  });
}
