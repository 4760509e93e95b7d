// R18: the 12 Legendary abilities (CONTENT.md §6). Each works once the player has reached 5 LP
// (R18.2, `legendary`), never before; optional ones ask their owner, automatic ones apply by
// themselves, and each use emits `abilityUsed` (kind = character id).
import { describe, expect, it } from 'vitest';
import {
  ABILITIES, CHARACTER_IDS, newCtx, redactEvent, viewFor, type Action, type CardId, type CharacterId, type FightCardId, type Seat, type SpaceId,
} from '../src/index.js';
import { onStoryContribution } from '../src/abilities.js';
import { scenario, type Scenario } from './builder.js';

const OTHERS: CharacterId[] = ['bloody-knife', 'bass-reeves', 'yb-rowdy', 'kit-carson', 'mary-fields', 'doc-holliday', 'wild-bill-hickok'];

/** Four seats, seat 0 plays `character`, at 5 LP (Legendary) or 4 LP (not yet); no items, no bandits. */
function table(character: CharacterId, legendary: boolean, others: CharacterId[] = OTHERS.filter((c) => c !== character)): Scenario {
  const t = scenario(4, [character, ...others.slice(0, 3)]).bandits([]);
  for (let seat = 0; seat < 4; seat++) t.items(seat, []);
  return t.set(0, { legendary, lp: legendary ? 5 : 4 });
}

const used = (t: Scenario, kind: CharacterId) => t.ofType('abilityUsed').filter((e) => e.kind === kind);
const play = (card: CardId): Action => ({ type: 'playCard', card });
const choose = (option: Extract<Action, { type: 'choose' }>['option']): Action => ({ type: 'choose', option });
const lastFight = (t: Scenario) => t.ofType('fightResolved').at(-1)!;

describe('R18 ability data', () => {
  it('R18.1 every character has its ability as data, with its hook points and modes', () => {
    expect(Object.keys(ABILITIES).sort()).toEqual([...CHARACTER_IDS].sort());
    for (const id of CHARACTER_IDS) {
      expect(ABILITIES[id].id).toBe(id);
      expect(Object.keys(ABILITIES[id].hooks).length).toBeGreaterThan(0);
    }
    expect(ABILITIES['yb-rowdy'].hooks.startOfTurn).toBe('optional');
    expect(ABILITIES['bass-reeves'].hooks.startOfTurn).toBe('automatic');
  });
});

describe('R18 start of turn (R4.1a)', () => {
  it('bass-reeves R18.2 draws 1 card at the start of his turn at 5 LP, not at 4', () => {
    const t = table('bass-reeves', true).deckTop(['QD']).turnStart(0);
    expect(t.p(0).hand).toEqual(['QD']);
    expect(used(t, 'bass-reeves')).toEqual([{ type: 'abilityUsed', seat: 0, kind: 'bass-reeves' }]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'startBenefit' });
    // Automatic: no prompt of its own; the draw is secret to him.
    const draw = t.ofType('cardsDrawn').find((e) => e.data?.why === 'bass-reeves')!;
    expect(redactEvent(draw, 1).data).not.toHaveProperty('cards');

    const u = table('bass-reeves', false).deckTop(['QD']).turnStart(0);
    expect(u.p(0).hand).toEqual([]);
    expect(used(u, 'bass-reeves')).toEqual([]);
  });

  it('mary-fields R18.2 gains $10 at the start of her turn and after each story contribution at 5 LP, not at 4', () => {
    const t = table('mary-fields', true).set(0, { money: 20 }).turnStart(0);
    expect(t.p(0).money).toBe(30);
    expect(used(t, 'mary-fields')).toHaveLength(1);
    const ctx = newCtx(t.s);
    onStoryContribution(ctx, 0);
    expect(t.p(0).money).toBe(40);
    expect(ctx.events).toContainEqual({ type: 'abilityUsed', seat: 0, kind: 'mary-fields', data: { story: true } });

    const u = table('mary-fields', false).set(0, { money: 20 }).turnStart(0);
    expect(u.p(0).money).toBe(20);
    onStoryContribution(newCtx(u.s), 0);
    expect(u.p(0).money).toBe(20);
    expect(used(u, 'mary-fields')).toEqual([]);
  });

  it('yb-rowdy R18.2 outside a town may discard 1 card for a card move of up to 3 spaces at 5 LP, not at 4', () => {
    const t = table('yb-rowdy', true).at(0, 'cliff-junction-mine').hand(0, ['4C', '9H']).turnStart(0);
    // Optional: he is asked, and may pass or discard any card of his hand.
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'ybRowdy', rule: 'R4.1' });
    expect(t.legal()).toEqual([{ type: 'pass' }, { type: 'discard', card: '4C' }, { type: 'discard', card: '9H' }]);
    t.act(0, { type: 'discard', card: '4C' });
    expect(t.p(0).hand).toEqual(['9H']);
    expect(used(t, 'yb-rowdy')).toHaveLength(1);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'cardMove' });
    const far = t.legal().filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move').map((a) => a.to);
    expect(far).toContain('spikes-view-9'); // cliff-junction-river, spikes-view-10 or -9: within 3 spaces
    t.act(0, { type: 'move', to: 'spikes-view-9' });
    expect(t.p(0).pos).toBe('spikes-view-9');
    expect(t.ofType('moved').at(-1)).toMatchObject({ seat: 0, kind: 'card' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'startBenefit' });

    // Passing keeps the card.
    const p = table('yb-rowdy', true).at(0, 'cliff-junction-mine').hand(0, ['4C']).turnStart(0);
    p.act(0, { type: 'pass' });
    expect(p.p(0).hand).toEqual(['4C']);
    expect(used(p, 'yb-rowdy')).toEqual([]);
    expect(p.s.prompt).toMatchObject({ kind: 'startBenefit' });

    // In a town, without a card, or at 4 LP: no prompt.
    expect(table('yb-rowdy', true).at(0, 'darkrock-center').hand(0, ['4C']).turnStart(0).s.prompt).toMatchObject({ kind: 'startBenefit' });
    expect(table('yb-rowdy', true).at(0, 'cliff-junction-mine').hand(0, []).turnStart(0).s.prompt).toMatchObject({ kind: 'startBenefit' });
    const u = table('yb-rowdy', false).at(0, 'cliff-junction-mine').hand(0, ['4C']).turnStart(0);
    expect(u.s.prompt).toMatchObject({ kind: 'startBenefit' });
    expect(used(u, 'yb-rowdy')).toEqual([]);
  });
});

describe('R18 end of a Move action (R5.8)', () => {
  it('kit-carson R18.2 may move 1 more space at the end of each Move action at 5 LP, not at 4', () => {
    const t = table('kit-carson', true).at(0, 'spikes-view-mine').turnOf(0);
    t.act(0, { type: 'move', to: 'spikes-view-hideout' });
    // Optional: offered before W.moveEnd, pass allowed, 1 step only.
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'extendMove', rule: 'R5.8' });
    const legal = t.legal();
    expect(legal[0]).toEqual({ type: 'pass' });
    expect(legal.slice(1).map((a) => (a.type === 'move' ? a.to : '')).sort()).toEqual(['spikes-view-1', 'spikes-view-2', 'spikes-view-3', 'spikes-view-mine']);
    t.act(0, { type: 'move', to: 'spikes-view-1' });
    expect(t.p(0).pos).toBe('spikes-view-1');
    expect(used(t, 'kit-carson')).toHaveLength(1);
    expect(t.ofType('moved').at(-1)).toMatchObject({ kind: 'extension', data: { to: 'spikes-view-1', steps: 1 } });
    // Part of the same Move action: still 2 actions left.
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.s.prompt).toMatchObject({ kind: 'action' });

    // Passing ends the move where it was.
    const p = table('kit-carson', true).at(0, 'spikes-view-mine').turnOf(0);
    p.act(0, { type: 'move', to: 'spikes-view-hideout' });
    p.act(0, { type: 'pass' });
    expect(p.p(0).pos).toBe('spikes-view-hideout');
    expect(used(p, 'kit-carson')).toEqual([]);

    const u = table('kit-carson', false).at(0, 'spikes-view-mine').turnOf(0);
    u.act(0, { type: 'move', to: 'spikes-view-hideout' });
    expect(u.s.prompt).toMatchObject({ kind: 'action' });
  });

  it('kit-carson R5.8 his step comes before W.moveEnd; a step onto a bandit stops the move, with no W.moveEnd after the fight', () => {
    /** Passes every reaction window, recording which ones opened. */
    const windows = (t: Scenario) => {
      const seen: string[] = [];
      for (let i = 0; i < 50 && (t.s.prompt?.kind === 'reaction' || t.s.prompt?.kind === 'banditReward'); i++) {
        if (t.s.prompt.kind === 'banditReward') { t.next(choose('marshal')); continue; }
        const w = t.s.stack.findLast((f) => f.k === 'window');
        if (w?.k === 'window') seen.push(w.w);
        t.next({ type: 'pass' });
      }
      return seen;
    };
    const start = () => {
      const t = table('kit-carson', true).bandits(['spikes-view-hideout']).at(0, 'spikes-view-mine').hand(0, ['8C', '7H']).fightTop(['F3', 'F8']);
      t.autoPass = false;
      return t.turnOf(0);
    };
    const t = start();
    t.act(0, { type: 'move', to: 'spikes-view-3' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'extendMove' });
    t.act(0, { type: 'move', to: 'spikes-view-hideout' });
    expect(t.s.prompt).toMatchObject({ seat: 3, kind: 'chooseNpcCard' });
    t.act(3, { type: 'chooseFightCard', card: 'F3' });
    t.act(0, play('8C'));
    const seen = windows(t);
    expect(seen).toContain('W.fightEnd');
    expect(seen).not.toContain('W.moveEnd');
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.bandits).toEqual([]);
    // Without a bandit, W.moveEnd opens after his step (Sprint may still follow).
    const u = start();
    u.act(0, { type: 'move', to: 'spikes-view-3' });
    u.act(0, { type: 'pass' });
    expect(windows(u)).toEqual(['W.moveEnd']);
  });

  it('kit-carson R18.2 outside a town the fight card against him is −1 at 5 LP, not at 4', () => {
    const fightOut = (legendary: boolean) => {
      const t = table('kit-carson', legendary).bandits(['spikes-view-hideout']).at(0, 'spikes-view-1').hand(0, ['8C']).fightTop(['F8', 'F3']).turnOf(0);
      t.act(0, { type: 'move', to: 'spikes-view-hideout' });
      t.act(3, { type: 'chooseFightCard', card: 'F8' as FightCardId });
      t.act(0, play('8C'));
      return t;
    };
    const t = fightOut(true);
    expect(lastFight(t).data).toMatchObject({ winner: 0, attackerValue: 8, targetValue: 7 });
    expect(used(t, 'kit-carson')).toEqual([{ type: 'abilityUsed', seat: 0, kind: 'kit-carson', data: { modOpp: 1 } }]);
    const u = fightOut(false);
    expect(lastFight(u).data).toMatchObject({ winner: null, attackerValue: 8, targetValue: 8 }); // the NPC wins ties (R10.5)
    expect(used(u, 'kit-carson')).toEqual([]);
  });

  it('kit-carson R10.3 R18.2 the fight card that makes him Legendary (FK: +1 LP) is not −1: abilities apply at the reveal', () => {
    const t = table('kit-carson', false).bandits(['spikes-view-hideout']).at(0, 'spikes-view-1').hand(0, ['KH']).fightTop(['FK', 'F3']).turnOf(0);
    t.act(0, { type: 'move', to: 'spikes-view-hideout' });
    t.act(3, { type: 'chooseFightCard', card: 'FK' as FightCardId });
    t.act(0, play('KH'));
    expect(t.p(0)).toMatchObject({ legendary: true, lp: 5 });
    expect(t.ofType('legendaryUnlocked')).toHaveLength(1);
    expect(lastFight(t).data).toMatchObject({ winner: null, attackerValue: 13, targetValue: 13 }); // a tie: the bandit wins (R10.5)
    expect(used(t, 'kit-carson')).toEqual([]);
  });

  it('billy-the-kid R18.2 takes $10 or a random card from a player he picks where his Move ends at 5 LP, not at 4', () => {
    const start = (legendary: boolean) => table('billy-the-kid', legendary)
      .at(0, 'spikes-view-1').at(1, 'spikes-view-2').at(2, 'spikes-view-2').at(3, 'cliff-junction-mine')
      .set(1, { money: 30 }).hand(1, ['9C']).set(2, { money: 0 }).turnOf(0);
    const t = start(true);
    t.act(0, { type: 'move', to: 'spikes-view-2' });
    // He picks one of the players there...
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'billyTheKid', rule: 'R5.8' });
    expect(t.legal()).toEqual([{ type: 'target', seat: 1 }, { type: 'target', seat: 2 }]);
    t.act(0, { type: 'target', seat: 1 });
    // ...then chooses what they can give.
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'billyTheKidLoot', rule: 'R5.8' });
    expect(t.legal()).toEqual([choose('money'), choose('card')]);
    t.act(0, choose('card'));
    expect(t.p(0).hand).toEqual(['9C']);
    expect(t.p(1).hand).toEqual([]);
    expect(used(t, 'billy-the-kid')).toEqual([{ type: 'abilityUsed', seat: 0, kind: 'billy-the-kid', data: { victim: 1, take: 'card' } }]);
    // The card is secret to Billy and his victim (R23).
    const taken = t.ofType('cardTaken')[0];
    expect(redactEvent(taken, 0).data).toMatchObject({ card: '9C' });
    expect(redactEvent(taken, 1).data).toMatchObject({ card: '9C' });
    expect(JSON.stringify(redactEvent(taken, 2))).not.toContain('9C');
    expect(JSON.stringify(viewFor(t.s, 2))).not.toContain('9C');
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });

    // $10: W.loseGoods applies, and Billy receives the money.
    const m = start(true);
    m.act(0, { type: 'move', to: 'spikes-view-2' });
    m.act(0, { type: 'target', seat: 1 });
    m.act(0, choose('money'));
    expect(m.p(1).money).toBe(20);
    expect(m.p(0).money).toBe(10);

    // A victim with nothing to give: nothing happens.
    const n = start(true);
    n.act(0, { type: 'move', to: 'spikes-view-2' });
    n.act(0, { type: 'target', seat: 2 });
    expect(used(n, 'billy-the-kid')).toEqual([]);
    expect(n.s.prompt).toMatchObject({ kind: 'action' });

    const u = start(false);
    u.act(0, { type: 'move', to: 'spikes-view-2' });
    expect(u.s.prompt).toMatchObject({ kind: 'action' });
    expect(u.p(1)).toMatchObject({ money: 30, hand: ['9C'] });
  });

  it('billy-the-kid R18 with one player there and one kind to give, no prompt; a card move does not trigger it', () => {
    const t = table('billy-the-kid', true).at(0, 'spikes-view-1').at(1, 'spikes-view-2').at(2, 'cliff-junction-mine').at(3, 'cliff-junction-mine')
      .set(1, { money: 10 }).turnOf(0);
    t.act(0, { type: 'move', to: 'spikes-view-2' });
    expect(t.p(1).money).toBe(0);
    expect(t.p(0).money).toBe(10);
    expect(used(t, 'billy-the-kid')).toHaveLength(1);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });

    const c = table('billy-the-kid', true).at(0, 'spikes-view-1').at(1, 'spikes-view-2').set(1, { money: 10 }).turnOf(0);
    c.s.stack.push({ k: 'step', seat: 0, n: 1, mode: 'card', left: 1, src: { effect: null, card: null, target: null, hideout: null, story: null, fightAt: null } });
    c.settle();
    c.act(0, { type: 'move', to: 'spikes-view-2' });
    expect(c.p(1).money).toBe(10);
    expect(used(c, 'billy-the-kid')).toEqual([]);
  });
});

describe('R18 fights (R9.3, R9.5, R9.7, R10.5)', () => {
  it('annie-oakley R18.2 at the start of each fight with a player, the other discards 1 card or takes 1 wound, at 5 LP, not at 4', () => {
    const duel = (legendary: boolean, annieAttacks = true) => {
      const t = table('annie-oakley', legendary).at(0, 'darkrock-center').at(1, 'darkrock-center').hand(0, ['9H']).hand(1, ['4C', '8D']);
      return annieAttacks ? t.turnOf(0) : t.turnOf(1);
    };
    const t = duel(true);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    // The other player chooses: which card to discard, or the wound.
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'annieOakley', rule: 'R9.3' });
    expect(t.legal()).toEqual([choose('wound'), { type: 'discard', card: '4C' }, { type: 'discard', card: '8D' }]);
    t.act(1, { type: 'discard', card: '4C' });
    expect(t.p(1).hand).toEqual(['8D']);
    expect(t.p(1).wounds).toBe(0);
    expect(used(t, 'annie-oakley')).toEqual([{ type: 'abilityUsed', seat: 0, kind: 'annie-oakley', data: { of: 1 } }]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'placeFightCard' });

    // On either side: Annie as the target; the attacker takes the wound this time.
    const w = duel(true, false);
    w.act(1, { type: 'fight', target: 0, kind: 'duel' });
    expect(w.s.prompt).toMatchObject({ seat: 1, kind: 'annieOakley' });
    w.act(1, choose('wound'));
    expect(w.p(1).wounds).toBe(1);
    expect(w.s.prompt).toMatchObject({ seat: 1, kind: 'placeFightCard' });

    // Automatic for Annie; a player with no card takes the wound without a prompt.
    const e = table('annie-oakley', true).at(0, 'darkrock-center').at(1, 'darkrock-center').hand(0, ['9H']).hand(1, []).turnOf(0);
    e.act(0, { type: 'fight', target: 1, kind: 'duel' });
    expect(e.p(1).wounds).toBe(1);
    expect(e.s.prompt).toMatchObject({ seat: 0, kind: 'placeFightCard' });

    const u = duel(false);
    u.act(0, { type: 'fight', target: 1, kind: 'duel' });
    expect(u.s.prompt).toMatchObject({ seat: 0, kind: 'placeFightCard' });
    expect(used(u, 'annie-oakley')).toEqual([]);
  });

  it('annie-oakley R9.3 the seat earlier from the first player resolves its start-of-fight effects first (the Rifle)', () => {
    const run = (firstSeat: Seat) => {
      const t = table('annie-oakley', true).at(0, 'darkrock-center').at(1, 'darkrock-center').hand(0, ['9H']).hand(1, ['4C', '8D', 'KS'])
        .items(1, [['rifle', 'upgraded']]);
      t.s.firstSeat = firstSeat;
      t.turnOf(1);
      t.act(1, { type: 'fight', target: 0, kind: 'duel' });
      return t;
    };
    // Seat 0 (Annie) first: her effect resolves, then the upgraded Rifle of seat 1 peeks.
    const annieFirst = run(0);
    expect(annieFirst.ofType('handPeeked')).toEqual([]);
    annieFirst.act(1, { type: 'discard', card: 'KS' });
    expect(annieFirst.ofType('handPeeked')).toHaveLength(1);
    // Seat 1 first: the Rifle peeks before Annie's effect.
    const rifleFirst = run(1);
    expect(rifleFirst.ofType('handPeeked')).toHaveLength(1);
    expect(rifleFirst.s.prompt).toMatchObject({ seat: 1, kind: 'annieOakley' });
  });

  it('annie-oakley R9.3 with her own Rifle too, Annie chooses the order of her two start-of-fight effects', () => {
    const start = () => {
      const t = table('annie-oakley', true).at(0, 'darkrock-center').at(1, 'darkrock-center').items(0, ['rifle']).hand(0, ['9H']).hand(1, ['4C', '8D', 'KS']).turnOf(0);
      t.act(0, { type: 'fight', target: 1, kind: 'duel' });
      expect(t.s.prompt).toEqual({ seat: 0, kind: 'startOfFight', rule: 'R9.3' });
      expect(t.legal()).toEqual([choose('rifle'), choose('annie')]);
      return t;
    };
    // Annie first: the other player discards, then the base Rifle looks at 2 of the cards left.
    const a = start();
    a.act(0, choose('annie'));
    expect(a.ofType('handPeeked')).toEqual([]);
    expect(a.s.prompt).toMatchObject({ seat: 1, kind: 'annieOakley' });
    a.act(1, { type: 'discard', card: 'KS' });
    expect(a.ofType('handPeeked').map((e) => e.data)).toEqual([{ of: 1, count: 2 }]);
    expect([...a.s.stack].reverse().find((f) => f.k === 'fight')).toMatchObject({ peeks: [{ seat: 0, of: 1, cards: expect.arrayContaining(['4C', '8D']) }] });
    expect(a.s.prompt).toMatchObject({ seat: 0, kind: 'placeFightCard' });
    // The Rifle first: it peeks at once, then the other player answers Annie.
    const r = start();
    r.act(0, choose('rifle'));
    expect(r.ofType('handPeeked')).toHaveLength(1);
    expect(r.s.prompt).toMatchObject({ seat: 1, kind: 'annieOakley' });
    // No choice when the order cannot matter: the other player holds no card.
    const e = table('annie-oakley', true).at(0, 'darkrock-center').at(1, 'darkrock-center').items(0, ['rifle']).hand(0, ['9H']).hand(1, []).turnOf(0);
    e.act(0, { type: 'fight', target: 1, kind: 'duel' });
    expect(e.s.prompt).toMatchObject({ seat: 0, kind: 'placeFightCard' });
  });

  it('jesse-james R18.2 outside a town the card against him is −1 and he wins ties against players on either side at 5 LP, not at 4', () => {
    const duel = (legendary: boolean, where: SpaceId = 'spikes-view-1') => {
      const t = table('jesse-james', legendary).at(0, where).at(1, where).hand(0, ['8C']).hand(1, ['9H']).turnOf(1);
      t.act(1, { type: 'fight', target: 0, kind: 'duel' });
      t.act(1, play('9H'));
      t.act(0, play('8C'));
      return t;
    };
    // 9 − 1 = 8 against his 8: a tie, and Jesse (the target) wins it.
    const t = duel(true);
    expect(lastFight(t).data).toMatchObject({ winner: 0, attackerValue: 8, targetValue: 8 });
    expect(used(t, 'jesse-james').map((e) => e.data)).toEqual([{ modOpp: 1 }, { tie: true }]);
    // In a town no −1: 9 beats 8.
    const town = duel(true, 'darkrock-center');
    expect(lastFight(town).data).toMatchObject({ winner: 1, attackerValue: 9, targetValue: 8 });
    // At 4 LP neither.
    const u = duel(false);
    expect(lastFight(u).data).toMatchObject({ winner: 1, attackerValue: 9, targetValue: 8 });
    expect(used(u, 'jesse-james')).toEqual([]);
  });

  it('jesse-james R18.2 the −1 also works against an NPC, but not the tie win (CONTENT.md §0)', () => {
    const t = table('jesse-james', true).bandits(['spikes-view-hideout']).at(0, 'spikes-view-1').hand(0, ['7H']).fightTop(['F8', 'F3']).turnOf(0);
    t.act(0, { type: 'move', to: 'spikes-view-hideout' });
    t.act(3, { type: 'chooseFightCard', card: 'F8' });
    t.act(0, play('7H'));
    // F8 − 1 = 7 against 7: the NPC still wins the tie (R10.5).
    expect(lastFight(t).data).toMatchObject({ winner: null, attackerValue: 7, targetValue: 7 });
    expect(used(t, 'jesse-james').map((e) => e.data)).toEqual([{ modOpp: 1 }]);
  });

  it('wyatt-earp R18.2 the first bandit he beats in each of his turns gives +1 action at 5 LP, not at 4', () => {
    const beat = (t: Scenario) => {
      t.at(0, 'spikes-view-1').bandits(['spikes-view-hideout']).hand(0, ['KH']).fightTop(['FJ', 'F3']);
      t.act(0, { type: 'move', to: 'spikes-view-hideout' });
      t.act(3, { type: 'chooseFightCard', card: 'FJ' });
      t.act(0, play('KH'));
      t.act(0, choose('marshal'));
      return t;
    };
    const t = beat(table('wyatt-earp', true).turnOf(0));
    expect(lastFight(t).data).toMatchObject({ winner: 0 });
    expect(t.s.turn.actionsLeft).toBe(3);
    expect(used(t, 'wyatt-earp')).toEqual([{ type: 'abilityUsed', seat: 0, kind: 'wyatt-earp', data: { actionsLeft: 3 } }]);
    // Only the first time in the turn.
    beat(t);
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(used(t, 'wyatt-earp')).toHaveLength(1);

    const u = beat(table('wyatt-earp', false).turnOf(0));
    expect(u.s.turn.actionsLeft).toBe(2);
    expect(used(u, 'wyatt-earp')).toEqual([]);
  });
});

describe('R18 poker (R8.9)', () => {
  /** Wild Bill (seat 0) alone at a Darkrock Saloon: the dealer plays (R8.3). */
  function poker(legendary: boolean, hand: CardId[], deck: CardId[]): Scenario {
    const t = table('wild-bill-hickok', legendary).at(0, 'darkrock-saloon-north').at(1, 'spikes-view-mine').at(2, 'sunny-hills-mine').at(3, 'cliff-junction-mine')
      .set(0, { money: 10 }).hand(0, hand).deckTop(deck).turnOf(0);
    t.act(0, { type: 'poker' });
    t.act(0, play(hand[0]));
    t.act(0, play(hand[1]));
    return t;
  }
  const WIN: [CardId[], CardId[]] = [['AS', 'AH'], ['2C', '3D', '4S', '6S', '8D', '9C', 'TC', 'KS']];
  const LOSE: [CardId[], CardId[]] = [['2H', '7D'], ['3C', 'KD', 'KH', '4S', '6S', '9C', 'TC', 'QS']];

  it('wild-bill-hickok R18.2 gains $20 after winning poker at 5 LP, not at 4', () => {
    const t = poker(true, ...WIN);
    expect(t.ofType('pokerPlayed')[0].kind).toBe('won');
    expect(t.p(0).money).toBe(60 + 20);
    expect(used(t, 'wild-bill-hickok')).toEqual([{ type: 'abilityUsed', seat: 0, kind: 'wild-bill-hickok', data: { won: true } }]);
    // At 4 LP the win's own LP unlocks the ability (R18.2) after the result: no $20 this time.
    const u = poker(false, ...WIN);
    expect(u.p(0)).toMatchObject({ money: 60, lp: 5, legendary: true });
    expect(used(u, 'wild-bill-hickok')).toEqual([]);
  });

  it('wild-bill-hickok R18.2 after losing poker may keep 1 random card he chose at 5 LP, not at 4', () => {
    const t = poker(true, ...LOSE);
    expect(t.ofType('pokerPlayed')[0].kind).toBe('dealerWon');
    // Optional: he is asked.
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'wildBill', rule: 'R8.9' });
    expect(t.legal()).toEqual([{ type: 'pass' }, choose('keep')]);
    t.act(0, choose('keep'));
    const kept = used(t, 'wild-bill-hickok')[0].data!.kept as CardId;
    expect(['2H', '7D']).toContain(kept);
    expect(t.p(0).hand).toContain(kept);
    expect(t.p(0).hand).toHaveLength(3); // the kept card, the ante card not chosen and the loser's card (R8.9)
    expect(t.s.pokerDiscard).not.toContain(kept);

    const p = poker(true, ...LOSE);
    p.act(0, { type: 'pass' });
    expect(p.p(0).hand).toHaveLength(2);
    expect(p.s.pokerDiscard).toEqual(expect.arrayContaining(['2H', '7D']));

    const u = poker(false, ...LOSE);
    expect(u.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(used(u, 'wild-bill-hickok')).toEqual([]);
  });
});

describe('R18 wounds and the hand limit (R15.3)', () => {
  /** Pushes a wound event on seat 0 and settles. */
  const wound = (t: Scenario, n: number) => {
    t.s.stack.push({ k: 'wound', seat: 0, n, uncancellable: false, why: 'test', stage: 'window' });
    return t.settle();
  };

  it('doc-holliday R18.2 draws 1 card for each wound event in which he gains wounds at 5 LP, not at 4', () => {
    const t = wound(table('doc-holliday', true).deckTop(['5D', '6D']).turnOf(0), 2);
    expect(t.p(0)).toMatchObject({ wounds: 2, hand: ['5D'] }); // 1 card per event, not per wound
    expect(used(t, 'doc-holliday')).toEqual([{ type: 'abilityUsed', seat: 0, kind: 'doc-holliday', data: { wounds: 2 } }]);
    // Ignored wounds (R2.6) draw nothing.
    const full = wound(table('doc-holliday', true).set(0, { wounds: 3 }).deckTop(['5D']).turnOf(0), 1);
    expect(full.p(0).hand).toEqual([]);
    expect(used(full, 'doc-holliday')).toEqual([]);

    const u = wound(table('doc-holliday', false).deckTop(['5D']).turnOf(0), 1);
    expect(u.p(0)).toMatchObject({ wounds: 1, hand: [] });
  });

  /** Seat 0 works its last action; the end of turn asks for discards down to the hand limit, if any. */
  const endTurn = (t: Scenario) => { t.turnOf(0, 1); t.act(0, { type: 'work' }); return t; };
  const SIX: CardId[] = ['2C', '3C', '4C', '5C', '6C', '7C'];

  it('doc-holliday R18.2 his hand limit is always 5 at 5 LP, 5 − wounds at 4', () => {
    const t = endTurn(table('doc-holliday', true).set(0, { wounds: 2 }).hand(0, SIX.slice(0, 5)));
    expect(t.p(0).hand).toHaveLength(5);
    expect(t.s.prompt).not.toMatchObject({ seat: 0, kind: 'discard' });
    expect(used(t, 'doc-holliday')).toEqual([{ type: 'abilityUsed', seat: 0, kind: 'doc-holliday', data: { handLimit: 5 } }]);
    const u = endTurn(table('doc-holliday', false).set(0, { wounds: 2 }).hand(0, SIX.slice(0, 5)));
    expect(u.s.prompt).toEqual({ seat: 0, kind: 'discard', rule: 'R15.3' });
  });

  it('calamity-jane R18.2 hand limit 6 − wounds and a card after each story contribution at 5 LP, not at 4', () => {
    const t = endTurn(table('calamity-jane', true).hand(0, SIX));
    expect(t.p(0).hand).toHaveLength(6);
    expect(t.s.prompt).not.toMatchObject({ seat: 0, kind: 'discard' });
    expect(used(t, 'calamity-jane')).toEqual([{ type: 'abilityUsed', seat: 0, kind: 'calamity-jane', data: { handLimit: 6 } }]);
    const w = endTurn(table('calamity-jane', true).set(0, { wounds: 1 }).hand(0, SIX));
    w.act(0, { type: 'discard', card: '2C' });
    expect(w.p(0).hand).toHaveLength(5);

    const u = endTurn(table('calamity-jane', false).hand(0, SIX));
    expect(u.s.prompt).toEqual({ seat: 0, kind: 'discard', rule: 'R15.3' });

    const s = table('calamity-jane', true).deckTop(['JD']).turnOf(0);
    const ctx = newCtx(s.s);
    onStoryContribution(ctx, 0);
    expect(s.p(0).hand).toEqual(['JD']);
    expect(ctx.events).toContainEqual({ type: 'abilityUsed', seat: 0, kind: 'calamity-jane', data: { story: true } });
    const v = table('calamity-jane', false).deckTop(['JD']).turnOf(0);
    onStoryContribution(newCtx(v.s), 0);
    expect(v.p(0).hand).toEqual([]);
  });
});

describe('R18 movement (R5.2, R5.7)', () => {
  const moves = (t: Scenario) => t.legal().filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');

  it('bloody-knife R18.2 may cross a mesa as a Move of its own, healing 1 wound, at 5 LP, not at 4', () => {
    // spikes-view-9 borders the south mesa; darkrock-east is 3 spaces away around it, 2 across it.
    const t = table('bloody-knife', true).at(0, 'spikes-view-9').set(0, { wounds: 2 }).turnOf(0);
    const legal = moves(t);
    expect(legal).toContainEqual({ type: 'move', to: 'darkrock-east', crossings: 1 });
    expect(legal).not.toContainEqual({ type: 'move', to: 'darkrock-east' });
    // The exit must differ from the entry; never ends inside the mesa; the plain moves are still listed.
    expect(legal).toContainEqual({ type: 'move', to: 'spikes-view-7' });
    expect(legal).not.toContainEqual({ type: 'move', to: 'spikes-view-9', crossings: 1 });
    t.act(0, { type: 'move', to: 'darkrock-east', crossings: 1 });
    expect(t.p(0)).toMatchObject({ pos: 'darkrock-east', wounds: 1 });
    expect(t.ofType('moved').at(-1)).toMatchObject({ kind: 'action', data: { from: 'spikes-view-9', to: 'darkrock-east', steps: 2, crossings: 1 } });
    expect(used(t, 'bloody-knife')).toEqual([{ type: 'abilityUsed', seat: 0, kind: 'bloody-knife', data: { crossing: 1 } }]);
    expect(t.s.turn.actionsLeft).toBe(2);

    const u = table('bloody-knife', false).at(0, 'spikes-view-9').turnOf(0);
    expect(moves(u).some((a) => a.crossings !== undefined)).toBe(false);
    u.refuse(0, { type: 'move', to: 'darkrock-east', crossings: 1 }, 'ERR_UNREACHABLE');
  });

  it('bloody-knife R5.4 a Wanted Bloody Knife cannot exit into the Sheriff\'s space', () => {
    const t = table('bloody-knife', true).at(0, 'spikes-view-9').set(0, { wanted: 1 }).turnOf(0);
    t.s.sheriff = 'darkrock-east';
    expect(t.legal()).not.toContainEqual({ type: 'move', to: 'darkrock-east', crossings: 1 });
    expect(t.legal()).toContainEqual({ type: 'move', to: 'darkrock-bank', crossings: 1 });
  });

  it('bloody-knife R5.3 a bandit on the exit space stops him there, after the crossing\'s heal', () => {
    const t = table('bloody-knife', true).at(0, 'spikes-view-9').set(0, { wounds: 1 }).bandits(['dixon-creek-hideout']).hand(0, ['9H']).turnOf(0);
    t.act(0, { type: 'move', to: 'dixon-creek-hideout', crossings: 1 });
    expect(t.p(0).wounds).toBe(0);
    const types = t.events.map((e) => e.type);
    expect(types.indexOf('woundsRemoved')).toBeLessThan(types.indexOf('fightDeclared'));
    expect(t.s.prompt).toMatchObject({ seat: 3, kind: 'chooseNpcCard' });
  });

  it('bloody-knife R5.9 crossings are offered in card moves and extensions too', () => {
    const t = table('bloody-knife', true).at(0, 'spikes-view-9').set(0, { wounds: 1 }).turnOf(0);
    t.s.stack.push({ k: 'step', seat: 0, n: 2, mode: 'card', left: 1, src: { effect: null, card: null, target: null, hideout: null, story: null, fightAt: null } });
    t.settle();
    expect(t.legal()).toContainEqual({ type: 'move', to: 'darkrock-bank', crossings: 1 });
    t.act(0, { type: 'move', to: 'darkrock-bank', crossings: 1 });
    expect(t.p(0)).toMatchObject({ pos: 'darkrock-bank', wounds: 0 });
    expect(t.ofType('moved').at(-1)).toMatchObject({ kind: 'card', data: { crossings: 1 } });

    // A Sprint's extension (R5.8) crosses too, and its moved event counts the crossing in its steps.
    const u = table('bloody-knife', true).at(0, 'spikes-view-10').set(0, { wounds: 1 }).hand(0, ['3H']).turnOf(0);
    u.act(0, { type: 'move', to: 'spikes-view-9' });
    u.act(0, { type: 'playReaction', card: '3H' });
    expect(u.legal()).toContainEqual({ type: 'move', to: 'darkrock-bank', crossings: 1 });
    u.act(0, { type: 'move', to: 'darkrock-bank', crossings: 1 });
    expect(u.p(0)).toMatchObject({ pos: 'darkrock-bank', wounds: 0 });
    expect(u.ofType('moved').at(-1)).toMatchObject({ kind: 'extension', data: { from: 'spikes-view-9', to: 'darkrock-bank', steps: 2, crossings: 1 } });
  });
});
