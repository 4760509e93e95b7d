// The home page's card for the offline games saved on this device (state/offline-save.ts): what
// each is, when it was saved, Resume and Discard; and, after a save the engine refused, why.
import { useTranslation } from 'react-i18next';
import { nameList, refusalText } from '../labels';
import { MAX_SAVES, type StoredSave } from '../state/offline-save';
import { saved, table } from '../state/session';
import { useStore } from '../state/store';

/** One saved game's line: its summary, when it was saved, Resume and Discard. */
function SavedGame({ save, loading }: { save: StoredSave; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const o = save.options;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(save.savedAt);
  const length = o.beginner ? 15 : o.length;
  return (
    <li className="saved-game" data-id={save.id}>
      <p>{o.names && o.names.length > 1
        ? t('hotseat.resume', { names: nameList(o.names, i18n.language), players: o.players ?? 4, length, round: save.round })
        : t('resume.summary', { players: o.players ?? 4, length, round: save.round, lp: save.lp, level: t(`bot.${o.botLevel}`) })}</p>
      <p className="muted small">{t('resume.saved', { when })}</p>
      <p className="resume-actions">
        <button type="button" className="primary" disabled={loading} onClick={() => void table.resume(save.id)}>{t('resume.resume')}</button>{' '}
        <button type="button" disabled={loading} onClick={() => table.discardSave(save.id)}>{t('resume.discard')}</button>
      </p>
    </li>
  );
}

/** The Resume card (a line per saved game, newest first), or the reason the last resume failed; nothing when no game is saved. */
export function ResumeCard({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  const { saves, error } = useStore(saved, (x) => x);
  return (
    <>
      {error && <p className="refusal resume-failed" role="alert">{t('resume.failed', { message: refusalText(error, t), code: error.code })}</p>}
      {saves.length > 0 && (
        <section className="lobby-card resume-card" aria-labelledby="resume-title">
          <h2 id="resume-title">{t('resume.title', { count: saves.length })}</h2>
          <ul className="saved-games">{saves.map((s) => <SavedGame key={s.id} save={s} loading={loading} />)}</ul>
          <p className="muted small">{t('resume.kept', { n: MAX_SAVES })}</p>
        </section>
      )}
    </>
  );
}
