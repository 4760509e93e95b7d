// A yes/no preference of this device (localStorage "on"/"off"; until set, its default: on for the
// animations (motion.ts) and the online turn chime (sound.ts), off for the system notifications
// (notify.ts), which need the browser's permission), kept outside React with listeners.

/** A device preference: read it, set it (remembered), and hear when it changes. */
export interface StoredSwitch {
  on(): boolean;
  set(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** The switch stored under `key`; `byDefault` until it is set. */
export function storedSwitch(key: string, byDefault = true): StoredSwitch {
  const listeners = new Set<() => void>();
  const stored = localStorage.getItem(key);
  let on = stored === null ? byDefault : stored !== 'off';
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
