// Hint in a game against bots: the normal bot's choice at the player's decision, worked out from
// the player's own view only (so a hint never tells what the player cannot see), marked for that
// decision and forgotten at the next one.
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '@wl/bots';
import { sameAction, seedRng } from '@wl/engine';
import { HUMAN, startOffline } from '../src/state/offline';
import { initialState, reduce, type Msg } from '../src/state/reducer';

type Snap = Extract<Msg, { type: 'snapshot' }>;
type Hint = Extract<Msg, { type: 'hint' }>;

describe('hint against bots', () => {
  it('answers with what the normal bot chooses from the player\'s view, at each of the player\'s decisions', async () => {
    const msgs: Msg[] = [];
    const t = await startOffline({ botLevel: 'heuristic', length: 15, speed: 'fast', seed: 11 }, (m) => msgs.push(m));
    const last = (): Snap => msgs.filter((m): m is Snap => m.type === 'snapshot').at(-1)!;
    const again = seedRng('hint:11'); // the table's hint numbers, drawn again in the same order
    let hints = 0;
    for (let i = 0; i < 400 && hints < 12; i++) {
      await new Promise((r) => setTimeout(r, 0));
      const s = last();
      if (s.view.prompt?.seat !== HUMAN) continue;
      await t.hint();
      const h = msgs.at(-1) as Hint;
      expect(h.type).toBe('hint');
      expect(h.seq).toBe(s.view.seq);
      expect(s.legal.some((a) => sameAction(a, h.action))).toBe(true);
      expect(h.action).toEqual(heuristicBot(s.view, s.legal, again)); // the view the page shows is all it read
      hints++;
      t.act(h.action);
    }
    expect(hints).toBe(12);
    t.stop();
  });

  it('keeps a hint only for the decision it was asked at', () => {
    const view = { seq: 5 } as never;
    let s = reduce({ ...initialState, view }, { type: 'hint', action: { type: 'work' }, seq: 5 });
    expect(s.hint).toEqual({ action: { type: 'work' }, seq: 5 });
    expect(reduce({ ...initialState, view }, { type: 'hint', action: { type: 'work' }, seq: 4 }).hint).toBeNull(); // asked at an earlier decision
    s = reduce(s, { type: 'snapshot', view: { seq: 6 } as never, legal: [], events: [] });
    expect(s.hint).toBeNull();
  });
});
