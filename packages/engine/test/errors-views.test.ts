// Bad input gets a clear, stable error and changes nothing (the engine contract, R4); views
// show each seat only what it may know (R23).
import { describe, expect, it } from 'vitest';
import {
  applyAction, applyActionInPlace, CHARACTER_IDS, cloneState, createGame, ERROR_CODES, FIGHT_CARD_IDS, legalActions, randInt, redactEvent, replay, RuleError,
  seedRng, sharedViewFor, viewFor, type Action, type Setup, type CardId, type GameState, type PlayerView,
} from '../src/index.js';
import { scenario, type Scenario } from './builder.js';
import { randomGame, randomSetup } from './random-games.js';

const WORK: Action = { type: 'work' };

/** Applies a refused action and returns its error, checking that the input state did not change. */
function refused(s: GameState, seat: number, action: unknown): RuleError {
  const before = JSON.stringify(s);
  const r = applyAction(s, seat, action as Action);
  expect(r.ok).toBe(false);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error('accepted');
  return r.error;
}

/** Recursively freezes plain data, so that any write throws (ES modules are strict). */
function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

const MALFORMED: [string, unknown][] = [
  ['an empty object', {}],
  ['a move without a destination', { type: 'move' }],
  ['a move to an unknown space', { type: 'move', to: 'nowhere' }],
  ['a move with an extra field', { type: 'move', to: 'darkrock-bank', steps: 2 }],
  ['work with an extra field', { type: 'work', extra: 1 }],
  ['null', null],
  ['undefined', undefined],
  ['a string', 'work'],
  ['a number', 42],
  ['an array', [{ type: 'work' }]],
  ['an unknown type', { type: 'fly' }],
  ['a type that is not a string', { type: 7 }],
  ['an inherited property name as type', { type: 'toString' }],
  ['a prototype key as type', JSON.parse('{"type":"__proto__"}')],
  ['an unknown benefit', { type: 'takeBenefit', benefit: 'gold' }],
  ['a fight target given as text', { type: 'fight', target: '1', kind: 'duel' }],
  ['a fractional seat', { type: 'fight', target: 1.5, kind: 'duel' }],
  ['an unknown fight kind', { type: 'fight', target: 1, kind: 'brawl' }],
  ['a buy without activate', { type: 'buy', item: 'revolver' }],
  ['an unknown card', { type: 'playCard', card: '1H' }],
  ['an unknown item', { type: 'buy', item: 'dynamite', activate: true }],
];

describe('R4 the engine contract: bad input outside applyAction (audit of 3 Dec 2026)', () => {
  /** The RuleError `f` throws (the test fails when it throws anything else, or nothing). */
  const ruleError = (f: () => unknown): RuleError => {
    try {
      f();
    } catch (e) {
      if (e instanceof RuleError) return e;
      throw e;
    }
    throw new Error('no error');
  };

  it('R23 viewFor refuses a seat that is not in the game with ERR_BAD_SEAT, also in the Goal variant and at poker', () => {
    const g = createGame({ players: CHARACTER_IDS.slice(0, 3).map((character) => ({ character })), seed: 1, options: { goals: true } });
    for (const bad of [7, -1, 1.5, Number.NaN, 'mib', null]) expect(ruleError(() => viewFor(g, bad as never)).code).toBe('ERR_BAD_SEAT');
    expect(viewFor(g, 2).viewer).toBe(2);
    expect(viewFor(g, 'spectator').you).toBeNull();
  });

  it('R3 createGame refuses player entries that are not objects, gaps, a name that is not text and options that are not an object', () => {
    const players = (...p: unknown[]) => p as Setup['players'];
    for (const setup of [
      { players: players(null, {}, {}), seed: 1 }, { players: players({}, null, {}), seed: 1, characters: 'deal' as const },
      { players: new Array(3) as Setup['players'], seed: 1 }, { players: players({}, undefined, {}), seed: 1 },
      { players: players({ name: {} }, {}, {}), seed: 1 }, { players: players({}, {}, {}), seed: 1, options: 1 as never },
      { players: players({}, {}, {}), seed: 1, options: [] as never }, { players: players({}, {}, {}), seed: 1, options: true as never },
    ]) expect(ruleError(() => createGame(setup)).code).toBe('ERR_BAD_SETUP');
  });

  it('R4 replay refuses a log that is not a list of entries with ERR_BAD_SAVE', () => {
    const setup: Setup = { players: [{}, {}, {}], seed: 1 };
    for (const log of [null, 'abc', {}, [null], new Array(2)]) expect(ruleError(() => replay(setup, log as never)).code).toBe('ERR_BAD_SAVE');
  });

  it('R4 the fast path refuses a non-object action with ERR_MALFORMED_ACTION', () => {
    const s = cloneState(scenario(3).turnOf(0).s);
    for (const a of [null, undefined, 5]) expect(ruleError(() => applyActionInPlace(s, 0, a as never)).code).toBe('ERR_MALFORMED_ACTION');
  });
});

describe('R4 the engine contract: refused input', () => {
  it.each(MALFORMED)('R4 a malformed action (%s) is refused with ERR_MALFORMED_ACTION and changes nothing', (_label, action) => {
    const t = scenario(3).turnOf(0);
    for (const seat of [0, 1]) {
      const err = refused(t.s, seat, action);
      expect(err.code).toBe('ERR_MALFORMED_ACTION');
      expect(err.rule).toBe('R4');
    }
  });

  it('R4 a seat that owes no decision is refused with ERR_NOT_YOUR_DECISION and the rule of the pending decision', () => {
    const t = scenario(3).turnOf(0);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'action', rule: 'R4.2' });
    for (const seat of [1, 2, 3, -1, 99, 0.5, Number.NaN]) {
      const err = refused(t.s, seat, WORK);
      expect(err.code).toBe('ERR_NOT_YOUR_DECISION');
      expect(err.rule).toBe('R4.2');
    }
    expect(legalActions(t.s, 1)).toEqual([]);
    // Also while another seat owes a decision inside the active player's turn (R10.1: the chooser).
    const f = scenario(3).at(0, 'mesitos-point-4').bandits(['mesitos-point-hideout']).hand(0, ['9H']).fightTop(['F8', 'FJ']).turnOf(0);
    f.act(0, { type: 'move', to: 'mesitos-point-hideout' });
    expect(f.s.prompt).toEqual({ seat: 2, kind: 'chooseNpcCard', rule: 'R10.1' });
    const err = refused(f.s, 0, { type: 'chooseFightCard', card: 'F8' });
    expect(err.code).toBe('ERR_NOT_YOUR_DECISION');
    expect(err.rule).toBe('R10.1');
  });

  it('R4 a well-formed action of the wrong kind is refused with ERR_WRONG_DECISION', () => {
    const t = scenario(3).turnStart(0);
    let err = refused(t.s, 0, WORK);
    expect([err.code, err.rule]).toEqual(['ERR_WRONG_DECISION', 'R4.1']);
    err = refused(t.s, 0, { type: 'discard', card: '2H' });
    expect([err.code, err.rule]).toEqual(['ERR_WRONG_DECISION', 'R4.1']);
    t.act(0, { type: 'takeBenefit', benefit: 'money' });
    err = refused(t.s, 0, { type: 'takeBenefit', benefit: 'cards' });
    expect([err.code, err.rule]).toEqual(['ERR_WRONG_DECISION', 'R4.2']);
    err = refused(t.s, 0, { type: 'keepCharacter', character: 'billy-the-kid' });
    expect([err.code, err.rule]).toEqual(['ERR_WRONG_DECISION', 'R4.2']);
    // At a hand-limit discard, only discards fit.
    const d = scenario(3).hand(0, ['2H', '3H', '4H', '5H', '6H', '7H']).turnOf(0, 1);
    d.act(0, WORK);
    expect(d.s.prompt).toEqual({ seat: 0, kind: 'discard', rule: 'R15.3' });
    err = refused(d.s, 0, WORK);
    expect([err.code, err.rule]).toEqual(['ERR_WRONG_DECISION', 'R15.3']);
    err = refused(d.s, 0, { type: 'playCard', card: '2H' });
    expect([err.code, err.rule]).toEqual(['ERR_WRONG_DECISION', 'R15.3']);
    // A discard of a card not in hand is the right kind but not a legal choice.
    err = refused(d.s, 0, { type: 'discard', card: 'KS' });
    expect(err.code).toBe('ERR_NO_CARD');
  });

  it('R4 every RuleError carries a stable code, a rule id and a sentence', () => {
    const t = scenario(3).turnOf(0);
    const errors: RuleError[] = [
      refused(t.s, 0, {}),
      refused(t.s, 1, WORK),
      refused(t.s, 0, { type: 'takeBenefit', benefit: 'money' }),
      refused(t.s, 0, { type: 'move', to: 'red-falls-doctor' }),
      refused(t.s, 0, { type: 'heal' }),
    ];
    try {
      createGame({ players: [{}, {}], seed: 1, options: { manInBlack: false } }); // R20.1: 2 players need the Man in Black
    } catch (e) {
      errors.push(e as RuleError);
    }
    expect(errors.map((e) => e.code)).toEqual([
      'ERR_MALFORMED_ACTION', 'ERR_NOT_YOUR_DECISION', 'ERR_WRONG_DECISION', 'ERR_UNREACHABLE', 'ERR_NOT_HERE', 'ERR_BAD_SETUP',
    ]);
    for (const e of errors) {
      expect(e).toBeInstanceOf(RuleError);
      expect(e).toBeInstanceOf(Error);
      expect(ERROR_CODES).toContain(e.code);
      expect(e.rule).toMatch(/^R\d+(\.\d+)?$/);
      expect(typeof e.message).toBe('string');
      expect(e.message.length).toBeGreaterThan(5);
      expect(e.toJSON()).toEqual({ code: e.code, rule: e.rule, message: e.message });
      expect(JSON.parse(JSON.stringify(e))).toEqual({ code: e.code, rule: e.rule, message: e.message });
    }
  });

  it('R23 a view is its viewer\'s own copy: it shares no object with the state (2-player, goals and 5-player games)', () => {
    const objects = (x: unknown, out = new Set<object>()): Set<object> => {
      if (x !== null && typeof x === 'object' && !out.has(x)) { out.add(x); for (const v of Object.values(x)) objects(v, out); }
      return out;
    };
    const setups = [randomSetup(41, 2), randomSetup(42, 4, { goals: true }), randomSetup(43, 5)];
    let checked = 0;
    for (const setup of setups) {
      randomGame(setup, 12, ({ state, seat, index }) => {
        if (index % 9 !== 0) return;
        const mine = objects(state);
        for (const viewer of [seat, 'spectator'] as const) for (const o of objects(viewFor(state, viewer))) expect(mine.has(o)).toBe(false);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('R23 sharedViewFor (search playouts) is the same view as viewFor, built on the state\'s own lists', () => {
    const setups = [randomSetup(44, 2), randomSetup(45, 4, { goals: true }), randomSetup(46, 6)];
    let checked = 0;
    for (const setup of setups) {
      randomGame(setup, 12, ({ state, seat, index }) => {
        if (index % 7 !== 0) return;
        for (const viewer of [seat, 'spectator'] as const) expect(sharedViewFor(state, viewer)).toEqual(viewFor(state, viewer));
        const shared = sharedViewFor(state, seat);
        expect(shared.you!.hand).toBe(state.players[seat].hand); // not a copy: read only
        expect(shared.bandits).toBe(state.bandits);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(50);
    expect(() => sharedViewFor(createGame({ players: [{}, {}, {}], seed: 1 }), 3)).toThrow(RuleError);
  });

  it('R23 sharedViewFor refilling one view step after step (into) equals viewFor at every step, whoever decides', () => {
    // 2 players bring the Man in Black, 4 the Goal variant: the optional parts of a view are refilled too.
    const setups = [randomSetup(47, 2), randomSetup(48, 4, { goals: true }), randomSetup(49, 6), randomSetup(50, 3)];
    let checked = 0;
    for (const setup of setups) {
      let into: PlayerView | undefined;
      randomGame(setup, 20, ({ state, seat }) => {
        const v = sharedViewFor(state, seat, into);
        if (into) expect(v).toBe(into); // the same object, refilled
        expect(v).toStrictEqual(viewFor(state, seat));
        into = v;
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(1000);
    const s = createGame({ players: [{}, {}, {}], seed: 2 });
    const v = sharedViewFor(s, 0);
    expect(() => sharedViewFor(s, 3, v)).toThrow(RuleError);
    expect(sharedViewFor(s, 'spectator', v)).not.toBe(v); // a spectator's view has no `you`: built anew
    expect(sharedViewFor(s, 'spectator', v)).toStrictEqual(viewFor(s, 'spectator'));
  });

  it('R4 applyAction never mutates its input state, accepted or refused', () => {
    let s = createGame({ players: [{}, {}, {}, {}], characters: 'deal', seed: 'no-mutation' });
    const rng = seedRng('pick');
    for (let step = 0; step < 400 && !s.finished; step++) {
      const seat = s.prompt!.seat;
      const legal = legalActions(s, seat);
      const before = JSON.stringify(s);
      const frozen = deepFreeze(JSON.parse(before) as GameState);
      // Refused actions on a frozen copy: still refused, nothing written.
      for (const bad of [{}, WORK, { type: 'pass' }] as Action[]) applyAction(frozen, (seat + 1) % 4, bad);
      // The chosen action applies on a frozen copy too: the engine works on its own copy.
      const a = legal[randInt(rng, legal.length)];
      const onFrozen = applyAction(frozen, seat, a);
      const r = applyAction(s, seat, a);
      expect(onFrozen.ok).toBe(true);
      expect(r.ok).toBe(true);
      expect(JSON.stringify(s)).toBe(before);
      if (!r.ok || !onFrozen.ok) throw new Error('refused');
      expect(r.state).not.toBe(s);
      expect(JSON.stringify(onFrozen.state)).toBe(JSON.stringify(r.state));
      s = r.state;
    }
    // The returned state shares nothing with its input.
    const seat = s.prompt!.seat;
    const r = applyAction(s, seat, legalActions(s, seat)[0]);
    if (!r.ok) throw r.error;
    const before = JSON.stringify(s);
    r.state.players[0].money = 999;
    r.state.players[1].hand.push('2H');
    r.state.bandits.push('darkrock-bank');
    expect(JSON.stringify(s)).toBe(before);
  });
});

/** The card ids and other secret values that must not appear in a view's JSON text. */
function expectAbsent(view: PlayerView, secrets: readonly string[]): void {
  const text = JSON.stringify(view);
  for (const x of secrets) expect(text).not.toContain(`"${x}"`);
}

/** A table where seats 0 and 1 hold known cards and cattle tokens. */
function table(): Scenario {
  const t = scenario(3)
    .hand(0, ['AH', '7C', '3D'])
    .hand(1, ['KS', '9D', '5C', '2S'])
    .hand(2, ['QH']);
  t.set(0, { cattle: 'green-4' }).set(1, { cattle: 'blue-2' });
  t.s.ranches.green = t.s.ranches.green.filter((c) => c !== 'green-4');
  t.s.ranches.blue = t.s.ranches.blue.filter((c) => c !== 'blue-2');
  return t.turnOf(0);
}

describe('R23 views', () => {
  it('R23.1 a seat sees its own hand and its own cattle token', () => {
    const t = table();
    const v = viewFor(t.s, 0);
    expect(v.viewer).toBe(0);
    expect(v.you).toEqual({ seat: 0, hand: t.p(0).hand, cattle: 'green-4', dealt: [] });
    expect([...v.you!.hand].sort()).toEqual(['3D', '7C', 'AH']);
    expect(viewFor(t.s, 1).you).toMatchObject({ seat: 1, cattle: 'blue-2' });
    expect([...viewFor(t.s, 1).you!.hand].sort()).toEqual(['2S', '5C', '9D', 'KS']);
  });

  it('R23.1 other players show only their hand size and the colour of their cattle', () => {
    const t = table();
    const v = viewFor(t.s, 0);
    expect(v.players.map((p) => p.handSize)).toEqual([3, 4, 1]);
    expect(v.players.map((p) => p.cattle)).toEqual(['green', 'blue', null]);
    expectAbsent(v, ['KS', '9D', '5C', '2S', 'QH', 'blue-2']);
    expectAbsent(viewFor(t.s, 1), ['AH', '7C', '3D', 'QH', 'green-4']);
    expectAbsent(viewFor(t.s, 2), ['AH', '7C', '3D', 'KS', '9D', '5C', '2S', 'green-4', 'blue-2']);
  });

  it('R23.3 public facts about every player are in every view', () => {
    const t = table().items(1, [['mustang', 'upgraded'], 'rifle', 'whiskey']);
    t.set(1, { money: 70, nuggets: 3, wounds: 2, lp: 6, wanted: 4, pos: 'red-falls-doctor', legendary: true });
    for (const viewer of [0, 2, 'spectator'] as const) {
      const p = viewFor(t.s, viewer).players[1];
      expect(p).toEqual({
        seat: 1, name: t.p(1).name, character: 'wild-bill-hickok', pos: 'red-falls-doctor', money: 70, nuggets: 3, lp: 6, wounds: 2,
        marshal: 0, wanted: 4, handSize: 4, items: [{ id: 'mustang', upgraded: true }, { id: 'rifle', upgraded: false }, { id: 'whiskey', upgraded: false }],
        activeWeapon: 'rifle', activeMount: 'mustang', cattle: 'blue', legendary: true,
      });
    }
  });

  it('R23.1 the spectator view has no "you" and no hand or cattle token of anyone', () => {
    const t = table();
    const v = viewFor(t.s, 'spectator');
    expect(v.viewer).toBe('spectator');
    expect(v.you).toBeNull();
    expect(v.players.map((p) => p.handSize)).toEqual([3, 4, 1]);
    expectAbsent(v, ['AH', '7C', '3D', 'KS', '9D', '5C', '2S', 'QH', 'green-4', 'blue-2']);
  });

  it('R23.2 no view contains the order of any deck or stack, nor the RNG', () => {
    const t = table();
    const s = t.s;
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const v = viewFor(s, viewer);
      for (const key of ['rng', 'pokerDeck', 'fightDeck', 'storyDecks', 'ranches', 'box', 'stack', 'dealt']) expect(Object.keys(v)).not.toContain(key);
      expectAbsent(v, [
        ...s.pokerDeck, ...FIGHT_CARD_IDS, ...s.storyDecks[0], ...s.storyDecks[1], ...s.ranches.green, ...s.ranches.blue, ...s.box,
      ]);
      const text = JSON.stringify(v);
      for (const word of s.rng) expect(text).not.toContain(String(word));
      expect(v.pokerDeckSize).toBe(s.pokerDeck.length);
      expect(v.fightDeckSize).toBe(13);
      expect(v.storyDeckSizes).toEqual([19, 19]);
      expect(v.ranchSizes).toEqual({ green: 5, blue: 5 });
      expect(v.stories).toEqual(s.stories);
    }
    // The box holds the characters not in play: secret too (they were dealt or left out).
    expect(s.box.length).toBe(CHARACTER_IDS.length - 3);
  });

  it('R23.3 a card discarded from a hand becomes public, the rest of that hand stays secret', () => {
    const t = table();
    t.hand(1, ['KS', '9D', '5C', '2S', 'JC', '8H', '4D']).turnOf(1, 1);
    t.act(1, WORK);
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'discard', rule: 'R15.3' });
    t.act(1, { type: 'discard', card: 'JC' });
    t.act(1, { type: 'discard', card: '8H' });
    const v = viewFor(t.s, 0);
    expect(v.pokerDiscard).toEqual(['JC', '8H']);
    expect(v.players[1].handSize).toBe(5);
    expectAbsent(v, ['KS', '9D', '5C', '2S', '4D']);
  });

  it('R23.2 a face-down fight card is seen only by its owner until the reveal', () => {
    const t = scenario(3).items(0, []).items(1, []).at(0, 'darkrock-center').at(1, 'darkrock-center')
      .hand(0, ['9C']).hand(1, ['5H', 'TS']).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'placeFightCard', rule: 'R9.4' });
    t.act(0, { type: 'playCard', card: '9C' });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'fleeOrFight' });
    expect(viewFor(t.s, 0).fight).toMatchObject({ attackerPlaced: true, attackerCard: '9C', revealed: false });
    for (const viewer of [1, 2, 'spectator'] as const) {
      const v = viewFor(t.s, viewer);
      expect(v.fight).toMatchObject({ kind: 'duel', attacker: 0, target: 1, attackerPlaced: true, attackerCard: null, revealed: false });
      expectAbsent(v, ['9C']);
    }
    t.act(1, { type: 'playCard', card: '5H' });
    // Revealed and discarded: public now.
    expect(t.ofType('fightRevealed')[0].data).toMatchObject({ attackerCard: '9C', targetCard: '5H' });
    const after = viewFor(t.s, 2);
    expect(after.pokerDiscard).toEqual(expect.arrayContaining(['9C', '5H']));
    expect(after.fight).toBeNull();
    expectAbsent(after, ['TS']);
  });

  it('R23.2 the fight cards drawn for a bandit are seen only by the chooser', () => {
    const t = scenario(3).at(0, 'mesitos-point-4').bandits(['mesitos-point-hideout']).hand(0, ['9H']).fightTop(['F8', 'FJ']).turnOf(0);
    t.act(0, { type: 'move', to: 'mesitos-point-hideout' });
    expect(t.s.prompt).toEqual({ seat: 2, kind: 'chooseNpcCard', rule: 'R10.1' });
    expect(viewFor(t.s, 2).fight).toMatchObject({ drawnCount: 2, drawn: ['F8', 'FJ'] });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = viewFor(t.s, viewer);
      expect(v.fight).toMatchObject({ kind: 'bandit', drawnCount: 2, drawn: null, npcCard: null });
      expectAbsent(v, ['F8', 'FJ']);
    }
    t.act(2, { type: 'chooseFightCard', card: 'F8' });
    expect(viewFor(t.s, 2).fight!.npcCard).toBe('F8');
    expect(viewFor(t.s, 0).fight!.npcCard).toBeNull();
    expectAbsent(viewFor(t.s, 0), ['F8', 'FJ']);
  });

  it('R23.1 the cards drawn appear only in the drawer\'s copy of the event', () => {
    const t = scenario(3).deckTop(['QD', '6S']).turnStart(0);
    const events = t.act(0, { type: 'takeBenefit', benefit: 'cards' });
    const drawn = events.find((e) => e.type === 'cardsDrawn')!;
    expect(redactEvent(drawn, 0).data).toMatchObject({ count: 2, cards: ['QD', '6S'] });
    for (const viewer of [1, 2, 'spectator'] as const) {
      const e = redactEvent(drawn, viewer);
      expect(e.data).toMatchObject({ count: 2 });
      expect(e.secret).toBeUndefined();
      expect(JSON.stringify(e)).not.toContain('QD');
      expect(JSON.stringify(e)).not.toContain('6S');
    }
  });

  it('R23.1 the view is a copy: changing it does not change the game', () => {
    const t = table();
    const before = JSON.stringify(t.s);
    const v = viewFor(t.s, 0);
    v.you!.hand.push('2C' as CardId);
    v.players[1].items.push({ id: 'rifle', upgraded: true });
    v.bandits.length = 0;
    v.pokerDiscard.push('2D');
    expect(JSON.stringify(t.s)).toBe(before);
  });
});
