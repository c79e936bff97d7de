/**
 * The Arabic texts of the `shop` namespace (src/lib/i18n/i18n.ts): one chunk per language, so a
 * page loads only its own language. It imports nothing but its JSON files: `src/boot.ts` loads it
 * beside the app. The `panel`, `push` and `offline` namespaces load with their screens
 * (`loadPanelTranslations`, `loadPushTranslations`, `loadOfflineTranslations`); the `account`
 * namespace (forms, account, selling, sign-in) is `locale-ar-more.ts`, loaded with those screens.
 * `notifications.json` holds the texts only the server writes (server/lib/texts.ts).
 */
export const files = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../../i18n/locales/ar/*.json',
    '!../../i18n/locales/ar/crud.json',
    '!../../i18n/locales/ar/back_office*.json',
    '!../../i18n/locales/ar/push.json',
    '!../../i18n/locales/ar/offline.json',
    '!../../i18n/locales/ar/validation.json',
    '!../../i18n/locales/ar/sellers.json',
    '!../../i18n/locales/ar/subscriptions.json',
    '!../../i18n/locales/ar/verification.json',
    '!../../i18n/locales/ar/account.json',
    '!../../i18n/locales/ar/payments.json',
    '!../../i18n/locales/ar/auth.json',
    '!../../i18n/locales/ar/panel.json',
    '!../../i18n/locales/ar/notifications.json',
  ],
  { eager: true },
);
