// The motion preference: animations run only when the player's toggle is on and the system does
// not ask for reduced motion. Kept outside React; the page's root carries `data-motion`.
import { useSyncExternalStore } from 'react';

const KEY = 'wl.motion';
const listeners = new Set<() => void>();
const reduced = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
let wanted = localStorage.getItem(KEY) !== 'off';

function apply(): void {
  document.documentElement.dataset.motion = motionOn() ? 'on' : 'off';
  for (const l of [...listeners]) l();
}

/** True when animations may run now. */
export function motionOn(): boolean {
  return wanted && !reduced?.matches;
}

/** True when the system asks for reduced motion (the toggle then cannot turn animations on). */
export function systemReducesMotion(): boolean {
  return !!reduced?.matches;
}

/** Turns the player's animation toggle on or off (remembered on this device). */
export function setMotion(on: boolean): void {
  wanted = on;
  localStorage.setItem(KEY, on ? 'on' : 'off');
  apply();
}

/** The animation toggle's state and whether motion is on, for React. */
export function useMotion(): { wanted: boolean; on: boolean } {
  const snap = useSyncExternalStore((l) => { listeners.add(l); return () => listeners.delete(l); }, () => `${wanted ? 1 : 0}${motionOn() ? 1 : 0}`);
  return { wanted: snap[0] === '1', on: snap[1] === '1' };
}

reduced?.addEventListener('change', apply);
apply();
