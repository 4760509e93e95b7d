// The board: SVG cells drawn from the engine's map data, tokens from the view, and the legal
// board targets (Move, start space, Sheriff move) highlighted and clickable or reachable by
// keyboard. Every cell carries a label naming the space and what stands on it. Pans and zooms.
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sameAction, space } from '@wl/engine';
import type { Action, PlayerView, Region, SpaceId } from '@wl/engine';
import type { LogEntry } from '../state/reducer';
import { spaceName, playerName, type T } from '../labels';
import { BORDERS, BOUNDS, CELLS, CELL_BY_ID, MESA_PATHS, pathOf } from './geometry';
import { nameWidth, regionLabels, TOWNS, type RegionLabel } from './region-labels';
import { Minis } from './Minis';
import { usePanZoom } from './panzoom';
import { FeatureIcon } from './shapes';

const TINT: Record<Region, string> = {
  'mesitos-point': '#e9dcb0', 'sunny-hills': '#e4e0a8', darkrock: '#d9c3a0', 'red-falls': '#e2b9a0',
  'dixon-creek': '#cfdcc0', 'cliff-junction': '#e6cfa6', 'spikes-view': '#d8d0b4',
};

/** The board action of a space: the first listed action that targets it (without mesa crossings first). */
export function boardTargets(legal: readonly Action[]): Map<SpaceId, Action> {
  const m = new Map<SpaceId, Action>();
  const put = (id: SpaceId, a: Action) => { if (!m.has(id)) m.set(id, a); };
  for (const a of legal) {
    if (a.type === 'move' && !a.crossings) put(a.to, a);
    else if (a.type === 'chooseStartSpace') put(a.space, a);
    else if (a.type === 'moveSheriff') put(a.to, a);
  }
  for (const a of legal) if (a.type === 'move') put(a.to, a);
  return m;
}

const Ground = memo(function Ground() {
  return (
    <g aria-hidden="true">
      <rect x={BOUNDS.x0 - 2000} y={BOUNDS.y0 - 2000} width={BOUNDS.x1 - BOUNDS.x0 + 4000} height={BOUNDS.y1 - BOUNDS.y0 + 4000} fill="#e3d3ab" />
      <rect className="map-edge" x={BOUNDS.x0} y={BOUNDS.y0} width={BOUNDS.x1 - BOUNDS.x0} height={BOUNDS.y1 - BOUNDS.y0} fill="#efe2bf" stroke="#3b2a17" strokeWidth={4} />
      {CELLS.map((c) => (
        <path key={c.id} d={pathOf(c.poly)} fill={TINT[c.region]} stroke="#8a7456" strokeWidth={1.2} strokeOpacity={0.6} />
      ))}
    </g>
  );
});

const Marks = memo(function Marks({ label, places }: { label: (r: Region) => string; places: readonly RegionLabel[] }) {
  return (
    <g pointerEvents="none" aria-hidden="true">
      {MESA_PATHS.map((m) => (
        <path key={m.id} d={m.d} fill="url(#hatch)" stroke="#5a4025" strokeWidth={3} />
      ))}
      {BORDERS.map((b, i) => (
        <line key={i} x1={b.a[0]} y1={b.a[1]} x2={b.b[0]} y2={b.b[1]} stroke="#3b2a17" strokeWidth={b.town ? 6 : 2.5} strokeLinecap="round" />
      ))}
      {CELLS.map((c) => {
        const s = space(c.id);
        return (
          <g key={c.id} transform={`translate(${c.c[0]},${c.c[1]})`}>
            {s.features.slice(0, 1).map((f) => <g key={f} className="feature-icon" transform="translate(0,10) scale(1.35)"><FeatureIcon feature={f} /></g>)}
            {s.hideout && (
              <g className="hideout-mark" transform="translate(0,14)">
                <circle r={16} fill="#3b2a17" stroke="#f6ecd2" strokeWidth={2} />
                <text className="hideout-letter" y={7} textAnchor="middle">{s.hideout}</text>
              </g>
            )}
            {!s.features.length && !s.hideout && <circle r={3} fill="#8a7456" />}
          </g>
        );
      })}
      {places.map(({ region, c, w }) => (
        TOWNS.has(region) ? (
          <g key={region} transform={`translate(${c[0]},${c[1]})`}>
            <rect className="plaque" x={-w / 2} y={-31} width={w} height={40} rx={6} fill="#3b2a17" />
            <text className="region-label town" textAnchor="middle">{label(region)}</text>
          </g>
        ) : <text key={region} className="region-label" x={c[0]} y={c[1]} textAnchor="middle">{label(region)}</text>
      ))}
    </g>
  );
});

/** What stands on each space, in words, for the cells' labels. */
function contents(view: PlayerView, t: T): Map<SpaceId, string[]> {
  const m = new Map<SpaceId, string[]>();
  const add = (id: SpaceId, s: string) => m.set(id, [...(m.get(id) ?? []), s]);
  for (const f of CELLS) for (const feat of space(f.id).features) add(f.id, t(`feature.${feat}`));
  for (const f of CELLS) { const h = space(f.id).hideout; if (h) add(f.id, t('game.hideout', { letter: h })); }
  for (const b of view.bandits) add(b, t('game.bandit'));
  add(view.sheriff, t('game.sheriff'));
  for (const p of view.players) if (p.pos) add(p.pos, playerName(view, p.seat, t));
  return m;
}

/** The SVG board with its zoom controls. */
export function Board({ view, legal, log, onAct, hint = null }: { view: PlayerView; legal: readonly Action[]; log: readonly LogEntry[]; onAct: (a: Action) => void; hint?: Action | null }) {
  const { t } = useTranslation();
  const ref = useRef<SVGSVGElement>(null);
  const me = view.you ? view.players[view.you.seat] : null;
  const focus = me?.pos ? CELL_BY_ID.get(me.pos)!.c : null;
  const { box, zoom, fit } = usePanZoom(ref, focus);
  const targets = useMemo(() => boardTargets(legal), [legal]);
  const label = useMemo(() => (r: Region) => t(`region.${r}`), [t]);
  const places = useMemo(() => regionLabels((r) => nameWidth(label(r), TOWNS.has(r))), [label]);
  const words = contents(view, t);
  const promptMine = !!view.prompt && !!view.you && view.prompt.seat === view.you.seat;
  // The first drawing of the board, for the first-render measurement (test/perf.test.ts).
  useEffect(() => { if (!performance.getEntriesByName('wl-board').length) requestAnimationFrame(() => performance.mark('wl-board')); }, []);
  const cellLabel = (id: SpaceId) => {
    const w = words.get(id);
    return w?.length ? t('ui.cell', { space: spaceName(id, t), contents: w.join(', ') }) : t('ui.cellEmpty', { space: spaceName(id, t) });
  };
  return (
    <div className="board-frame">
      <svg ref={ref} className="board" viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`} role="group" aria-label={t('game.board')}>
        <desc>{t('ui.boardHint')}</desc>
        <defs>
          <pattern id="hatch" width="12" height="12" patternTransform="rotate(45)" patternUnits="userSpaceOnUse">
            <rect width="12" height="12" fill="#b99a6b" />
            <line x1="0" y1="0" x2="0" y2="12" stroke="#6e5234" strokeWidth="4" />
          </pattern>
        </defs>
        <Ground />
        <g className="cells">
          {CELLS.map((c) => {
            const a = promptMine ? targets.get(c.id) : undefined;
            if (!a) return <path key={c.id} className="cell" d={pathOf(c.poly)} role="img" aria-label={cellLabel(c.id)} data-space={c.id} />;
            return (
              <path key={c.id} className={`cell target${hint && sameAction(a, hint) ? ' hinted' : ''}`} d={pathOf(c.poly)} role="button" tabIndex={0}
                aria-label={cellLabel(c.id)} data-space={c.id}
                onClick={() => onAct(a)}
                onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onAct(a); } }}>
                <title>{spaceName(c.id, t)}</title>
              </path>
            );
          })}
        </g>
        <Marks label={label} places={places} />
        <Minis view={view} log={log} />
      </svg>
      <div className="zoom" role="group" aria-label={t('ui.board')}>
        <button type="button" onClick={() => zoom(1.4)} aria-label={t('ui.zoomIn')} title={t('ui.zoomIn')}>+</button>
        <button type="button" onClick={() => zoom(1 / 1.4)} aria-label={t('ui.zoomOut')} title={t('ui.zoomOut')}>−</button>
        <button type="button" onClick={fit} aria-label={t('ui.zoomFit')} title={t('ui.zoomFit')}>⤢</button>
      </div>
    </div>
  );
}
