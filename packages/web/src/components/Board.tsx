// The board: SVG cells drawn from the engine's map data, tokens from the view, and the legal
// board targets (Move, start space, Sheriff move) highlighted and clickable.
import { memo, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@wl/engine';
import type { Action, PlayerView, Region, SpaceId } from '@wl/engine';
import { spaceName, playerName } from '../labels';
import { BORDERS, BOUNDS, CELLS, CELL_BY_ID, MESA_PATHS, pathOf, REGION_LABELS } from './geometry';
import { BanditIcon, FeatureIcon, SeatShape, SheriffStar } from './shapes';

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

const TOWNS = new Set<Region>(['darkrock', 'red-falls']);

const Ground = memo(function Ground() {
  return (
    <g>
      <rect x={BOUNDS.x0} y={BOUNDS.y0} width={BOUNDS.x1 - BOUNDS.x0} height={BOUNDS.y1 - BOUNDS.y0} fill="#efe2bf" />
      {CELLS.map((c) => (
        <path key={c.id} d={pathOf(c.poly)} fill={TINT[c.region]} stroke="#8a7456" strokeWidth={1.2} strokeOpacity={0.6} />
      ))}
    </g>
  );
});

const Marks = memo(function Marks({ label }: { label: (r: Region) => string }) {
  return (
    <g pointerEvents="none">
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
            {s.features.slice(0, 1).map((f) => <g key={f} transform="translate(0,10) scale(1.35)"><FeatureIcon feature={f} /></g>)}
            {s.hideout && (
              <g transform="translate(0,14)">
                <circle r={16} fill="#3b2a17" stroke="#f6ecd2" strokeWidth={2} />
                <text className="hideout-letter" y={7} textAnchor="middle">{s.hideout}</text>
              </g>
            )}
            {!s.features.length && !s.hideout && <circle r={3} fill="#8a7456" />}
          </g>
        );
      })}
      {REGION_LABELS.map(({ region, c }) => (
        TOWNS.has(region) ? (
          <g key={region} transform={`translate(${c[0]},${c[1]})`}>
            <rect x={-label(region).length * 10 - 14} y={-22} width={label(region).length * 20 + 28} height={40} rx={6} fill="#3b2a17" />
            <text className="region-label town" y={9} textAnchor="middle">{label(region)}</text>
          </g>
        ) : <text key={region} className="region-label" x={c[0]} y={c[1]} textAnchor="middle">{label(region)}</text>
      ))}
    </g>
  );
});

/** The SVG board. */
export function Board({ view, legal, onAct }: { view: PlayerView; legal: readonly Action[]; onAct: (a: Action) => void }) {
  const { t } = useTranslation();
  const targets = useMemo(() => boardTargets(legal), [legal]);
  const label = useMemo(() => (r: Region) => t(`region.${r}`), [t]);
  // Tokens per space: bandit, Sheriff, then minis, laid out around the centre.
  const tokens = new Map<SpaceId, ReactElement[]>();
  const add = (id: SpaceId, el: (k: string) => ReactElement, k: string) => tokens.set(id, [...(tokens.get(id) ?? []), el(k)]);
  for (const b of view.bandits) add(b, (k) => <g key={k} aria-label={t('game.bandit')} transform="scale(1.2)"><BanditIcon /></g>, `bandit-${b}`);
  add(view.sheriff, (k) => <g key={k} aria-label={t('game.sheriff')}><SheriffStar /></g>, 'sheriff');
  for (const p of view.players) if (p.pos) add(p.pos, (k) => <g key={k} aria-label={playerName(view, p.seat, t)}><SeatShape seat={p.seat} r={18} /></g>, `p${p.seat}`);
  const promptMine = view.prompt && view.you && view.prompt.seat === view.you.seat;
  return (
    <svg className="board" viewBox={`${BOUNDS.x0} ${BOUNDS.y0} ${BOUNDS.x1 - BOUNDS.x0} ${BOUNDS.y1 - BOUNDS.y0}`} role="group" aria-label={t('game.board')}>
      <defs>
        <pattern id="hatch" width="12" height="12" patternTransform="rotate(45)" patternUnits="userSpaceOnUse">
          <rect width="12" height="12" fill="#b99a6b" />
          <line x1="0" y1="0" x2="0" y2="12" stroke="#6e5234" strokeWidth="4" />
        </pattern>
      </defs>
      <Ground />
      {promptMine && CELLS.filter((c) => targets.has(c.id)).map((c) => (
        <path key={c.id} className="target" d={pathOf(c.poly)} role="button" tabIndex={0}
          aria-label={spaceName(c.id, t)} data-space={c.id}
          onClick={() => onAct(targets.get(c.id)!)}
          onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onAct(targets.get(c.id)!); } }}>
          <title>{spaceName(c.id, t)}</title>
        </path>
      ))}
      <Marks label={label} />
      {[...tokens].map(([id, els]) => {
        const c = CELL_BY_ID.get(id)!;
        const n = els.length;
        return (
          <g key={id} pointerEvents="none">
            {els.map((el, i) => {
              const dx = n > 1 ? (i - (n - 1) / 2) * 36 : 0;
              return <g key={el.key} className="token" transform={`translate(${c.c[0] + dx},${c.c[1] - 24})`}>{el}</g>;
            })}
          </g>
        );
      })}
    </svg>
  );
}
