import { describe, expect, it } from 'vitest';
import { buildResources } from './resources';

describe('[I18N] bundled resources', () => {
  it('puts each locale file under its name, per language', () => {
    const resources = buildResources({
      '../../i18n/locales/ar/common.json': { default: { app: { name: 'دكّان' } } },
      '../../i18n/locales/en/common.json': { default: { app: { name: 'Dukkan' } } },
    });
    expect(resources.ar).toEqual({ common: { app: { name: 'دكّان' } } });
    expect(resources.en).toEqual({ common: { app: { name: 'Dukkan' } } });
  });

  it('unwraps a file that already nests its content under its own name', () => {
    const resources = buildResources({
      '../../i18n/locales/ar/errors.json': { default: { errors: { offline: 'غير متصل' } } },
    });
    expect(resources.ar).toEqual({ errors: { offline: 'غير متصل' } });
  });

  it('reads a file under more/ as the rest of the file of its name', () => {
    const resources = buildResources({
      '../../i18n/locales/en/more/chat.json': { default: { list: { empty: 'No chats yet' } } },
    });
    expect(resources.en).toEqual({ chat: { list: { empty: 'No chats yet' } } });
  });
});
