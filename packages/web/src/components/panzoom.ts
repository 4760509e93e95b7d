// Pan and zoom of the SVG board: the viewBox follows drags (one pointer), pinches (two pointers),
// the wheel and the zoom buttons. The viewBox always has the container's aspect, so the board
// fills its frame; a drag never becomes a click on a space.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { BOUNDS, type Pt } from './geometry';

/** A viewBox in board pixels. */
export interface Box { x: number; y: number; w: number; h: number }

const FW = BOUNDS.x1 - BOUNDS.x0;
const FH = BOUNDS.y1 - BOUNDS.y0;
const MIN_W = FW / 6;
const DRAG_PX = 6;
const PHONE_ZOOM = 1.6;

/** The starting box for a container of aspect `a` on a screen `px` pixels wide: the whole board, or
 * on phones a closer view around `focus` (the viewer's mini), so that spaces are large enough to
 * tap. The screen's width, not the board's: a laptop's short window makes the board narrow too. */
export function fitBox(a: number, focus: Pt | null, px = 1000): Box {
  const fa = FW / FH;
  if (px < 560) {
    const w = Math.min(FW / PHONE_ZOOM, FH * a);
    const h = w / a;
    const [cx, cy] = focus ?? [BOUNDS.x0 + FW / 2, BOUNDS.y0 + FH / 2];
    return clamp({ x: cx - w / 2, y: cy - h / 2, w, h });
  }
  if (a > fa) return { x: BOUNDS.x0 - (FH * a - FW) / 2, y: BOUNDS.y0, w: FH * a, h: FH };
  return { x: BOUNDS.x0, y: BOUNDS.y0 - (FW / a - FH) / 2, w: FW, h: FW / a };
}

/** Keeps the board in view: a box smaller than the board stays inside it, a larger one is centred. */
function clamp(b: Box): Box {
  const axis = (v: number, size: number, lo: number, full: number) => (size >= full ? lo - (size - full) / 2 : Math.min(Math.max(v, lo), lo + full - size));
  return { ...b, x: axis(b.x, b.w, BOUNDS.x0, FW), y: axis(b.y, b.h, BOUNDS.y0, FH) };
}

/** Zooms the box by factor k (>1 zooms in) around the board point p. */
export function zoomBox(b: Box, k: number, p: Pt): Box {
  const maxW = Math.max(FW, FH * (b.w / b.h)) * 1.05;
  const w = Math.min(Math.max(b.w / k, MIN_W), maxW);
  const f = w / b.w;
  return clamp({ x: p[0] - (p[0] - b.x) * f, y: p[1] - (p[1] - b.y) * f, w, h: b.h * f });
}

/** The pan/zoom state of a board and its controls. */
export function usePanZoom(ref: RefObject<SVGSVGElement | null>, focus: Pt | null) {
  const [box, setBox] = useState<Box>({ x: BOUNDS.x0, y: BOUNDS.y0, w: FW, h: FH });
  const size = useRef({ a: FW / FH, px: 1000 });
  const focusRef = useRef(focus);
  focusRef.current = focus;
  const fitted = useRef(true);

  // While fitted, the view follows the viewer's mini (phones crop around it).
  const fx = focus?.[0];
  const fy = focus?.[1];
  useEffect(() => {
    if (fitted.current) setBox(fitBox(size.current.a, fx === undefined || fy === undefined ? null : [fx, fy], size.current.px));
  }, [fx, fy]);

  const fit = useCallback(() => { fitted.current = true; setBox(fitBox(size.current.a, null)); }, []);

  // Follow the container's size; refit while the player has not zoomed or panned.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(() => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return;
      const a = r.width / r.height;
      const old = size.current.a;
      const px = document.documentElement.clientWidth;
      size.current = { a, px };
      setBox((b) => (fitted.current ? fitBox(a, focusRef.current, px) : clamp({ ...b, h: (b.h * old) / a })));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);

  // Pointer drags and pinches, and the wheel.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const pts = new Map<number, { x: number; y: number }>();
    let start: { x: number; y: number } | null = null;
    let dragging = false;
    let suppressClick = false;
    const toBoard = (x: number, y: number, b: Box): Pt => {
      const r = el.getBoundingClientRect();
      return [b.x + ((x - r.left) / r.width) * b.w, b.y + ((y - r.top) / r.height) * b.h];
    };
    const down = (e: PointerEvent) => {
      pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pts.size === 1) { start = { x: e.clientX, y: e.clientY }; dragging = false; }
    };
    const move = (e: PointerEvent) => {
      const prev = pts.get(e.pointerId);
      if (!prev) return;
      const cur = { x: e.clientX, y: e.clientY };
      if (!dragging && start && Math.hypot(cur.x - start.x, cur.y - start.y) < DRAG_PX && pts.size === 1) return;
      if (!dragging) { dragging = true; el.setPointerCapture(e.pointerId); }
      fitted.current = false;
      const r = el.getBoundingClientRect();
      if (pts.size === 2) {
        const other = [...pts].find(([id]) => id !== e.pointerId)![1];
        const d0 = Math.hypot(prev.x - other.x, prev.y - other.y);
        const d1 = Math.hypot(cur.x - other.x, cur.y - other.y);
        if (d0 > 0) setBox((b) => zoomBox(b, d1 / d0, toBoard((cur.x + other.x) / 2, (cur.y + other.y) / 2, b)));
      } else {
        setBox((b) => clamp({ ...b, x: b.x - ((cur.x - prev.x) / r.width) * b.w, y: b.y - ((cur.y - prev.y) / r.height) * b.h }));
      }
      pts.set(e.pointerId, cur);
    };
    const up = (e: PointerEvent) => {
      pts.delete(e.pointerId);
      if (dragging && pts.size === 0) { suppressClick = true; dragging = false; setTimeout(() => { suppressClick = false; }, 0); }
    };
    const click = (e: MouseEvent) => { if (suppressClick) { e.stopPropagation(); e.preventDefault(); } };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      fitted.current = false;
      const k = Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.002));
      setBox((b) => zoomBox(b, k, toBoard(e.clientX, e.clientY, b)));
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('click', click, true);
    el.addEventListener('wheel', wheel, { passive: false });
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('click', click, true);
      el.removeEventListener('wheel', wheel);
    };
  }, [ref]);

  const zoom = useCallback((k: number) => {
    fitted.current = false;
    setBox((b) => zoomBox(b, k, [b.x + b.w / 2, b.y + b.h / 2]));
  }, []);
  return { box, zoom, fit };
}
