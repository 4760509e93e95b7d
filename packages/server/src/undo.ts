// Undo inside one's own turn (BGA policy): the engine's undo-policy.ts, which the browser's
// offline games follow too.
export { actionMeta, isBarrier, REVEAL_EVENTS, undoCheck, undoneEvent, type ActionMeta } from '@wl/engine';
