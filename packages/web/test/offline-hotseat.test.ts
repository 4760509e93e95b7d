// Pass and play (state/offline.ts `names`): several people share the page's device. The page
// shows one person's view at a time; when another person owes a decision it shows only the
// public view under a hand-over screen until that person takes the device (`reveal`), so the
// snapshots never carry a hand that is not the deciding person's, and the log is the public one.
import { describe, expect, it } from 'vitest';
import type { Action, PlayerView } from '@wl/engine';
import { startOffline, type OfflineOptions } from '../src/state/offline';
import type { OfflineSave } from '../src/state/offline-save';
import type { Msg } from '../src/state/reducer';

type Snap = Extract<Msg, { type: 'snapshot' }>;
const tick = () => new Promise((r) => setTimeout(r, 0));
const OPTS: OfflineOptions = { botLevel: 'heuristic', length: 15, speed: 'fast', seed: 41, players: 4, names: ['Ann', 'Bea'] };

/** A choice a person might make: anything but the start benefit of cards (keeps the game short), else the first. */
const choose = (legal: Action[]) => legal.find((a) => a.type !== 'takeBenefit' && a.type !== 'pass') ?? legal[0];

/** Plays the people's decisions (revealing at each hand-over) until `n` of them are made or the game ends; returns every snapshot. */
async function play(o: OfflineOptions, n: number, check: (s: Snap, before: Snap | undefined) => void, saves: OfflineSave[] = [], resume: OfflineSave['log'] = [], pick = choose) {
  const msgs: Msg[] = [];
  const t = await startOffline(o, (m) => msgs.push(m), resume, (s) => { if (s) saves.push(s); });
  const snaps = (): Snap[] => msgs.filter((m): m is Snap => m.type === 'snapshot');
  let seen = 0;
  let made = 0;
  for (let i = 0; i < 5000 && made < n; i++) {
    await tick();
    const all = snaps();
    for (; seen < all.length; seen++) check(all[seen], all[seen - 1]);
    const s = all.at(-1)!;
    if (s.view.finished) break;
    if (s.handOver) { t.reveal(); continue; }
    if (s.view.you && s.view.prompt?.seat === s.view.you.seat && s.legal.length) { t.act(pick(s.legal)); made++; }
  }
  t.stop();
  return { snaps: snaps(), t, msgs };
}

describe('pass and play', () => {
  it('names the people\'s seats, then the bots', async () => {
    const { snaps } = await play(OPTS, 0, () => {});
    expect(snaps[0].view.players.map((p) => p.name)).toEqual(['Ann', 'Bea', 'Bot 1', 'Bot 2']);
  });

  it('shows a hand only to the person deciding, after they take the device; before that, the public view and no choices', async () => {
    const handOvers = new Set<number>();
    let shown = 0;
    const { snaps } = await play(OPTS, 60, (s, before) => {
      for (const e of s.events) expect(e).not.toHaveProperty('secret'); // the log is the spectator's
      expect(s.events.every((e) => !('hand' in (e.data ?? {})))).toBe(true);
      if (s.handOver) {
        handOvers.add(s.handOver.seat);
        expect(s.view.you).toBeNull(); // nobody's cards while the device changes hands
        expect(s.legal).toEqual([]);
        expect(s.canUndo).toBe(false);
        expect(s.view.prompt?.seat).toBe(s.handOver.seat);
        expect(['Ann', 'Bea'][s.handOver.seat]).toBe(s.handOver.name);
      } else if (s.view.you) {
        shown++;
        const seat = s.view.you.seat;
        expect(seat === 0 || seat === 1).toBe(true);
        if (before?.view.you) expect(before.view.you.seat).toBe(seat); // the view on screen stays the same person's until a hand-over
      }
      // A hand-over is for a real decision: the next snapshot (after reveal) is that person's, with choices.
      if (before?.handOver) {
        expect(s.handOver).toBeNull();
        expect(s.view.you?.seat).toBe(before.handOver.seat);
        expect(s.legal.length).toBeGreaterThan(0);
      }
    });
    expect(handOvers).toEqual(new Set([0, 1]));
    expect(shown).toBeGreaterThan(10);
    expect(snaps.length).toBeGreaterThan(60);
  });

  it('calls for the device only for a real decision, at a table of people only', async () => {
    let handOvers = 0;
    let holder = -1; // the person whose view was last on screen
    let x = 7;
    const random = (legal: Action[]) => legal[(x = (Math.imul(x, 1103515245) + 12345) >>> 0) % legal.length]; // fights and reaction cards too
    await play({ ...OPTS, seed: 4, names: ['Ann', 'Bea', 'Cy', 'Di'] }, 400, (s, before) => {
      if (s.handOver) { handOvers++; expect(s.handOver.seat).not.toBe(holder); } // never to the person already holding the device
      if (s.view.you) holder = s.view.you.seat;
      if (before?.handOver) {
        expect(s.view.you?.seat).toBe(before.handOver.seat);
        expect(s.legal.length).toBeGreaterThan(0);
      }
    }, [], [], random);
    expect(handOvers).toBeGreaterThan(20);
  });

  it('answers a person\'s windows where they could only pass, so they never call for the device', async () => {
    const { snaps } = await play(OPTS, 60, () => {});
    const passOnly = snaps.filter((s) => s.view.prompt?.kind === 'reaction' && s.legal.length === 1 && s.legal[0].type === 'pass');
    expect(passOnly).toEqual([]);
    const windows = snaps.filter((s) => s.view.prompt?.kind === 'reaction' && s.view.prompt.seat <= 1);
    expect(windows.length).toBeGreaterThan(0); // the people met windows (after their Moves; in this game with nothing to play in them), and the table passed them
    expect(windows.every((s) => !s.handOver && s.legal.length === 0)).toBe(true);
  });

  it('resumed at a window a person could only pass, passes it without calling for the device', async () => {
    const saves: OfflineSave[] = [];
    const { snaps } = await play(OPTS, 40, () => {}, saves);
    expect(saves.length).toBe(snaps.length); // a save before each snapshot
    const at = snaps.findIndex((m) => m.view.prompt?.kind === 'reaction' && m.view.prompt.seat <= 1 && m.legal.length === 0 && !m.handOver);
    expect(at).toBeGreaterThan(0);
    const resumed = await play(saves[at].options, 5, (m, before) => {
      if (before?.handOver) expect(m.legal.length).toBeGreaterThan(0);
    }, [], saves[at].log);
    expect(resumed.snaps[0].view.prompt).toEqual(snaps[at].view.prompt); // the same window
    expect(resumed.snaps[0].handOver).toBeNull(); // the table passes it: nobody is called for it
  });

  it('takes no action before the person holds the device', async () => {
    const msgs: Msg[] = [];
    const t = await startOffline(OPTS, (m) => msgs.push(m));
    let s: Snap | undefined;
    for (let i = 0; i < 500; i++) {
      await tick();
      s = msgs.filter((m): m is Snap => m.type === 'snapshot').at(-1);
      if (s?.handOver) break;
    }
    expect(s?.handOver).toBeTruthy();
    const n = msgs.length;
    t.act({ type: 'pass' });
    t.undo();
    await t.hint();
    expect(msgs.length).toBe(n); // nothing happened, nothing was said
    t.reveal();
    const after = msgs.at(-1) as Snap;
    expect(after.view.you?.seat).toBe(s!.handOver!.seat);
    expect(after.legal.length).toBeGreaterThan(0);
    t.stop();
  });

  it('resumes a saved game behind the hand-over screen, with the same names', async () => {
    const saves: OfflineSave[] = [];
    await play(OPTS, 25, () => {}, saves);
    const save = saves.at(-1)!;
    expect(save.options.names).toEqual(['Ann', 'Bea']);
    const msgs: Msg[] = [];
    const t = await startOffline(save.options, (m) => msgs.push(m), save.log);
    const snaps = () => msgs.filter((m): m is Snap => m.type === 'snapshot');
    for (let i = 0; i < 500 && !snaps().some((m) => m.handOver); i++) await tick(); // the bots (or a window the table passes) may come first
    const upTo = snaps().findIndex((m) => m.handOver);
    expect(upTo).toBeGreaterThanOrEqual(0);
    expect(snaps().slice(0, upTo + 1).every((m) => m.view.you === null)).toBe(true); // nobody's cards until someone takes the device
    const first = snaps()[upTo];
    expect(first.handOver!.name).toBe(['Ann', 'Bea'][first.handOver!.seat]);
    expect(first.view.players.map((p: PlayerView['players'][number]) => p.name)).toEqual(['Ann', 'Bea', 'Bot 1', 'Bot 2']);
    t.stop();
    // Played on from there: every hand-over still calls a person to a real decision.
    let handOvers = 0;
    await play(save.options, 20, (m, before) => {
      if (m.handOver) handOvers++;
      if (before?.handOver) expect(m.legal.length).toBeGreaterThan(0);
    }, [], save.log);
    expect(handOvers).toBeGreaterThan(0);
  });
});
