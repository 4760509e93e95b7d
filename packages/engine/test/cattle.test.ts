import { describe, expect, it } from 'vitest';
import { cattleColour, newCtx, type CattleId, type SpaceId } from '../src/index.js';
import { takeCattle } from '../src/ops.js';
import { scenario, type Scenario } from './builder.js';

const STATION: SpaceId = 'spikes-view-rail-station';
const GREEN_RANCH: SpaceId = 'mesitos-point-ranch';
const BLUE_RANCH: SpaceId = 'sunny-hills-ranch';

/** A space next to each delivery place, to end a 1-step move there. */
const BESIDE: Record<string, SpaceId> = {
  [STATION]: 'spikes-view-8',
  [GREEN_RANCH]: 'mesitos-point-1',
  [BLUE_RANCH]: 'sunny-hills-4',
};

/** Seat 1 carries `token` (taken out of its ranch stack) next to `to`, in its action phase. */
function carrier(token: CattleId, to: SpaceId, fields: Parameters<Scenario['set']>[1] = {}): Scenario {
  const t = scenario().at(1, BESIDE[to]).items(1, []).set(1, { cattle: token, ...fields }).bandits([]);
  const colour = cattleColour(token);
  t.s.ranches[colour] = t.s.ranches[colour].filter((c) => c !== token);
  return t.turnOf(1);
}

/** Moves seat 1 to `to` and answers the delivery prompt. */
function arrive(t: Scenario, to: SpaceId, option: 'deliver' | 'keep'): void {
  t.act(1, { type: 'move', to });
  expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'deliver', rule: 'R7.2' });
  expect(t.legal(1)).toEqual([{ type: 'choose', option: 'deliver' }, { type: 'choose', option: 'keep' }]);
  t.next({ type: 'choose', option });
}

describe('R2.3 the cattle token limit inside takeCattle', () => {
  it('R2.3 taking cattle while carrying a token leaves the ranch stack as it was', () => {
    const t = scenario().at(0, GREEN_RANCH).turnOf(0);
    const carried = t.s.ranches.green[0];
    t.s.ranches.green = t.s.ranches.green.slice(1);
    t.set(0, { cattle: carried });
    const before = [...t.s.ranches.green];
    takeCattle(newCtx(t.s), 0);
    expect(t.s.ranches.green).toEqual(before);
    expect(t.p(0).cattle).toBe(carried);
  });
});

describe('R7 cattle', () => {
  it('R7.2 wrangling at the Rail Station gives 1 Marshal point and the token\'s reward', () => {
    const t = carrier('green-3', STATION);
    arrive(t, STATION, 'deliver');
    // Marshal track space 1 gives $20 (CONTENT.md §7); green-3 gives $30.
    expect(t.p(1)).toMatchObject({ marshal: 1, wanted: 0, money: 50, cattle: null });
    expect(t.ofType('cattleDelivered').at(-1)).toMatchObject({ seat: 1, kind: 'wrangle', data: { token: 'green-3', at: STATION } });
  });

  it('R7.2 a blue token is wrangled at the Rail Station too', () => {
    const t = carrier('blue-6', STATION);
    arrive(t, STATION, 'deliver');
    expect(t.p(1)).toMatchObject({ marshal: 1, lp: 2, cattle: null });
  });

  it('R7.2 rustling at the other colour\'s ranch gives 1 Wanted point and the token\'s reward', () => {
    const t = carrier('green-4', BLUE_RANCH);
    arrive(t, BLUE_RANCH, 'deliver');
    expect(t.p(1)).toMatchObject({ wanted: 1, marshal: 0, lp: 1, cattle: null });
    expect(t.ofType('cattleDelivered').at(-1)).toMatchObject({ seat: 1, kind: 'rustle', data: { token: 'green-4' } });
  });

  it('R7.2 a blue token is rustled at the green ranch', () => {
    const t = carrier('blue-1', GREEN_RANCH);
    arrive(t, GREEN_RANCH, 'deliver');
    expect(t.p(1)).toMatchObject({ wanted: 1, money: 20, cattle: null });
  });

  it('R7.2 a token brought to its own ranch cannot be delivered', () => {
    const t = carrier('green-4', GREEN_RANCH);
    t.act(1, { type: 'move', to: GREEN_RANCH });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
    expect(t.p(1).cattle).toBe('green-4');
  });

  it('R7.2 delivery is optional: keeping the token changes nothing', () => {
    const t = carrier('green-6', STATION);
    arrive(t, STATION, 'keep');
    expect(t.p(1)).toMatchObject({ marshal: 0, wanted: 0, lp: 0, money: 0, cattle: 'green-6' });
    expect(t.ofType('cattleDelivered')).toHaveLength(0);
    expect(t.s.ranches.green).not.toContain('green-6');
  });

  it('R7.2 rustling is optional too', () => {
    const t = carrier('blue-6', GREEN_RANCH);
    arrive(t, GREEN_RANCH, 'keep');
    expect(t.p(1)).toMatchObject({ wanted: 0, lp: 0, cattle: 'blue-6' });
  });

  it('R7.2 delivery costs no action', () => {
    const t = carrier('green-1', STATION);
    arrive(t, STATION, 'deliver');
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
  });

  it('R7.3 a Wanted player who wrangles gains the reward but no Marshal point', () => {
    const t = carrier('green-3', STATION, { wanted: 2 });
    arrive(t, STATION, 'deliver');
    expect(t.p(1)).toMatchObject({ marshal: 0, wanted: 2, money: 30, cattle: null });
  });

  it('R7.3 a Marshal who rustles loses all Marshal points and becomes Wanted', () => {
    const t = carrier('blue-4', GREEN_RANCH, { marshal: 4 });
    arrive(t, GREEN_RANCH, 'deliver');
    expect(t.p(1)).toMatchObject({ marshal: 0, wanted: 1, lp: 1, cattle: null });
    expect(t.ofType('marshalPointsLost').at(-1)).toMatchObject({ seat: 1, data: { amount: 4 } });
  });

  it('R7.3 a Marshal who wrangles gains a further Marshal point', () => {
    const t = carrier('green-1', STATION, { marshal: 1 });
    arrive(t, STATION, 'deliver');
    // Marshal track space 2 gives $20 (CONTENT.md §7), green-1 gives $20.
    expect(t.p(1)).toMatchObject({ marshal: 2, money: 40 });
  });

  it('R7.4 a delivered token is revealed and returns to its own ranch stack', () => {
    const t = carrier('green-5', BLUE_RANCH);
    const blueBefore = [...t.s.ranches.blue];
    expect(t.s.ranches.green).toHaveLength(5);
    arrive(t, BLUE_RANCH, 'deliver');
    expect(t.s.ranches.green).toHaveLength(6);
    expect([...t.s.ranches.green].sort()).toEqual(['green-1', 'green-2', 'green-3', 'green-4', 'green-5', 'green-6']);
    expect(t.s.ranches.blue).toEqual(blueBefore);
    // Revealed: the token is in the public part of the event.
    const e = t.ofType('cattleDelivered').at(-1)!;
    expect(e.data!.token).toBe('green-5');
    expect(e.secret).toBeUndefined();
  });

  it('R7.4 a wrangled blue token returns to the blue stack', () => {
    const t = carrier('blue-2', STATION);
    arrive(t, STATION, 'deliver');
    expect(t.s.ranches.blue).toContain('blue-2');
    expect(t.s.ranches.blue).toHaveLength(6);
    expect(t.s.ranches.green).toHaveLength(6);
  });

  // CONTENT.md §5: rustling adds nothing on Wanted track space 1, so the reward shows alone.
  const rewards: [number, { money: number; lp: number; cards: number }][] = [
    [1, { money: 20, lp: 0, cards: 0 }],
    [2, { money: 20, lp: 0, cards: 0 }],
    [3, { money: 30, lp: 0, cards: 0 }],
    [4, { money: 0, lp: 1, cards: 0 }],
    [5, { money: 0, lp: 1, cards: 1 }],
    [6, { money: 0, lp: 2, cards: 0 }],
  ];
  for (const [n, r] of rewards) {
    for (const colour of ['green', 'blue'] as const) {
      const token = `${colour}-${n}` as CattleId;
      const ranch = colour === 'green' ? BLUE_RANCH : GREEN_RANCH;
      it(`R7.2 token ${token} gives ${r.money ? `$${r.money}` : ''}${r.lp ? `${r.lp} LP` : ''}${r.cards ? ' + 1 card' : ''} (CONTENT §5)`, () => {
        const t = carrier(token, ranch).deckTop(['QH']);
        arrive(t, ranch, 'deliver');
        expect(t.p(1)).toMatchObject({ money: r.money, lp: r.lp, wanted: 1 });
        expect(t.p(1).hand).toEqual(r.cards ? ['QH'] : []);
      });
    }
  }
});
