// The board's geometry, computed once from the engine's map data: Voronoi cells of the space
// centres (d3-delaunay) clipped to the map, region borders, mesas (the names: region-labels.ts).
import { Delaunay } from 'd3-delaunay';
import { MESAS, SPACES } from '@wl/engine';
import type { Region, SpaceId } from '@wl/engine';

/** The map image the coordinates are percent of (content/map-data.ts). */
export const IMG_W = 1538;
export const IMG_H = 1000;
const px = (x: number) => (x * IMG_W) / 100;
const py = (y: number) => (y * IMG_H) / 100;

/** A point in board pixels. */
export type Pt = readonly [number, number];

/** One space's cell and centre. */
export interface Cell { id: SpaceId; region: Region; inTown: boolean; c: Pt; poly: Pt[] }

const xs = SPACES.map((s) => px(s.x));
const ys = SPACES.map((s) => py(s.y));
const PAD = 48;
/** The clip box of the map: the spaces' extent plus a margin. */
export const BOUNDS = { x0: Math.min(...xs) - PAD, y0: Math.min(...ys) - PAD, x1: Math.max(...xs) + PAD, y1: Math.max(...ys) + PAD };

const delaunay = Delaunay.from(SPACES.map((s) => [px(s.x), py(s.y)] as [number, number]));
const voronoi = delaunay.voronoi([BOUNDS.x0, BOUNDS.y0, BOUNDS.x1, BOUNDS.y1]);

/** Every space's cell, in SPACES order. */
export const CELLS: Cell[] = SPACES.map((s, i) => ({
  id: s.id, region: s.region, inTown: s.inTown, c: [px(s.x), py(s.y)],
  poly: (voronoi.cellPolygon(i) ?? []).slice(0, -1).map(([x, y]) => [x, y] as Pt),
}));

/** Cells by space id. */
export const CELL_BY_ID = new Map(CELLS.map((c) => [c.id, c]));

/** The cell a point lies in: the one of the nearest space centre. */
export const cellAt = (p: Pt): Cell => CELLS[delaunay.find(p[0], p[1])];

/** An SVG path of a polygon. */
export function pathOf(poly: readonly Pt[]): string {
  return poly.length ? `M${poly.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}Z` : '';
}

/** Mesas as SVG paths in board pixels. */
export const MESA_PATHS = MESAS.map((m) => ({ id: m.id, d: pathOf(m.polygon.map(([x, y]) => [px(x), py(y)] as Pt)) }));

/** Mesas as polygons in board pixels. */
export const MESA_POLYS: Pt[][] = MESAS.map((m) => m.polygon.map(([x, y]) => [px(x), py(y)] as Pt));

/** True when p is inside the polygon (even-odd rule). */
export function inPolygon(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A border segment between two regions (or a region and the map's edge). */
export interface Border { a: Pt; b: Pt; town: boolean }

const key = ([x, y]: Pt) => `${Math.round(x * 2)},${Math.round(y * 2)}`;

/** Segments where the region changes: thick around towns. */
export const BORDERS: Border[] = (() => {
  const edges = new Map<string, { a: Pt; b: Pt; cells: Cell[] }>();
  for (const cell of CELLS) {
    cell.poly.forEach((a, i) => {
      const b = cell.poly[(i + 1) % cell.poly.length];
      const k = [key(a), key(b)].sort().join('|');
      const e = edges.get(k) ?? { a, b, cells: [] };
      e.cells.push(cell);
      edges.set(k, e);
    });
  }
  const out: Border[] = [];
  for (const e of edges.values()) {
    if (e.cells.length === 2 && e.cells[0].region === e.cells[1].region) continue;
    if (e.cells.length === 1 && !e.cells[0].inTown) continue;
    out.push({ a: e.a, b: e.b, town: e.cells.some((c) => c.inTown) });
  }
  return out;
})();
