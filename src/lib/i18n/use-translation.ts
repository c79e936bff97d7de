/**
 * What the app uses of `react-i18next` (`useTranslation`, `initReactI18next`), over the app's
 * translator (./translator.ts). The build and the DOM tests resolve `react-i18next` to this file
 * (vite.config.ts, vitest.config.ts), so the ~160 screens keep their import while a first page load
 * carries neither i18next nor react-i18next (issue 14). A component re-renders when the language
 * changes; its `t` is a new function then, as with react-i18next.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { Translator, type Translate } from './translator';

let instance: Translator | null = null;

/** Given to `i18n.use(…)`: the instance `useTranslation` reads. */
export const initReactI18next = {
  type: '3rdParty' as const,
  init(translator: Translator) {
    instance = translator;
  },
};

/** Before `initReactI18next` is used, texts read as their keys (react-i18next does the same). */
let empty: Translator | null = null;
function current(): Translator {
  return instance ?? (empty ??= new Translator());
}

const subscribe = (onChange: () => void) => {
  const translator = current();
  translator.on('languageChanged', onChange);
  return () => void translator.off('languageChanged', onChange);
};
const languageNow = () => current().language;

type Translation = [Translate, Translator, boolean] & {
  t: Translate;
  i18n: Translator;
  ready: boolean;
};

export function useTranslation(
  _namespace?: string | string[],
  options: { keyPrefix?: string; lng?: string } = {},
): Translation {
  const translator = current();
  const language = useSyncExternalStore(subscribe, languageNow, languageNow);
  const { keyPrefix, lng } = options;
  return useMemo(() => {
    // The language of this render (a change renders again, with a new `t`).
    const t = translator.getFixedT(lng ?? language, null, keyPrefix);
    return Object.assign([t, translator, true] as [Translate, Translator, boolean], {
      t,
      i18n: translator,
      ready: true,
    });
  }, [translator, language, keyPrefix, lng]);
}
