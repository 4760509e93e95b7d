// The offline game's autosave: after every change the game is saved (its options and actions);
// resuming deals it again and replays them to the same view, choices and undo; the save is
// dropped when the game ends; a save that is not one is removed on reading, and one whose
// actions the engine refuses is refused with the engine's code.
import { describe, expect, it } from 'vitest';
import type { Action } from '@wl/engine';
import { HUMAN, startOffline, type OfflineTable } from '../src/state/offline';
import { clearSave, LEGACY_KEY, MAX_SAVES, readSave, readSaves, SAVES_KEY, writeSave, type OfflineSave } from '../src/state/offline-save';
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
    writeSave(storage, 'g1', save);
    const back = readSave(storage, 'g1')!;
    expect(back).toEqual({ ...save, id: 'g1' });
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
    storage.setItem(SAVES_KEY, '{not json');
    expect(readSaves(storage)).toEqual([]);
    expect(storage.m.has(SAVES_KEY)).toBe(false);
    const good = { v: 1, options: { botLevel: 'heuristic', length: 15, speed: 'fast', seed: 1, names: ['Ann', 'Bea'] }, log: [], savedAt: 1, round: 1, lp: 0 } as OfflineSave;
    storage.setItem(SAVES_KEY, JSON.stringify([{ v: 1, options: { seed: 'x' }, log: [], id: 'bad' }, { ...good, id: 'a' }, { ...good, options: { ...good.options, names: ['Ann', 2] }, id: 'b' }, { ...good }]));
    expect(readSaves(storage).map((x) => x.id)).toEqual(['a']); // the one save with an id and a save's shape
    expect(readSave(storage, 'a')?.options.names).toEqual(['Ann', 'Bea']); // pass and play's names
    expect(JSON.parse(storage.m.get(SAVES_KEY)!)).toHaveLength(1); // written again without the rest
    const g = await game(8);
    g.t.act(pick((await g.mine()).legal, 0));
    await g.mine();
    g.t.stop();
    const save = g.saves.at(-1)!;
    const forged = { ...save, log: save.log.map((e, i) => (i === save.log.length - 1 ? { seat: e.seat, action: { type: 'deposit', nuggets: 9 } as Action } : e)) };
    await expect(game(0, forged)).rejects.toMatchObject({ code: expect.stringMatching(/^ERR_/) });
  });

  it('keeps several games, each under its id: a new game or another tab never overwrites one in progress', () => {
    const storage = memoryStorage();
    const save = (seed: number, savedAt: number, log: OfflineSave['log'] = []): OfflineSave => ({ v: 1, options: { botLevel: 'heuristic', length: 15, speed: 'fast', seed }, log, savedAt, round: 1, lp: 0 });
    writeSave(storage, 'solo', save(1, 10));
    writeSave(storage, 'family', save(2, 20));
    writeSave(storage, 'solo', save(1, 30, [{ seat: 0, action: { type: 'work' } }])); // the solo game goes on: its own save only
    expect(readSaves(storage).map((x) => [x.id, x.savedAt])).toEqual([['solo', 30], ['family', 20]]); // newest first
    expect(readSave(storage, 'family')!.options.seed).toBe(2);
    expect(clearSave(storage, 'solo').map((x) => x.id)).toEqual(['family']); // the solo game ended
    for (let k = 0; k < MAX_SAVES + 2; k++) writeSave(storage, `g${k}`, save(10 + k, 100 + k));
    const kept = readSaves(storage);
    expect(kept).toHaveLength(MAX_SAVES); // the newest
    expect(kept[0].id).toBe(`g${MAX_SAVES + 1}`);
    expect(kept.some((x) => x.id === 'family')).toBe(false);
  });

  it('moves the one save of before (its own key) into the list', () => {
    const storage = memoryStorage();
    const old = { v: 1, options: { botLevel: 'heuristic', length: 20, speed: 'normal', seed: 9 }, log: [], savedAt: 5, round: 3, lp: 2 };
    storage.setItem(LEGACY_KEY, JSON.stringify(old));
    writeSave(storage, 'new', { ...old, savedAt: 6 } as OfflineSave);
    expect(readSaves(storage).map((x) => x.id)).toEqual(['new', 'saved']);
    expect(storage.m.has(LEGACY_KEY)).toBe(false);
    storage.setItem(LEGACY_KEY, '{junk');
    expect(readSaves(storage)).toHaveLength(2);
    expect(storage.m.has(LEGACY_KEY)).toBe(false); // junk is removed too
  });
});
