// Watching a finished match (`/r/<match>`): fetches its replay from the server, builds it
// (replay.ts) and sends the store a frame (view and log) for the chosen step and perspective. A
// game against bots just played, or a game file opened on the home page, is watched the same way
// from its own document (openLocalReplay), with no address of its own.
import type { Viewer } from '@wl/engine';
import { ApiError, getReplay } from './api';
import type { Msg } from './reducer';
import { clampStep, ReplayError, tryBuildReplay, type Replay, type ReplayDoc } from './replay';

/** A replay being watched: the controls choose the step and the perspective. */
export interface ReplayTable {
  /** Shows step `step` (kept within 0..total). */
  go(step: number): void;
  /** Shows the game through a seat's eyes, or the spectator's. */
  see(viewer: Viewer): void;
  /** Stops: nothing is dispatched afterwards. */
  stop(): void;
  /** The document being watched (its setup and every action). */
  doc(): Promise<ReplayDoc>;
}

/** Opens the replay of `match`: `replayOpen` at once, then a frame of step 0, or `replayError`. */
export function openReplay(match: string, o: { origin: string; dispatch: (m: Msg) => void }): ReplayTable {
  return watch(match, getReplay(o.origin, match), o.dispatch);
}

/** Opens the replay of a document from this page (a game against bots, a game file), nothing fetched; a document refused on the way (a ReplayError) shows its refusal. */
export function openLocalReplay(doc: Promise<ReplayDoc>, dispatch: (m: Msg) => void): ReplayTable {
  return watch('local', doc, dispatch);
}

/** Shows the replay of `doc` once it arrives. */
function watch(match: string, doc: Promise<ReplayDoc>, dispatch: (m: Msg) => void): ReplayTable {
  let replay: Replay | null = null;
  let step = 0;
  let viewer: Viewer = 'spectator';
  let stopped = false;
  const show = () => {
    if (!replay || stopped) return;
    const { view, log } = replay.frame(step, viewer);
    dispatch({ type: 'replayFrame', view, log, step, total: replay.total, seats: replay.seats, viewer });
  };
  dispatch({ type: 'replayOpen', match });
  doc.then(
    (doc) => {
      if (stopped) return;
      const built = tryBuildReplay(doc);
      if (!built.ok) { dispatch({ type: 'replayError', error: built.error }); return; }
      replay = built.replay;
      show();
    },
    (e: unknown) => {
      if (stopped) return;
      dispatch({ type: 'replayError', error: e instanceof ApiError || e instanceof ReplayError ? e.refusal : { code: 'ERR_NETWORK', rule: 'ERR_NETWORK', message: String(e) } });
    },
  );
  return {
    go(k) {
      if (!replay) return;
      const next = clampStep(k, replay.total);
      if (next === step) return;
      step = next;
      show();
    },
    see(v) {
      if (v === viewer) return;
      viewer = v;
      show();
    },
    stop() {
      stopped = true;
    },
    doc: () => doc,
  };
}
