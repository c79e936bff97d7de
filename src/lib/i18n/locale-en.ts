/**
 * The English texts of the `shop` namespace (src/lib/i18n/i18n.ts): one chunk per language, so a
 * page loads only its own language. It imports nothing but its JSON files: `src/boot.ts` loads it
 * beside the app. The `panel`, `push` and `offline` namespaces load with their screens
 * (`loadPanelTranslations`, `loadPushTranslations`, `loadOfflineTranslations`); the `account`
 * namespace (forms, account, selling, sign-in) is `locale-en-more.ts`, loaded with those screens.
 * `notifications.json` holds the texts only the server writes (server/lib/texts.ts).
 */
export const files = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../../i18n/locales/en/*.json',
    '!../../i18n/locales/en/crud.json',
    '!../../i18n/locales/en/back_office*.json',
    '!../../i18n/locales/en/push.json',
    '!../../i18n/locales/en/offline.json',
    '!../../i18n/locales/en/validation.json',
    '!../../i18n/locales/en/sellers.json',
    '!../../i18n/locales/en/subscriptions.json',
    '!../../i18n/locales/en/verification.json',
    '!../../i18n/locales/en/account.json',
    '!../../i18n/locales/en/payments.json',
    '!../../i18n/locales/en/auth.json',
    '!../../i18n/locales/en/panel.json',
    '!../../i18n/locales/en/notifications.json',
  ],
  { eager: true },
);
