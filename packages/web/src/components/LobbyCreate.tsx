// The "Play online" card of the home screen: the new-table form (players, who plays each seat,
// game length, variants, characters dealt or chosen and yours, turn timer, your name). Only what
// the engine can set up is offered.
import { useTranslation } from 'react-i18next';
import { LENGTHS, playersSupported, SEAT_CHOICES, TIMERS, variantSupported, type SeatChoice } from '../state/draft';
import { store, table } from '../state/session';
import { useStore } from '../state/store';
import { CharacterSelect, CharactersMode } from './CharacterSelect';
import { SeatBadge } from './shapes';
import { formatNumber, refusalText } from '../labels';
import { useNetwork } from '../pwa/network';

const PLAYER_COUNTS = [2, 3, 4, 5, 6];
type T = ReturnType<typeof useTranslation>['t'];

/** A turn timer in words: none, seconds, minutes or a day. */
export function timerLabel(s: number | null, t: T): string {
  if (s === null) return t('lobby.timerNone');
  if (s >= 86_400) return t('lobby.timerDay');
  return s < 60 ? t('lobby.timerSeconds', { n: s }) : t('lobby.timerMinutes', { n: s / 60 });
}

/** The new-table form. */
export function LobbyCreate() {
  const { t, i18n } = useTranslation();
  const d = useStore(store, (s) => s.draft);
  const busy = useStore(store, (s) => s.busy);
  const error = useStore(store, (s) => (s.online ? null : s.lobbyError));
  const network = useNetwork();
  const patch = (p: Partial<typeof d>) => store.dispatch({ type: 'draft', patch: p });
  const setSeat = (i: number, c: SeatChoice) => patch({ seats: d.seats.map((x, j) => (j === i ? c : x)) });
  const variant = (key: 'goals' | 'beginner') => {
    const ok = d[key] || variantSupported(d, key);
    return (
      <label className={`check${ok ? '' : ' unavailable'}`}>
        <input type="checkbox" name={key} checked={d[key]} disabled={!ok} onChange={(e) => patch({ [key]: e.target.checked })} />{' '}
        {t(`lobby.${key}`)}{!ok && <small> · {t('lobby.notYet')}</small>}
      </label>
    );
  };
  return (
    <section className="lobby-card lobby-create" aria-labelledby="online-title">
      <h2 id="online-title">{t('lobby.online')}</h2>
      <p className="muted">{t('lobby.onlineHint')}</p>
      {!network && <p className="net-note" role="status">{t('lobby.offlineHome')}</p>}
      <form className="lobby-form" onSubmit={(e) => { e.preventDefault(); if (d.name.trim()) void table.create(); }}>
        <label className="field">
          <span>{t('lobby.yourName')}</span>
          <input name="name" value={d.name} maxLength={24} required autoComplete="nickname" placeholder={t('lobby.namePlaceholder')}
            onChange={(e) => patch({ name: e.target.value })} />
        </label>
        <fieldset className="field">
          <legend>{t('lobby.players')}</legend>
          <div className="segmented" role="group">
            {PLAYER_COUNTS.map((n) => (
              <button key={n} type="button" aria-pressed={d.players === n} disabled={!playersSupported(n)} title={playersSupported(n) ? undefined : t('lobby.notYet')}
                onClick={() => patch({ players: n })}>{formatNumber(n, i18n.language)}</button>
            ))}
          </div>
        </fieldset>
        <fieldset className="field">
          <legend>{t('lobby.seats')}</legend>
          <ol className="seat-choices">
            {d.seats.map((c, i) => (
              <li key={i}>
                <SeatBadge seat={i} />
                <span className="seat-n">{t('lobby.seat', { n: i + 1 })}</span>
                {i === 0 ? <strong>{d.name.trim() || t('lobby.you')}</strong> : (
                  <select aria-label={t('lobby.seat', { n: i + 1 })} value={c} onChange={(e) => setSeat(i, e.target.value as SeatChoice)}>
                    {SEAT_CHOICES.map((k) => <option key={k} value={k}>{k === 'human' ? t('lobby.human') : t(`lobby.level.${k}`)}</option>)}
                  </select>
                )}
              </li>
            ))}
          </ol>
        </fieldset>
        <div className="field-row">
          <label className="field">
            <span>{t('lobby.length')}</span>
            <select name="length" value={d.length} disabled={d.beginner} onChange={(e) => patch({ length: Number(e.target.value) as typeof d.length })}>
              {LENGTHS.map((l) => <option key={l} value={l}>{t('home.lengthValue', { lp: l })}</option>)}
            </select>
          </label>
          <label className="field">
            <span>{t('lobby.timer')}</span>
            <select name="timer" value={String(d.turnTimer)} onChange={(e) => patch({ turnTimer: e.target.value === 'null' ? null : Number(e.target.value) })}>
              {TIMERS.map((s) => <option key={String(s)} value={String(s)}>{timerLabel(s, t)}</option>)}
            </select>
          </label>
        </div>
        {d.turnTimer !== null && <p className="muted small">{t('lobby.timerHint')}</p>}
        <fieldset className="field variants">
          <legend>{t('lobby.variants')}</legend>
          {d.players === 2 && <p className="check"><input type="checkbox" checked disabled /> {t('lobby.manInBlack')}</p>}
          {variant('goals')}
          {variant('beginner')}
          <label className="field">
            <span>{t('modes.characters')}</span>
            <CharactersMode name="characters" choose={d.choose} beginner={d.beginner} onChange={(choose) => patch({ choose })} />
          </label>
          {d.choose && <CharacterSelect value={d.character} beginner={d.beginner} onChange={(character) => patch({ character })} />}
          <label className="check">
            <input type="checkbox" name="public" checked={d.visibility === 'public'} onChange={(e) => patch({ visibility: e.target.checked ? 'public' : 'private' })} />{' '}
            {t('lobby.public')}
          </label>
        </fieldset>
        {error && <p className="refusal" role="alert">{t('lobby.error', { message: refusalText(error, t), code: error.rule === error.code ? error.code : `${error.code}, ${error.rule}` })}</p>}
        <button type="submit" className="primary big" disabled={busy || !network || !d.name.trim()}>{busy ? t('lobby.creating') : t('lobby.create')}</button>
      </form>
    </section>
  );
}
