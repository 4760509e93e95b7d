// Setup (R1.1, R3, CONTENT.md §6): game length, player count, characters (chosen or dealt),
// start bonuses, start spaces, Sheriff and bandits, story decks and the first player.
import { describe, expect, it } from 'vitest';
import {
  applyAction, CARD_IDS, CHARACTER_IDS, createGame, HIDEOUTS, legalActions, RuleError, startGame, stateHash, STORY_IDS,
  viewFor, type Action, type CharacterId, type GameState, type ItemId, type Setup, type SpaceId,
} from '../src/index.js';

const chars = (...cs: CharacterId[]): Setup['players'] => cs.map((character) => ({ character }));

/** Expects createGame to throw a RuleError ERR_BAD_SETUP for this setup, with the given rule id. */
function expectBadSetup(setup: unknown, rule?: string): RuleError {
  let caught: unknown = null;
  try {
    createGame(setup as Setup);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(RuleError);
  const err = caught as RuleError;
  expect(err.code).toBe('ERR_BAD_SETUP');
  if (rule) expect(err.rule).toBe(rule);
  expect(err.message.length).toBeGreaterThan(0);
  return err;
}

/** Applies an action that must be legal. */
function act(s: GameState, seat: number, a: Action): GameState {
  const r = applyAction(s, seat, a);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

/** Resolves every start-space choice with the first option. */
function placeAll(s: GameState): GameState {
  while (s.prompt?.kind === 'chooseStartSpace') s = act(s, s.prompt.seat, legalActions(s, s.prompt.seat)[0]);
  return s;
}

const spacesOf = (s: GameState, seat: number): SpaceId[] =>
  legalActions(s, seat).map((a) => (a.type === 'chooseStartSpace' ? a.space : ('?' as SpaceId)));

describe('R1.1 and R3.1 game options', () => {
  it.each([15, 20, 25] as const)('R3.1 a game length of %i LP is accepted', (length) => {
    const s = createGame({ players: chars('bloody-knife', 'doc-holliday', 'yb-rowdy'), seed: 1, length });
    expect(s.setup.options.length).toBe(length);
    expect(viewFor(s, 0).length).toBe(length);
  });

  it('R3.1 the game length defaults to 20 LP', () => {
    expect(createGame({ players: chars('bloody-knife', 'doc-holliday', 'yb-rowdy'), seed: 1 }).setup.options.length).toBe(20);
  });

  it('R3 a player without a name is "Player i" (counted from 1), the same in the setup and in the player', () => {
    const s = createGame({ players: [{ character: 'bloody-knife', name: 'Ada' }, { character: 'doc-holliday' }, { character: 'yb-rowdy' }], seed: 1 });
    expect(s.setup.players.map((p) => p.name)).toEqual(['Ada', 'Player 2', 'Player 3']);
    expect(s.players.map((p) => p.name)).toEqual(['Ada', 'Player 2', 'Player 3']);
  });

  it.each([0, 10, 14, 16, 21, 30, -20])('R3.1 a game length of %i LP is refused', (length) => {
    expectBadSetup({ players: chars('bloody-knife', 'doc-holliday', 'yb-rowdy'), seed: 1, length }, 'R3.1');
  });

  it('R3.1 a game length given as text is refused', () => {
    expectBadSetup({ players: chars('bloody-knife', 'doc-holliday', 'yb-rowdy'), seed: 1, length: '20' }, 'R3.1');
  });

  it.each([3, 4, 5, 6])('R1.1 a standard game of %i players is accepted', (n) => {
    const s = createGame({ players: Array.from({ length: n }, () => ({})), characters: 'deal', seed: 7 });
    expect(s.players).toHaveLength(n);
    const c = createGame({ players: chars(...CHARACTER_IDS.slice(0, n)), seed: 7 });
    expect(c.players.map((p) => p.character)).toEqual(CHARACTER_IDS.slice(0, n));
  });

  it.each([0, 1, 7, 8])('R1.1 a game of %i players is refused', (n) => {
    expectBadSetup({ players: Array.from({ length: n }, () => ({})), characters: 'deal', seed: 7 }, 'R1.1');
    if (n >= 1 && n <= 12) expectBadSetup({ players: chars(...CHARACTER_IDS.slice(0, n)), seed: 7 }, 'R1.1');
  });

  it('R3 a setup without players or seed is refused', () => {
    expectBadSetup(null);
    expectBadSetup({ seed: 1 });
    expectBadSetup({ players: chars('bloody-knife', 'doc-holliday', 'yb-rowdy') });
  });
});

describe('R3.2 characters', () => {
  it('R3.2 a character is in the game at most once', () => {
    expectBadSetup({ players: chars('bloody-knife', 'doc-holliday', 'bloody-knife'), characters: 'choose', seed: 1 }, 'R3.2');
  });

  it('R3.2 an unknown or missing character is refused when characters are chosen', () => {
    expectBadSetup({ players: chars('bloody-knife', 'doc-holliday', 'zorro' as CharacterId), seed: 1 }, 'R3.2');
    expectBadSetup({ players: [{ character: 'bloody-knife' }, { character: 'doc-holliday' }, {}], characters: 'choose', seed: 1 }, 'R3.2');
  });

  it('R3.2 chosen characters are in play, the rest stay in the box', () => {
    const s = createGame({ players: chars('bloody-knife', 'doc-holliday', 'yb-rowdy'), seed: 1 });
    expect(s.players.map((p) => p.character)).toEqual(['bloody-knife', 'doc-holliday', 'yb-rowdy']);
    expect([...s.box].sort()).toEqual(CHARACTER_IDS.filter((c) => !['bloody-knife', 'doc-holliday', 'yb-rowdy'].includes(c)).sort());
  });

  it('R3.2 in deal mode each player is dealt 2 distinct characters and keeps 1, in seat order', () => {
    let s = createGame({ players: [{}, {}, {}, {}], characters: 'deal', seed: 'deal-1' });
    const dealt = s.players.map((p) => [...p.dealt]);
    for (const d of dealt) expect(d).toHaveLength(2);
    expect(new Set(dealt.flat()).size).toBe(8);
    for (const p of s.players) expect(p.character).toBeNull();
    for (let seat = 0; seat < 4; seat++) {
      expect(s.prompt).toEqual({ seat, kind: 'keepCharacter', rule: 'R3.2' });
      expect(legalActions(s, seat)).toEqual(dealt[seat].map((character) => ({ type: 'keepCharacter', character })));
      for (let other = 0; other < 4; other++) if (other !== seat) expect(legalActions(s, other)).toEqual([]);
      s = act(s, seat, { type: 'keepCharacter', character: dealt[seat][seat % 2] });
      expect(s.players[seat].character).toBe(dealt[seat][seat % 2]);
      expect(s.players[seat].dealt).toEqual([]);
    }
    // The 4 unkept characters went back to the box with the 4 never dealt.
    const kept = dealt.map((d, seat) => d[seat % 2]);
    expect(s.box).toHaveLength(8);
    for (const c of CHARACTER_IDS) expect(kept.includes(c) !== s.box.includes(c)).toBe(true);
    // Play then begins: start bonuses are given once the characters are known.
    expect(s.players.every((p) => p.items.length > 0)).toBe(true);
  });

  it('R3.2 a player keeps only one of their own dealt characters, and only on their decision', () => {
    const s = createGame({ players: [{}, {}, {}], characters: 'deal', seed: 'deal-2' });
    const notDealt = CHARACTER_IDS.find((c) => !s.players[0].dealt.includes(c))!;
    const before = JSON.stringify(s);
    const r = applyAction(s, 0, { type: 'keepCharacter', character: notDealt });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_ILLEGAL_ACTION');
    const r2 = applyAction(s, 1, { type: 'keepCharacter', character: s.players[1].dealt[0] });
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.code).toBe('ERR_NOT_YOUR_DECISION');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('R3.2 dealt characters are secret: no other seat nor a spectator sees them', () => {
    let s = createGame({ players: [{}, {}, {}], characters: 'deal', seed: 'deal-3' });
    const check = (st: GameState) => {
      for (let viewer = 0; viewer < 3; viewer++) {
        const v = viewFor(st, viewer);
        expect(v.you!.dealt).toEqual(st.players[viewer].dealt);
        const text = JSON.stringify(v);
        for (let other = 0; other < 3; other++) {
          if (other === viewer) continue;
          for (const c of st.players[other].dealt) expect(text).not.toContain(`"${c}"`);
        }
      }
      const spectator = JSON.stringify(viewFor(st, 'spectator'));
      for (const p of st.players) for (const c of p.dealt) expect(spectator).not.toContain(`"${c}"`);
    };
    check(s);
    s = act(s, 0, { type: 'keepCharacter', character: s.players[0].dealt[1] });
    check(s);
    // The character not kept is not revealed either; the kept one is public.
    expect(viewFor(s, 1).players[0].character).toBe(s.players[0].character);
  });
});

/** CONTENT.md §6 start bonuses: money, cards, items (upgraded side), points, wounds. */
const BONUS: Record<CharacterId, { money: number; cards: number; items: [ItemId, boolean][]; marshal: number; wanted: number; wounds: number }> = {
  'annie-oakley': { money: 0, cards: 1, items: [['rifle', false]], marshal: 0, wanted: 0, wounds: 0 },
  'bass-reeves': { money: 10, cards: 1, items: [['revolver', true]], marshal: 1, wanted: 0, wounds: 0 },
  'billy-the-kid': { money: 0, cards: 2, items: [['revolver', false]], marshal: 0, wanted: 2, wounds: 0 },
  'bloody-knife': { money: 20, cards: 2, items: [['revolver', false]], marshal: 0, wanted: 0, wounds: 0 },
  'calamity-jane': { money: 20, cards: 1, items: [['revolver', false], ['provisions', false]], marshal: 0, wanted: 0, wounds: 0 },
  'doc-holliday': { money: 40, cards: 2, items: [['revolver', false]], marshal: 0, wanted: 0, wounds: 1 },
  'jesse-james': { money: 10, cards: 1, items: [['revolver', true]], marshal: 0, wanted: 1, wounds: 0 },
  'kit-carson': { money: 0, cards: 2, items: [['prospectors-map', false], ['revolver', true]], marshal: 0, wanted: 0, wounds: 0 },
  'mary-fields': { money: 10, cards: 1, items: [['shotgun', false]], marshal: 0, wanted: 0, wounds: 0 },
  'wild-bill-hickok': { money: 10, cards: 3, items: [['revolver', false]], marshal: 0, wanted: 0, wounds: 0 },
  'wyatt-earp': { money: 10, cards: 2, items: [['revolver', false]], marshal: 1, wanted: 0, wounds: 0 },
  'yb-rowdy': { money: 0, cards: 3, items: [['revolver', true]], marshal: 0, wanted: 0, wounds: 0 },
};

const WEAPONS: ItemId[] = ['revolver', 'shotgun', 'rifle'];

describe('R3.3 start bonuses (CONTENT.md §6)', () => {
  const tables: CharacterId[][] = [
    ['annie-oakley', 'bass-reeves', 'billy-the-kid', 'bloody-knife', 'calamity-jane', 'doc-holliday'],
    ['jesse-james', 'kit-carson', 'mary-fields', 'wild-bill-hickok', 'wyatt-earp', 'yb-rowdy'],
  ];
  const games = tables.map((table) => ({ table, s: placeAll(createGame({ players: chars(...table), seed: 'bonus' })) }));

  for (const { table } of games) {
    for (const c of table) {
      it(`R3.3 ${c} starts with exactly the start bonus of CONTENT.md §6`, () => {
        const { s } = games.find((g) => g.table.includes(c))!;
        const p = s.players.find((x) => x.character === c)!;
        const b = BONUS[c];
        expect(p.money).toBe(b.money);
        expect(p.hand).toHaveLength(b.cards);
        expect([...p.items].sort((x, y) => x.id.localeCompare(y.id))).toEqual(
          b.items.map(([id, upgraded]) => ({ id, upgraded })).sort((x, y) => x.id.localeCompare(y.id)));
        expect(p.marshal).toBe(b.marshal);
        expect(p.wanted).toBe(b.wanted);
        expect(p.wounds).toBe(b.wounds);
        expect(p.lp).toBe(0);
        expect(p.nuggets).toBe(0);
        // The start weapon is the active one; no character starts with a mount.
        expect(p.activeWeapon).toBe(b.items.find(([id]) => WEAPONS.includes(id))![0]);
        expect(p.activeMount).toBeNull();
      });
    }
  }

  it('R3.3 start cards are drawn from the shuffled deck and start items come from the store', () => {
    for (const { table, s } of games) {
      const cards = table.reduce((n, c) => n + BONUS[c].cards, 0);
      expect(s.pokerDeck).toHaveLength(52 - cards);
      const inHands = s.players.flatMap((p) => p.hand);
      expect(new Set([...inHands, ...s.pokerDeck]).size).toBe(52);
      expect([...inHands, ...s.pokerDeck].sort()).toEqual([...CARD_IDS].sort());
      const owned = (id: ItemId) => s.players.filter((p) => p.items.some((i) => i.id === id)).length;
      for (const id of ['revolver', 'shotgun', 'rifle', 'provisions', 'prospectors-map'] as ItemId[]) expect(s.store[id]).toBe(6 - owned(id));
    }
  });

  it('R3.3 start Marshal and Wanted points give no track reward', () => {
    // Bass Reeves' Marshal space 1 would give $20; Billy's Wanted space 2 would draw a card.
    const s = placeAll(createGame({ players: chars('bass-reeves', 'billy-the-kid', 'wyatt-earp', 'jesse-james'), seed: 3 }));
    expect(s.players.map((p) => [p.money, p.hand.length, p.marshal, p.wanted])).toEqual([[10, 1, 1, 0], [0, 2, 0, 2], [10, 2, 1, 0], [10, 1, 0, 1]]);
    const { events } = startGame({ players: chars('bass-reeves', 'billy-the-kid', 'wyatt-earp', 'jesse-james'), seed: 3 });
    expect(events.filter((e) => e.type === 'marshalPointGained' || e.type === 'wantedPointGained' || e.type === 'lpGained')).toEqual([]);
  });

  it('R3.3 Doc Holliday starts with 1 wound and draws nothing for it', () => {
    const { state, events } = startGame({ players: chars('doc-holliday', 'bloody-knife', 'yb-rowdy'), seed: 4 });
    expect(state.players[0].wounds).toBe(1);
    expect(state.players[0].hand).toHaveLength(2);
    const docDraws = events.filter((e) => e.type === 'cardsDrawn' && e.seat === 0);
    expect(docDraws.map((e) => e.data?.count)).toEqual([2]);
  });

  it('R3.3 Calamity Jane\'s start Provisions are gained, so their draw gives her 1 card', () => {
    const { state, events } = startGame({ players: chars('calamity-jane', 'bloody-knife', 'yb-rowdy'), seed: 5 });
    const jane = state.players[0];
    expect(jane.items.map((i) => i.id).sort()).toEqual(['provisions', 'revolver']);
    expect(jane.hand).toHaveLength(1);
    expect(events.filter((e) => e.type === 'cardsDrawn' && e.seat === 0).map((e) => e.data?.why)).toEqual(['provisions']);
    expect(state.store.provisions).toBe(5);
  });
});

describe('R3.4 start spaces', () => {
  it('R3.4 characters with a single start space are placed without a decision', () => {
    const s = createGame({ players: chars('bass-reeves', 'bloody-knife', 'doc-holliday', 'wild-bill-hickok', 'kit-carson', 'yb-rowdy'), seed: 1 });
    expect(s.players.map((p) => p.pos)).toEqual([
      'darkrock-sheriff-office', 'spikes-view-mine', 'red-falls-doctor', 'red-falls-cabaret', 'sunny-hills-mine', 'cliff-junction-mine',
    ]);
    expect(s.prompt).toEqual({ seat: s.firstSeat, kind: 'startBenefit', rule: 'R4.1' });
  });

  it('R3.4 start spaces are chosen in seat order from the first player, among the character\'s options', () => {
    // Billy the Kid (seat 2) is most Wanted, so he goes first; then seats 3, 0, 1.
    let s = createGame({ players: chars('annie-oakley', 'mary-fields', 'billy-the-kid', 'calamity-jane'), seed: 9 });
    expect(s.firstSeat).toBe(2);
    const options: Record<number, SpaceId[]> = {
      2: ['mesitos-point-hideout', 'sunny-hills-hideout-east'],
      3: ['red-falls-general-store-east', 'red-falls-general-store-north', 'red-falls-general-store-south'],
      0: ['darkrock-general-store-east', 'darkrock-general-store-north', 'darkrock-general-store-west'],
      1: ['darkrock-saloon-east', 'darkrock-saloon-north', 'darkrock-saloon-west'],
    };
    for (const seat of [2, 3, 0, 1]) {
      expect(s.prompt).toEqual({ seat, kind: 'chooseStartSpace', rule: 'R3.4' });
      expect([...spacesOf(s, seat)].sort()).toEqual(options[seat]);
      for (let other = 0; other < 4; other++) if (other !== seat) expect(legalActions(s, other)).toEqual([]);
      const pick = options[seat][options[seat].length - 1];
      s = act(s, seat, { type: 'chooseStartSpace', space: pick });
      expect(s.players[seat].pos).toBe(pick);
    }
    expect(s.prompt).toEqual({ seat: 2, kind: 'startBenefit', rule: 'R4.1' });
  });

  it('R3.4 a start space outside the character\'s options is refused', () => {
    const s = createGame({ players: chars('annie-oakley', 'bloody-knife', 'yb-rowdy'), seed: 2 });
    expect(s.prompt).toMatchObject({ seat: 0, kind: 'chooseStartSpace' });
    const r = applyAction(s, 0, { type: 'chooseStartSpace', space: 'red-falls-general-store-north' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_ILLEGAL_ACTION');
    expect(s.players[0].pos).toBeNull();
  });

  it('R3.4 Wyatt Earp chooses among the hideouts not already chosen as start spaces', () => {
    // Billy (seat 0) first, then Jesse (seat 1), then Wyatt (seat 2).
    let s = createGame({ players: chars('billy-the-kid', 'jesse-james', 'wyatt-earp'), seed: 4 });
    s = act(s, 0, { type: 'chooseStartSpace', space: 'sunny-hills-hideout-east' });
    s = act(s, 1, { type: 'chooseStartSpace', space: 'dixon-creek-hideout' });
    expect(s.prompt).toEqual({ seat: 2, kind: 'chooseStartSpace', rule: 'R3.4' });
    expect([...spacesOf(s, 2)].sort()).toEqual(HIDEOUTS.filter((h) => h !== 'sunny-hills-hideout-east' && h !== 'dixon-creek-hideout').sort());
    const r = applyAction(s, 2, { type: 'chooseStartSpace', space: 'dixon-creek-hideout' });
    expect(r.ok).toBe(false);
    s = act(s, 2, { type: 'chooseStartSpace', space: 'spikes-view-hideout' });
    expect(s.players.map((p) => p.pos)).toEqual(['sunny-hills-hideout-east', 'dixon-creek-hideout', 'spikes-view-hideout']);
  });

  it('R3.4 a character chosen after Wyatt Earp is not restricted by his hideout', () => {
    // Billy (seat 1) first, then Wyatt (seat 2), Jesse (seat 3), Bass Reeves (seat 0, placed automatically).
    let s = createGame({ players: chars('bass-reeves', 'billy-the-kid', 'wyatt-earp', 'jesse-james'), seed: 4 });
    expect(s.prompt).toMatchObject({ seat: 1, kind: 'chooseStartSpace' });
    s = act(s, 1, { type: 'chooseStartSpace', space: 'mesitos-point-hideout' });
    expect(spacesOf(s, 2)).toHaveLength(5);
    expect(spacesOf(s, 2)).not.toContain('mesitos-point-hideout');
    s = act(s, 2, { type: 'chooseStartSpace', space: 'sunny-hills-hideout' });
    expect([...spacesOf(s, 3)].sort()).toEqual(['dixon-creek-hideout', 'sunny-hills-hideout']);
    s = act(s, 3, { type: 'chooseStartSpace', space: 'dixon-creek-hideout' });
    expect(s.players[0].pos).toBe('darkrock-sheriff-office');
    expect(s.prompt).toEqual({ seat: 1, kind: 'startBenefit', rule: 'R4.1' });
  });
});

describe('R3.5 to R3.7 the board and the first player', () => {
  it('R3.5 the Sheriff starts on his office and a bandit on each of the 6 hideouts', () => {
    const { state, events } = startGame({ players: chars('bloody-knife', 'doc-holliday', 'yb-rowdy'), seed: 11 });
    expect(state.sheriff).toBe('darkrock-sheriff-office');
    expect([...state.bandits].sort()).toEqual([...HIDEOUTS].sort());
    expect(HIDEOUTS).toHaveLength(6);
    const placed = events.filter((e) => e.type === 'banditPlaced').map((e) => e.data?.hideout);
    expect([...placed].sort()).toEqual([...HIDEOUTS].sort());
    expect(viewFor(state, 'spectator').sheriff).toBe('darkrock-sheriff-office');
  });

  it('R3.5 starting on a hideout with a bandit causes no fight', () => {
    const { state, events } = startGame({ players: chars('billy-the-kid', 'jesse-james', 'wyatt-earp'), seed: 12 });
    let s = state;
    const more = [...events];
    for (const [seat, space] of [[0, 'mesitos-point-hideout'], [1, 'sunny-hills-hideout'], [2, 'cliff-junction-hideout']] as const) {
      const r = applyAction(s, seat, { type: 'chooseStartSpace', space });
      if (!r.ok) throw r.error;
      s = r.state;
      more.push(...r.events);
    }
    expect(more.filter((e) => e.type.startsWith('fight') || e.type === 'banditRemoved')).toEqual([]);
    expect(s.bandits).toHaveLength(6);
    expect(s.players.map((p) => p.wounds)).toEqual([0, 0, 0]);
    expect(s.prompt).toEqual({ seat: 0, kind: 'startBenefit', rule: 'R4.1' });
  });

  it('R3.6 the 40 story cards form two decks of 20, the top card of each face up', () => {
    const s = createGame({ players: chars('bloody-knife', 'doc-holliday', 'yb-rowdy'), seed: 13 });
    expect(s.storyDecks[0]).toHaveLength(19);
    expect(s.storyDecks[1]).toHaveLength(19);
    expect(s.stories[0]).not.toBeNull();
    expect(s.stories[1]).not.toBeNull();
    const all = [...s.storyDecks[0], ...s.storyDecks[1], s.stories[0]!, s.stories[1]!];
    expect([...all].sort()).toEqual([...STORY_IDS].sort());
    const v = viewFor(s, 0);
    expect(v.stories).toEqual(s.stories);
    expect(v.storyDeckSizes).toEqual([19, 19]);
    // Shuffled by the seed: the same seed deals the same decks, another seed other ones.
    const again = createGame({ players: chars('bloody-knife', 'doc-holliday', 'yb-rowdy'), seed: 13 });
    expect(again.storyDecks).toEqual(s.storyDecks);
    const other = createGame({ players: chars('bloody-knife', 'doc-holliday', 'yb-rowdy'), seed: 14 });
    expect(other.storyDecks).not.toEqual(s.storyDecks);
  });

  it('R3.7 the most Wanted character goes first: Billy the Kid over Jesse James', () => {
    for (let seed = 0; seed < 5; seed++) {
      const { state, events } = startGame({ players: chars('jesse-james', 'annie-oakley', 'billy-the-kid', 'bass-reeves'), seed });
      expect(state.firstSeat).toBe(2);
      expect(events.filter((e) => e.type === 'firstPlayerChosen').map((e) => e.seat)).toEqual([2]);
    }
  });

  it('R3.7 without Billy the Kid, Jesse James goes first', () => {
    for (let seed = 0; seed < 5; seed++) {
      const s = placeAll(createGame({ players: chars('annie-oakley', 'bass-reeves', 'jesse-james'), seed }));
      expect(s.firstSeat).toBe(2);
      expect(s.turn.seat).toBe(2);
      expect(s.prompt).toEqual({ seat: 2, kind: 'startBenefit', rule: 'R4.1' });
    }
  });

  it('R3.7 with nobody Wanted the first player is a seeded draw, the same for the same seed', () => {
    const table = chars('bloody-knife', 'doc-holliday', 'yb-rowdy', 'wild-bill-hickok');
    const firsts = new Set<number>();
    for (let seed = 0; seed < 24; seed++) {
      const a = createGame({ players: table, seed });
      const b = createGame({ players: table, seed });
      expect(b.firstSeat).toBe(a.firstSeat);
      expect(stateHash(b)).toBe(stateHash(a));
      expect(a.prompt).toEqual({ seat: a.firstSeat, kind: 'startBenefit', rule: 'R4.1' });
      firsts.add(a.firstSeat);
    }
    // A draw, not always the same seat.
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('R3.7 in deal mode the first player is the most Wanted of the kept characters', () => {
    for (let seed = 0; seed < 40; seed++) {
      let s = createGame({ players: [{}, {}, {}, {}, {}, {}], characters: 'deal', seed });
      const billy = s.players.findIndex((p) => p.dealt.includes('billy-the-kid'));
      for (let seat = 0; seat < 6; seat++) {
        const d = s.players[seat].dealt;
        s = act(s, seat, { type: 'keepCharacter', character: d.includes('billy-the-kid') ? 'billy-the-kid' : d[0] });
      }
      expect(s.firstSeat).toBe(billy);
    }
  });
});
