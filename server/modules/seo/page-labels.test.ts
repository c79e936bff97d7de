import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_LABELS } from './page-labels';

const locale = (language: string, file: string) =>
  JSON.parse(
    readFileSync(path.resolve('src/i18n/locales', language, `${file}.json`), 'utf8'),
  ) as Record<string, Record<string, Record<string, string>>>;

describe('[SEO] server page titles', () => {
  it.each(['ar', 'en'] as const)('are the client titles (%s)', (language) => {
    const catalogue = locale(language, 'catalogue');
    const pages = locale(language, 'pages');
    expect(PAGE_LABELS[language]).toEqual({
      categories: catalogue.categories!.title,
      products: catalogue.listing!.title,
      stores: catalogue.stores!.title,
      search: catalogue.search!.title,
      searchFor: catalogue.search!.title_for,
      contactUs: pages.contact_us!.title,
      contactIntro: catalogue.contact!.intro,
      notFound: pages.not_found!.title,
    });
  });
});
