// The turn cue of online games: a short two-note chime, synthesized with Web Audio (no sound
// file), when the game comes to this player after others have played. On by default, a toggle
// in the game's bar turns it off (remembered on this device). A browser that has not yet let
// the page play sound (no click so far) simply stays silent.
import { useSyncExternalStore } from 'react';
import { storedSwitch } from './stored-switch';

const wanted = storedSwitch('wl.sound');
let ctx: AudioContext | null = null;

/** Turns the turn cue on or off (remembered on this device). */
export function setSound(on: boolean): void {
  wanted.set(on);
}

/** The toggle's state, for React. */
export function useSound(): boolean {
  return useSyncExternalStore(wanted.subscribe, wanted.on);
}

/** Plays the turn cue (two soft notes, about 0.4 s) if it is on and the browser allows sound. */
export function playTurnCue(): void {
  if (!wanted.on() || typeof AudioContext !== 'function') return;
  try {
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    [659.25, 987.77].forEach((hz, i) => { // E5 then B5
      const osc = ctx!.createOscillator();
      const gain = ctx!.createGain();
      const at = start + i * 0.14;
      osc.type = 'sine';
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
      osc.connect(gain).connect(ctx!.destination);
      osc.start(at);
      osc.stop(at + 0.26);
    });
  } catch {
    // No sound device, or the browser refused: the tab's title still says it.
  }
}
