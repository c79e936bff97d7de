/**
 * The Arabic texts of the `account` namespace: what no catalogue page shows on its first load
 * (forms' validation, account, selling, subscriptions, verification, payments, sign-in and the
 * panels' frame). A chunk of its own, loaded with the first screen that needs it (`loadMoreTexts`);
 * `locale-ar.ts` leaves these files out.
 */
export const files = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../../i18n/locales/ar/validation.json',
    '../../i18n/locales/ar/sellers.json',
    '../../i18n/locales/ar/subscriptions.json',
    '../../i18n/locales/ar/verification.json',
    '../../i18n/locales/ar/account.json',
    '../../i18n/locales/ar/payments.json',
    '../../i18n/locales/ar/auth.json',
    '../../i18n/locales/ar/panel.json',
    '../../i18n/locales/ar/more/*.json',
  ],
  { eager: true },
);
