// Texts of the codes we send, in the account's language. The code itself is written in Latin
// digits in both languages: it is typed back, and the code fields accept either digit set.
import type { Language } from '../../../domain/status/statuses';
import { text } from '../../lib/texts';

export type CodeMessageKind =
  | 'verify'
  | 'reset_password'
  | 'change_email'
  | 'change_phone'
  /** Confirms a store's phone number in its verification. */
  | 'store_phone'
  /** Signs in past the wrong-password ceiling, with the password (throttle.service.ts). */
  | 'sign_in';

/** What the code is for, in the message's second line. */
function useOf(kind: CodeMessageKind): string {
  if (kind === 'reset_password' || kind === 'store_phone' || kind === 'sign_in') return kind;
  return 'account';
}

/** The e-mail or SMS that carries a code (`notifications.code.*`). */
export function codeMessage(language: Language, kind: CodeMessageKind, code: string) {
  const lines = [
    text(language, 'notifications.code.your_code', { code }),
    text(language, `notifications.code.use.${useOf(kind)}`),
    text(language, 'notifications.code.validity'),
    text(language, 'notifications.code.not_you'),
  ];
  return { subject: text(language, `notifications.code.subject.${kind}`), text: lines.join('\n') };
}
