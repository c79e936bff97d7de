// Whether a chat message hands over a way to reach someone outside the marketplace: a phone
// number (Latin or Arabic-Indic digits, with spaces, dashes, dots or brackets), a WhatsApp or
// Telegram link, or an e-mail address. The sender is then reminded that an order arranged
// outside the marketplace is not protected; the message itself is sent as written.
import { toLatinDigits } from '../text';

/** A run of digits with the separators people type inside a phone number. */
const DIGIT_RUN = /\+?\d(?:[\s\-.()]{0,2}\d)+/g;
/** An Egyptian mobile or landline, with or without the country code, or any number in + form. */
const PHONE = /^(?:(?:\+|00)?20|0)?1[0125]\d{8}$|^(?:(?:\+|00)?20|0)[2-9]\d{7,8}$|^\+\d{10,14}$/;
const MESSAGING_LINK = /\b(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|t\.me|telegram\.me)\b/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

export function mentionsOutsideContact(message: string): boolean {
  const text = toLatinDigits(message);
  if (MESSAGING_LINK.test(text) || EMAIL.test(text)) return true;
  return (text.match(DIGIT_RUN) ?? []).some((run) => PHONE.test(run.replace(/[\s\-.()]/g, '')));
}
