// The offline card's mode choices: players (2 brings in the Man in Black, R20), how many of them
// are people passing this device round (pass and play) and their names, the Goal variant (R21)
// and the Beginner variant (R22, played to 15 LP), and the line saying who plays against whom.
import { useTranslation } from 'react-i18next';
import { formatNumber, isolate } from '../labels';
import { withBdi } from './bdi';
import { CharacterSelect, CharactersMode } from './CharacterSelect';
import { modes, NAME_MAX, OFFLINE_PLAYERS } from '../state/modes';
import { useStore } from '../state/store';
import { SeatBadge } from './shapes';

/** "You against 3 bots": the offline game's opponents, as the modes set them. */
export function OfflineHint() {
  const { t } = useTranslation();
  const players = useStore(modes, (m) => m.players);
  const people = useStore(modes, (m) => m.people);
  const text = people > 1 ? (people === players ? t('hotseat.hintAll', { n: people }) : t('hotseat.hint', { n: people, count: players - people }))
    : players === 4 ? t('home.playNowHint') : players === 2 ? t('mib.offlineHint2') : t('mib.offlineHint', { n: players - 1 });
  return <p className="muted offline-hint">{text}</p>;
}

/** Each person's character when they are chosen (R3.2): one of the pool not picked by another person, or "at random"; its ability below it. */
function CharacterPicks() {
  const { t } = useTranslation();
  const m = useStore(modes, (x) => x);
  return (
    <div className="character-picks">
      {Array.from({ length: m.people }, (_, i) => {
        const label = m.people > 1 ? t('modes.characterOf', { name: isolate(m.names[i].trim() || t('hotseat.defaultName', { n: i + 1 })) }) : t('modes.yourCharacter');
        return (
          <CharacterSelect key={i} name={`character-${i}`} value={m.picks[i]} beginner={m.beginner} taken={m.picks.slice(0, m.people)}
            label={<>{m.people > 1 && <SeatBadge seat={i} />}<span>{withBdi(label)}</span></>}
            onChange={(c) => modes.dispatch({ picks: m.picks.map((x, j) => (j === i ? c : x)) })} />
        );
      })}
      {m.players > m.people && <p className="muted small">{t('modes.botsRandom')}</p>}
    </div>
  );
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
      <label>{t('hotseat.people')}{' '}
        <select name="offline-people" value={m.people} onChange={(e) => modes.dispatch({ people: Number(e.target.value) })}>
          {[1, ...OFFLINE_PLAYERS.filter((n) => n <= m.players)].map((n) => (
            <option key={n} value={n}>{n === 1 ? t('hotseat.justMe') : formatNumber(n, i18n.language)}</option>
          ))}
        </select>
      </label>
      {m.people > 1 && (
        <div className="people-names">
          {Array.from({ length: m.people }, (_, i) => (
            <label key={i}><SeatBadge seat={i} /><span>{t('hotseat.nameOf', { n: formatNumber(i + 1, i18n.language) })}</span>
              <input name={`person-${i}`} dir="auto" maxLength={NAME_MAX} autoComplete="off" value={m.names[i]} placeholder={t('hotseat.defaultName', { n: i + 1 })}
                onChange={(e) => modes.dispatch({ names: m.names.map((x, j) => (j === i ? e.target.value : x)) })} />
            </label>
          ))}
        </div>
      )}
      <label>{t('modes.characters')}{' '}
        <CharactersMode name="offline-characters" choose={m.choose} beginner={m.beginner} onChange={(choose) => modes.dispatch({ choose })} />
      </label>
      {m.choose && <CharacterPicks />}
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
