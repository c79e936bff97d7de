import { describe, expect, it } from 'vitest';
import ar from '../../src/i18n/locales/ar/validation.json';
import en from '../../src/i18n/locales/en/validation.json';
import { V, VALIDATION_NAMESPACE, toI18nKey, validationKeys } from './keys';

/** Follows a dotted path inside a locale file; undefined when a segment is missing. */
function resolve(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

function leaves(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}

// Every source file of domain/validation, to catch a key written outside `V`.
const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('[DOMAIN][I18N] validation messages', () => {
  it('[DOMAIN][I18N] every key of V resolves to text in Arabic and English', () => {
    for (const key of validationKeys()) {
      expect(key.startsWith(`${VALIDATION_NAMESPACE}.`)).toBe(true);
      const path = key.slice(VALIDATION_NAMESPACE.length + 1);
      expect(typeof resolve(ar, path), `ar: ${key}`).toBe('string');
      expect(typeof resolve(en, path), `en: ${key}`).toBe('string');
    }
  });

  it('[DOMAIN][I18N] every key literal in domain/validation resolves in both languages', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    const literals = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/'validation\.([a-z0-9_.]+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(literals.length).toBeGreaterThan(20);
    for (const path of literals) {
      expect(typeof resolve(ar, path), `ar: ${path}`).toBe('string');
      expect(typeof resolve(en, path), `en: ${path}`).toBe('string');
    }
  });

  it('[DOMAIN][I18N] both files have the same keys and no key unknown to V', () => {
    const arKeys = leaves(ar).sort();
    expect(leaves(en).sort()).toEqual(arKeys);
    expect(
      validationKeys()
        .map((key) => key.slice(VALIDATION_NAMESPACE.length + 1))
        .sort(),
    ).toEqual(arKeys);
  });

  it('[DOMAIN][I18N] Arabic messages are Arabic and use Arabic-Indic digits', () => {
    for (const path of leaves(ar)) {
      const text = resolve(ar, path) as string;
      expect(text, path).toMatch(/\p{Script=Arabic}/u);
      expect(
        text.replace(/#[0-9A-Fa-f]{6}|#RRGGBB|https?:\/\/\S*|[\w.-]+\.com/g, ''),
        path,
      ).not.toMatch(/[0-9]/);
    }
  });

  it('[DOMAIN][I18N] message keys map to i18next namespace:path form', () => {
    expect(toI18nKey(V.username.too_short)).toBe('validation:username.too_short');
    expect(toI18nKey('errors.not_found')).toBe('errors:not_found');
  });
});
