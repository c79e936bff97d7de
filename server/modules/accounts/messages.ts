// Texts of the codes we send, in the account's language. The code itself is written in Latin
// digits in both languages: it is typed back, and the code fields accept either digit set.
import type { Language } from '../../../domain/status/statuses';

export type CodeMessageKind =
  | 'verify'
  | 'reset_password'
  | 'change_email'
  | 'change_phone'
  /** Confirms a store's phone number in its verification (issue 13). */
  | 'store_phone'
  /** Signs in past the wrong-password ceiling, with the password (throttle.service.ts). */
  | 'sign_in';

const SUBJECTS: Record<Language, Record<CodeMessageKind, string>> = {
  ar: {
    verify: 'رمز تفعيل حسابك في دكّان',
    reset_password: 'رمز إعادة تعيين كلمة المرور في دكّان',
    change_email: 'رمز تأكيد بريدك الإلكتروني الجديد في دكّان',
    change_phone: 'رمز تأكيد رقم هاتفك الجديد في دكّان',
    store_phone: 'رمز تأكيد هاتف متجرك في دكّان',
    sign_in: 'رمز تسجيل الدخول إلى دكّان',
  },
  en: {
    verify: 'Your Dukkan verification code',
    reset_password: 'Your Dukkan password reset code',
    change_email: 'Confirm your new Dukkan email',
    change_phone: 'Confirm your new Dukkan phone number',
    store_phone: 'Confirm your store’s phone on Dukkan',
    sign_in: 'Your Dukkan sign-in code',
  },
};

const BODIES: Record<Language, (code: string, kind: CodeMessageKind) => string> = {
  ar: (code, kind) =>
    [
      `رمزك هو: ${code}`,
      kind === 'reset_password'
        ? 'استخدمه لتعيين كلمة مرور جديدة لحسابك في دكّان.'
        : kind === 'store_phone'
          ? 'أدخله في دكّان لتأكيد رقم هاتف متجرك وتوثيقه.'
          : kind === 'sign_in'
            ? 'أدخله مع كلمة المرور لتسجيل الدخول. طلبناه لأن كلمات مرور خاطئة كثيرة أُدخلت لحسابك؛ إن لم تكن أنت فغيّر كلمة المرور.'
            : 'أدخله في دكّان لتأكيد حسابك.',
      'الرمز صالح لمدة ١٠ دقائق. لا تشاركه مع أي شخص؛ فريق دكّان لن يطلبه منك أبدًا.',
      'إن لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
    ].join('\n'),
  en: (code, kind) =>
    [
      `Your code is: ${code}`,
      kind === 'reset_password'
        ? 'Use it to set a new password for your Dukkan account.'
        : kind === 'store_phone'
          ? 'Enter it in Dukkan to confirm your store’s phone number for its verification.'
          : kind === 'sign_in'
            ? 'Enter it with your password to sign in. We asked for it because your account had many wrong passwords; if that was not you, change your password.'
            : 'Enter it in Dukkan to confirm your account.',
      'It is valid for 10 minutes. Never share it; Dukkan staff will never ask for it.',
      'If you did not ask for this code, ignore this message.',
    ].join('\n'),
};

export function codeMessage(language: Language, kind: CodeMessageKind, code: string) {
  return { subject: SUBJECTS[language][kind], text: BODIES[language](code, kind) };
}
