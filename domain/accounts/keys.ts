// Message keys of the account calls, named for what they mean there. They are leaves of `V`
// (domain/validation/keys.ts), so the locale test checks their Arabic and English text.
import { V } from '../validation/keys';

/** Field messages the server adds after the format rules: uniqueness, current password, codes. */
export const ACCOUNT_FIELD_KEYS = {
  username_taken: V.username.taken,
  email_taken: V.email.taken,
  phone_taken: V.phone.taken,
  current_password_wrong: V.password.current_wrong,
  birthdate_invalid: V.date.invalid,
  gender_invalid: V.gender.invalid,
  code_format: V.code.format,
} as const;
