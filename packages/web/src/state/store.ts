// A small store: state outside React, changed only by a pure reducer (STYLE.md), read by React
// through useSyncExternalStore.
import { useSyncExternalStore } from 'react';

/** A store of state S changed by messages M. */
export interface Store<S, M> {
  getState(): S;
  dispatch(msg: M): void;
  subscribe(listener: () => void): () => void;
}

/** Creates a store from a pure reducer and its initial state. */
export function createStore<S, M>(reducer: (s: S, m: M) => S, initial: S): Store<S, M> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(msg) {
      const next = reducer(state, msg);
      if (next === state) return;
      state = next;
      for (const l of [...listeners]) l();
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

/** The part of a store's state a component reads; re-renders when it changes (by identity). */
export function useStore<S, M, T>(store: Store<S, M>, select: (s: S) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
