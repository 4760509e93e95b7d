// The home page's card for the offline game saved on this device (state/offline-save.ts): what it
// is, when it was saved, Resume and Discard; and, after a save the engine refused, why.
import { useTranslation } from 'react-i18next';
import { refusalText } from '../labels';
import { saved, table } from '../state/session';
import { useStore } from '../state/store';

/** The Resume card, or the reason the last resume failed; nothing when no game is saved. */
export function ResumeCard({ loading }: { loading: boolean }) {
  const { t, i18n } = useTranslation();
  const { save, error } = useStore(saved, (x) => x);
  if (error) return <p className="refusal resume-failed" role="alert">{t('resume.failed', { message: refusalText(error, t), code: error.code })}</p>;
  if (!save) return null;
  const o = save.options;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(save.savedAt);
  return (
    <section className="lobby-card resume-card" aria-labelledby="resume-title">
      <h2 id="resume-title">{t('resume.title')}</h2>
      <p>{t('resume.summary', { players: o.players ?? 4, length: o.beginner ? 15 : o.length, round: save.round, lp: save.lp, level: t(`bot.${o.botLevel}`) })}</p>
      <p className="muted small">{t('resume.saved', { when })} {t('resume.replaces')}</p>
      <p className="resume-actions">
        <button type="button" className="primary" disabled={loading} onClick={() => void table.resume()}>{t('resume.resume')}</button>{' '}
        <button type="button" disabled={loading} onClick={() => table.discardSave()}>{t('resume.discard')}</button>
      </p>
    </section>
  );
}
