// Where each region's name goes on the board, for the name's width in the player's language:
// towns on a plaque just above their outline; countryside regions at the point of their cells
// whose name box stays farthest from every icon (a location's, a hideout's disc with the bandit
// standing over it, a space's dot) and from the town plaques, inside the map, and off the towns'
// cells and the mesas where it can.
import { space, type Region } from '@wl/engine';
import { BOUNDS, cellAt, CELLS, inPolygon, MESA_POLYS, type Cell, type Pt } from './geometry';

/** A box in board pixels: left, top, right, bottom. */
type Box = readonly [number, number, number, number];

/** The towns (the regions of the in-town spaces, R5.5), whose names sit on a plaque. */
export const TOWNS: ReadonlySet<Region> = new Set(CELLS.filter((c) => c.inTown).map((c) => c.region));

/** A region name's place: `c` is the text's anchor (its middle, on the baseline); `w` the plaque's width for a town. */
export interface RegionLabel { region: Region; c: Pt; w: number }

/**
 * The rendered width of a region name in board pixels (Georgia, measured in Chromium): about 15 a
 * letter, 31 a Chinese character; a town's name is in capitals, spaced out: 23 a Latin letter.
 */
export function nameWidth(text: string, town: boolean): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uf900-\ufaff]/.test(ch) ? 31 : town && /[A-Za-z]/.test(ch) ? 23 : 15;
  return w;
}

/** A name's box when its anchor is at (x, y): glyphs from 27 above the baseline to 7 below (measured). */
const nameBox = (x: number, y: number, w: number): Box => [x - w / 2, y - 27, x + w / 2, y + 7];

/** The plaque of a town whose name anchor is at (x, y): Board.tsx draws it 31 above the baseline, 40 high. */
const plaqueBox = (x: number, y: number, w: number): Box => [x - w / 2, y - 31, x + w / 2, y + 9];

/** What is drawn on a space in board pixels, around its centre: a hideout's disc with a bandit over it (Minis.tsx lifts tokens 24 px), a location's icon, or a dot. */
function iconBox(c: Cell): Box {
  const s = space(c.id);
  const [x, y] = c.c;
  if (s.hideout) return [x - 20, y - 40, x + 20, y + 32];
  if (s.features.length) return [x - 18, y - 8, x + 18, y + 28];
  return [x - 4, y - 4, x + 4, y + 4];
}

/** The gap between two boxes (0 when they touch), or minus their smaller overlap when they cross. */
function gap(a: Box, b: Box): number {
  const ox = Math.max(b[0] - a[2], a[0] - b[2]);
  const oy = Math.max(b[1] - a[3], a[1] - b[3]);
  return ox > 0 || oy > 0 ? Math.hypot(Math.max(ox, 0), Math.max(oy, 0)) : Math.max(ox, oy);
}

const ICONS = CELLS.map(iconBox);

/** True when p lies in a town's cell. */
const inTown = (p: Pt): boolean => cellAt(p).inTown;

/** The box's corners, edge midpoints and centre. */
const probes = (b: Box): Pt[] => [b[0], (b[0] + b[2]) / 2, b[2]].flatMap((x) => [b[1], (b[1] + b[3]) / 2, b[3]].map((y) => [x, y] as Pt));

/** A town plaque's sideways shifts, nearest first: 0, 10, −10, 20, −20, … 160, −160. */
const SHIFTS = [0];
for (let d = 10; d <= 160; d += 10) SHIFTS.push(d, -d);

/** Every region's name place, for the names' widths (`width(region)`, in board pixels). */
export function regionLabels(width: (r: Region) => number): RegionLabel[] {
  const by = new Map<Region, Cell[]>();
  for (const c of CELLS) by.set(c.region, [...(by.get(c.region) ?? []), c]);
  const towns: RegionLabel[] = [];
  for (const [region, cells] of by) {
    if (!TOWNS.has(region)) continue;
    const top = Math.min(...cells.flatMap((c) => c.poly.map((p) => p[1])));
    const mx = cells.reduce((sum, c) => sum + c.c[0], 0) / cells.length;
    const w = width(region) + 28;
    // Over the middle of the town, else the nearest shift sideways (up to 160 px) that clears every icon by 4 px.
    const shift = SHIFTS.find((dx) => Math.min(...ICONS.map((a) => gap(plaqueBox(mx + dx, top + 17, w), a))) >= 4) ?? 0;
    towns.push({ region, c: [mx + shift, top + 17], w });
  }
  const avoid = [...ICONS, ...towns.map((t) => plaqueBox(t.c[0], t.c[1], t.w))];
  const out = [...towns];
  for (const [region, cells] of by) {
    if (TOWNS.has(region)) continue;
    const w = width(region);
    // Candidates: a third and two thirds of the way from each cell's centre to its polygon's vertices, the name's box on the map.
    const cands = cells.flatMap((c) => c.poly.flatMap((v) => [1 / 3, 2 / 3].map((f) => [c.c[0] + (v[0] - c.c[0]) * f, c.c[1] + (v[1] - c.c[1]) * f + 10] as Pt)))
      .filter(([x, y]) => {
        const b = nameBox(x, y, w);
        return b[0] > BOUNDS.x0 + 8 && b[2] < BOUNDS.x1 - 8 && b[1] > BOUNDS.y0 + 8 && b[3] < BOUNDS.y1 - 8;
      });
    // A candidate's worth: first the fewest probes of its box on a town's cell, then whether the
    // box clears every icon and plaque by 4 px, then the fewest probes on a mesa, then the widest
    // gap to the nearest icon or plaque.
    const worth = ([x, y]: Pt): number => {
      const b = nameBox(x, y, w);
      const clear = Math.min(...avoid.map((a) => gap(b, a)));
      const ps = probes(b);
      const town = ps.filter(inTown).length;
      const mesa = ps.filter((p) => MESA_POLYS.some((m) => inPolygon(p, m))).length;
      return -1e8 * town + (clear >= 4 ? 1e6 : 0) - 1e4 * mesa + clear;
    };
    let best = cands[0] ?? cells[0].c, most = -Infinity;
    for (const p of cands) {
      const v = worth(p);
      if (v > most) { most = v; best = p; }
    }
    out.push({ region, c: best, w });
  }
  return out;
}
