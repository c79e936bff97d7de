// The one input hygiene rule: every string a request carries refuses control
// characters and has a maximum length, so nothing a client types can reach the database, a hash or
// an index in a form it cannot take (a NUL, a 3 KB identifier). Every request string in a contract
// is built here (`line`, `text`) or by `stringRule`, which applies the same two checks;
// contract-hygiene.test.ts walks every contract and fails on a string that is not.
import { z } from 'zod';
import { V } from './keys';

/**
 * Ceilings for strings whose own rule names no maximum (spec §5 sets none for emails, passwords,
 * order addresses): long enough for any real value, short enough to bound the work per request.
 */
export const TEXT_CEILING = {
  /** One line: identifiers, emails, passwords, names, search terms. */
  line: 255,
  /** Free text: descriptions, messages, addresses. */
  text: 5000,
  /** Links: map and video links carry long query strings. */
  link: 2048,
} as const;

/**
 * C0 and C1 control characters (NUL, escape, DEL, …) and lone UTF-16 surrogates (not text; the
 * database stores them as replacement characters). Zero-width and bidi marks are format
 * characters, not controls: Arabic text legitimately carries them, so field rules decide.
 */
const CONTROL_IN_LINE = /[\p{Cc}\p{Cs}]/u;
/** The same, but multi-line text keeps its tabs and line breaks. */
const CONTROL_IN_TEXT = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Shared check instances: the contract walk recognises a hygienic string by them. */
const NO_CONTROL_IN_LINE = z.refine<string>((value) => !CONTROL_IN_LINE.test(value), {
  error: V.text.control,
  abort: true,
});
const NO_CONTROL_IN_TEXT = z.refine<string>((value) => !CONTROL_IN_TEXT.test(value), {
  error: V.text.control,
  abort: true,
});

/** The control character check for one-line or multi-line text (a shared instance). */
export function noControlCharacters(multiline: boolean) {
  return multiline ? NO_CONTROL_IN_TEXT : NO_CONTROL_IN_LINE;
}

export interface HygieneOptions {
  /** Message when the value is longer than `max`; defaults to the generic `validation.text.too_long`. */
  tooLongKey?: string;
  /** Message for a missing or non-string value; defaults to `validation.required`. */
  requiredKey?: string;
}

/**
 * The raw string every rule starts from: a length ceiling first (checked before any other work,
 * and shown as `maxLength` in the OpenAPI document), then the control character check. Both stop
 * further checks, so an oversized or binary value gets exactly one message.
 */
export function hygienicString(
  max: number,
  multiline: boolean,
  options: HygieneOptions = {},
): z.ZodString {
  return z
    .string({ error: options.requiredKey ?? V.required })
    .max(max, { error: options.tooLongKey ?? V.text.too_long, abort: true })
    .check(noControlCharacters(multiline));
}

/** A single-line string of at most `max` UTF-16 units, no control characters. */
export function line(max: number = TEXT_CEILING.line, options?: HygieneOptions): z.ZodString {
  return hygienicString(max, false, options);
}

/** Multi-line text (tabs and line breaks kept) of at most `max` UTF-16 units. */
export function text(max: number = TEXT_CEILING.text, options?: HygieneOptions): z.ZodString {
  return hygienicString(max, true, options);
}

/** True when `schema` is a string built by `line`, `text` or `stringRule` (the contract walk). */
export function isHygienicString(schema: z.ZodType): boolean {
  if (!(schema instanceof z.ZodString)) return false;
  const checks = schema._zod.def.checks ?? [];
  const refusesControls = checks.some(
    (check) => check === NO_CONTROL_IN_LINE || check === NO_CONTROL_IN_TEXT,
  );
  return refusesControls && schema.maxLength !== null;
}
