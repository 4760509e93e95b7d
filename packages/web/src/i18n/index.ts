// i18next setup: English is complete and the fallback; Persian is right-to-left.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addFormats } from '../labels';
import { en } from './en';
import { fa } from './fa';
import { it } from './it';
import { zh } from './zh';

/** The languages offered, with their own names and direction. */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'zh', name: '中文', dir: 'ltr' },
] as const;
/** A language code. */
export type Lang = (typeof LANGUAGES)[number]['code'];

/** The language to start with: `?lang=`, the saved choice, then the browser's. */
export function initialLang(): Lang {
  const want = [new URLSearchParams(location.search).get('lang'), localStorage.getItem('wl.lang'), ...navigator.languages.map((l) => l.slice(0, 2))];
  return (want.find((l) => LANGUAGES.some((x) => x.code === l)) as Lang | undefined) ?? 'en';
}

/** Sets the document's language and direction (Persian mirrors the panels, not the board). */
export function applyLang(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = LANGUAGES.find((l) => l.code === lang)?.dir ?? 'ltr';
  localStorage.setItem('wl.lang', lang);
}

await i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, fa: { translation: fa }, it: { translation: it }, zh: { translation: zh } },
  lng: initialLang(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
addFormats(i18next); // {{n, number}} and {{n, signed}} are formatNumber
applyLang(i18next.language as Lang);
i18next.on('languageChanged', (l) => applyLang(l as Lang));

export default i18next;
