// The action phase's list after the Move actions (src/typed/actions-list.ts, docs/engine-v2.md)
// against actions.ts mainActions: at every action prompt of random games (2 to 6 players and every
// variant), the same action codes in the same order, and the state left as it was.
import { describe, expect, it } from 'vitest';
import type { GameState, Setup } from '../src/index.js';
import { mainActions } from '../src/actions.js';
import { moveActions } from '../src/movement.js';
import { actionOfCode, codeOfAction } from '../src/typed/action-codes.js';
import { otherMainActionsT } from '../src/typed/actions-list.js';
import { toTyped } from '../src/typed/convert.js';
import { randomGame, randomSetup } from './random-games.js';

/** Random games of every kind of table. */
const SETUPS: Setup[] = [];
for (let i = 0; i < 6; i++) {
  for (let n = 2; n <= 6; n++) SETUPS.push(randomSetup(4100 + i * 10 + n, n));
  SETUPS.push(randomSetup(4200 + i, 3 + (i % 4), { goals: true }));
  SETUPS.push(randomSetup(4300 + i, 2, { manInBlack: true }));
  SETUPS.push(randomSetup(4400 + i, 2 + (i % 5), { beginner: true }));
}

/** The states of the games whose prompt is the action phase's decision. */
function actionStates(): GameState[] {
  const out: GameState[] = [];
  for (const setup of SETUPS) randomGame(setup, 40, ({ state }) => { if (state.prompt?.kind === 'action') out.push(state); });
  return out;
}

/** A name for what a code lists, for the coverage: its kind, with the variant that matters. */
function coverageKey(c: number): string {
  const a = actionOfCode(c);
  switch (a.type) {
    case 'fight': return `fight:${a.kind}${a.target === 'mib' ? ':mib' : ''}`;
    case 'buy': return `buy:${a.activate ? 'active' : 'kept'}`;
    case 'playAction':
      return `playAction:${a.target === 'mib' ? 'mib' : a.target !== undefined ? 'target' : a.hideout !== undefined ? 'hideout' : a.story !== undefined ? 'story' : 'plain'}`;
    default: return a.type;
  }
}

describe('typed action list (engine v2): otherMainActionsT', () => {
  it('lists what mainActions lists after its Moves, in the same order, for every seat of every action prompt', () => {
    const states = actionStates();
    const out = new Int32Array(512);
    const byCode = new Map<number, number>();
    let compared = 0;
    for (const s of states) {
      const t = toTyped(s);
      const before = t.m.slice();
      for (let seat = 0; seat < s.players.length; seat++) { // the active seat's list, and the others' from the same state
        const want = mainActions(s, seat).slice(moveActions(s, seat).length).map(codeOfAction);
        out.fill(-1);
        const n = otherMainActionsT(t.m, seat, out, 3); // appends after what is there
        const got = [...out.subarray(0, n)];
        if (got.join() !== [-1, -1, -1, ...want].join()) expect(got, `seq ${s.seq} seat ${seat}`).toEqual([-1, -1, -1, ...want]);
        for (const c of want) byCode.set(c, (byCode.get(c) ?? 0) + 1);
        compared++;
      }
      expect(t.m.every((x, i) => x === before[i]), 'the list changes nothing').toBe(true);
    }
    const seen = new Map<string, number>();
    for (const [c, k] of byCode) seen.set(coverageKey(c), (seen.get(coverageKey(c)) ?? 0) + k);
    const coverage = [...seen].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
    console.log(`otherMainActionsT: ${compared} lists compared (every seat at each action prompt); actions listed: ${coverage}`);
    expect(compared).toBeGreaterThan(20000);
    const expected = [
      'work', 'useItem', 'fight:duel', 'fight:rob', 'fight:arrest', 'fight:duel:mib', 'fight:rob:mib', 'buy:active', 'buy:kept', 'upgrade',
      'prospect', 'deposit', 'heist', 'takeCattle', 'revel', 'heal', 'poker', 'playAction:plain', 'playAction:target', 'playAction:mib',
      'playAction:hideout', 'playAction:story',
    ];
    for (const k of expected) expect(seen.get(k) ?? 0, `${k} listed`).toBeGreaterThan(0);
    for (const c of seen.keys()) expect(expected, 'every kind listed is expected').toContain(c);
  });
});
