// The motion preference: animations run only when the player's toggle is on and the system does
// not ask for reduced motion. Kept outside React; the page's root carries `data-motion`.
import { useSyncExternalStore } from 'react';
import { storedSwitch } from './stored-switch';

const wanted = storedSwitch('wl.motion');
const reduced = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

function apply(): void {
  document.documentElement.dataset.motion = motionOn() ? 'on' : 'off';
}

/** True when animations may run now. */
export function motionOn(): boolean {
  return wanted.on() && !reduced?.matches;
}

/** True when the system asks for reduced motion (the toggle then cannot turn animations on). */
export function systemReducesMotion(): boolean {
  return !!reduced?.matches;
}

/** Turns the player's animation toggle on or off (remembered on this device). */
export function setMotion(on: boolean): void {
  wanted.set(on);
}

/** The animation toggle's state and whether motion is on, for React. */
export function useMotion(): { wanted: boolean; on: boolean } {
  const snap = useSyncExternalStore((l) => {
    const off = wanted.subscribe(l);
    reduced?.addEventListener('change', l);
    return () => { off(); reduced?.removeEventListener('change', l); };
  }, () => `${wanted.on() ? 1 : 0}${motionOn() ? 1 : 0}`);
  return { wanted: snap[0] === '1', on: snap[1] === '1' };
}

wanted.subscribe(apply);
reduced?.addEventListener('change', apply);
apply();
