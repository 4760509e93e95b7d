// The heuristic aims at the face-up story cards (R14, CONTENT.md §8): each objective, read as data,
// maps to the action and spaces that fulfil it, and in built positions the heuristic takes the
// action (or move, or fight card) a face-up story asks for, where it would not without the story.
import { describe, expect, it } from 'vitest';
import {
  applyAction, CARD_IDS, cardEffect, legalActions, newCtx, seedRng, settle, space, SPACE_IDS, STORY_IDS, viewFor,
  type Action, type SpaceId, type StoryId,
} from '@wl/engine';
import { heuristicBot } from '../src/index.js';
import { meOf } from '../src/plans.js';
import { STORY_TARGETS, storyAims, targetOf } from '../src/stories.js';
import { playWith } from './helpers.js';
import { pick, position, rankOf, type Shape } from './position.js';

const OTHER: StoryId = 'ST10'; // Sunny Hills Strike: a mine far from every position below

/** The pick with the story face up (one rival disc on it: this contribution completes it) and with an unrelated one instead. */
function withAndWithout(story: StoryId, shape: Omit<Shape, 'stories'>): { yes: Action; no: Action } {
  const yes = pick(position({ ...shape, stories: [story, null], discs: [[1], []] }));
  const no = pick(position({ ...shape, stories: [OTHER, null], discs: [[1], []] }));
  return { yes, no };
}

describe('story objectives as data (CONTENT.md §8)', () => {
  it('maps every card to an action and the spaces where it counts', () => {
    for (const id of STORY_IDS) {
      const t = STORY_TARGETS[id];
      expect(t.at.some((x) => x === 1), id).toBe(true);
      expect(t.reward, id).toBeGreaterThan(0);
    }
    expect(targetOf({ kind: 'work', at: 'spikes-view-rail-station' })).toEqual({ act: 'work', spaces: ['spikes-view-rail-station'] });
    expect(targetOf({ kind: 'buy', town: 'red-falls' }).spaces).toEqual(['red-falls-general-store-east', 'red-falls-general-store-north', 'red-falls-general-store-south']);
    const jailbreak = targetOf({ kind: 'endMove', outside: true, startedAt: 'darkrock-sheriff-office' });
    expect(jailbreak.act).toBe('move');
    expect(jailbreak.spaces).toEqual(SPACE_IDS.filter((id) => !space(id).inTown));
    expect(targetOf({ kind: 'defeatBandit', letter: 'B' }).spaces).toEqual(['sunny-hills-hideout', 'dixon-creek-hideout']);
    expect(targetOf({ kind: 'endActions', town: 'red-falls', if: 'wanted' }).spaces.every((id) => space(id).region === 'red-falls')).toBe(true);
  });

  it('R14.3 R14.4 aims only at cards a disc can still go on: not a full card, nor a waiting card already holding the player\'s disc', () => {
    const aimed = (discs: Shape['discs'], players = 4) => {
      const s = position({ players, me: { pos: 'spikes-view-rail-station' }, stories: ['ST40', 'ST12'], discs });
      return storyAims(meOf(viewFor(s, 0), 0)).slots.map((x) => x.t.id);
    };
    expect(aimed([[], []])).toEqual(['ST40']); // ST12 needs a wound
    expect(aimed([[1, 2], []])).toEqual([]); // full with 2 discs (2–4 players)
    expect(aimed([[1, 2], []], 5)).toEqual(['ST40']); // 3 needed with 5–6
    expect(aimed([[0], []], 5)).toEqual([]); // already the player's disc, still 2 to go
    expect(aimed([[0], [0]], 5)).toEqual([]); // both discs out: only a completing move would count
  });
});

describe('the heuristic fulfils a face-up story\'s objective', () => {
  it('location actions: Work at the Rail Station (ST40), poker in Darkrock (ST11), a 2-LP Revel (ST14), the Doctor (ST38); a Red Falls purchase ranks higher (ST13)', () => {
    const work = withAndWithout('ST40', { me: { pos: 'spikes-view-rail-station' } });
    expect(work.yes).toEqual({ type: 'work' });
    expect(work.no).not.toEqual({ type: 'work' });

    const armed = { items: [{ id: 'revolver' as const, upgraded: true }, { id: 'mule' as const, upgraded: true }], activeWeapon: 'revolver' as const, activeMount: 'mule' as const };
    const poker = withAndWithout('ST11', { me: { pos: 'darkrock-saloon-north', money: 30, items: [], activeWeapon: null, activeMount: null }, hand: ['KC', '9D'] });
    expect(poker.yes).toEqual({ type: 'poker' });
    expect(poker.no.type).not.toBe('poker');

    const revel = withAndWithout('ST14', { me: { pos: 'red-falls-cabaret', money: 70 } });
    expect(revel.yes).toEqual({ type: 'revel', lp: 2 });
    expect(revel.no).toEqual({ type: 'revel', lp: 1 }); // keeps $30 in hand

    const shop = { me: { pos: 'red-falls-general-store-north' as const, money: 20, ...armed } };
    const buy = (story: StoryId) => rankOf(position({ ...shop, stories: [story, null], discs: [[1], []] }), (a) => a.type === 'buy');
    expect(buy('ST13')).toBeLessThan(buy(OTHER)); // a Red Falls purchase, though the bot needs no item
    expect(buy('ST36')).toBe(buy(OTHER)); // ST36 wants a Darkrock weapon or mount

    // A wound is worth healing anyway (1 LP at the end and a card); with Aces and Kings a Duel here ranks first unless the story asks for the Doctor.
    const heal = withAndWithout('ST38', { me: { pos: 'red-falls-doctor', money: 10, wounds: 1 }, hand: ['AS', 'KH'] });
    expect(heal.yes).toEqual({ type: 'heal' });
    expect(heal.no.type).not.toBe('heal');
  });

  it('end-of-move objectives: the move that ends on the Doctor with a wound (ST12) or on a B hideout while Wanted (ST20)', () => {
    const doctor = withAndWithout('ST12', { me: { pos: 'red-falls-saloon-north', wounds: 1 } });
    expect(doctor.yes).toEqual({ type: 'move', to: 'red-falls-doctor' });
    expect(doctor.no).not.toEqual({ type: 'move', to: 'red-falls-doctor' });

    const hideout = withAndWithout('ST20', { me: { pos: 'sunny-hills-1', wanted: 1 } });
    expect(hideout.yes).toEqual({ type: 'move', to: 'sunny-hills-hideout' });
    expect(hideout.no).not.toEqual({ type: 'move', to: 'sunny-hills-hideout' });
  });

  it('moves that lead there: from 3 steps away on foot, the pick leaves one Move to the Doctor (ST12)', () => {
    const from = 'red-falls-general-store-east';
    const movesLeft = (to: SpaceId) => Math.ceil(STORY_TARGETS.ST12.near[SPACE_IDS.indexOf(to)] / 2); // 2 spaces a Move on foot (R5.1)
    expect(movesLeft(from)).toBe(2);
    const a = pick(position({ me: { pos: from, wounds: 1, items: [], activeMount: null }, stories: ['ST12', null], discs: [[1], []] }));
    expect(a.type === 'move' && movesLeft(a.to)).toBe(1);
    const b = pick(position({ me: { pos: from, wounds: 1, items: [], activeMount: null }, stories: [OTHER, null], discs: [[1], []] }));
    expect(b.type === 'move' && movesLeft(b.to)).not.toBe(1);
  });

  it('ending the action phase in Red Falls while Wanted (ST39): the last action ends in town', () => {
    const { yes, no } = withAndWithout('ST39', { me: { pos: 'cliff-junction-1', wanted: 1, nuggets: 2 }, actionsLeft: 1 });
    expect(yes.type === 'move' && space(yes.to).region).toBe('red-falls');
    expect(no.type === 'move' && space(no.to).region).not.toBe('red-falls'); // heading for the Bank otherwise
  });

  it('a Hired Gun on the bandit of the letter the story names (ST01: A, ST21: B)', () => {
    const hiredGun = CARD_IDS.find((c) => cardEffect(c).id === 'hired-gun')!;
    const shape = { me: { pos: 'darkrock-center' as const }, hand: [hiredGun], bandits: ['mesitos-point-hideout', 'dixon-creek-hideout'] as Shape['bandits'] };
    const a = pick(position({ ...shape, stories: ['ST01', null], discs: [[1], []] }));
    expect(a).toEqual({ type: 'playAction', card: hiredGun, hideout: 'mesitos-point-hideout' });
    const b = pick(position({ ...shape, stories: ['ST21', null], discs: [[1], []] }));
    expect(b).toEqual({ type: 'playAction', card: hiredGun, hideout: 'dixon-creek-hideout' });
  });

  it('a Duel in town (ST04) ranks above where it ranks without the story', () => {
    const shape = { me: { pos: 'darkrock-center' as const }, hand: ['TC', '4D'] as Shape['hand'], others: { 1: { pos: 'darkrock-center' as const } } };
    const duel = (a: Action) => a.type === 'fight' && a.kind === 'duel' && a.target === 1;
    const yes = rankOf(position({ ...shape, stories: ['ST04', null], discs: [[2], []] }), duel);
    const no = rankOf(position({ ...shape, stories: ['ST25', null], discs: [[2], []] }), duel); // Duel at Dawn: outside a town only
    expect(yes).toBeGreaterThanOrEqual(0);
    expect(yes).toBeLessThan(no);
  });
});

describe('the heuristic\'s story choices in fights and disc moves', () => {
  it('R14.2 Against the Odds (ST19, a card of 7 or less): the fighter plays the 7 against a bandit, else its best card', () => {
    const fightCard = (story: StoryId) => {
      let s = position({ me: { pos: 'mesitos-point-3' }, hand: ['7C', 'TH'], bandits: ['mesitos-point-hideout'], stories: [story, null], discs: [[1], []] });
      const r = applyAction(s, 0, { type: 'move', to: 'mesitos-point-hideout' });
      if (!r.ok) throw r.error;
      s = r.state;
      while (s.prompt && s.prompt.kind !== 'placeFightCard') {
        const q = s.prompt.seat;
        const next = applyAction(s, q, heuristicBot(viewFor(s, q), legalActions(s, q), seedRng(q)));
        if (!next.ok) throw next.error;
        s = next.state;
      }
      return pick(s);
    };
    expect(fightCard('ST19')).toEqual({ type: 'playCard', card: '7C' });
    expect(fightCard(OTHER)).toEqual({ type: 'playCard', card: 'TH' });
  });

  it('CONTENT.md §8 moves a disc only when the move completes the card it is offered for', () => {
    const offer = (discs: Shape['discs'], about: 0 | 1) => {
      const s = position({ players: 6, me: { pos: 'darkrock-center' }, stories: ['ST40', 'ST12'], discs });
      s.stack.push({ k: 'choice', seat: 0, kind: 'moveDisc', options: ['moveDisc', 'keep'], about });
      settle(newCtx(s));
      expect(s.prompt).toMatchObject({ seat: 0, kind: 'moveDisc' });
      return pick(s);
    };
    expect(offer([[0, 0], [1, 2]], 1)).toEqual({ type: 'choose', option: 'moveDisc' }); // 3rd disc on ST12
    expect(offer([[0, 0], [1]], 1)).toEqual({ type: 'choose', option: 'keep' }); // would still wait for a 3rd
    expect(offer([[0, 1], [0, 2]], 1)).toEqual({ type: 'choose', option: 'moveDisc' }); // the view names the card offered: ST12
    expect(offer([[0, 1], [0]], 1)).toEqual({ type: 'choose', option: 'keep' }); // ST12 would still wait for a 3rd
    expect(offer([[0, 1], [0]], 0)).toEqual({ type: 'choose', option: 'moveDisc' }); // the same discs, offered for ST40: its 3rd
  });

  it('R7.2 delivers cattle a story asks for even where it would keep them (a Marshal at the other ranch, ST28)', () => {
    const deliverChoice = (story: StoryId) => {
      const s = position({ me: { pos: 'sunny-hills-4', marshal: 3 }, stories: [story, null], discs: [[1], []] });
      const [token, ...rest] = s.ranches.green; // the ranch list is replaced, never changed (clone.ts)
      s.ranches.green = rest;
      s.players[0].cattle = token;
      const r = applyAction(s, 0, { type: 'move', to: 'sunny-hills-ranch' });
      if (!r.ok) throw r.error;
      expect(r.state.prompt).toMatchObject({ seat: 0, kind: 'deliver' });
      return pick(r.state);
    };
    expect(deliverChoice('ST28')).toEqual({ type: 'choose', option: 'deliver' });
    expect(deliverChoice(OTHER)).toEqual({ type: 'choose', option: 'keep' });
  });
});

describe('stories in whole games', () => {
  it('R14.5 four heuristic bots complete story cards of many kinds over 20 seeded games', () => {
    const done = new Set<string>();
    let completed = 0;
    for (let g = 0; g < 20; g++) {
      playWith(4100 + g, () => heuristicBot, ({ state, seat, action }) => {
        const r = applyAction(state, seat, action);
        if (!r.ok) return;
        for (const e of r.events) if (e.type === 'storyCompleted') { completed++; done.add(e.kind!); }
      });
    }
    expect(completed).toBeGreaterThanOrEqual(30); // about 2.5 a game (0.9 before the heuristic aimed at them)
    expect(done.size).toBeGreaterThanOrEqual(12);
  });
});
