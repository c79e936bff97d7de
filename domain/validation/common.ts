// Shared text rules of spec §5: descriptions, addresses, phone numbers and required choices.
import { z } from 'zod';
import { PHONE_LENGTH, PHONE_PREFIX, TEXT_LIMITS } from '../constants';
import { line, TEXT_CEILING } from './hygiene';
import { V } from './keys';
import { optionalStringRule, stringRule, type StringRule } from './rule';

/** Generic description: 10–2000 characters. */
export const descriptionSchema = stringRule({
  multiline: true,
  min: [TEXT_LIMITS.description[0], V.description.too_short],
  max: [TEXT_LIMITS.description[1], V.description.too_long],
});

/** Why an order was cancelled: 10–1000 characters (DESIGN §4 customer cancellation). */
export const cancellationReasonSchema = stringRule({
  multiline: true,
  min: [TEXT_LIMITS.cancellationReason[0], V.cancellation_reason.too_short],
  max: [TEXT_LIMITS.cancellationReason[1], V.cancellation_reason.too_long],
});

/** A shipped order's courier (2–100 characters). */
export const courierSchema = stringRule({
  min: [TEXT_LIMITS.courier[0], V.courier.too_short],
  max: [TEXT_LIMITS.courier[1], V.courier.too_long],
});

/** A shipped order's tracking number (2–100 characters). */
export const trackingNumberSchema = stringRule({
  min: [TEXT_LIMITS.trackingNumber[0], V.tracking_number.too_short],
  max: [TEXT_LIMITS.trackingNumber[1], V.tracking_number.too_long],
});

/** Site footer text: optional, at most 750 characters. */
export const footerSchema = optionalStringRule({
  multiline: true,
  max: [TEXT_LIMITS.footer[1], V.footer.too_long],
});

/** Profile address: 10–200 characters. */
export const addressSchema = stringRule({
  min: [TEXT_LIMITS.address[0], V.address.too_short],
  max: [TEXT_LIMITS.address[1], V.address.too_long],
});

/** Delivery address of an order: required, at least 2 characters (spec §5 sets no maximum). */
export const orderAddressSchema = stringRule({
  multiline: true,
  min: [TEXT_LIMITS.orderAddress[0], V.order_address.too_short],
});

const PHONE_RULE: StringRule = {
  latinDigits: true,
  checks: [
    [(value) => /^\d+$/.test(value), V.phone.digits],
    [(value) => value.startsWith(PHONE_PREFIX), V.phone.prefix],
    [(value) => value.length === PHONE_LENGTH, V.phone.length],
  ],
};

/**
 * Egyptian mobile number: digits only, starts with `01`, exactly 11 digits. Arabic-Indic digits are
 * accepted and stored as ASCII. International forms (+20…) are rejected: the form asks for the
 * local number and messaging links add the country code (contact/phone.ts).
 */
export const phoneSchema = stringRule(PHONE_RULE);

/** WhatsApp number: the phone rule, but may be left empty. */
export const whatsappSchema = optionalStringRule(PHONE_RULE);

/** What a required choice is about; each has its own message (spec §5). */
export const CHOICE_KINDS = ['branch', 'attribute', 'report_reason', 'opinion'] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

/**
 * A required pick from a list (branch, attribute value, report reason, opinion): an id as number or
 * string, never empty.
 */
export function requiredChoiceSchema(kind: ChoiceKind) {
  const key = V.choice[kind];
  return z
    .union([line(TEXT_CEILING.line, { tooLongKey: key }), z.number()], { error: key })
    .refine((value) => value !== '', { error: key });
}
