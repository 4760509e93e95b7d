import { describe, expect, it } from 'vitest';
import { distance, finalScores, redactEvent, SPACE_IDS, viewFor, type CardId, type GameEvent, type ItemId, type SpaceId } from '../src/index.js';
import { rngForRolls, scenario, type Scenario } from './builder.js';

type Items = Parameters<Scenario['items']>[1];
const HERE: SpaceId = 'darkrock-center';

// Fight cards below are chosen without BONUS effects (CONTENT.md §3), and every fighter holds
// exactly the card it plays, so only items change the values.

/** Seats 0 (attacker, active) and 1 (target) in the same space with these items and hands. */
function duelists(a: Items, b: Items, aHand: CardId[], bHand: CardId[]): Scenario {
  return scenario().at(0, HERE).at(1, HERE).items(0, a).items(1, b).hand(0, aHand).hand(1, bHand).bandits([]).turnOf(0);
}

/** Seat 0 duels seat 1, each playing one card; returns the result event. */
function duel(t: Scenario, aCard: CardId, bCard: CardId): GameEvent {
  t.act(0, { type: 'fight', target: 1, kind: 'duel' });
  t.next({ type: 'playCard', card: aCard });
  t.next({ type: 'playCard', card: bCard });
  return t.ofType('fightResolved').at(-1)!;
}

/** Seat 1 walks onto a bandit and fights it: seat 0 chooses `npc`, seat 1 plays `card`. */
function banditFight(items: Items, card: CardId, npc: 'FJ' | 'F3' | 'F2'): Scenario {
  const t = scenario().at(1, 'spikes-view-2').items(1, items).hand(1, [card]).bandits(['spikes-view-hideout']).turnOf(1);
  t.fightTop([npc, 'FQ']);
  t.act(1, { type: 'move', to: 'spikes-view-hideout' });
  t.next({ type: 'chooseFightCard', card: npc });
  t.next({ type: 'playCard', card });
  return t;
}

const shotgunDraws = (t: Scenario, seat: number) => t.ofType('cardsDrawn').filter((e) => e.seat === seat && e.data!.why === 'shotgun');

describe('R16 weapons', () => {
  it('R16.3 the base Revolver has no fight effect', () => {
    const t = duelists(['revolver'], ['revolver'], ['9H'], ['TH']);
    const e = duel(t, '9H', 'TH');
    expect(e.data).toMatchObject({ attackerValue: 9, targetValue: 10 });
    expect(t.ofType('fightResolved').at(-1)!.data).toMatchObject({ winner: 1 });
  });

  for (const w of ['revolver', 'shotgun', 'rifle'] as ItemId[]) {
    it(`R16.3 an upgraded ${w} lowers the card a player plays against you by 1`, () => {
      const t = duelists([[w, 'upgraded']], [], ['9H'], ['TH']);
      const e = duel(t, '9H', 'TH');
      expect(e.data).toMatchObject({ attackerValue: 9, targetValue: 9 });
      // The tie goes to the active player (R9.7): a won Duel gives 2 LP.
      expect(t.p(0).lp).toBe(2);
    });
  }

  it('R16.3 an upgraded weapon works for the target too: the attacker\'s card is −1', () => {
    const t = duelists([], [['revolver', 'upgraded']], ['KH'], ['KD']);
    const e = duel(t, 'KH', 'KD');
    expect(e.data).toMatchObject({ attackerValue: 12, targetValue: 13 });
    expect(t.ofType('fightResolved').at(-1)!.data).toMatchObject({ winner: 1 });
    expect(t.p(0).lp).toBe(0);
  });

  it('R16.3 the −1 never takes a card below 2 (R9.7)', () => {
    const t = duelists([['rifle', 'upgraded']], [], ['3H'], ['2C']);
    const e = duel(t, '3H', '2C');
    expect(e.data).toMatchObject({ attackerValue: 3, targetValue: 2 });
  });

  it('R16.3 both upgraded weapons apply, each to the other side\'s card', () => {
    const t = duelists([['shotgun', 'upgraded']], [['revolver', 'upgraded']], ['JH'], ['QC']);
    const e = duel(t, 'JH', 'QC');
    expect(e.data).toMatchObject({ attackerValue: 10, targetValue: 11 });
  });

  it('R16.1 only the active weapon counts: an owned upgraded Revolver does nothing while the Shotgun is active', () => {
    const t = duelists(['shotgun', ['revolver', 'upgraded']], [], ['9H'], ['TH']);
    expect(t.p(0).activeWeapon).toBe('shotgun');
    const e = duel(t, '9H', 'TH');
    expect(e.data).toMatchObject({ attackerValue: 9, targetValue: 10 });
  });

  it('R16.3 upgraded weapons never lower NPC fight cards', () => {
    // J against the bandit's FJ: a tie, which the NPC wins (R10.5); with −1 the player would win.
    const t = banditFight([['revolver', 'upgraded']], 'JH', 'FJ');
    expect(t.ofType('fightResolved').at(-1)!.data).toMatchObject({ attackerValue: 11, targetValue: 11 });
    expect(t.ofType('fightResolved').at(-1)!.data).toMatchObject({ winner: null, loser: 1 });
  });

  it('R16.3 the Shotgun draws 1 poker card after its owner wins a fight as the attacker', () => {
    const t = duelists(['shotgun'], [], ['AS'], ['2C']).deckTop(['4H', '5H']);
    duel(t, 'AS', '2C');
    expect(shotgunDraws(t, 0)).toHaveLength(1);
    expect(t.p(0).hand).toHaveLength(1);
    // The loser draws 1 for the loser's penalty (R9.8).
    expect(t.p(1).hand).toHaveLength(1);
    expect([...t.p(0).hand, ...t.p(1).hand].sort()).toEqual(['4H', '5H']);
  });

  it('R16.3 the Shotgun draws after a fight won as the target', () => {
    const t = duelists([], ['shotgun'], ['2C'], ['AS']);
    duel(t, '2C', 'AS');
    expect(shotgunDraws(t, 1)).toHaveLength(1);
    expect(t.p(1).hand).toHaveLength(1);
  });

  it('R16.3 the Shotgun draws nothing after a lost fight', () => {
    const t = duelists(['shotgun'], [], ['2C'], ['AS']);
    duel(t, '2C', 'AS');
    expect(shotgunDraws(t, 0)).toHaveLength(0);
    expect(t.p(0).hand).toHaveLength(1); // the loser's penalty only
  });

  it('R16.3 the Shotgun draws when the other side flees (a won fight)', () => {
    const t = duelists(['shotgun'], [], ['AS'], ['2C']);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    t.next({ type: 'playCard', card: 'AS' });
    t.next({ type: 'flee' });
    expect(shotgunDraws(t, 0)).toHaveLength(1);
  });

  it('R16.3 the Shotgun draws after beating a bandit', () => {
    const t = banditFight(['shotgun'], 'AS', 'F2');
    expect(shotgunDraws(t, 1)).toHaveLength(1);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'banditReward' });
  });

  it('R16.3 the upgraded Shotgun both lowers the card against you and draws after a win', () => {
    const t = duelists([['shotgun', 'upgraded']], [], ['9H'], ['TH']);
    const e = duel(t, '9H', 'TH');
    expect(e.data).toMatchObject({ attackerValue: 9, targetValue: 9 });
    expect(shotgunDraws(t, 0)).toHaveLength(1);
  });

  it('R16.3 the base Rifle shows its attacker 2 random cards of the target\'s hand, to the attacker only', () => {
    const target: CardId[] = ['4C', '5C', '6C'];
    const t = duelists(['rifle'], [], ['AS'], target);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    const e = t.ofType('handPeeked').at(-1)!;
    expect(e).toMatchObject({ seat: 0, kind: 'rifle', data: { of: 1, count: 2 } });
    expect(e.secret!.to).toEqual([0]);
    const cards = e.secret!.data.cards as CardId[];
    expect(cards).toHaveLength(2);
    expect(new Set(cards).size).toBe(2);
    for (const c of cards) expect(target).toContain(c);
    // Nobody else sees them (R23.4).
    expect(JSON.stringify(redactEvent(e, 1))).not.toMatch(/[456]C/);
    expect(JSON.stringify(redactEvent(e, 2))).not.toMatch(/[456]C/);
    expect(redactEvent(e, 0).data!.cards).toEqual(cards);
  });

  it('R16.3 the base Rifle shows the whole hand when the target holds fewer than 2 cards', () => {
    const t = duelists(['rifle'], [], ['AS'], ['7C']);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    expect(t.ofType('handPeeked').at(-1)!.secret!.data.cards).toEqual(['7C']);
  });

  it('R16.3 the base Rifle does nothing for the target of a fight', () => {
    const t = duelists([], ['rifle'], ['AS', '4C'], ['5C']);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    expect(t.ofType('handPeeked')).toHaveLength(0);
  });

  it('R16.3 the upgraded Rifle shows the whole hand, also to the target of a fight', () => {
    const t = duelists([], [['rifle', 'upgraded']], ['AS', '4C', '7S'], ['5C']);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    const e = t.ofType('handPeeked').at(-1)!;
    expect(e).toMatchObject({ seat: 1, data: { of: 0, count: 3 }, secret: { to: [1] } });
    expect([...(e.secret!.data.cards as CardId[])].sort()).toEqual(['4C', '7S', 'AS']);
  });

  it('R16.3 the upgraded Rifle shows the attacker the target\'s whole hand', () => {
    const t = duelists([['rifle', 'upgraded']], [], ['AS'], ['4C', '5C', '6C', '7C']);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    const e = t.ofType('handPeeked').at(-1)!;
    expect([...(e.secret!.data.cards as CardId[])].sort()).toEqual(['4C', '5C', '6C', '7C']);
  });

  it('R16.1 an owned Rifle that is not active shows nothing', () => {
    const t = duelists(['revolver', ['rifle', 'upgraded']], [], ['AS'], ['4C', '5C']);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    expect(t.ofType('handPeeked')).toHaveLength(0);
  });

  it('R16.3 the Rifle peeks only in fights with a player, not with a bandit', () => {
    const t = banditFight([['rifle', 'upgraded']], 'AS', 'F2');
    expect(t.ofType('handPeeked')).toHaveLength(0);
  });
});

describe('R16 mounts', () => {
  /** Spaces exactly n steps from a space. */
  const ring = (from: SpaceId, n: number) => SPACE_IDS.filter((x) => distance(from, x) === n);

  const cases: [string, Items, number][] = [
    ['Mule', ['mule'], 3], ['upgraded Mule', [['mule', 'upgraded']], 4],
    ['Mustang', ['mustang'], 4], ['upgraded Mustang', [['mustang', 'upgraded']], 5],
  ];
  for (const [name, items, n] of cases) {
    it(`R16.3 the ${name} moves ${n}`, () => {
      const t = scenario().at(1, HERE).items(1, items).bandits([]).turnOf(1);
      for (const x of ring(HERE, n)) expect(t.can(1, { type: 'move', to: x })).toBe(true);
      for (const x of ring(HERE, n + 1)) expect(t.can(1, { type: 'move', to: x })).toBe(false);
    });
  }

  it('R16.5 the Mule lets its owner carry 6 nuggets, even while it is not the active mount', () => {
    const t = scenario().at(1, 'sunny-hills-mine').items(1, ['mustang', 'mule']).set(1, { nuggets: 5 }).bandits([]).turnOf(1);
    expect(t.p(1).activeMount).toBe('mustang');
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'nugget']]);
    t.act(1, { type: 'prospect' });
    expect(t.p(1).nuggets).toBe(6);
  });

  it('R16.5 without a Mule the limit stays 4 nuggets (R2.2)', () => {
    const t = scenario().at(1, 'sunny-hills-mine').items(1, ['mustang']).set(1, { nuggets: 4 }).bandits([]).turnOf(1);
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'nugget']]);
    t.act(1, { type: 'prospect' });
    expect(t.p(1).nuggets).toBe(4);
  });

  it('R16.5 with a Mule a 5th and 6th nugget count, a 7th does not', () => {
    const t = scenario().at(1, 'sunny-hills-mine').items(1, [['mule', 'upgraded']]).set(1, { nuggets: 4 }).bandits([]).turnOf(1);
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'nugget']]);
    t.act(1, { type: 'prospect' });
    expect(t.p(1).nuggets).toBe(6);
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'gravel']]);
    t.act(1, { type: 'prospect' });
    expect(t.p(1).nuggets).toBe(6);
  });
});

describe('R16 Whiskey', () => {
  /** Seat 1 owns Whiskey and stands next to HERE; `others` stand on HERE. */
  function whiskey(others: number[]): Scenario {
    const t = scenario().at(1, 'darkrock-bank').items(1, ['whiskey']).bandits([]);
    for (const o of others) t.at(o, HERE);
    for (const o of [0, 2, 3].filter((x) => !others.includes(x))) t.at(o, 'mesitos-point-4');
    return t.turnOf(1);
  }

  it('R16.2 after a Move ends with another player, Whiskey may wound them; it returns to the store', () => {
    const t = whiskey([2]);
    const store = t.s.store.whiskey;
    t.act(1, { type: 'move', to: HERE });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'whiskey' });
    expect(t.legal(1)).toEqual([{ type: 'pass' }, { type: 'target', seat: 2 }]);
    t.next({ type: 'target', seat: 2 });
    expect(t.p(2).wounds).toBe(1);
    expect(t.p(1).items).toEqual([]);
    expect(t.s.store.whiskey).toBe(store + 1);
    expect(t.ofType('whiskeyUsed').at(-1)).toMatchObject({ seat: 1, data: { target: 2 } });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R16.2 Whiskey is optional: passing keeps it and wounds nobody', () => {
    const t = whiskey([2]);
    t.act(1, { type: 'move', to: HERE });
    t.next({ type: 'pass' });
    expect(t.p(2).wounds).toBe(0);
    expect(t.p(1).items).toEqual([{ id: 'whiskey', upgraded: false }]);
  });

  it('R16.2 with several players there, one of them is chosen and only that one is wounded', () => {
    const t = whiskey([0, 3]);
    t.act(1, { type: 'move', to: HERE });
    expect(t.legal(1)).toEqual([{ type: 'pass' }, { type: 'target', seat: 0 }, { type: 'target', seat: 3 }]);
    t.next({ type: 'target', seat: 3 });
    expect(t.p(3).wounds).toBe(1);
    expect(t.p(0).wounds).toBe(0);
  });

  it('R16.2 no Whiskey prompt when the Move ends in a space without another player', () => {
    const t = whiskey([]);
    t.act(1, { type: 'move', to: HERE });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
  });

  it('R16.2 Whiskey reacts only to its owner\'s Move: another player walking in does not trigger it', () => {
    const t = scenario().at(1, HERE).items(1, ['whiskey']).at(2, 'darkrock-bank').items(2, []).bandits([]).turnOf(2);
    t.act(2, { type: 'move', to: HERE });
    expect(t.s.prompt).toMatchObject({ seat: 2, kind: 'action' });
    expect(t.p(2).wounds).toBe(0);
  });

  it('R16.2 Whiskey needs a Move: working in a shared space offers nothing', () => {
    const t = scenario().at(1, HERE).at(2, HERE).items(1, ['whiskey']).bandits([]).turnOf(1);
    t.act(1, { type: 'work' });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
  });

  it('R16.2 a used Whiskey frees its miscellaneous slot', () => {
    const t = scenario().at(1, 'darkrock-general-store-west').at(2, 'darkrock-general-store-north')
      .items(1, ['whiskey', 'ten-gallon', 'provisions']).set(1, { money: 10 }).bandits([]).turnOf(1);
    expect(t.can(1, { type: 'buy', item: 'prospectors-map', activate: false })).toBe(false);
    t.act(1, { type: 'move', to: 'darkrock-general-store-north' });
    t.next({ type: 'target', seat: 2 });
    expect(t.can(1, { type: 'buy', item: 'prospectors-map', activate: false })).toBe(true);
  });
});

describe('R16 Provisions', () => {
  it('R16.2 using Provisions costs 1 action, draws 1 card, removes 1 wound, and returns it to the store', () => {
    const t = scenario().at(1, 'mesitos-point-4').items(1, ['provisions']).set(1, { wounds: 2 }).deckTop(['5H']).bandits([]).turnOf(1);
    const store = t.s.store.provisions;
    t.act(1, { type: 'useItem', item: 'provisions' });
    expect(t.p(1)).toMatchObject({ wounds: 1, hand: ['5H'], items: [] });
    expect(t.s.store.provisions).toBe(store + 1);
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.ofType('itemDiscarded').at(-1)).toMatchObject({ seat: 1, kind: 'provisions' });
  });

  it('R16.2 Provisions cannot be used without owning it', () => {
    const t = scenario().at(1, 'mesitos-point-4').items(1, ['whiskey']).bandits([]).turnOf(1);
    expect(t.legal(1).some((a) => a.type === 'useItem')).toBe(false);
    t.refuse(1, { type: 'useItem', item: 'provisions' }, 'ERR_NOT_OWNED', 'R16.2');
  });
});

describe('R16 Prospector\'s Map', () => {
  const mine = (items: Items): Scenario => scenario().at(1, 'sunny-hills-mine').items(1, items).bandits([]).turnOf(1);

  it('R16.3 the Map rerolls one die, and gold dust on the reroll chains', () => {
    const t = mine(['prospectors-map']);
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'gravel'], [1, 'gold-dust'], [1, 'nugget']]);
    t.act(1, { type: 'prospect' });
    // R23: the dice are public (diceRolled), so every view shows them while the choice is open.
    for (const viewer of [1, 0, 'spectator'] as const) expect(viewFor(t.s, viewer).mine).toEqual({ seat: 1, faces: ['nugget', 'gravel'] });
    t.next({ type: 'choose', option: 'reroll2' });
    expect(viewFor(t.s, 1).mine).toBeNull();
    expect(t.p(1)).toMatchObject({ nuggets: 2, money: 10 });
    expect(t.ofType('dieRerolled').at(-1)).toMatchObject({ seat: 1, data: { die: 2, face: 'nugget' } });
  });

  it('R16.3 the rerolled face replaces the old one: only final faces are collected', () => {
    const t = mine(['prospectors-map']);
    t.s.rng = rngForRolls([[0, 'tailings'], [1, 'nugget'], [0, 'gravel']]);
    t.act(1, { type: 'prospect' });
    t.next({ type: 'choose', option: 'reroll1' });
    expect(t.p(1)).toMatchObject({ nuggets: 1, money: 0 });
  });

  it('R16.3 without the Map there is no reroll', () => {
    const t = mine([]);
    t.s.rng = rngForRolls([[0, 'gravel'], [1, 'gravel']]);
    t.act(1, { type: 'prospect' });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
    expect(t.ofType('prospected')).toHaveLength(1);
  });
});

describe('R16 Ten-Gallon', () => {
  it('R16.2 the Ten-Gallon costs $20 and counts as a miscellaneous item', () => {
    const t = scenario().at(1, 'darkrock-general-store-north').items(1, ['whiskey', 'prospectors-map']).set(1, { money: 40 }).bandits([]).turnOf(1);
    t.act(1, { type: 'buy', item: 'ten-gallon', activate: false });
    expect(t.p(1).money).toBe(20);
    expect(t.p(1).items.map((i) => i.id)).toContain('ten-gallon');
    expect(t.can(1, { type: 'buy', item: 'provisions', activate: false })).toBe(false);
    t.refuse(1, { type: 'buy', item: 'provisions', activate: false }, 'ERR_LIMIT', 'R2.7');
    expect(t.can(1, { type: 'upgrade', item: 'ten-gallon' })).toBe(false);
  });
});

describe('R16.3 end-game LP of upgraded items', () => {
  it('R16.3 upgraded weapons and mounts score their printed LP at the end, active or not (R19.2)', () => {
    const t = scenario()
      .items(0, [['revolver', 'upgraded'], ['shotgun', 'upgraded'], ['rifle', 'upgraded'], ['mule', 'upgraded'], ['mustang', 'upgraded']])
      .items(1, ['revolver', 'shotgun', 'rifle', 'mule', 'mustang', 'whiskey'])
      .items(2, [['rifle', 'upgraded'], 'ten-gallon', 'provisions', 'prospectors-map'])
      .items(3, [['mule', 'upgraded'], ['shotgun', 'upgraded']])
      .set(0, { lp: 5 });
    const scores = finalScores(t.s);
    expect(scores.map((s) => s.items)).toEqual([7, 0, 2, 2]);
    expect(scores[0].total).toBe(12);
    expect(scores[1].total).toBe(0);
  });

  for (const [item, lp] of [['revolver', 1], ['shotgun', 1], ['rifle', 2], ['mule', 1], ['mustang', 2]] as [ItemId, number][]) {
    it(`R16.3 an upgraded ${item} scores ${lp} LP; its base side scores none`, () => {
      const t = scenario().items(0, [[item, 'upgraded']]).items(1, [item]);
      const [a, b] = finalScores(t.s);
      expect(a.items).toBe(lp);
      expect(b.items).toBe(0);
    });
  }
});
