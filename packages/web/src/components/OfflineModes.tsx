// The offline card's mode choices: players (2 brings in the Man in Black, R20), the Goal variant
// (R21) and the Beginner variant (R22, played to 15 LP), and the line saying who you play against.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../labels';
import { modes, OFFLINE_PLAYERS } from '../state/modes';
import { useStore } from '../state/store';

/** "You against 3 bots": the offline game's opponents, as the modes set them. */
export function OfflineHint() {
  const { t } = useTranslation();
  const players = useStore(modes, (m) => m.players);
  const text = players === 4 ? t('home.playNowHint') : players === 2 ? t('mib.offlineHint2') : t('mib.offlineHint', { n: players - 1 });
  return <p className="muted offline-hint">{text}</p>;
}

/** The players count and the variants of an offline game. */
export function OfflineModes() {
  const { t, i18n } = useTranslation();
  const m = useStore(modes, (x) => x);
  return (
    <>
      <label>{t('mib.offlinePlayers')}{' '}
        <select name="offline-players" value={m.players} onChange={(e) => modes.dispatch({ players: Number(e.target.value) })}>
          {OFFLINE_PLAYERS.map((n) => <option key={n} value={n}>{formatNumber(n, i18n.language)}</option>)}
        </select>
      </label>
      {m.players === 2 && <label className="check"><input type="checkbox" checked disabled /> {t('lobby.manInBlack')}</label>}
      <label className="check">
        <input type="checkbox" name="offline-goals" checked={m.goals} disabled={m.beginner} onChange={(e) => modes.dispatch({ goals: e.target.checked })} />{' '}
        {t('lobby.goals')}
      </label>
      <label className="check">
        <input type="checkbox" name="offline-beginner" checked={m.beginner} onChange={(e) => modes.dispatch({ beginner: e.target.checked })} />{' '}
        {t('lobby.beginner')}
      </label>
    </>
  );
}
