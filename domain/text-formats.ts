// The i18next formats of every text, in the browser (src/lib/i18n/i18n.ts) and on the server
// (server/lib/texts.ts): the Egyptian locales (`ar-EG`, `en-EG`), so Arabic texts get
// Arabic-Indic digits where a bare `ar` would give Latin ones, and prices the app's one money
// format. Plain functions, so neither side imports the other's i18next setup.
import { formatNumber, localeOf } from './format';
import { formatMoney } from './money';
import type { Language } from './status/statuses';

/** A format: the value, the text's language and the options written in the text. */
export type TextFormat = (value: unknown, language: Language, options: TextFormatOptions) => string;

/** Options a text may write after a format's name, e.g. `date(dateStyle: long)`. */
export interface TextFormatOptions {
  dateStyle?: Intl.DateTimeFormatOptions['dateStyle'];
  timeStyle?: Intl.DateTimeFormatOptions['timeStyle'];
  timeZone?: string;
}

/** The language of an i18next language code (`en`, `en-EG`); Arabic otherwise. */
export const textLanguage = (lng: string | undefined): Language =>
  lng?.startsWith('en') ? 'en' : 'ar';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date in the language's locale (`ar-EG`: Arabic-Indic digits and Arabic month names). */
function formatDate(value: unknown, language: Language, options: TextFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return String(value);
  const style: Intl.DateTimeFormatOptions = {
    dateStyle: options.dateStyle ?? 'medium',
    ...(options.timeStyle && { timeStyle: options.timeStyle }),
    ...(options.timeZone && { timeZone: options.timeZone }),
  };
  const key = `${language}|${JSON.stringify(style)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(localeOf(language), style)));
  return format.format(date);
}

/**
 * `{{count, number}}`, `{{id, digits}}` (a number read digit by digit, an order number: no
 * grouping), `{{amount, price}}` and `{{when, date}}` (or `date(dateStyle: long)`,
 * `date(timeZone: Africa/Cairo)`).
 */
export const TEXT_FORMATS: Record<string, TextFormat> = {
  number: (value, language) => formatNumber(Number(value), language),
  digits: (value, language) => formatNumber(Number(value), language, { useGrouping: false }),
  price: (value, language) => formatMoney(Number(value), language),
  date: formatDate,
};
