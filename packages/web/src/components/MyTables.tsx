// The home page's "Your tables": the online tables this browser holds a seat at (their tokens in
// storage) that are still waiting or being played, each a link back to it: a player who closed
// the tab, or lost the invite link, finds the game again. A table the server no longer knows
// is forgotten.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, getTable } from '../state/api';
import { forgetSeat, heldSeats } from '../state/online';
import type { TableInfo } from '../state/protocol';
import { tableSummary } from './LobbyTable';

/** The list of this browser's unfinished tables; nothing when there are none or no server answers. */
export function MyTables() {
  const { t } = useTranslation();
  const [tables, setTables] = useState<{ info: TableInfo; seat: number }[]>([]);
  useEffect(() => {
    let live = true;
    const held = heldSeats(localStorage);
    void Promise.all(held.map(({ table, seat }) => getTable(location.origin, table).then((info) => ({ info, seat }), (e: unknown) => {
      if (e instanceof ApiError && e.refusal.code === 'ERR_NO_TABLE') forgetSeat(localStorage, table);
      return null;
    }))).then((found) => {
      if (live) setTables(found.filter((x): x is { info: TableInfo; seat: number } => !!x && x.info.status !== 'finished').sort((a, b) => b.info.createdAt - a.info.createdAt));
    });
    return () => { live = false; };
  }, []);
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
          </li>
        ))}
      </ul>
    </section>
  );
}
