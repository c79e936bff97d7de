// Message keys of the account calls that are not field-format rules of domain/validation (those
// live in `V`). The UI translates them from validation.json / accounts.json like any other key.

/** Field messages the server adds after the format rules: uniqueness and date sanity. */
export const ACCOUNT_FIELD_KEYS = {
  username_taken: 'validation.username.taken',
  email_taken: 'validation.email.taken',
  phone_taken: 'validation.phone.taken',
  current_password_wrong: 'validation.password.current_wrong',
  birthdate_invalid: 'validation.date.invalid',
  gender_invalid: 'validation.gender.invalid',
  code_format: 'validation.code.format',
} as const;
