// Undo in a game against bots in the browser (the engine's undo policy, as at the server's
// tables): the player takes back their own last action of their turn while nothing was drawn,
// rolled or revealed since; the table says when it may (`canUndo`) and refuses otherwise.
import { describe, expect, it } from 'vitest';
import type { Action, PlayerView } from '@wl/engine';
import { HUMAN, startOffline } from '../src/state/offline';
import type { Msg } from '../src/state/reducer';

type Snap = Extract<Msg, { type: 'snapshot' }>;

/** An offline game at full speed, with its messages and a way to wait for the human's decision of a kind. */
async function game(seed: number) {
  const msgs: Msg[] = [];
  const t = await startOffline({ botLevel: 'heuristic', length: 15, speed: 'fast', seed }, (m) => msgs.push(m));
  const last = (): Snap => msgs.filter((m): m is Snap => m.type === 'snapshot').at(-1)!;
  /** Plays the human's decisions with `choose` until the human owes a decision of kind `kind` in their own turn. */
  const until = async (kind: string, choose: (legal: Action[], v: PlayerView) => Action) => {
    for (let i = 0; i < 500; i++) {
      await new Promise((r) => setTimeout(r, 0));
      const s = last();
      if (s.view.prompt?.seat !== HUMAN) continue;
      if (s.view.prompt.kind === kind && s.view.turnSeat === HUMAN) return s;
      t.act(choose(s.legal, s.view));
    }
    throw new Error(`no ${kind} decision`);
  };
  return { t, msgs, last, until };
}

const first = (legal: Action[]) => legal.find((a) => a.type !== 'takeBenefit') ?? legal.find((a) => a.type === 'takeBenefit' && a.benefit === 'money') ?? legal[0];

describe('undo against bots in the browser', () => {
  it('takes back a Work of the player\'s own turn: the view and the choices are as before, and the log says so', async () => {
    const g = await game(11);
    const before = await g.until('action', first);
    g.t.act({ type: 'work' });
    const worked = g.last();
    expect(worked.view.players[HUMAN].money).toBe(before.view.players[HUMAN].money + 10); // R6.10
    expect(worked.canUndo).toBe(true);
    g.t.undo();
    const undone = g.last();
    expect(undone.events.map((e) => e.type)).toEqual(['undone']);
    expect(undone.view.players[HUMAN].money).toBe(before.view.players[HUMAN].money);
    expect(undone.view.actionsLeft).toBe(before.view.actionsLeft);
    expect(undone.legal).toEqual(before.legal);
    expect(undone.canUndo).toBe(before.canUndo); // back where it was: the turn's earlier choices (a start benefit of money, the active items) as undoable as before
    g.t.stop();
  });

  it('refuses to take back a start benefit that drew cards (a barrier: something was revealed)', async () => {
    const g = await game(12);
    await g.until('startBenefit', first);
    g.t.act({ type: 'takeBenefit', benefit: 'cards' });
    expect(g.last().canUndo).toBe(false);
    const n = g.msgs.length;
    g.t.undo();
    const refused = g.msgs.slice(n);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ type: 'refused', refusal: { code: 'ERR_UNDO_REFUSED' } });
    g.t.stop();
  });
});
