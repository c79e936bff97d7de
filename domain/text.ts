// Text helpers shared by validation, meta and the UI. Lengths count code points, not UTF-16 units,
// so an emoji or a rare CJK character counts once, as a person would count it.

/** The ellipsis appended to cut text (spec §5). One character, so it fits inside a limit. */
export const ELLIPSIS = '…';

/** Number of characters as a person counts them (code points). */
export function charLength(value: string): number {
  return [...value].length;
}

/** Replaces runs of whitespace (including newlines) with one space and trims the ends. */
export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/gu, ' ').trim();
}

/**
 * Cuts `value` to at most `max` characters, the ellipsis included. Cuts at the last word boundary
 * when one falls in the second half of the kept text, so words are not split needlessly.
 */
export function truncate(value: string, max: number): string {
  const chars = [...value];
  if (chars.length <= max) return value;
  if (max <= 0) return '';
  const kept = chars.slice(0, max - 1).join('');
  const space = kept.lastIndexOf(' ');
  const cut = space >= kept.length / 2 ? kept.slice(0, space) : kept;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

// Arabic-Indic (U+0660..0669) and Extended Arabic-Indic (U+06F0..06F9) digits, typed on Arabic and
// Persian keyboards; Egyptian users type phone numbers and amounts with them.
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/gu;

/** Turns Arabic-Indic digits into ASCII digits; everything else is kept. */
export function toLatinDigits(value: string): string {
  return value.replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/**
 * Substitution marker of spec §9 ("special characters encoded with a substitution marker and hex
 * code"): `~x` followed by the character's code as two lowercase hex digits, e.g. `/` → `~x2f`.
 * The marker's own `~` is encoded too, so decoding is exact for any input.
 */
export const SPECIAL_CHAR_MARKER = '~x';

/**
 * Characters that break a URL path segment, a query string or HTML when shown raw: the set the
 * product name rule forbids plus quotes, `#`, `+` and the marker character itself.
 */
export const SPECIAL_CHARS = ['~', '%', '/', '\\', '?', '#', '&', '<', '>', '"', "'", '+'] as const;

const SPECIAL_RE = /[~%/\\?#&<>"'+]/gu;
const ENCODED_RE = /~x([0-9a-fA-F]{2})/gu;

/** Encodes every special character as `~x` + two hex digits. */
export function encodeSpecialChars(value: string): string {
  return value.replace(SPECIAL_RE, (char) => {
    const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
    return `${SPECIAL_CHAR_MARKER}${hex}`;
  });
}

/** Reverses `encodeSpecialChars`; any `~xHH` sequence becomes the character with that code. */
export function decodeSpecialChars(value: string): string {
  return value.replace(ENCODED_RE, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}
