// The speed work of issue #6 changes no result: applyListed equals applyAction, the shape-aware
// state copy is a true deep copy, and the memoised route search equals a plain breadth-first search.
import { describe, expect, it } from 'vitest';
import {
  applyAction, applyListed, cloneState, HIDEOUTS, legalActions, MESAS, NEIGHBOR_INDEX, randInt, seedRng, SPACE_IDS, spaceIndexOf, startGame, stateHash,
  type Action, type GameState, type SpaceId,
} from '../src/index.js';
import { crossingRoutes } from '../src/crossings.js';
import { handlerOf } from '../src/handlers.js';
import { BoundedMemo } from '../src/memo.js';
import { top } from '../src/stack.js';
import { routes, stoppingWalk } from '../src/routes.js';
import { playerWalk, walk, walkDestinations, walkRoute } from '../src/walks.js';
import { randomGame, randomSetup } from './random-games.js';
import { scenario } from './builder.js';

/** Every object or array reachable from `x`. */
function objectsOf(x: unknown, out = new Set<object>()): Set<object> {
  if (x === null || typeof x !== 'object') return out;
  out.add(x);
  for (const v of Object.values(x)) objectsOf(v, out);
  return out;
}

/**
 * The objects a state copy may share with its original (clone.ts): values the engine never
 * changes once made — the setup (frozen), frames' effect sources, OpsFrame operations, a
 * fight's peek, onWin and atEnd entries, the lists it replaces instead of changing (ranches,
 * story decks, box) — and everything inside them.
 */
function immutableParts(s: GameState): Set<object> {
  const out = new Set<object>();
  objectsOf(s.setup, out);
  for (const list of [s.ranches.green, s.ranches.blue, s.storyDecks[0], s.storyDecks[1], s.box]) out.add(list); // replaced, never changed
  for (const f of s.stack) {
    if ('src' in f && f.src) objectsOf(f.src, out);
    if (f.k === 'ops') for (const op of f.ops) objectsOf(op, out);
    if (f.k === 'choice' && f.branches) for (const b of Object.values(f.branches)) objectsOf(b, out);
    if (f.k === 'fight') for (const e of [...f.peeks, ...f.onWin, ...f.atEnd]) objectsOf(e, out);
  }
  return out;
}

/** Asserts that `c` shares with `s` nothing but the immutable parts. */
function expectOwnCopy(c: GameState, s: GameState): void {
  const mine = objectsOf(s);
  const allowed = immutableParts(s);
  for (const o of objectsOf(c)) if (mine.has(o)) expect(allowed.has(o)).toBe(true);
}

/** Freezes `x` and everything reachable from it. */
function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** A plain, unmemoised reference of R5.7's search: shortest routes, ties by space id order. */
function reference(from: SpaceId, max: number, blocked: Set<SpaceId>, terminal: Set<SpaceId>): Map<SpaceId, SpaceId[]> {
  const start = SPACE_IDS.indexOf(from);
  const prev = new Map<number, number>([[start, -1]]);
  const dist = new Map<number, number>([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i];
    if (dist.get(c)! >= max || (c !== start && terminal.has(SPACE_IDS[c]))) continue;
    for (const nb of NEIGHBOR_INDEX[c]) {
      if (dist.has(nb) || blocked.has(SPACE_IDS[nb])) continue;
      dist.set(nb, dist.get(c)! + 1); prev.set(nb, c); queue.push(nb);
    }
  }
  const out = new Map<SpaceId, SpaceId[]>();
  for (const [i] of dist) {
    if (i === start) continue;
    const path: SpaceId[] = [];
    for (let c = i; c !== -1; c = prev.get(c)!) path.unshift(SPACE_IDS[c]);
    out.set(SPACE_IDS[i], path);
  }
  const via = max >= 2 && !blocked.has(from) ? NEIGHBOR_INDEX[start].find((nb) => !blocked.has(SPACE_IDS[nb]) && !terminal.has(SPACE_IDS[nb])) : undefined;
  if (via !== undefined) out.set(from, [from, SPACE_IDS[via], from]);
  return out;
}

describe('applyListed (the index-based fast path)', () => {
  it('gives the states and events of applyAction at every step of 6 random games', () => {
    for (let g = 0; g < 6; g++) {
      let pub = startGame(randomSetup(700 + g, 3 + (g % 4))).state;
      const fast = cloneState(pub);
      const rng = seedRng(`listed:${g}`);
      while (!pub.finished && pub.turn.round <= 25) {
        const seat = pub.prompt!.seat;
        const legal = legalActions(fast, seat);
        const i = randInt(rng, legal.length);
        const r = applyAction(pub, seat, legal[i]);
        if (!r.ok) throw new Error(r.error.message);
        const events = applyListed(fast, seat, legal, i);
        pub = r.state;
        expect(stateHash(fast)).toBe(stateHash(pub));
        expect(events).toEqual(r.events);
      }
    }
  });

  it('R5.8 keeps each event its own: a Sprint in place does not rewrite the path of the Move it extends', () => {
    const t = scenario().bandits([]).items(0, []).at(0, 'darkrock-center').hand(0, ['3H']).turnOf(0);
    const s = cloneState(t.s);
    const step = (a: (typeof legal)[number]) => applyListed(s, 0, legal, legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(a)));
    let legal = legalActions(s, 0);
    const moved = step({ type: 'move', to: 'darkrock-bank' }).find((e) => e.type === 'moved')!;
    const before = [...(moved.data!.path as SpaceId[])];
    legal = legalActions(s, 0);
    step({ type: 'playReaction', card: '3H' });
    legal = legalActions(s, 0);
    step({ type: 'move', to: 'spikes-view-8' });
    expect(s.players[0].pos).toBe('spikes-view-8');
    expect(moved.data!.path).toEqual(before);
  });

  it('lists shared actions frozen, so no caller can change another list (listed.ts)', () => {
    const { state } = randomGame(randomSetup(14), 2);
    let frozen = 0;
    randomGame(randomSetup(15), 6, ({ state: s }) => {
      for (const a of legalActions(s, s.prompt!.seat)) {
        if (!Object.isFrozen(a)) continue;
        frozen++;
        expect(() => { (a as { type: string }).type = 'changed'; }).toThrow(TypeError);
      }
    });
    expect(frozen).toBeGreaterThan(100);
    // Two lists of the same position hold equal actions, whether shared or made afresh.
    const seat = state.prompt!.seat;
    expect(legalActions(state, seat)).toEqual(legalActions(cloneState(state), seat));
  });

  it('R4.2 applyAction checks an action against the part of the list where its type is listed: exactly the listed ones of that type', () => {
    let checked = 0;
    for (let g = 0; g < 5; g++) { // 2 to 6 players
      randomGame(randomSetup(70 + g, 2 + g), 12, ({ state: s, legal }) => {
        const f = top(s)!;
        const part = handlerOf(f).listedOfType;
        if (!part) return;
        for (const type of new Set<Action['type']>([...legal.map((a) => a.type), 'move', 'pass'])) {
          const sub = part(s, f, type);
          if (sub === null) continue;
          checked++;
          const want = legal.filter((a) => a.type === type);
          expect(sub.filter((a) => a.type === type)).toEqual(want); // same actions, same order
          for (const a of sub) expect(legal).toContain(a); // nothing unlisted
        }
        if (s.prompt!.kind === 'action') { // every space: a Move is accepted exactly when listed
          const seat = s.prompt!.seat;
          for (const to of SPACE_IDS) {
            const listed = legal.some((a) => a.type === 'move' && a.to === to && !a.crossings);
            const r = applyAction(s, seat, { type: 'move', to });
            expect(r.ok).toBe(listed);
            if (!r.ok) expect(r.error.code).toMatch(/^ERR_(UNREACHABLE|ILLEGAL_ACTION)/); // explained as for any unlisted action
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('refuses a seat that owes no decision and an index outside the list', () => {
    const s = startGame(randomSetup(5)).state;
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    expect(() => applyListed(cloneState(s), (seat + 1) % 4, legal, 0)).toThrow(/decision/);
    expect(() => applyListed(cloneState(s), seat, legal, legal.length)).toThrow(/index/);
  });
});

describe('cloneState (shape-aware deep copy)', () => {
  it('copies every state of random games deeply: equal, and sharing only what the engine never changes', () => {
    let shared = 0;
    randomGame(randomSetup(31), 12, ({ state, index }) => {
      if (index % 7 !== 0) return;
      const c = cloneState(state);
      expect(c).toEqual(state);
      expect(JSON.stringify(c)).toBe(JSON.stringify(state)); // same keys in the same order
      expectOwnCopy(c, state);
      shared += immutableParts(state).size;
    });
    expect(shared).toBeGreaterThan(0); // the games did reach frames with shared parts
  });

  it('applyAction never writes to its input, the shared parts included: deep-frozen inputs give the same games', () => {
    for (let g = 0; g < 4; g++) {
      const setup = randomSetup(900 + g, 2 + (g % 5));
      let free = startGame(setup).state;
      let frozen = deepFreeze(startGame(setup).state);
      const rng = seedRng(`frozen:${g}`);
      while (!free.finished && free.turn.round <= 20) {
        const seat = free.prompt!.seat;
        const legal = legalActions(free, seat);
        const a = legal[randInt(rng, legal.length)];
        const r1 = applyAction(free, seat, a);
        const r2 = applyAction(frozen, seat, a); // throws if the engine writes to a frozen object
        if (!r1.ok || !r2.ok) throw new Error('refused');
        expect(stateHash(r2.state)).toBe(stateHash(r1.state));
        free = r1.state;
        frozen = deepFreeze(r2.state);
      }
    }
  });

  it('copies deeply the optional parts of a Man in Black game (R20) and of the Goal variant (R21)', () => {
    const cases = [{ key: 'mib', setup: { players: [{}, {}], seed: 61 } }, { key: 'goals', setup: { players: [{}, {}, {}], seed: 62, options: { goals: true } } }];
    for (const { key, setup } of cases) {
      let seen = 0;
      randomGame(setup, 8, ({ state, index }) => {
        if (index % 5 !== 0) return;
        if (key in state) seen++;
        const c = cloneState(state);
        expect(JSON.stringify(c)).toBe(JSON.stringify(state));
        expectOwnCopy(c, state);
      });
      expect(seen).toBeGreaterThan(3);
    }
  });

  it('shares one frozen setup between a state and its copies; a state read back from JSON gets a frozen copy of its own', () => {
    const s = startGame(randomSetup(8)).state;
    const c = cloneState(s);
    expect(c.setup).toBe(s.setup);
    for (const o of objectsOf(s.setup)) expect(Object.isFrozen(o)).toBe(true);
    expect(() => { (c.setup.options as { length: number }).length = 15; }).toThrow(TypeError);
    const read = JSON.parse(JSON.stringify(s)) as GameState; // keys in the same order, setup not frozen
    const c2 = cloneState(read);
    expect(c2).toEqual(s);
    expect(c2.setup).not.toBe(read.setup);
    for (const o of objectsOf(c2.setup)) expect(Object.isFrozen(o)).toBe(true);
    expect(Object.isFrozen(read.setup)).toBe(false);
    c2.players[0].hand.push('XX' as never);
    c2.players[0].items.push({ id: 'mule', upgraded: false });
    expect(read.players[0].hand).toEqual(s.players[0].hand);
    expect(read.players[0].items).toEqual(s.players[0].items);
  });
});

describe('BoundedMemo (memo.ts)', () => {
  it('keeps what was used since the last turnover and drops only what was not', () => {
    const m = new BoundedMemo<string>(3);
    for (const k of [1, 2, 3]) m.set(k, `v${k}`);
    m.set(4, 'v4'); // the young generation is full: 1, 2, 3 become the old one
    expect(m.get(1)).toBe('v1'); // an old hit moves to the young generation
    m.set(5, 'v5');
    m.set(6, 'v6'); // full again (4, 1, 5): 2 and 3, unused since, are dropped
    expect(m.get(2)).toBeUndefined();
    expect(m.get(3)).toBeUndefined();
    for (const k of [1, 4, 5, 6]) expect(m.get(k)).toBe(`v${k}`);
  });
});

describe('route search (memoised, R5.7)', () => {
  it('the search the memoised walks are made of equals a plain breadth-first search for 400 random starts, lengths, blocks and bandits', () => {
    const rng = seedRng('routes');
    for (let n = 0; n < 400; n++) {
      const from = SPACE_IDS[randInt(rng, SPACE_IDS.length)];
      const max = 1 + randInt(rng, 6);
      const blocked = new Set(randInt(rng, 2) ? [SPACE_IDS[randInt(rng, SPACE_IDS.length)]] : []);
      const terminal = new Set(Array.from({ length: randInt(rng, 7) }, () => SPACE_IDS[randInt(rng, SPACE_IDS.length)]));
      const want = reference(from, max, blocked, terminal);
      const got = routes(from, max, (x) => blocked.has(x), (x) => terminal.has(x));
      expect(got.destinations).toEqual([...want.keys()].sort());
      for (let twice = 0; twice < 2; twice++) { // the second time from the search's own cache of routes
        for (const [to, path] of want) expect(got.route(to)).toEqual(path);
      }
      const unreachable = SPACE_IDS.find((x) => !want.has(x));
      if (unreachable) expect(got.route(unreachable)).toBeUndefined();
    }
  });

  it('R5.7 Bloody Knife\'s memoised crossings equal a plain search: every final space and number of crossings, at its shortest', () => {
    // Reference (CONTENT.md §6): a crossing is 2 steps, border -> mesa -> another border of the same
    // mesa; a bandit ends the walk (R5.3); a Wanted player never enters the Sheriff's space (R5.4).
    const shortest = (from: SpaceId, max: number, blocked: SpaceId | null, bandits: readonly SpaceId[]): Map<string, number> => {
      const start = SPACE_IDS.indexOf(from);
      const ok = (i: number) => SPACE_IDS[i] !== blocked;
      const dist = new Map<string, number>([[`${start}/0`, 0]]);
      const queue: [number, number, number][] = [[start, 0, 0]];
      const out = new Map<string, number>();
      for (let i = 0; i < queue.length; i++) {
        const [at, k, d] = queue[i];
        if (k > 0) out.set(`${SPACE_IDS[at]}/${k}`, d);
        if (d >= max || (d > 0 && bandits.includes(SPACE_IDS[at]))) continue;
        const next: [number, number, number][] = NEIGHBOR_INDEX[at].filter(ok).map((nb) => [nb, k, d + 1]);
        if (d + 2 <= max) {
          for (const m of MESAS) {
            const borders = m.borders.map((b) => SPACE_IDS.indexOf(b));
            if (borders.includes(at)) for (const b of borders) if (b !== at && ok(b)) next.push([b, k + 1, d + 2]);
          }
        }
        for (const [nb, nk, nd] of next.sort((a, b) => a[2] - b[2])) {
          const key = `${nb}/${nk}`;
          if ((dist.get(key) ?? Infinity) <= nd) continue;
          dist.set(key, nd);
          queue.push([nb, nk, nd]);
          queue.sort((a, b) => a[2] - b[2]);
        }
      }
      return out;
    };
    const rng = seedRng('crossings');
    const { state } = randomGame(randomSetup(21), 2);
    const s = cloneState(state);
    s.players[0].character = 'bloody-knife';
    s.players[0].legendary = true;
    const near = [...new Set(MESAS.flatMap((m) => m.borders))].sort();
    for (let n = 0; n < 300; n++) {
      s.players[0].pos = randInt(rng, 3) ? near[randInt(rng, near.length)] : SPACE_IDS[randInt(rng, SPACE_IDS.length)];
      s.players[0].wanted = randInt(rng, 2);
      s.sheriff = near[randInt(rng, near.length)];
      s.bandits = HIDEOUTS.filter(() => randInt(rng, 2) === 0);
      const max = 2 + randInt(rng, 5);
      const want = shortest(s.players[0].pos, max, s.players[0].wanted > 0 ? s.sheriff : null, s.bandits);
      for (let twice = 0; twice < 2; twice++) { // the second call comes from the memo
        const got = crossingRoutes(s, 0, max);
        expect(new Map(got.map((r) => [`${r.to}/${r.crossings}`, r.path.length - 1 + r.crossings]))).toEqual(want);
        for (const r of got) expect(r.path[0]).toBe(s.players[0].pos);
      }
    }
  });

  it('spaceIndexOf (a perfect hash) gives each space id its SPACE_IDS index and -1 for anything else', () => {
    SPACE_IDS.forEach((id, i) => {
      expect(spaceIndexOf(id)).toBe(i);
      expect(spaceIndexOf(JSON.parse(JSON.stringify(id)))).toBe(i); // a string of its own, not the interned constant
      expect(spaceIndexOf(id.toUpperCase())).toBe(-1);
      expect(spaceIndexOf(`${id}x`)).toBe(-1);
      expect(spaceIndexOf(id.slice(1))).toBe(-1);
    });
    for (const x of ['', 'a', 'ab', 'abc', 'darkrock', 'not-a-space-at-all']) expect(spaceIndexOf(x)).toBe(-1);
  });

  it('R5.3 R5.4 R5.7 a player\'s walk (bit sets) equals a plain breadth-first search: bandits end it, the Sheriff blocks a Wanted player', () => {
    const rng = seedRng('far-bandits');
    const { state } = randomGame(randomSetup(31), 3);
    const s = cloneState(state);
    const p = s.players[0];
    for (let n = 0; n < 600; n++) {
      p.pos = SPACE_IDS[randInt(rng, SPACE_IDS.length)];
      p.wanted = randInt(rng, 2);
      s.sheriff = SPACE_IDS[randInt(rng, SPACE_IDS.length)];
      s.bandits = HIDEOUTS.filter(() => randInt(rng, 2) === 0);
      const max = 1 + randInt(rng, 6);
      const want = reference(p.pos, max, new Set(p.wanted > 0 ? [s.sheriff] : []), new Set(s.bandits));
      const got = playerWalk(s, 0, max);
      expect(walkDestinations(got)).toEqual([...want.keys()].sort());
      for (const [to, path] of want) expect(walkRoute(got, to)).toEqual(path);
      const unreachable = SPACE_IDS.find((x) => !want.has(x));
      if (unreachable) expect(walkRoute(got, unreachable)).toBeUndefined();
    }
  });

  it('R5.7 a walk of bit sets equals a plain search for 2,000 random starts, lengths, closed spaces and bandits anywhere', () => {
    const rng = seedRng('walks');
    const bits = (xs: Set<SpaceId>) => [...xs].reduce((m, x) => {
      const i = SPACE_IDS.indexOf(x);
      if (i < 32) m[0] |= 1 << i; else m[1] |= 1 << (i - 32);
      return m;
    }, [0, 0]);
    for (let n = 0; n < 2000; n++) {
      const from = SPACE_IDS[randInt(rng, SPACE_IDS.length)];
      const max = 1 + randInt(rng, 8);
      const blocked = new Set(Array.from({ length: randInt(rng, 4) }, () => SPACE_IDS[randInt(rng, SPACE_IDS.length)]));
      const terminal = new Set(Array.from({ length: randInt(rng, 12) }, () => SPACE_IDS[randInt(rng, SPACE_IDS.length)]));
      const want = reference(from, max, blocked, terminal);
      const [bLo, bHi] = bits(blocked), [tLo, tHi] = bits(terminal);
      const got = walk(SPACE_IDS.indexOf(from), max, bLo, bHi, tLo, tHi);
      expect(walkDestinations(got)).toEqual([...want.keys()].sort());
      for (const [to, path] of want) expect(walkRoute(got, to)).toEqual(path);
    }
  });

  it('R12.2 the Sheriff\'s memoised walk equals a plain search from every start and length, with no stop and with each single stop', () => {
    // Every key of one stop or none, so two walks whose memo keys collide would meet here.
    for (const from of SPACE_IDS) {
      for (let max = 1; max <= 6; max++) {
        for (const stop of [null, ...SPACE_IDS]) {
          const stops = stop ? [stop] : [];
          const want = reference(from, max, new Set(), new Set(stops));
          const got = stoppingWalk(from, max, stops);
          expect(got.destinations).toEqual([...want.keys()].sort());
        }
      }
    }
  });

  it('R12.2 the Sheriff\'s memoised walk, stopping on Wanted players, equals a plain search whatever stands out of reach', () => {
    const rng = seedRng('sheriff-walks');
    for (let n = 0; n < 600; n++) {
      const from = SPACE_IDS[randInt(rng, SPACE_IDS.length)];
      const max = 1 + randInt(rng, 6);
      const stops = Array.from({ length: randInt(rng, 7) }, () => SPACE_IDS[randInt(rng, SPACE_IDS.length)]);
      const want = reference(from, max, new Set(), new Set(stops));
      const got = stoppingWalk(from, max, stops);
      expect(got.destinations).toEqual([...want.keys()].sort());
      for (const [to, path] of want) expect(got.route(to)).toEqual(path);
    }
  });
});
