// The offline game's autosave: after every change the game is saved (its options and actions);
// resuming deals it again and replays them to the same view, choices and undo; the save is
// dropped when the game ends; a save that is not one is removed on reading, and one whose
// actions the engine refuses is refused with the engine's code.
import { describe, expect, it } from 'vitest';
import type { Action } from '@wl/engine';
import { HUMAN, startOffline, type OfflineTable } from '../src/state/offline';
import { clearSave, readSave, SAVE_KEY, writeSave, type OfflineSave } from '../src/state/offline-save';
import type { Msg } from '../src/state/reducer';

type Snap = Extract<Msg, { type: 'snapshot' }>;
const tick = () => new Promise((r) => setTimeout(r, 0));

function memoryStorage() {
  const m = new Map<string, string>();
  return { m, getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

/** An offline game at full speed whose saves are collected. */
async function game(seed: number, resume: OfflineSave | null = null) {
  const msgs: Msg[] = [];
  const saves: (OfflineSave | null)[] = [];
  const options = resume?.options ?? { botLevel: 'heuristic' as const, length: 15 as const, speed: 'fast' as const, seed };
  const t = await startOffline(options, (m) => msgs.push(m), resume?.log ?? [], (s) => saves.push(s));
  const last = (): Snap => msgs.filter((m): m is Snap => m.type === 'snapshot').at(-1)!;
  /** Waits until the human owes a decision (or the game ended). */
  const mine = async () => {
    for (let i = 0; i < 1000; i++) {
      await tick();
      const s = last();
      if (s.view.finished || s.view.prompt?.seat === HUMAN) return s;
    }
    throw new Error('the bots never gave the human a decision');
  };
  return { t, msgs, saves, last, mine };
}

const pick = (legal: Action[], k: number) => legal[k % legal.length];

describe('the offline autosave', () => {
  it('saves after every change, and a resumed game shows the same view, choices and undo', async () => {
    const g = await game(21);
    for (let k = 0; k < 12; k++) g.t.act(pick((await g.mine()).legal, k));
    (g.t as OfflineTable).setSpeed('normal'); // the bar's speed control: the save keeps the speed now chosen
    g.t.act(pick((await g.mine()).legal, 12));
    expect(g.saves.at(-1)!.options.speed).toBe('normal');
    (g.t as OfflineTable).setSpeed('fast');
    const now = await g.mine();
    g.t.stop();
    const save = g.saves.at(-1)!;
    expect(save).toMatchObject({ v: 1, options: { seed: 21, botLevel: 'heuristic' }, round: now.view.round, lp: now.view.players[HUMAN].lp });
    expect(save.log.length).toBeGreaterThan(12);
    // Through storage and back, as a reload would.
    const storage = memoryStorage();
    writeSave(storage, save);
    const back = readSave(storage)!;
    expect(back).toEqual(save);
    const r = await game(0, back);
    const first = await r.mine();
    expect(first.view).toEqual(now.view);
    expect(first.legal).toEqual(now.legal);
    expect(first.canUndo).toBe(now.canUndo);
    expect(first.events.length).toBeGreaterThan(save.log.length); // the log panel gets the game so far
    r.t.stop();
  });

  it('drops the save when the game ends', async () => {
    const g = await game(5);
    for (let k = 0; k < 3000; k++) {
      const s = await g.mine();
      if (s.view.finished) break;
      g.t.act(pick(s.legal, k));
    }
    expect(g.last().view.finished).toBe(true);
    expect(g.saves.at(-1)).toBeNull();
    g.t.stop();
  });

  it('removes what is not a save, and refuses a save whose actions the engine does not allow', async () => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, '{not json');
    expect(readSave(storage)).toBeNull();
    expect(storage.m.has(SAVE_KEY)).toBe(false);
    storage.setItem(SAVE_KEY, JSON.stringify({ v: 1, options: { seed: 'x' }, log: [] }));
    expect(readSave(storage)).toBeNull();
    expect(storage.m.has(SAVE_KEY)).toBe(false);
    const g = await game(8);
    g.t.act(pick((await g.mine()).legal, 0));
    await g.mine();
    g.t.stop();
    const save = g.saves.at(-1)!;
    const forged = { ...save, log: save.log.map((e, i) => (i === save.log.length - 1 ? { seat: e.seat, action: { type: 'deposit', nuggets: 9 } as Action } : e)) };
    await expect(game(0, forged)).rejects.toMatchObject({ code: expect.stringMatching(/^ERR_/) });
    clearSave(storage);
  });
});
