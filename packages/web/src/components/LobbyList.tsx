// Public tables still waiting for players, refreshed every few seconds while the home screen is
// open; hidden when there are none or no server answers (the client served without one).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listTables } from '../state/api';
import type { TableInfo } from '../state/protocol';
import { tableSummary } from './LobbyTable';

const REFRESH_MS = 5000;

/** The list of open public tables, each a link to its invite page. */
export function LobbyList() {
  const { t } = useTranslation();
  const [tables, setTables] = useState<TableInfo[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => listTables(location.origin).then((x) => { if (live) setTables(x); }, () => undefined);
    void load();
    const id = setInterval(load, REFRESH_MS);
    return () => { live = false; clearInterval(id); };
  }, []);
  const open = tables.filter((x) => x.status === 'waiting' && x.seats.some((s) => s.kind === 'human' && !s.taken));
  if (!open.length) return null;
  return (
    <section className="lobby-card lobby-list" aria-labelledby="open-tables">
      <h2 id="open-tables">{t('lobby.openTables')}</h2>
      <ul>
        {open.slice(0, 10).map((x) => {
          const host = x.seats.find((s) => s.kind === 'human' && s.taken)?.name;
          const free = x.seats.filter((s) => s.kind === 'human' && !s.taken).length;
          return (
            <li key={x.id}>
              <a href={x.invite}><strong dir="auto">{host ? t('lobby.tableOf', { name: host }) : t('lobby.table', { id: x.id })}</strong></a>
              <span className="muted"> · {tableSummary(x, t)} · {t('lobby.freeSeats', { count: free })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
