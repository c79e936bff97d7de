// The one builder behind every text rule: normalise, then report the FIRST failing check only, so
// a field shows one message at a time (react-hook-form shows the first issue per field anyway, and
// the server's `fields` list stays short).
import { z } from 'zod';
import { charLength, toLatinDigits } from '../text';
import { noControlCharacters, TEXT_CEILING } from './hygiene';
import { V } from './keys';

/** A predicate on the normalised value and the message key reported when it fails. */
export type Check = readonly [test: (value: string) => boolean, key: string];

export interface StringRule {
  /** Minimum length in characters and its message key. */
  min?: readonly [number, string];
  /** Maximum length in characters and its message key. */
  max?: readonly [number, string];
  /** Further checks, in the order their messages should win. */
  checks?: readonly Check[];
  /** Passwords keep their spaces; everything else is trimmed. */
  keepWhitespace?: boolean;
  /** Arabic-Indic digits become ASCII first (phones, numeric fields typed on Arabic keyboards). */
  latinDigits?: boolean;
  /** Message for an empty value; defaults to `validation.required`. */
  requiredKey?: string;
  /** Free text: tabs and line breaks are allowed (they are control characters elsewhere). */
  multiline?: boolean;
  /**
   * Longest value accepted, in UTF-16 units, for a rule with no `max` of its own (links, emails);
   * defaults to `TEXT_CEILING`. Every string has a ceiling (hygiene.ts).
   */
  ceiling?: number;
}

/**
 * The hard length limit checked before anything else. With a rule maximum in characters (code
 * points), twice that many UTF-16 units always covers it, and the rule's own message is shown.
 */
function ceilingOf(rule: StringRule): number {
  if (rule.max) return rule.max[0] * 2;
  return rule.ceiling ?? TEXT_CEILING[rule.multiline ? 'text' : 'line'];
}

const rules = new WeakMap<z.ZodType, StringRule>();

function build(rule: StringRule, optional: boolean): z.ZodString {
  const requiredKey = rule.requiredKey ?? V.required;
  // The ceiling is checked before any work on the value; control characters last, so a tab in
  // a username still gets the precise "no whitespace" message (trimming has removed a pasted
  // line break around the value by then).
  let schema = z
    .string({ error: requiredKey })
    .max(ceilingOf(rule), { error: rule.max?.[1] ?? V.text.too_long, abort: true });
  if (!rule.keepWhitespace) schema = schema.trim();
  if (rule.latinDigits) schema = schema.overwrite(toLatinDigits);
  schema = schema.superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value === '') {
      if (!optional) fail(requiredKey);
      return;
    }
    const length = charLength(value);
    if (rule.min && length < rule.min[0]) return fail(rule.min[1]);
    if (rule.max && length > rule.max[0]) return fail(rule.max[1]);
    const failed = rule.checks?.find(([test]) => !test(value));
    if (failed) fail(failed[1]);
  });
  return schema.check(noControlCharacters(rule.multiline ?? false));
}

/** A required text field: empty (after trimming) fails with the required key. */
export function stringRule(rule: StringRule): z.ZodString {
  const schema = build(rule, false);
  rules.set(schema, rule);
  return schema;
}

/** The same rule, but empty or missing passes (spec §5 "Whatsapp: same, optional"). */
export function optionalStringRule(rule: StringRule): z.ZodOptional<z.ZodString> {
  return build(rule, true).optional();
}

/**
 * Optional variant of a schema made by `stringRule`, e.g. `optionalRule(instagramLinkSchema)` for a
 * settings form where the link may be left blank. Throws for schemas not made by `stringRule`,
 * because `.optional()` alone would still reject the empty string a form submits.
 */
export function optionalRule(schema: z.ZodString): z.ZodOptional<z.ZodString> {
  const rule = rules.get(schema);
  if (!rule) throw new Error('optionalRule: schema was not built with stringRule');
  return optionalStringRule(rule);
}

/** The message key of the first issue `schema` reports for `value`, or null when it passes. */
export function firstErrorKey(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
