// Whether the device has a network, as the browser says (`navigator.onLine` and its `online` and
// `offline` events): the home page and an online table say so instead of waiting on a server.
import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => { removeEventListener('online', changed); removeEventListener('offline', changed); };
}

/** True while the browser has a network (always true where it cannot tell). */
export function useNetwork(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine !== false, () => true); // rendered outside a browser: online
}
