import type { Action, PlayerView, RngState } from '@wl/engine';

/** A bot: picks one of the legal actions from what its seat may see (DESIGN.md). Never sees the full state. */
export type Bot = (view: PlayerView, legal: readonly Action[], rng: RngState) => Action;
