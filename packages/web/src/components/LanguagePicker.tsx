// The language menu (Persian switches the panels to right-to-left).
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n';

/** The language menu. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="lang">
      <span>{t('app.language')}</span>{' '}
      <select value={i18n.language} onChange={(e) => void i18n.changeLanguage(e.target.value)}>
        {LANGUAGES.map((l) => <option key={l.code} value={l.code} lang={l.code}>{l.name}</option>)}
      </select>
    </label>
  );
}
