// A yes/no preference of this device (localStorage "on"/"off", on unless turned off), kept outside
// React with listeners: the animations (motion.ts) and the online turn chime (sound.ts).

/** A device preference: read it, set it (remembered), and hear when it changes. */
export interface StoredSwitch {
  on(): boolean;
  set(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** The switch stored under `key`. */
export function storedSwitch(key: string): StoredSwitch {
  const listeners = new Set<() => void>();
  let on = localStorage.getItem(key) !== 'off';
  return {
    on: () => on,
    set(v) {
      on = v;
      localStorage.setItem(key, v ? 'on' : 'off');
      for (const l of [...listeners]) l();
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
