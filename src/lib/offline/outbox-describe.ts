import type { OutboxEntry } from '@domain/offline/outbox';
import type { TFunction } from 'i18next';

const CHAT_OPEN_URL = '/api/chats';

/** One line saying what a kept write does, in the person's words (offline.json). */
export function describeWrite(entry: OutboxEntry, t: TFunction): string {
  const label = entry.label ?? t('offline.actions.unnamed');
  if (entry.kind === 'cart') {
    if (entry.method === 'DELETE') return t('offline.actions.cart_remove', { label });
    if (entry.method === 'PUT') return t('offline.actions.cart_update', { label });
    return t('offline.actions.cart_add', { label });
  }
  // Opening a thread (no message yet): what a "Chat" tap kept offline.
  if (entry.kind === 'chat' && entry.url === CHAT_OPEN_URL) {
    return t('offline.actions.chat_open', { label });
  }
  const kind = t(`offline.kinds.${entry.kind}`);
  return entry.label ? `${kind}: ${entry.label}` : kind;
}

/** Why the server refused a kept write, in the language shown now (its own message otherwise). */
export function refusalText(
  entry: OutboxEntry,
  t: TFunction,
  exists: (key: string) => boolean,
): string {
  const code = entry.error?.code;
  if (code && exists(`errors.${code}`)) return t(`errors.${code}`);
  return entry.error?.message ?? '';
}
