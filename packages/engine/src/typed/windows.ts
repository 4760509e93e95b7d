// Reaction windows (windows.ts, R17.4, R17.5) for the typed engine. STUB: to be ported.
import type { TypedCtx } from './ctx.js';
import { NotPorted, type TypedHandler } from './handler.js';

/** Opens a window (WINDOW code `w`) for the seats it concerns, with the encoded source `src` (frames.ts SRC_SIZE ints); nobody with a card in hand means no window. */
export function openWindowT(_c: TypedCtx, _w: number, _seats: readonly number[], _src: readonly number[]): void {
  throw new NotPorted('windows');
}

/** The window frame. */
export const windowHandlerT: TypedHandler = {
  prompt: () => { throw new NotPorted('windows'); },
  legal: () => { throw new NotPorted('windows'); },
  apply: () => { throw new NotPorted('windows'); },
  run: () => { throw new NotPorted('windows'); },
};
