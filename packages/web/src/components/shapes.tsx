// Player colours (Okabe-Ito, colour-blind safe) each paired with a shape, used everywhere a
// player appears; and the location icons, drawn as simple SVG.
import type { Feature } from '@wl/engine';

/** Seat colours, Okabe-Ito palette. */
export const SEAT_COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9'];
/** Seat shapes, in the same order. */
export const SEAT_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star', 'hexagon'] as const;

const star = (r: number, inner: number, n = 5) =>
  Array.from({ length: n * 2 }, (_, i) => {
    const a = (Math.PI * i) / n - Math.PI / 2;
    const rr = i % 2 ? inner : r;
    return `${(Math.cos(a) * rr).toFixed(1)},${(Math.sin(a) * rr).toFixed(1)}`;
  }).join(' ');

/** A seat's shape centred on 0,0 with radius r. */
export function SeatShape({ seat, r, stroke = '#1b1208' }: { seat: number | 'mib'; r: number; stroke?: string }) {
  if (seat === 'mib') return <circle r={r} fill="#111" stroke="#e8e0d0" strokeWidth={r / 5} />; // the Man in Black (R20)
  const fill = SEAT_COLOURS[seat % SEAT_COLOURS.length];
  const p = { fill, stroke, strokeWidth: r / 5 };
  switch (SEAT_SHAPES[seat % SEAT_SHAPES.length]) {
    case 'circle': return <circle r={r} {...p} />;
    case 'square': return <rect x={-r * 0.88} y={-r * 0.88} width={r * 1.76} height={r * 1.76} {...p} />;
    case 'triangle': return <polygon points={`0,${-r * 1.1} ${r},${r * 0.75} ${-r},${r * 0.75}`} {...p} />;
    case 'diamond': return <polygon points={`0,${-r * 1.15} ${r},0 0,${r * 1.15} ${-r},0`} {...p} />;
    case 'star': return <polygon points={star(r * 1.2, r * 0.55)} {...p} />;
    case 'hexagon': return <polygon points={star(r, r, 3)} {...p} />;
  }
}

/** A seat's badge for HTML panels. */
export function SeatBadge({ seat, size = 18 }: { seat: number | 'mib'; size?: number }) {
  return (
    <svg className="seat-badge" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden="true">
      <SeatShape seat={seat} r={9} />
    </svg>
  );
}

const INK = '#2b1d0e';

/** A location icon centred on 0,0, about 28 px wide. */
export function FeatureIcon({ feature }: { feature: Feature }) {
  const s = { stroke: INK, strokeWidth: 2.2, strokeLinejoin: 'round' as const, strokeLinecap: 'round' as const };
  switch (feature) {
    case 'general-store':
      return <g {...s}><path d="M-12,-2 L0,-13 L12,-2 Z" fill="#b5562f" /><rect x={-10} y={-2} width={20} height={14} fill="#f3e2b8" /><rect x={-3} y={3} width={6} height={9} fill="#7a4b22" /></g>;
    case 'saloon':
      return <g {...s}><path d="M-8,-11 L8,-11 L6,11 L-6,11 Z" fill="#e0a526" /><path d="M-8,-11 L8,-11 L7.5,-5 L-7.5,-5 Z" fill="#fff8e6" /><path d="M8,-6 Q15,-3 7,4" fill="none" /></g>;
    case 'sheriff-office':
      return <g {...s}><rect x={-12} y={-9} width={24} height={21} fill="#cdb68a" /><path d="M-14,-9 H14 V-13 H-14 Z" fill="#7a4b22" /><polygon points={star(7.5, 3.4)} transform="translate(0,2)" fill="#d9b23c" strokeWidth={1.4} /></g>;
    case 'bank':
      return <g {...s}><path d="M-13,-5 L0,-13 L13,-5 Z" fill="#cfc5ae" /><rect x={-12} y={8} width={24} height={4} fill="#cfc5ae" /><path d="M-8,-4 V8 M-2.7,-4 V8 M2.7,-4 V8 M8,-4 V8" /></g>;
    case 'doctor':
      return <g {...s}><rect x={-12} y={-12} width={24} height={24} rx={4} fill="#fff8e6" /><path d="M-4,-8 H4 V-4 H8 V4 H4 V8 H-4 V4 H-8 V-4 H-4 Z" fill="#c0392b" stroke="none" /></g>;
    case 'cabaret':
      return <g {...s}><path d="M-12,-6 Q0,-14 12,-6 Q8,10 0,10 Q-8,10 -12,-6 Z" fill="#b0306a" /><circle cx={-4.5} cy={-3} r={2.2} fill="#fff8e6" /><circle cx={4.5} cy={-3} r={2.2} fill="#fff8e6" /></g>;
    case 'mine':
      return <g {...s}><path d="M-10,10 L10,-10" strokeWidth={3} /><path d="M2,-12 Q12,-12 12,-2" fill="none" strokeWidth={3.5} /><circle cx={-9} cy={9} r={3} fill="#e5c04a" /></g>;
    case 'ranch-green': case 'ranch-blue': {
      const fill = feature === 'ranch-green' ? '#4f8a3c' : '#3a6ea5';
      return <g {...s}><path d="M-13,-9 Q-10,-2 -6,-3 M13,-9 Q10,-2 6,-3" fill="none" /><path d="M-7,-5 Q0,-9 7,-5 L5,9 Q0,13 -5,9 Z" fill={fill} /></g>;
    }
    case 'rail-station':
      return <g {...s}><rect x={-12} y={-9} width={17} height={12} fill="#5d5d5d" /><rect x={5} y={-4} width={8} height={7} fill="#5d5d5d" /><rect x={-9} y={-14} width={5} height={5} fill="#5d5d5d" /><circle cx={-6} cy={7} r={4} fill="#f3e2b8" /><circle cx={7} cy={7} r={4} fill="#f3e2b8" /></g>;
  }
}

/** The Sheriff's star. */
export function SheriffStar({ r = 15 }: { r?: number }) {
  return (
    <g>
      <circle r={r + 3} fill={INK} />
      <polygon points={star(r, r * 0.5)} fill="#f2c230" stroke="#fff3c4" strokeWidth={1.5} strokeLinejoin="round" />
    </g>
  );
}

/** A bandit: a masked head. */
export function BanditIcon() {
  return (
    <g stroke={INK} strokeWidth={2}>
      <path d="M-15,-6 L15,-6 L9,-12 L-9,-12 Z" fill="#1c1c1c" />
      <circle r={10} cy={3} fill="#caa27a" />
      <path d="M-10,4 L10,4 L0,14 Z" fill="#9b1c1c" />
      <rect x={-8} y={-3} width={16} height={4} fill="#1c1c1c" stroke="none" />
    </g>
  );
}

/** A small padlock, closed or open. */
export function LockIcon({ open = false }: { open?: boolean }) {
  return (
    <svg className="icon" width="12" height="14" viewBox="0 0 12 14" aria-hidden="true">
      <path d={open ? 'M3,6 V4 A3,3 0 0 1 9,4' : 'M3,6 V4 A3,3 0 0 1 9,4 V6'} fill="none" stroke={INK} strokeWidth={1.6} />
      <rect x={1} y={6} width={10} height={7.5} rx={1.5} fill={INK} />
    </svg>
  );
}

/** A small poker card back, for hand sizes. */
export function CardIcon() {
  return (
    <svg className="icon" width="11" height="14" viewBox="0 0 11 14" aria-hidden="true">
      <rect x={0.75} y={0.75} width={9.5} height={12.5} rx={1.5} fill="#a3391a" stroke={INK} strokeWidth={1.3} />
    </svg>
  );
}
