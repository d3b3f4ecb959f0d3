import { createInstance } from 'i18next';
import { enGB, type TranslationResource } from '../../i18n/en-GB';

export const LANGUAGE = 'en-GB';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationResource };
  }
}

/** The app's one i18next instance; React reads it through I18nextProvider, plain modules through `i18n.t`. */
export const i18n = createInstance();

void i18n.init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  supportedLngs: [LANGUAGE],
  resources: { [LANGUAGE]: { translation: enGB } },
  defaultNS: 'translation',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
