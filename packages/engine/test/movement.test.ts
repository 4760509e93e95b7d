import { describe, expect, it } from 'vitest';
import { MESAS, SPACES, isSpaceId, space, type Action, type SpaceId } from '../src/index.js';
import { scenario, type Scenario } from './builder.js';

/** The destinations a seat's legal Move actions offer. */
function moves(t: Scenario, seat: number): SpaceId[] {
  return t.legal(seat).flatMap((a) => (a.type === 'move' ? [a.to] : []));
}

/** Spaces at 1..n steps from `from` by the map's neighbours, never entering `blocked` (an independent BFS). */
function within(from: SpaceId, n: number, blocked: (s: SpaceId) => boolean = () => false): Set<SpaceId> {
  const dist = new Map<SpaceId, number>([[from, 0]]);
  const queue: SpaceId[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i];
    if (dist.get(cur)! >= n) continue;
    for (const nb of space(cur).neighbors) {
      if (dist.has(nb) || blocked(nb)) continue;
      dist.set(nb, dist.get(cur)! + 1);
      queue.push(nb);
    }
  }
  dist.delete(from);
  return new Set(dist.keys());
}

/** The path of the last `moved` event. */
function lastPath(t: Scenario): SpaceId[] {
  const m = t.ofType('moved');
  return m[m.length - 1].data!.path as SpaceId[];
}

const move = (to: SpaceId): Action => ({ type: 'move', to });

describe('R5 movement', () => {
  it('R5.1 on foot a Move reaches up to 2 spaces', () => {
    const t = scenario().at(0, 'darkrock-center').items(0, []).bandits([]).turnOf(0);
    const moves = t.legal(0).filter((a) => a.type === 'move').map((a) => (a.type === 'move' ? a.to : ''));
    expect(moves).toContain('darkrock-bank');
    expect(moves).not.toContain('red-falls-doctor');
    t.refuse(0, { type: 'move', to: 'red-falls-doctor' }, 'ERR_UNREACHABLE', 'R5.1');
  });

  it('R5.1 on foot the destinations are exactly the spaces 1 or 2 steps away, plus the start (out and back)', () => {
    const t = scenario().at(1, 'darkrock-center').items(1, []).bandits([]).turnOf(1);
    const expected = [...within('darkrock-center', 2), 'darkrock-center'].sort();
    expect(moves(t, 1).sort()).toEqual(expected);
    // A space 3 steps away is refused.
    const three = [...within('darkrock-center', 3)].find((x) => !within('darkrock-center', 2).has(x))!;
    t.refuse(1, move(three), 'ERR_UNREACHABLE', 'R5.1');
  });

  const mounts: [string, (Parameters<Scenario['items']>[1]), number][] = [
    ['a Mule', ['mule'], 3],
    ['an upgraded Mule', [['mule', 'upgraded']], 4],
    ['a Mustang', ['mustang'], 4],
    ['an upgraded Mustang', [['mustang', 'upgraded']], 5],
  ];
  for (const [name, items, n] of mounts) {
    it(`R5.1 with ${name} active a Move reaches up to ${n} spaces`, () => {
      const t = scenario().at(1, 'darkrock-center').items(1, items).bandits([]).turnOf(1);
      const reach = within('darkrock-center', n);
      const farthest = [...reach].filter((x) => !within('darkrock-center', n - 1).has(x));
      const beyond = [...within('darkrock-center', n + 1)].filter((x) => !reach.has(x));
      expect(farthest.length).toBeGreaterThan(0);
      expect(beyond.length).toBeGreaterThan(0);
      expect(moves(t, 1).sort()).toEqual([...reach, 'darkrock-center'].sort());
      t.refuse(1, move(beyond[0]), 'ERR_UNREACHABLE', 'R5.1');
      t.act(1, move(farthest[0]));
      expect(t.p(1).pos).toBe(farthest[0]);
      expect(t.ofType('moved').at(-1)!.data!.steps).toBe(n);
    });
  }

  it('R5.1 only the active mount counts: an owned but inactive Mustang does not add movement', () => {
    const t = scenario().at(1, 'darkrock-center').items(1, ['mule', ['mustang', 'upgraded']]).bandits([]);
    expect(t.p(1).activeMount).toBe('mule');
    t.turnOf(1);
    expect(moves(t, 1).sort()).toEqual([...within('darkrock-center', 3), 'darkrock-center'].sort());
    t.set(1, { activeMount: 'mustang' }).turnOf(1);
    expect(moves(t, 1).sort()).toEqual([...within('darkrock-center', 5), 'darkrock-center'].sort());
  });

  it('R5.1 a mount bought and made active this turn moves its value on the next Move', () => {
    const t = scenario().at(1, 'darkrock-general-store-north').items(1, []).set(1, { money: 50 }).bandits([]).turnOf(1);
    t.act(1, { type: 'buy', item: 'mustang', activate: true });
    t.act(1, { type: 'finishShopping' });
    expect(moves(t, 1).sort()).toEqual([...within('darkrock-general-store-north', 4), 'darkrock-general-store-north'].sort());
  });

  it('R5.2 adjacency is symmetric and every neighbour is a board space', () => {
    for (const s of SPACES) {
      expect(s.neighbors).not.toContain(s.id);
      for (const n of s.neighbors) {
        expect(isSpaceId(n)).toBe(true);
        expect(space(n).neighbors).toContain(s.id);
      }
    }
  });

  it('R5.2 each step of a walked route goes to an adjacent space', () => {
    const t = scenario().at(1, 'mesitos-point-4').items(1, [['mustang', 'upgraded']]).bandits([]).turnOf(1);
    t.act(1, move('darkrock-bank'));
    const path = lastPath(t);
    expect(path[0]).toBe('mesitos-point-4');
    expect(path.at(-1)).toBe('darkrock-bank');
    for (let i = 1; i < path.length; i++) expect(space(path[i - 1]).neighbors).toContain(path[i]);
  });

  it('R5.2 the mesas are not spaces and cannot be entered', () => {
    for (const m of MESAS) expect(isSpaceId(m.id)).toBe(false);
    const t = scenario().at(1, 'sunny-hills-1').items(1, []).bandits([]).turnOf(1);
    t.refuse(1, { type: 'move', to: 'mesa-north' as SpaceId }, 'ERR_MALFORMED_ACTION');
  });

  it('R5.2 no two adjacent spaces lie across a mesa', () => {
    const inside = (x: number, y: number, poly: readonly (readonly [number, number])[]): boolean => {
      let c = false;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [xi, yi] = poly[i], [xj, yj] = poly[j];
        if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
      }
      return c;
    };
    for (const a of SPACES) {
      for (const id of a.neighbors) {
        const b = space(id);
        for (const m of MESAS) {
          for (let k = 1; k < 20; k++) {
            const f = k / 20;
            expect(inside(a.x + f * (b.x - a.x), a.y + f * (b.y - a.y), m.polygon), `${a.id}-${b.id} crosses ${m.id}`).toBe(false);
          }
        }
      }
    }
  });

  it('R5.2 a Move cannot cross the north mesa: Sunny Hills 1 to the Doctor goes around it', () => {
    // Both spaces border mesa-north and face each other across it, but the walk goes around.
    const t = scenario().at(1, 'sunny-hills-1').items(1, []).bandits([]).turnOf(1);
    expect(moves(t, 1)).not.toContain('red-falls-doctor');
    t.set(1, { items: [{ id: 'mule', upgraded: false }], activeMount: 'mule' }).turnOf(1);
    t.act(1, move('red-falls-doctor'));
    expect(lastPath(t)).toEqual(['sunny-hills-1', 'sunny-hills-hideout', 'sunny-hills-2', 'red-falls-doctor']);
  });

  it('R5.3 the canonical route never passes through a bandit space', () => {
    // Spikes View 1 to the Spikes View mine: through the hideout is 2 steps, around it 3.
    const t = scenario().at(1, 'spikes-view-1').items(1, []).bandits(['spikes-view-hideout']).turnOf(1);
    expect(moves(t, 1)).not.toContain('spikes-view-mine');
    t.set(1, { items: [{ id: 'mule', upgraded: false }], activeMount: 'mule' }).turnOf(1);
    t.act(1, move('spikes-view-mine'));
    expect(lastPath(t)).toEqual(['spikes-view-1', 'spikes-view-2', 'spikes-view-3', 'spikes-view-mine']);
    expect(t.ofType('fightDeclared')).toHaveLength(0);
    expect(t.s.bandits).toEqual(['spikes-view-hideout']);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
  });

  it('R5.3 a bandit blocks the only route of the right length: beyond it is unreachable', () => {
    const t = scenario().at(1, 'sunny-hills-1').items(1, ['mule']).bandits(['sunny-hills-hideout']).turnOf(1);
    expect(moves(t, 1)).toContain('sunny-hills-hideout');
    expect(moves(t, 1)).not.toContain('red-falls-doctor');
    expect(moves(t, 1)).not.toContain('sunny-hills-2');
    t.refuse(1, move('red-falls-doctor'), 'ERR_UNREACHABLE', 'R5.1');
  });

  it('R5.3 a destination holding a bandit ends the move there with a fight', () => {
    const t = scenario().at(1, 'spikes-view-2').items(1, []).hand(1, ['AS']).bandits(['spikes-view-hideout']).turnOf(1);
    t.fightTop(['F2', 'F3']);
    t.act(1, move('spikes-view-hideout'));
    expect(t.p(1).pos).toBe('spikes-view-hideout');
    expect(lastPath(t)).toEqual(['spikes-view-2', 'spikes-view-hideout']);
    expect(t.ofType('fightDeclared').at(-1)).toMatchObject({ seat: 1, kind: 'bandit' });
    // The NPC's card is chosen by the player to the fighter's right (R10.1).
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'chooseNpcCard' });
    t.next({ type: 'chooseFightCard', card: 'F2' });
    t.next({ type: 'playCard', card: 'AS' });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'banditReward' });
    t.next({ type: 'choose', option: 'lp' });
    expect(t.s.bandits).toEqual([]);
    expect(t.p(1).lp).toBe(1);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R5.3 a fast mount still stops on the bandit it enters as its last step', () => {
    const t = scenario().at(1, 'spikes-view-2').items(1, [['mustang', 'upgraded']]).hand(1, ['AS']).bandits(['spikes-view-hideout']).turnOf(1);
    t.act(1, move('spikes-view-hideout'));
    expect(t.ofType('moved').at(-1)!.data!.steps).toBe(1);
    expect(t.s.prompt).toMatchObject({ kind: 'chooseNpcCard' });
  });

  it('R5.4 a Wanted player cannot enter the Sheriff\'s space', () => {
    const t = scenario().at(1, 'mesitos-point-2').items(1, []).set(1, { wanted: 1 }).bandits([]).turnOf(1);
    expect(t.s.sheriff).toBe('darkrock-sheriff-office');
    expect(moves(t, 1)).not.toContain('darkrock-sheriff-office');
    t.refuse(1, move('darkrock-sheriff-office'), 'ERR_UNREACHABLE', 'R5.4');
    // A player who is not Wanted may.
    t.set(1, { wanted: 0 }).turnOf(1);
    expect(moves(t, 1)).toContain('darkrock-sheriff-office');
  });

  it('R5.4 a Wanted player cannot pass through the Sheriff\'s space either', () => {
    // From the Spikes View mine, Spikes View 5 is 2 steps through Spikes View 3, 4 steps otherwise.
    const t = scenario().at(1, 'spikes-view-mine').items(1, ['mule']).set(1, { wanted: 2 }).bandits([]).turnOf(1);
    t.s.sheriff = 'spikes-view-3';
    t.turnOf(1);
    expect(moves(t, 1)).not.toContain('spikes-view-5');
    expect(moves(t, 1)).not.toContain('spikes-view-3');
    t.set(1, { wanted: 0 }).turnOf(1);
    expect(moves(t, 1)).toContain('spikes-view-5');
  });

  it('R5.6 several minis may share a space, and others never block a route', () => {
    const t = scenario().at(0, 'darkrock-bank').at(2, 'darkrock-center').at(3, 'darkrock-bank')
      .at(1, 'darkrock-general-store-west').items(1, []).bandits([]).turnOf(1);
    t.act(1, move('darkrock-bank'));
    expect(lastPath(t)).toEqual(['darkrock-general-store-west', 'darkrock-center', 'darkrock-bank']);
    expect([0, 1, 3].map((s) => t.p(s).pos)).toEqual(['darkrock-bank', 'darkrock-bank', 'darkrock-bank']);
  });

  it('R5.7 a Move may end where it started (out and back), costing an action', () => {
    const t = scenario().at(1, 'darkrock-center').items(1, []).bandits([]).turnOf(1);
    t.act(1, move('darkrock-center'));
    expect(t.p(1).pos).toBe('darkrock-center');
    expect(lastPath(t)).toEqual(['darkrock-center', 'darkrock-bank', 'darkrock-center']);
    expect(t.ofType('moved').at(-1)).toMatchObject({ seat: 1, data: { from: 'darkrock-center', to: 'darkrock-center', steps: 2 } });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R5.7 the out-and-back step avoids a bandit space', () => {
    // Sunny Hills 1's first neighbour by id is the hideout.
    const t = scenario().at(1, 'sunny-hills-1').items(1, []).bandits(['sunny-hills-hideout']).turnOf(1);
    t.act(1, move('sunny-hills-1'));
    expect(lastPath(t)).toEqual(['sunny-hills-1', 'sunny-hills-mine', 'sunny-hills-1']);
    expect(t.ofType('fightDeclared')).toHaveLength(0);
  });

  it('R5.7 the canonical route is the shortest one, ties broken by space id', () => {
    // Darkrock centre to the Sheriff's Office: via the west General Store or the north Saloon.
    const t = scenario().at(1, 'darkrock-center').items(1, []).bandits([]).turnOf(1);
    t.act(1, move('darkrock-sheriff-office'));
    expect(lastPath(t)).toEqual(['darkrock-center', 'darkrock-general-store-west', 'darkrock-sheriff-office']);
    expect(t.ofType('moved').at(-1)).toMatchObject({ seat: 1, data: { from: 'darkrock-center', to: 'darkrock-sheriff-office', steps: 2 } });
  });

  it('R5.8 passing the Rail Station does not deliver; the trigger fires once, at the final space', () => {
    const t = scenario().at(1, 'spikes-view-8').items(1, []).set(1, { cattle: 'green-1' }).bandits([]).turnOf(1);
    t.act(1, move('spikes-view-10'));
    expect(lastPath(t)).toEqual(['spikes-view-8', 'spikes-view-rail-station', 'spikes-view-10']);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
    expect(t.p(1).cattle).toBe('green-1');
    // Ending the next move on the station asks once.
    t.act(1, move('spikes-view-rail-station'));
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'deliver', rule: 'R7.2' });
    t.next({ type: 'choose', option: 'deliver' });
    expect(t.ofType('cattleDelivered')).toHaveLength(1);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(1);
  });

  it('R5.8 an out-and-back move delivers at the space it started from', () => {
    const t = scenario().at(1, 'spikes-view-rail-station').items(1, []).set(1, { cattle: 'blue-2' }).bandits([]).turnOf(1);
    // Standing on the station is no delivery; ending a move there is.
    expect(t.s.prompt).toMatchObject({ kind: 'action' });
    t.act(1, move('spikes-view-rail-station'));
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'deliver' });
  });

  it('R5.8 Whiskey is offered once, at the final space: passing another player does not trigger it', () => {
    const t = scenario().at(1, 'darkrock-general-store-west').at(2, 'darkrock-center').items(1, ['whiskey'])
      .bandits([]).turnOf(1);
    t.act(1, move('darkrock-bank'));
    expect(lastPath(t)).toEqual(['darkrock-general-store-west', 'darkrock-center', 'darkrock-bank']);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
    t.act(1, move('darkrock-center'));
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'whiskey' });
  });

  it('R5.8 delivery comes before Whiskey, each once, at the end of the same move', () => {
    const t = scenario().at(1, 'spikes-view-8').at(2, 'spikes-view-rail-station').items(1, ['whiskey'])
      .set(1, { cattle: 'green-3' }).bandits([]).turnOf(1);
    t.act(1, move('spikes-view-rail-station'));
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'deliver' });
    t.next({ type: 'choose', option: 'keep' });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'whiskey' });
    t.next({ type: 'pass' });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
    expect(t.p(1).cattle).toBe('green-3');
  });

  it('R5.8 after a bandit stop the end-of-move triggers fire only after the fight', () => {
    // Seat 2 stands on the hideout; seat 1 carries Whiskey and walks onto the bandit.
    const t = scenario().at(1, 'spikes-view-2').at(2, 'spikes-view-hideout').items(1, ['whiskey']).hand(1, ['3C'])
      .bandits(['spikes-view-hideout']).turnOf(1);
    t.fightTop(['F8', 'FJ']);
    t.act(1, move('spikes-view-hideout'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'chooseNpcCard' });
    t.next({ type: 'chooseFightCard', card: 'F8' });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'placeFightCard' });
    t.next({ type: 'playCard', card: '3C' });
    expect(t.ofType('fightEnded')).toHaveLength(1);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'whiskey' });
    const fightEndAt = t.events.findIndex((e) => e.type === 'fightEnded');
    t.next({ type: 'target', seat: 2 });
    const whiskeyAt = t.events.findIndex((e) => e.type === 'whiskeyUsed');
    expect(whiskeyAt).toBeGreaterThan(fightEndAt);
    expect(t.p(2).wounds).toBe(1);
  });
});
