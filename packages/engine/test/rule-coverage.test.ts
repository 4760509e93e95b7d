// Rules not covered by a scenario file of their own: deck limits, track exclusivity, active
// items, towns, card types and final wounds.
import { describe, expect, it } from 'vitest';
import {
  CARD_EFFECTS, CARD_IDS, cardEffect, FIGHT_CARD_IDS, FIGHT_CARDS, finalScores, SPACES, viewFor,
} from '../src/index.js';
import { randomGame, randomSetup } from './random-games.js';
import { scenario } from './builder.js';

describe('rules without a scenario file of their own', () => {
  it('R2.4 an empty poker deck reshuffles the discard pile on the next draw; with both empty nothing is drawn', () => {
    const t = scenario().at(0, 'darkrock-center').turnOf(0);
    t.s.pokerDiscard = [...t.s.pokerDeck];
    t.s.pokerDeck = [];
    t.hand(0, ['AH']); // Tall Tale: lp(1); draw(1)
    t.s.pokerDeck = [];
    t.act(0, { type: 'playAction', card: 'AH' });
    expect(t.ofType('deckReshuffled')).toHaveLength(1);
    expect(t.p(0).hand).toHaveLength(1);
    const u = scenario().at(0, 'darkrock-center').turnStart(0);
    u.s.pokerDeck = [];
    u.s.pokerDiscard = [];
    u.act(0, { type: 'takeBenefit', benefit: 'cards' });
    expect(u.p(0).hand).toEqual([]);
    expect(u.ofType('cardsDrawn').at(-1)!.data).toMatchObject({ count: 0 });
  });

  it('R2.5 the fight deck holds 13 cards, one of each value 2..14', () => {
    expect(FIGHT_CARD_IDS).toHaveLength(13);
    expect(FIGHT_CARD_IDS.map((c) => FIGHT_CARDS[c].value)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const t = scenario();
    expect([...t.s.fightDeck].sort()).toEqual([...FIGHT_CARD_IDS].sort());
  });

  it('R2.8 R11.1 no player ever holds Marshal and Wanted points together (random games)', () => {
    let wanted = 0;
    let marshal = 0;
    for (let g = 0; g < 15; g++) {
      randomGame(randomSetup(900 + g), 100, ({ state }) => {
        for (const p of state.players) {
          expect(p.marshal > 0 && p.wanted > 0).toBe(false);
          if (p.wanted > 0) wanted++;
          if (p.marshal > 0) marshal++;
        }
      });
    }
    expect(wanted).toBeGreaterThan(0);
    expect(marshal).toBeGreaterThan(0);
  });

  it('R4.3 a delivery at the end of a Move costs no action', () => {
    const t = scenario().at(0, 'spikes-view-8').set(0, { cattle: 'green-1' }).turnOf(0);
    t.s.ranches.green = t.s.ranches.green.filter((c) => c !== 'green-1');
    t.act(0, { type: 'move', to: 'spikes-view-rail-station' });
    t.act(0, { type: 'choose', option: 'deliver' });
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.ofType('cattleDelivered')).toHaveLength(1);
  });

  it('R4.5 R4.6 a weapon bought this turn is active at once and stays active on other players\' turns', () => {
    const t = scenario().at(0, 'darkrock-general-store-north').set(0, { money: 60 }).items(0, ['revolver']).turnOf(0);
    t.act(0, { type: 'buy', item: 'shotgun', activate: true });
    expect(t.p(0).activeWeapon).toBe('shotgun');
    t.act(0, { type: 'finishShopping' });
    t.at(1, 'darkrock-general-store-north').turnOf(1);
    expect(t.p(0).activeWeapon).toBe('shotgun');
  });

  it('R5.5 the spaces of Darkrock and Red Falls are in town, all others outside', () => {
    for (const s of SPACES) expect(s.inTown).toBe(s.region === 'darkrock' || s.region === 'red-falls');
    expect(SPACES.filter((s) => s.inTown).length).toBeGreaterThan(10);
  });

  it('R7.1 a carried cattle token is face down: others see only its colour', () => {
    const t = scenario().set(0, { cattle: 'blue-6' });
    expect(viewFor(t.s, 0).you!.cattle).toBe('blue-6');
    expect(viewFor(t.s, 1).players[0].cattle).toBe('blue');
    expect(JSON.stringify(viewFor(t.s, 1))).not.toContain('blue-6');
  });

  it('R11.8 the Sheriff is active only while someone is Wanted: Manhunt is not offered otherwise', () => {
    const t = scenario().at(0, 'darkrock-center').hand(0, ['4H']).turnOf(0);
    expect(t.legal(0).some((a) => a.type === 'playAction')).toBe(false);
    t.set(1, { wanted: 1 }).turnOf(0);
    expect(t.legal(0)).toContainEqual({ type: 'playAction', card: '4H' });
  });

  it('R15.1 each wound costs 1 LP at the end of the game', () => {
    const t = scenario().set(0, { lp: 10, wounds: 3 }).set(1, { lp: 10, wounds: 0 });
    const [a, b] = finalScores(t.s);
    expect(a.wounds).toBe(-3);
    expect(b.total - a.total).toBe(3);
  });

  it('R16.4 a won Rob takes money, nuggets or cattle, never items', () => {
    const t = scenario().at(0, 'darkrock-center').at(1, 'darkrock-center').hand(0, ['KH']).hand(1, ['3D'])
      .items(1, ['mustang', 'whiskey']).set(1, { money: 40 }).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'rob' });
    t.act(0, { type: 'playCard', card: 'KH' });
    t.act(1, { type: 'playCard', card: '3D' });
    if (t.s.prompt?.kind === 'robLoot') t.act(0, { type: 'choose', option: 'money' });
    expect(t.p(1).items.map((i) => i.id)).toEqual(['mustang', 'whiskey']);
    expect(t.p(1).money).toBe(20);
  });

  it('R17.1 every poker card carries exactly one effect of type ACTION, BONUS or REACTION', () => {
    expect(CARD_IDS).toHaveLength(52);
    const counts = { ACTION: 0, BONUS: 0, REACTION: 0 };
    for (const c of CARD_IDS) {
      const e = CARD_EFFECTS[cardEffect(c).id as keyof typeof CARD_EFFECTS];
      expect(e.type).toBe(cardEffect(c).type);
      counts[e.type]++;
    }
    expect(counts).toEqual({ ACTION: 18, BONUS: 16, REACTION: 18 });
  });

  it('R17.3 a BONUS card applies at the reveal and costs no action (Dynamite against a bandit)', () => {
    const t = scenario().at(0, 'dixon-creek-east').hand(0, ['8H']).bandits(['dixon-creek-hideout']).fightTop(['FT', 'F9']).turnOf(0);
    t.act(0, { type: 'move', to: 'dixon-creek-hideout' });
    t.next({ type: 'chooseFightCard', card: 'FT' });
    t.act(0, { type: 'playCard', card: '8H' });
    if (t.s.prompt?.kind === 'restartFight') t.next({ type: 'choose', option: 'keep' });
    expect(t.ofType('cardEffectUsed').map((e) => e.kind)).toContain('dynamite');
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 0, attackerValue: 8, targetValue: 7 });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R18.3 start bonuses are given at setup whatever the LP (0 LP, not Legendary)', () => {
    const t = scenario(3, ['bass-reeves', 'mary-fields', 'jesse-james']);
    // The builder clears money and points; the items of the start bonus stay, at 0 LP.
    expect(t.p(0)).toMatchObject({ lp: 0, legendary: false });
    expect(t.p(0).items).toContainEqual({ id: 'revolver', upgraded: true });
    expect(t.p(2).items).toContainEqual({ id: 'revolver', upgraded: true });
  });
});
