import type { OutboxEntry } from '@domain/offline/outbox';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../../i18n/locales/ar/offline.json';
import en from '../../i18n/locales/en/offline.json';
import { describeWrite } from './outbox-describe';

/** `t` over one language's offline.json, filling `{{label}}`. */
function translator(texts: Record<string, unknown>): TFunction {
  return ((key: string, values?: { label?: string }) => {
    const path = key.replace(/^offline\./, '').split('.');
    let node: unknown = texts;
    for (const part of path) node = (node as Record<string, unknown>)[part];
    return String(node).replace('{{label}}', values?.label ?? '');
  }) as unknown as TFunction;
}

const write = (url: string, body: unknown): OutboxEntry => ({
  id: 1,
  owner: '7',
  kind: 'chat',
  method: 'POST',
  url,
  body: JSON.stringify(body),
  key: 'k1',
  token: 't',
  language: 'ar',
  visitor: 'v',
  label: 'بوتيك هند',
  createdAt: 1,
  state: 'refused',
});

describe('[OFFLINE] what a kept chat write says', () => {
  it('names the opening of a thread kept offline in both languages', () => {
    const opening = write('/api/chats', { store_id: 3 });
    expect(describeWrite(opening, translator(ar))).toBe('بدء محادثة مع «بوتيك هند»');
    expect(describeWrite(opening, translator(en))).toBe('Start a chat with “بوتيك هند”');
  });

  it('keeps calling a kept message a message', () => {
    const message = write('/api/messages', { chat_id: 4, kind: 'text', body: 'مرحبًا' });
    expect(describeWrite(message, translator(en))).toBe('Message: بوتيك هند');
  });
});
