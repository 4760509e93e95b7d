// The replay viewer's model (src/state/replay.ts): any step's state is the one the engine reaches
// by replaying the log that far, whatever order the steps are asked in; the log of a step is
// redacted for the perspective; a corrupt or illegal log is refused with the engine's code.
import { describe, expect, it } from 'vitest';
import { replay, stateHash, type Setup } from '@wl/engine';
import { buildReplay, clampStep, ReplayError, tryBuildReplay } from '../src/state/replay';
import { randomDoc } from './replay-doc';

const SETUP: Setup = { players: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }], seed: 'replay-test', length: 15 };
const doc = randomDoc('m1', SETUP, 3);

describe('replay viewer model', () => {
  it('rebuilds the state of any step, in any order, as the engine replays the log that far (R4)', () => {
    expect(doc.actions.length).toBeGreaterThan(200);
    const r = buildReplay(doc, 25);
    expect(r.total).toBe(doc.actions.length);
    expect(r.seats).toBe(3);
    expect(r.checkpoints).toBe(1 + Math.floor(doc.actions.length / 25));
    const steps = [0, 1, 2, 3, 26, 25, 24, 100, 99, 101, r.total - 1, r.total, 7];
    for (const k of steps) expect(stateHash(r.stateAt(k)), `step ${k}`).toBe(stateHash(replay(SETUP, doc.actions.slice(0, k))));
    expect(r.stateAt(r.total).finished).toBe(true);
    expect(r.frame(r.total, 'spectator').view.finished).toBe(true);
  });

  it('keeps a step within 0..total', () => {
    expect(clampStep(-4, 10)).toBe(0);
    expect(clampStep(11, 10)).toBe(10);
    expect(clampStep(2.6, 10)).toBe(3);
    expect(clampStep(Number.NaN, 10)).toBe(0);
    const r = buildReplay(doc);
    expect(stateHash(r.stateAt(r.total + 50))).toBe(stateHash(r.stateAt(r.total)));
  });

  it('shows a seat its own hand and the spectator no hand (R23)', () => {
    const r = buildReplay(doc);
    const k = Math.floor(r.total / 2);
    const state = r.stateAt(k);
    const asBob = r.frame(k, 1).view;
    expect(asBob.you?.hand).toEqual(state.players[1].hand);
    const spectator = r.frame(k, 'spectator').view;
    expect(spectator.you).toBeFalsy();
    const text = JSON.stringify(r.frame(k, 'spectator'));
    for (const c of state.players[1].hand) expect(text).not.toContain(`"${c}"`);
  });

  it('gives the log of a step newest first, with ids that stay the same from step to step', () => {
    const r = buildReplay(doc);
    const a = r.logAt(10, 0);
    const b = r.logAt(11, 0);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThanOrEqual(a.length);
    for (let i = 1; i < b.length; i++) expect(b[i].id).toBeLessThan(b[i - 1].id);
    const byId = new Map(b.map((e) => [e.id, e]));
    for (const e of a) expect(byId.get(e.id)).toEqual(e);
  });

  it('refuses an illegal or corrupt log with a stable code and the step it stops at', () => {
    const bad = { ...doc, actions: [...doc.actions.slice(0, 5), { seat: doc.actions[5].seat, action: { type: 'discard', card: 'ZZ' } }] } as typeof doc;
    const r = tryBuildReplay(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toMatch(/^ERR_/);
      expect(r.error.message).toMatch(/^action 5: /);
    }
    expect(() => buildReplay({ ...doc, actions: 'nope' as never })).toThrow(ReplayError);
    const notEntry = tryBuildReplay({ ...doc, actions: [null as never] });
    expect(notEntry.ok || notEntry.error.code).toBe('ERR_BAD_SAVE');
    const badSetup = tryBuildReplay({ ...doc, setup: { players: [], seed: 1 } });
    expect(badSetup.ok).toBe(false);
  });
});
