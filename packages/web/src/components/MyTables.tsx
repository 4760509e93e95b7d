// The home page's "Your tables": the online tables this browser holds a seat at (their tokens in
// storage) that are still waiting or being played, each a link back to it: a player who closed
// the tab, or lost the invite link, finds the game again. A table the server no longer knows
// is forgotten. A table whose game waits for this browser's seat says "Your turn" and comes first;
// a table whose match ended while this browser was away is listed last, "finished", until this
// page has shown its end (then the match is among this device's finished games, game-history.ts);
// the list is read again every 30 s and when the page comes back into view.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, getTable } from '../state/api';
import { forgetSeat, heldSeats } from '../state/online';
import type { TableInfo } from '../state/protocol';
import { tableSummary } from './LobbyTable';
import { isolate, seatName } from '../labels';
import { withBdi } from './bdi';
import { showBadge } from '../pwa/badge';

/** How often the list is read again while the home page is open, in ms. */
const REFRESH_MS = 30_000;

/** Whose turn a playing table is at, from this seat's side: true for this seat's, another seat's name, or null (waiting, or not known). */
function turnOf(info: TableInfo, seat: number): true | string | null {
  if (info.status !== 'playing' || info.turn === null) return null;
  return info.turn === seat ? true : (info.seats[info.turn]?.name ?? null);
}

/** The list of this browser's unfinished tables; nothing when there are none or no server answers. */
export function MyTables() {
  const { t } = useTranslation();
  const [tables, setTables] = useState<{ info: TableInfo; seat: number }[]>([]);
  useEffect(() => {
    let live = true;
    const read = () => {
      const held = heldSeats(localStorage);
      void Promise.all(held.map(({ table, seat, ended }) => getTable(location.origin, table).then((info) => (info.status === 'finished' && info.match === ended ? null : { info, seat }), (e: unknown) => {
        if (e instanceof ApiError && e.refusal.code === 'ERR_NO_TABLE') forgetSeat(localStorage, table);
        return null;
      }))).then((found) => {
        const rank = (x: { info: TableInfo; seat: number }) => (turnOf(x.info, x.seat) === true ? 2 : x.info.status === 'finished' ? 0 : 1); // yours, the others', the finished
        if (live) setTables(found.filter((x): x is { info: TableInfo; seat: number } => !!x).sort((a, b) => rank(b) - rank(a) || b.info.createdAt - a.info.createdAt));
      });
    };
    read();
    const timer = setInterval(read, REFRESH_MS);
    const onShow = () => { if (document.visibilityState === 'visible') read(); };
    document.addEventListener('visibilitychange', onShow);
    return () => { live = false; clearInterval(timer); document.removeEventListener('visibilitychange', onShow); };
  }, []);
  // The tab's title says so too ("▶ Your turn · …"), so a home page left in a background tab shows it, and an installed app's icon counts them.
  const awaited = tables.filter(({ info, seat }) => turnOf(info, seat) === true).length;
  useEffect(() => showBadge(awaited), [awaited]);
  useEffect(() => {
    if (!awaited) return;
    document.title = `▶ ${t('lobby.turnYours')} · ${t('app.title')}`;
    return () => { document.title = t('app.title'); };
  }, [awaited, t]);
  if (!tables.length) return null;
  return (
    <section className="lobby-card my-tables" aria-labelledby="my-tables">
      <h2 id="my-tables">{t('lobby.myTables')}</h2>
      <ul>
        {tables.slice(0, 8).map(({ info, seat }) => (
          <li key={info.id}>
            <a href={info.invite}><strong dir="auto">{t('lobby.tableOf', { name: info.seats.find((s) => s.kind === 'human' && s.taken)?.name ?? info.id })}</strong></a>
            <span className="muted"> · {t('lobby.youAre', { name: info.seats[seat]?.name ?? '?' })} · {tableSummary(info, t)} · </span>
            <small className={`status-chip chip-${info.status}`}>{t(`lobby.status${info.status[0].toUpperCase()}${info.status.slice(1)}`)}</small>
            <Turn who={turnOf(info, seat)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A playing table's turn: "Your turn" (marked), or whose it is. */
function Turn({ who }: { who: true | string | null }) {
  const { t } = useTranslation();
  if (who === null) return null;
  return who === true
    ? <> <small className="turn-chip yours">{t('lobby.turnYours')}</small></>
    : <span className="muted"> · {withBdi(t('lobby.turnOf', { name: isolate(seatName(who, t)) }))}</span>;
}
