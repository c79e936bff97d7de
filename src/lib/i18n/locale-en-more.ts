/**
 * The English texts of the `account` namespace: what no catalogue page shows on its first load
 * (forms' validation, account, selling, subscriptions, verification, payments, sign-in and the
 * panels' frame). A chunk of its own, loaded with the first screen that needs it (`loadMoreTexts`);
 * `locale-en.ts` leaves these files out.
 */
export const files = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../../i18n/locales/en/validation.json',
    '../../i18n/locales/en/sellers.json',
    '../../i18n/locales/en/subscriptions.json',
    '../../i18n/locales/en/verification.json',
    '../../i18n/locales/en/account.json',
    '../../i18n/locales/en/payments.json',
    '../../i18n/locales/en/auth.json',
    '../../i18n/locales/en/panel.json',
    '../../i18n/locales/en/more/*.json',
  ],
  { eager: true },
);
