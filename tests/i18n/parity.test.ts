// Every key in every ar/*.json exists in en/*.json and the other way round, with no empty strings
// (DESIGN: "a parity test fails on a key missing in either language").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = join(process.cwd(), 'src/i18n/locales');
const LANGUAGES = ['ar', 'en'] as const;

type Json = Record<string, unknown>;

function read(language: string, file: string): Json {
  return JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Json;
}

/** Dotted paths of every leaf, with its value. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const files = [
  ...new Set(
    LANGUAGES.flatMap((language) =>
      readdirSync(join(LOCALES, language), { recursive: true, encoding: 'utf8' }),
    ),
  ),
]
  .filter((file) => file.endsWith('.json'))
  .sort();

describe('[I18N] ar/en parity', () => {
  it('has locale files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s exists in both languages', (file) => {
    for (const language of LANGUAGES) {
      expect(existsSync(join(LOCALES, language, file)), `${language}/${file}`).toBe(true);
    }
  });

  it.each(files)('%s has the same keys in ar and en', (file) => {
    // Plural forms differ per language (Arabic has zero, one, two, few, many, other; English one
    // and other): a plural key counts once, whatever forms it has.
    const [ar, en] = LANGUAGES.map(
      (language) =>
        new Set(
          leaves(read(language, file)).map(([k]) =>
            k.replace(/_(zero|one|two|few|many|other)$/, ''),
          ),
        ),
    );
    const missingInEn = [...(ar ?? [])].filter((key) => !en?.has(key));
    const missingInAr = [...(en ?? [])].filter((key) => !ar?.has(key));
    expect(missingInEn, `keys missing in en/${file}`).toEqual([]);
    expect(missingInAr, `keys missing in ar/${file}`).toEqual([]);
  });

  it.each(files)('%s has no empty or non-string values', (file) => {
    for (const language of LANGUAGES) {
      const bad = leaves(read(language, file))
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(bad, `${language}/${file}`).toEqual([]);
    }
  });
});

describe('[I18N] a text has one home', () => {
  const rests = files.filter((file) => file.startsWith('more/'));

  it.each(rests)('%s shares no key with the file it is the rest of', (rest) => {
    for (const language of LANGUAGES) {
      const first = new Set(leaves(read(language, rest.slice('more/'.length))).map(([k]) => k));
      const shared = leaves(read(language, rest))
        .map(([key]) => key)
        .filter((key) => first.has(key));
      expect(shared, `${language}/${rest}`).toEqual([]);
    }
  });
});
