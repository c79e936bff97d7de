import type { Language } from '@domain/status/statuses';
import { getValidSession } from '../session/sessions';
import { readState, writeState } from '../session/storage';
import { i18n, loadLanguage } from './i18n';
import { applyDocumentLanguage } from './language';

/** Tells the server the signed-in accounts' language; visitors have nothing to save. */
async function saveOnServer(language: Language): Promise<void> {
  const owners = (['user', 'admin'] as const).filter((kind) => getValidSession(kind));
  if (owners.length === 0) return;
  const [{ callApi }, { changeLanguageContract }] = await Promise.all([
    import('../api/client'),
    import('@domain/contracts/general.contract'),
  ]);
  await Promise.allSettled(
    owners.map((owner) => callApi(changeLanguageContract, { body: { language }, owner })),
  );
}

/**
 * Switches the UI language: i18next, `<html lang dir>`, storage (which other tabs follow) and, when
 * `persist` is set and someone is signed in, the account (`POST /api/change-language`). A language
 * whose texts are not loaded yet (each is a chunk of its own) switches once they are, all at once.
 */
export function setLanguage(language: Language, options: { persist?: boolean } = {}): void {
  const loading = loadLanguage(language);
  if (loading) void loading.then(() => switchTo(language, options));
  else switchTo(language, options);
}

function switchTo(language: Language, { persist = true }: { persist?: boolean }): void {
  if (readState().language !== language) writeState({ language });
  applyDocumentLanguage(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (persist) void saveOnServer(language).catch(() => undefined);
}
