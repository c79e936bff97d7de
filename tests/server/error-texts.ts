// The words of each error code as the app's locale files hold them: `errors.json` (what a
// catalogue page shows) and its rest, `more/errors.json`.
import arFirst from '../../src/i18n/locales/ar/errors.json';
import arRest from '../../src/i18n/locales/ar/more/errors.json';
import enFirst from '../../src/i18n/locales/en/errors.json';
import enRest from '../../src/i18n/locales/en/more/errors.json';

export const errorsAr: Record<string, string> = { ...arFirst, ...arRest };
export const errorsEn: Record<string, string> = { ...enFirst, ...enRest };
