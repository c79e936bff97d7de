// Contact links of spec §5 and §9: WhatsApp and Telegram links from a phone or a username, and the
// social handles the page head needs.
import { EGYPT_DIALLING_CODE } from '../constants';
import { toLatinDigits } from '../text';

export { instagramHandle, twitterHandle } from './handles';

/**
 * Phone number in the international form messaging services want, digits only (spec §5): a leading
 * `+2` or `002` becomes `2`, and `2` is prefixed when missing, so `01012345678` → `201012345678`.
 * Spaces, dashes and brackets are dropped; Arabic-Indic digits become ASCII.
 */
export function normalisePhoneForMessaging(phone: string): string {
  const compact = toLatinDigits(phone).replace(/[^\d+]/g, '');
  const digits = compact.replace(/^\+2/, '2').replace(/^002/, '2').replace(/\D/g, '');
  if (digits === '') return '';
  return digits.startsWith(EGYPT_DIALLING_CODE) ? digits : `${EGYPT_DIALLING_CODE}${digits}`;
}

/** `https://wa.me/<digits>`, with an optional prefilled message (e.g. the product link). */
export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${normalisePhoneForMessaging(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * `https://t.me/<username>` for a Telegram username (a leading `@` is dropped), or
 * `https://t.me/+<digits>` for a phone number, which Telegram also resolves. Telegram usernames
 * start with a letter, so a value starting with a digit or `+` is a phone number.
 */
export function telegramLink(usernameOrPhone: string): string {
  const value = toLatinDigits(usernameOrPhone.trim()).replace(/^@/, '');
  return /^[+\d]/.test(value)
    ? `https://t.me/+${normalisePhoneForMessaging(value)}`
    : `https://t.me/${value}`;
}
