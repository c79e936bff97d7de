import { SSR_STATE_ELEMENT_ID, type SsrState } from '@domain/ssr/ssr';

/**
 * The state the server rendered this page with (see src/entry-server.tsx), or null when the page
 * came without one: the service worker's shell, a page the browser renders, a broken payload.
 */
export function readServerState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<SsrState> | null;
    const valid =
      (state?.language === 'ar' || state?.language === 'en') &&
      typeof state.isDarkMode === 'boolean' &&
      typeof state.router?.loaderData === 'object';
    return valid ? (state as SsrState) : null;
  } catch {
    return null;
  }
}
