// The home page's card of this device's finished games (state/game-history.ts): the tallies of
// the games against bots, of pass and play and online, then the newest games, each with its result, Watch (the replay screen,
// every step and every hand) and Download (the game's file); the older ones folded.
import { useTranslation } from 'react-i18next';
import { formatNumber, isolate, listFormat, nameList, seatName, type T } from '../labels';
import { mySeat, type PlayedGame, type PlayedSeat } from '../state/game-history';
import { gameFileOf } from '../state/replay';
import { played, table } from '../state/session';
import { useStore } from '../state/store';
import { saveFile } from './save-file';

/** How many games show before the fold. */
const SHOWN = 3;

/** A competitor's name in a finished game's line: the character, then whose seat it was ("Wyatt Earp (Bot 2)"); the Man in Black's. */
function seatLabel(s: PlayedSeat, t: T): string {
  if (s.seat === 'mib') return t('mib.name');
  const who = seatName(s.name, t);
  return s.character ? t('history.seatAs', { character: t(`character.${s.character}`), name: who }) : who;
}

/** True when the seat this device played (mySeat) is among the winners. */
const iWon = (g: PlayedGame): boolean => { const me = mySeat(g); return me !== null && g.winners.includes(me); };

/** What happened in a finished game: who won with how many LP, and the player's own total (against bots, online). */
function outcome(g: PlayedGame, t: T, lang: string): string {
  const won = g.seats.filter((s) => g.winners.includes(s.seat));
  const lp = won[0]?.total ?? 0;
  const me = mySeat(g);
  const mine = g.seats.find((s) => s.seat === me);
  if (iWon(g)) return t('history.youWon', { lp });
  const names = nameList(won.map((s) => seatLabel(s, t)), lang);
  return mine ? t('history.theyWon', { names, lp, mine: mine.total }) : t('history.won', { names, lp });
}

/** One finished game's line. */
function Played({ g }: { g: PlayedGame }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(g.endedAt);
  const setup = g.doc.setup;
  const names = g.online === undefined && g.people > 1 ? nameList(setup.players.slice(0, g.people).map((p) => p.name ?? ''), i18n.language) : null;
  const others = g.online === undefined ? null : nameList(setup.players.filter((_p, i) => i !== g.online).map((p) => seatName(p.name ?? '', t)), i18n.language);
  return (
    <li className={`played-game${iWon(g) ? ' won' : ''}`} data-id={g.id}>
      <p><strong>{outcome(g, t, i18n.language)}</strong></p>
      <p className="muted small">
        {t('history.summary', { when, players: setup.players.length, length: setup.options?.length ?? setup.length ?? 20, rounds: g.rounds })}
        {names && <> · {t('history.people', { names })}</>}
        {others && <> · {t('history.online', { names: others })}</>}
      </p>
      <p className="resume-actions">
        <button type="button" onClick={() => table.watchPlayed(g.doc)}>{t('history.watch')}</button>{' '}
        <button type="button" onClick={() => void saveFile(async () => gameFileOf(g.doc))}>{t('score.download')}</button>
      </p>
    </li>
  );
}

/** The finished games card; nothing before the first game ends. */
export function PlayedGames() {
  const { t, i18n } = useTranslation();
  const h = useStore(played, (x) => x);
  if (!h.games.length && !h.played && !h.online.played) return null;
  const people = Object.entries(h.people).sort((a, b) => b[1].won - a[1].won || a[1].played - b[1].played); // the most wins first
  const n = (x: number) => formatNumber(x, i18n.language);
  return (
    <section className="lobby-card played-games" aria-labelledby="played-title">
      <h2 id="played-title">{t('history.title')}</h2>
      {h.played > 0 && <p className="tally">{t('history.tally', { played: n(h.played), won: n(h.won), best: n(h.best) })}</p>}
      {h.online.played > 0 && <p className="tally">{t('history.onlineTally', { played: n(h.online.played), won: n(h.online.won) })}</p>}
      {people.length > 0 && (
        <p className="tally">{t('history.peopleTally', { list: listFormat(people.map(([name, x]) => t('history.person', { name: isolate(name), won: n(x.won), played: n(x.played) })), i18n.language) })}</p>
      )}
      <ul className="saved-games">{h.games.slice(0, SHOWN).map((g) => <Played key={g.id} g={g} />)}</ul>
      {h.games.length > SHOWN && (
        <details>
          <summary>{t('history.older', { count: h.games.length - SHOWN })}</summary>
          <ul className="saved-games">{h.games.slice(SHOWN).map((g) => <Played key={g.id} g={g} />)}</ul>
        </details>
      )}
      <p><button type="button" className="forget" onClick={() => table.forgetHistory()}>{t('history.forget')}</button></p>
    </section>
  );
}
