// The tokens on the board: bandits, the Sheriff and the players' minis. A mini that moved walks
// its path (under 400 ms) when motion is on; every token is placed with a CSS transform.
import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView, SpaceId } from '@wl/engine';
import { gameLines, type LogEntry } from '../state/reducer';
import { playerName } from '../labels';
import { CELL_BY_ID, type Pt } from './geometry';
import { motionOn } from './motion';
import { BanditIcon, SeatShape, SheriffStar } from './shapes';

/** The longest walk animation. */
export const WALK_MS = 380;
const GAP = 36;
const LIFT = 24;

interface Walk { id: number; path: SpaceId[] }

/** The newest walk of each seat found in the log (newest first). */
export function latestWalks(log: readonly LogEntry[]): Map<number, Walk> {
  const m = new Map<number, Walk>();
  for (const l of gameLines(log, 60)) {
    const e = l.event;
    const path = e.data?.path;
    if (e.type === 'moved' && e.seat !== undefined && Array.isArray(path) && !m.has(e.seat)) m.set(e.seat, { id: l.id, path: path as SpaceId[] });
  }
  return m;
}

const at = (id: SpaceId): Pt => CELL_BY_ID.get(id)!.c;
const css = (p: Pt) => `translate(${p[0].toFixed(1)}px, ${p[1].toFixed(1)}px)`;

function Token({ p, walk, children }: { p: Pt; walk?: Walk; children: ReactElement }) {
  const ref = useRef<SVGGElement>(null);
  const seen = useRef(walk?.id ?? -1);
  useLayoutEffect(() => {
    if (!walk || walk.id === seen.current) return;
    seen.current = walk.id;
    const el = ref.current;
    if (!el || !motionOn() || walk.path.length < 2 || typeof el.animate !== 'function') return;
    const pts = walk.path.map((s) => { const c = at(s); return [c[0], c[1] - LIFT] as Pt; });
    pts[pts.length - 1] = p;
    el.animate(pts.map((q) => ({ transform: css(q) })), { duration: Math.min(WALK_MS, 140 * (pts.length - 1)), easing: 'ease-in-out' });
  }, [walk, p]);
  return <g ref={ref} className="token" style={{ transform: css(p) }}>{children}</g>;
}

/** Every token of the view, laid out side by side on shared spaces. */
export function Minis({ view, log }: { view: PlayerView; log: readonly LogEntry[] }) {
  const { t } = useTranslation();
  const walks = latestWalks(log);
  const per = new Map<SpaceId, { key: string; el: ReactElement; walk?: Walk }[]>();
  const add = (id: SpaceId, key: string, el: ReactElement, walk?: Walk) => per.set(id, [...(per.get(id) ?? []), { key, el, walk }]);
  view.bandits.forEach((b, i) => add(b, `bandit-${b}-${i}`, <g aria-label={t('game.bandit')} transform="scale(1.2)"><BanditIcon /></g>));
  add(view.sheriff, 'sheriff', <g aria-label={t('game.sheriff')}><SheriffStar /></g>);
  for (const p of view.players) {
    // The mini whose turn it is wears a ring.
    const ring = p.seat === view.turnSeat ? <circle r={27} fill="none" stroke="#2b1d0e" strokeWidth={3} strokeDasharray="6 4" /> : null;
    if (p.pos) add(p.pos, `p${p.seat}`, <g aria-label={playerName(view, p.seat, t)}>{ring}<SeatShape seat={p.seat} r={18} /></g>, walks.get(p.seat));
  }
  if (view.manInBlack) add(view.manInBlack.pos, 'mib', <g aria-label={playerName(view, 'mib', t)}><SeatShape seat="mib" r={18} /></g>);
  const out: ReactElement[] = [];
  for (const [id, list] of per) {
    const c = at(id);
    list.forEach((x, i) => {
      const dx = list.length > 1 ? (i - (list.length - 1) / 2) * GAP : 0;
      out.push(<Token key={x.key} p={[c[0] + dx, c[1] - LIFT]} walk={x.walk}>{x.el}</Token>);
    });
  }
  return <g pointerEvents="none" aria-hidden="true">{out}</g>;
}
