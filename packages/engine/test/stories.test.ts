// R14: story cards (CONTENT.md §8): the objective of each kind, discs, completion and the
// resolution at the end of the turn (rewards, bandits R13.1, Sheriff R12.2–R12.3, next card).
import { describe, expect, it } from 'vitest';
import { discsNeeded, DISTANCES, STORY_CARDS, viewFor, type Action, type CardId, type FightCardId, type Seat, type SpaceId, type StoryId } from '../src/index.js';
import { rngForRolls, scenario, type Scenario } from './builder.js';

const OFFICE: SpaceId = 'darkrock-sheriff-office';
const STATION: SpaceId = 'spikes-view-rail-station';
const BANK: SpaceId = 'darkrock-bank';
const DOCTOR: SpaceId = 'red-falls-doctor';
const CABARET: SpaceId = 'red-falls-cabaret';

type Slots = [StoryId | null, StoryId | null];

const choose = (option: Extract<Action, { type: 'choose' }>['option']): Action => ({ type: 'choose', option });
const play = (card: CardId): Action => ({ type: 'playCard', card });
const fightCard = (card: FightCardId): Action => ({ type: 'chooseFightCard', card });
const move = (to: SpaceId): Action => ({ type: 'move', to });

/**
 * A table of `players` seats, no bandits, no items, every mini parked in a quiet place,
 * with these face-up stories, discs and decks under them.
 */
function table(stories: Slots, discs: [Seat[], Seat[]] = [[], []], players = 4, decks: [StoryId[], StoryId[]] = [['ST35'], ['ST38']]): Scenario {
  const t = scenario(players).bandits([]);
  const parking: SpaceId[] = ['cliff-junction-7', 'sunny-hills-1', 'mesitos-point-woods', 'cliff-junction-8', 'spikes-view-1', 'sunny-hills-6'];
  for (let i = 0; i < players; i++) t.at(i, parking[i]).items(i, []);
  t.s.stories = [...stories];
  t.s.storyDecks = [[...decks[0]], [...decks[1]]];
  t.s.storyDiscs = [[...discs[0]], [...discs[1]]];
  t.s.storyContributed = [false, false];
  t.s.storyCompleted = [];
  return t;
}

/** The discs on the two face-up stories. */
const discsOf = (t: Scenario): [Seat[], Seat[]] => t.s.storyDiscs;

/** The contributions so far, as [seat, story] pairs. */
const contributions = (t: Scenario) => t.ofType('storyContributed').map((e) => [e.seat, e.kind]);

/** Works until the active player's action phase is over (Work fulfils only ST40, at the Rail Station). */
function workOut(t: Scenario): void {
  const seat = t.s.turn.seat;
  while (t.s.prompt?.seat === seat && t.s.prompt.kind === 'action') t.act(seat, { type: 'work' });
}

/** The story reward choices (effectChoice prompts) answered in turn, checking who is asked. */
function answer(t: Scenario, answers: [Seat, 'lp' | 'marshal' | 'wanted'][]): void {
  for (const [seat, option] of answers) {
    expect(t.s.prompt).toMatchObject({ seat, kind: 'effectChoice' });
    t.act(seat, choose(option));
  }
}

/** The next turn has begun for `seat` (R4.4(4)). */
function nextTurnOf(t: Scenario, seat: Seat): void {
  expect(t.s.prompt).toMatchObject({ seat, kind: 'startBenefit' });
  expect(t.ofType('turnStarted').at(-1)!.seat).toBe(seat);
}

describe('R14.1 the story cards as data (CONTENT.md §8)', () => {
  it('R14.1 there are 40 cards; the Manhunt cards move the Sheriff up to 3, 10 cards move him', () => {
    const ids = Object.keys(STORY_CARDS);
    expect(ids).toHaveLength(40);
    const moving = ids.filter((id) => STORY_CARDS[id as StoryId].sheriff > 0);
    expect(moving.sort()).toEqual(['ST03', 'ST05', 'ST06', 'ST08', 'ST15', 'ST24', 'ST26', 'ST27', 'ST37', 'ST39']);
    for (const id of ['ST03', 'ST15', 'ST24', 'ST37'] as StoryId[]) expect(STORY_CARDS[id].sheriff).toBe(3);
    const letters = ids.flatMap((id) => STORY_CARDS[id as StoryId].bandits);
    expect(letters.filter((l) => l === 'A')).toHaveLength(16);
    expect(letters.filter((l) => l === 'B')).toHaveLength(16);
    expect(letters.filter((l) => l === 'C')).toHaveLength(17);
  });
});

describe('R14.2 objectives, one kind at a time', () => {
  it('R14.2 objective work: ST40 needs a Work action at the Rail Station', () => {
    const t = table(['ST40', 'ST10']).at(0, 'spikes-view-8').turnOf(0);
    t.act(0, { type: 'work' });
    expect(discsOf(t)).toEqual([[], []]);
    t.act(0, move(STATION));
    t.act(0, { type: 'work' });
    expect(discsOf(t)).toEqual([[0], []]);
    expect(contributions(t)).toEqual([[0, 'ST40']]);
  });

  it('R14.2 objective defeatBandit: ST01 needs a bandit beaten at an A hideout; ST21 (B) does not count it', () => {
    const t = table(['ST01', 'ST21']).bandits(['mesitos-point-hideout', 'dixon-creek-hideout']).at(0, 'mesitos-point-3').hand(0, ['5H'])
      .fightTop(['F2', 'F3']).turnOf(0);
    t.act(0, move('mesitos-point-hideout'));
    t.act(3, fightCard('F2'));
    t.act(0, play('5H'));
    t.act(0, choose('lp'));
    expect(t.ofType('banditDefeated')).toHaveLength(1);
    expect(discsOf(t)).toEqual([[0], []]);
  });

  it('R14.2 objective defeatBandit: a lost bandit fight does not count', () => {
    const t = table(['ST01', 'ST23']).bandits(['mesitos-point-hideout']).at(0, 'mesitos-point-3').hand(0, ['2H']).deckTop(['5S'])
      .fightTop(['FK', 'F3']).turnOf(0);
    t.act(0, move('mesitos-point-hideout'));
    t.act(3, fightCard('FK'));
    t.act(0, play('2H'));
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: null });
    expect(discsOf(t)).toEqual([[], []]);
  });

  it('R14.2 objective defeatBandit: removing a bandit with Hired Gun counts as defeating it (ST02, C)', () => {
    const t = table(['ST21', 'ST02']).bandits(['spikes-view-hideout', 'dixon-creek-hideout']).hand(0, ['AC']).turnOf(0);
    t.act(0, { type: 'playAction', card: 'AC', hideout: 'spikes-view-hideout' });
    t.act(0, choose('lp'));
    expect(t.s.bandits).toEqual(['dixon-creek-hideout']);
    expect(discsOf(t)).toEqual([[], [0]]);
    expect(contributions(t)).toEqual([[0, 'ST02']]);
  });

  it('R14.2 objective mine at: ST10 needs a Mine action at the Sunny Hills mine, not another mine (ST18)', () => {
    const t = table(['ST18', 'ST10']).at(0, 'sunny-hills-mine').turnOf(0);
    t.s.rng = rngForRolls([[0, 'gravel'], [1, 'gravel']]);
    t.act(0, { type: 'prospect' });
    // Nothing found still counts: the objective is the action at that mine.
    expect(discsOf(t)).toEqual([[], [0]]);
  });

  it('R14.2 objective mine minNuggets: ST30 needs 2 nuggets gained in one Mine action, at any mine', () => {
    const t = table(['ST30', 'ST31']).at(0, 'cliff-junction-mine').turnOf(0);
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'gravel']]);
    t.act(0, { type: 'prospect' });
    expect(discsOf(t)).toEqual([[], []]);
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'nugget']]);
    t.act(0, { type: 'prospect' });
    expect(t.p(0).nuggets).toBe(3);
    expect(discsOf(t)).toEqual([[0], []]);
  });

  it('R14.2 objective mine minNuggets: nuggets beyond the carrying limit are not gained and do not count', () => {
    const t = table(['ST30', null]).at(0, 'cliff-junction-mine').set(0, { nuggets: 3 }).turnOf(0);
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'nugget']]);
    t.act(0, { type: 'prospect' });
    expect(t.p(0).nuggets).toBe(4);
    expect(discsOf(t)).toEqual([[], []]);
  });

  it('R14.2 objective deposit min: ST09 needs 2+ nuggets in one deposit, ST32 needs 3+', () => {
    const t = table(['ST09', 'ST32']).at(0, BANK).set(0, { nuggets: 4 }).turnOf(0);
    t.act(0, { type: 'deposit', nuggets: 1 });
    expect(discsOf(t)).toEqual([[], []]);
    t.act(0, { type: 'deposit', nuggets: 2 });
    expect(discsOf(t)).toEqual([[0], []]);
    const u = table(['ST09', 'ST32']).at(0, BANK).set(0, { nuggets: 3 }).turnOf(0);
    u.act(0, { type: 'deposit', nuggets: 3 });
    expect(discsOf(u)).toEqual([[0], [0]]);
  });

  it('R14.2 objective buy town: ST13 needs a purchase at the Red Falls General Store, any item', () => {
    const t = table(['ST13', 'ST36']).at(0, 'red-falls-general-store-north').set(0, { money: 50 }).turnOf(0);
    t.act(0, { type: 'buy', item: 'whiskey', activate: false });
    expect(discsOf(t)).toEqual([[0], []]);
    const d = table(['ST13', null]).at(0, 'darkrock-general-store-north').set(0, { money: 50 }).turnOf(0);
    d.act(0, { type: 'buy', item: 'whiskey', activate: false });
    expect(discsOf(d)).toEqual([[], []]);
  });

  it('R14.2 objective buy kinds: ST36 needs a weapon or mount bought in Darkrock', () => {
    const t = table(['ST36', 'ST13']).at(0, 'darkrock-general-store-north').set(0, { money: 100 }).turnOf(0);
    t.act(0, { type: 'buy', item: 'whiskey', activate: false });
    expect(discsOf(t)).toEqual([[], []]);
    t.act(0, { type: 'buy', item: 'mule', activate: true });
    expect(discsOf(t)).toEqual([[0], []]);
    const r = table(['ST36', null]).at(0, 'red-falls-general-store-north').set(0, { money: 100 }).turnOf(0);
    r.act(0, { type: 'buy', item: 'revolver', activate: true });
    expect(discsOf(r)).toEqual([[], []]);
  });

  it('R14.2 objective upgrade: ST35 needs an upgrade; a purchase does not count', () => {
    const t = table(['ST35', null]).at(0, 'darkrock-general-store-north').set(0, { money: 100 }).turnOf(0);
    t.act(0, { type: 'buy', item: 'revolver', activate: true });
    expect(discsOf(t)).toEqual([[], []]);
    t.act(0, { type: 'upgrade', item: 'revolver' });
    expect(discsOf(t)).toEqual([[0], []]);
  });

  it('R14.2 objective revel minLp: ST14 needs 2+ LP in one Revel, ST34 any Revel', () => {
    const t = table(['ST14', 'ST34']).at(0, CABARET).set(0, { money: 120 }).turnOf(0);
    t.act(0, { type: 'revel', lp: 1 });
    expect(discsOf(t)).toEqual([[], [0]]);
    t.act(0, { type: 'revel', lp: 2 });
    expect(discsOf(t)).toEqual([[0], [0]]);
  });

  it('R14.2 objective doctor: ST38 needs a Doctor action', () => {
    const t = table(['ST38', null]).at(0, DOCTOR).set(0, { money: 10, wounds: 2 }).turnOf(0);
    t.act(0, { type: 'heal' });
    expect(t.p(0).wounds).toBe(0);
    expect(discsOf(t)).toEqual([[0], []]);
  });

  it('R14.2 objective takeCattle: ST17 needs a token taken at the green ranch, ST29 at the blue one', () => {
    const t = table(['ST17', 'ST29']).at(0, 'mesitos-point-ranch').turnOf(0);
    t.act(0, { type: 'takeCattle' });
    expect(discsOf(t)).toEqual([[0], []]);
    const b = table(['ST17', 'ST29']).at(0, 'sunny-hills-ranch').turnOf(0);
    b.act(0, { type: 'takeCattle' });
    expect(discsOf(b)).toEqual([[], [0]]);
  });

  it('R14.2 objective deliver mode: wrangling fulfils ST07 and ST28, not ST08', () => {
    const t = table(['ST07', 'ST08']).at(0, 'spikes-view-8').set(0, { cattle: 'green-1' });
    t.s.ranches.green = t.s.ranches.green.filter((c) => c !== 'green-1');
    t.turnOf(0);
    t.act(0, move(STATION));
    t.act(0, choose('deliver'));
    expect(discsOf(t)).toEqual([[0], []]);
    const u = table(['ST28', 'ST08']).at(0, 'spikes-view-8').set(0, { cattle: 'green-1' });
    u.s.ranches.green = u.s.ranches.green.filter((c) => c !== 'green-1');
    u.turnOf(0);
    u.act(0, move(STATION));
    u.act(0, choose('deliver'));
    expect(discsOf(u)).toEqual([[0], []]);
  });

  it('R14.2 objective deliver mode: rustling fulfils ST08 and ST28, not ST07; keeping the token fulfils nothing', () => {
    const setup = (stories: Slots) => {
      const t = table(stories).at(0, 'sunny-hills-4').set(0, { cattle: 'green-2' });
      t.s.ranches.green = t.s.ranches.green.filter((c) => c !== 'green-2');
      return t.turnOf(0);
    };
    const t = setup(['ST07', 'ST08']);
    t.act(0, move('sunny-hills-ranch'));
    t.act(0, choose('deliver'));
    expect(t.p(0).wanted).toBe(1);
    expect(discsOf(t)).toEqual([[], [0]]);
    const u = setup(['ST28', 'ST08']);
    u.act(0, move('sunny-hills-ranch'));
    u.act(0, choose('keep'));
    expect(discsOf(u)).toEqual([[], []]);
    u.act(0, move('sunny-hills-4'));
    u.act(0, move('sunny-hills-ranch'));
    u.act(0, choose('deliver'));
    expect(discsOf(u)).toEqual([[0], [0]]);
  });

  it('R14.2 objective endMove at/if: ST12 needs a move ending at the Doctor while wounded', () => {
    const t = table(['ST12', null]).at(0, 'sunny-hills-2').turnOf(0);
    t.act(0, move(DOCTOR));
    expect(discsOf(t)).toEqual([[], []]);
    t.set(0, { wounds: 1 });
    t.act(0, move('sunny-hills-2'));
    expect(discsOf(t)).toEqual([[], []]);
    t.act(0, move(DOCTOR));
    expect(discsOf(t)).toEqual([[0], []]);
  });

  it('R14.2 objective endMove at/if: ST15 needs a Marshal ending a move at the Sheriff\'s Office; passing through is not ending there', () => {
    const t = table(['ST15', null]).at(0, 'mesitos-point-3').set(0, { marshal: 1 }).turnOf(0);
    t.act(0, move('darkrock-saloon-north'));
    expect(t.ofType('moveEnded').at(-1)!.data).toMatchObject({ at: 'darkrock-saloon-north' });
    expect(discsOf(t)).toEqual([[], []]);
    t.act(0, move(OFFICE));
    expect(discsOf(t)).toEqual([[0], []]);
    const n = table(['ST15', null]).at(0, 'mesitos-point-3').turnOf(0);
    n.act(0, move(OFFICE));
    expect(discsOf(n)).toEqual([[], []]);
  });

  it('R14.2 objective endMove hideout/if: ST20 needs a Wanted player ending a move on a B hideout', () => {
    const a = table(['ST20', null]).at(0, 'mesitos-point-3').set(0, { wanted: 1 }).turnOf(0);
    a.act(0, move('mesitos-point-hideout'));
    expect(discsOf(a)).toEqual([[], []]);
    const t = table(['ST20', null]).at(0, 'sunny-hills-1').set(0, { wanted: 1 }).turnOf(0);
    t.act(0, move('sunny-hills-hideout'));
    expect(discsOf(t)).toEqual([[0], []]);
    const n = table(['ST20', null]).at(0, 'sunny-hills-1').turnOf(0);
    n.act(0, move('sunny-hills-hideout'));
    expect(discsOf(n)).toEqual([[], []]);
  });

  it('R14.2 objective endMove region/if: ST37 needs a Marshal ending a move in the Dixon Creek region', () => {
    const t = table(['ST37', null]).at(0, 'red-falls-southwest').set(0, { marshal: 2 }).turnOf(0);
    t.act(0, move('cliff-junction-1'));
    expect(discsOf(t)).toEqual([[], []]);
    t.act(0, move('dixon-creek-east'));
    expect(discsOf(t)).toEqual([[0], []]);
  });

  it('R14.2 objective endMove outside/startedAt: ST16 Jailbreak needs a turn started at the Sheriff\'s Office and a move ending outside a town', () => {
    const t = table(['ST16', null]).at(0, OFFICE).turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'money' });
    t.act(0, move('darkrock-center'));
    expect(viewFor(t.s, 1).turnStartedAt).toBe(OFFICE); // public: where the turn began (R4.1)
    expect(discsOf(t)).toEqual([[], []]);
    t.act(0, move('darkrock-east'));
    expect(discsOf(t)).toEqual([[], []]);
    t.act(0, move('dixon-creek-hideout'));
    expect(discsOf(t)).toEqual([[0], []]);
  });

  it('R14.2 objective endMove startedAt: ST16 does not count a turn started elsewhere, even after passing the Office', () => {
    const t = table(['ST16', null]).at(0, 'darkrock-general-store-west').turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'money' });
    t.act(0, move(OFFICE));
    t.act(0, move('mesitos-point-3'));
    expect(discsOf(t)).toEqual([[], []]);
  });

  it('R14.2 objective endActions: ST39 needs a Wanted player in Red Falls when the action phase ends', () => {
    const t = table(['ST39', null]).at(0, CABARET).set(0, { wanted: 1 }).turnOf(0);
    t.act(0, { type: 'work' });
    t.act(0, move('dixon-creek-east'));
    expect(discsOf(t)).toEqual([[], []]);
    t.act(0, move('red-falls-southwest'));
    expect(t.ofType('actionsEnded')).toHaveLength(1);
    expect(discsOf(t)).toEqual([[0], []]);
    const out = table(['ST39', null]).at(0, 'dixon-creek-east').set(0, { wanted: 1 }).turnOf(0);
    workOut(out);
    expect(discsOf(out)).toEqual([[], []]);
    const clean = table(['ST39', null]).at(0, CABARET).turnOf(0);
    workOut(clean);
    expect(discsOf(clean)).toEqual([[], []]);
  });
});

describe('R14.2 objective winFight (vs, fight, where, cardMax, targetWanted)', () => {
  /** Seats 0 and 1 on `here`, seat 0 active holding `mine`, seat 1 holding `theirs`; a loser draws a card without a reaction. */
  function duelists(stories: Slots, here: SpaceId, mine: CardId, theirs: CardId[], fields: { a?: object; b?: object } = {}): Scenario {
    return table(stories).at(0, here).at(1, here).set(0, fields.a ?? {}).set(1, fields.b ?? {}).hand(0, [mine]).hand(1, theirs)
      .deckTop(['5S', '5D']).turnOf(0);
  }
  const fightOut = (t: Scenario, kind: 'duel' | 'rob' | 'arrest', mine: CardId, theirs: CardId | 'flee') => {
    t.act(0, { type: 'fight', target: 1, kind });
    t.act(0, play(mine));
    t.act(1, theirs === 'flee' ? { type: 'flee' } : play(theirs));
  };

  it('R14.2 objective winFight fight=arrest: ST03 needs an Arrest won; ST26 (Rob) does not count it', () => {
    const t = duelists(['ST03', 'ST26'], 'darkrock-center', '9C', ['3C'], { a: { marshal: 1 }, b: { wanted: 1 } });
    fightOut(t, 'arrest', '9C', '3C');
    expect(t.p(1).pos).toBe(OFFICE);
    expect(discsOf(t)).toEqual([[0], []]);
  });

  it('R14.2 objective winFight where=town: ST04 needs a Duel won in a town, ST25 one outside', () => {
    const t = duelists(['ST04', 'ST25'], 'darkrock-center', '9C', ['3C']);
    fightOut(t, 'duel', '9C', '3C');
    expect(discsOf(t)).toEqual([[0], []]);
    const u = duelists(['ST04', 'ST25'], 'mesitos-point-1', '9C', ['3C']);
    fightOut(u, 'duel', '9C', '3C');
    expect(discsOf(u)).toEqual([[], [0]]);
  });

  it('R14.2 objective winFight fight=rob, where=outside: ST05 needs a Rob won outside a town; ST26 any Rob', () => {
    const t = duelists(['ST05', 'ST26'], 'mesitos-point-1', '9C', ['3C']);
    fightOut(t, 'rob', '9C', '3C');
    expect(discsOf(t)).toEqual([[0], [0]]);
    const u = duelists(['ST05', 'ST26'], 'darkrock-center', '9C', ['3C']);
    fightOut(u, 'rob', '9C', '3C');
    expect(discsOf(u)).toEqual([[], [0]]);
  });

  it('R14.2 objective winFight: a fight lost by the active player counts for nobody', () => {
    const t = duelists(['ST26', 'ST19'], 'mesitos-point-1', '3C', ['9C']);
    fightOut(t, 'rob', '3C', '9C');
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 1 });
    expect(discsOf(t)).toEqual([[], []]);
  });

  it('R14.2 objective winFight targetWanted: ST24 needs a won fight against a Wanted player', () => {
    const t = duelists(['ST24', null], 'mesitos-point-1', '9C', ['3C'], { b: { wanted: 2 } });
    fightOut(t, 'duel', '9C', '3C');
    expect(discsOf(t)).toEqual([[0], []]);
    const u = duelists(['ST24', null], 'mesitos-point-1', '9C', ['3C']);
    fightOut(u, 'duel', '9C', '3C');
    expect(discsOf(u)).toEqual([[], []]);
  });

  it('R14.2 objective winFight targetWanted: the target\'s Wanted points count as they were when the fight was won (ST24 by Arrest)', () => {
    const t = duelists(['ST24', null], 'mesitos-point-1', '9C', ['3C'], { a: { marshal: 1 }, b: { wanted: 1 } });
    fightOut(t, 'arrest', '9C', '3C');
    expect(t.p(1).wanted).toBe(0);
    expect(discsOf(t)).toEqual([[0], []]);
  });

  it('R14.2 objective winFight cardMax: ST19 needs a played card of printed rank 7 or less', () => {
    const t = duelists(['ST19', null], 'mesitos-point-1', '5H', ['3C']);
    fightOut(t, 'duel', '5H', '3C');
    expect(discsOf(t)).toEqual([[0], []]);
    const u = duelists(['ST19', null], 'mesitos-point-1', '8C', ['3C']);
    fightOut(u, 'duel', '8C', '3C');
    expect(u.ofType('fightResolved')[0].data).toMatchObject({ winner: 0 });
    expect(discsOf(u)).toEqual([[], []]);
  });

  it('R14.2 objective winFight cardMax: ST19 counts a fight against an NPC (a bandit, with a 7)', () => {
    const t = table(['ST19', 'ST01']).bandits(['mesitos-point-hideout']).at(0, 'mesitos-point-3').hand(0, ['7C']).fightTop(['F2', 'F3']).turnOf(0);
    t.act(0, move('mesitos-point-hideout'));
    t.act(3, fightCard('F2'));
    t.act(0, play('7C'));
    t.act(0, choose('lp'));
    expect(discsOf(t)).toEqual([[0], [0]]);
  });

  it('R14.2 objective winFight: a flee is a win for ST26 (Rob) but not for ST19 (no card was played, R9.4)', () => {
    const t = duelists(['ST26', 'ST19'], 'mesitos-point-1', '5H', ['3C']);
    fightOut(t, 'rob', '5H', 'flee');
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: 0, fled: true });
    expect(discsOf(t)).toEqual([[0], []]);
  });
});

describe('R14.2 objectives heist and poker', () => {
  it('R14.2 objective heist win/any: a won Heist fulfils ST06 and ST27', () => {
    const t = table(['ST06', 'ST27']).at(0, BANK).hand(0, ['5H']).fightTop(['F2', 'F3', 'F4']).turnOf(0);
    t.act(0, { type: 'heist' });
    t.act(3, fightCard('F2'));
    t.act(0, play('5H'));
    expect(t.p(0).wanted).toBe(3);
    expect(discsOf(t)).toEqual([[0], [0]]);
  });

  it('R14.2 objective heist win/any: a lost Heist fulfils ST27 only', () => {
    const t = table(['ST06', 'ST27']).at(0, BANK).hand(0, ['2H']).deckTop(['5S']).fightTop(['FK', 'F3', 'F4']).turnOf(0);
    t.act(0, { type: 'heist' });
    t.act(3, fightCard('FK'));
    t.act(0, play('2H'));
    expect(t.p(0).wanted).toBe(1);
    expect(discsOf(t)).toEqual([[], [0]]);
  });

  /** Seat 0 alone at a Saloon with its 2 hand cards; the deck gives the ante card, the dealer hand, then the flop. */
  function poker(stories: Slots, at: SpaceId, hand: CardId[], deck: CardId[]): Scenario {
    const t = table(stories).at(0, at).set(0, { money: 10 }).hand(0, hand).deckTop(deck).turnOf(0);
    t.act(0, { type: 'poker' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'pokerChoose' });
    for (const c of hand) t.act(0, play(c));
    return t;
  }

  it('R14.2 objective poker town: ST11 needs poker won at the Darkrock Saloon (not ST33, Red Falls)', () => {
    const t = poker(['ST11', 'ST33'], 'darkrock-saloon-north', ['AH', 'AD'], ['5C', '2C', '3D', '4S', '7H', '9S', 'JD', '6C']);
    expect(t.ofType('pokerPlayed')[0].kind).toBe('won');
    expect(discsOf(t)).toEqual([[0], []]);
  });

  it('R14.2 objective poker town: ST33 needs poker won in Red Falls', () => {
    const t = poker(['ST11', 'ST33'], 'red-falls-saloon-north', ['AH', 'AD'], ['5C', '2C', '3D', '4S', '7H', '9S', 'JD', '6C']);
    expect(t.ofType('pokerPlayed')[0].kind).toBe('won');
    expect(discsOf(t)).toEqual([[], [0]]);
  });

  it('R14.2 objective poker: poker lost at the Darkrock Saloon does not count', () => {
    const t = poker(['ST11', null], 'darkrock-saloon-west', ['2H', '3H'], ['5C', 'KC', 'KD', '8S', '9D', 'QS', 'JC', 'TD']);
    expect(t.ofType('pokerPlayed')[0].kind).toBe('dealerWon');
    expect(discsOf(t)).toEqual([[], []]);
  });
});

describe('R14.2 when objectives count', () => {
  it('R14.2 only on the player\'s own turn: a Wanted player who beats the Sheriff on another\'s turn places no disc', () => {
    const t = table(['ST19', null]).at(1, 'mesitos-point-3').set(1, { wanted: 1 }).hand(0, ['4H']).hand(1, ['5H', 'AD'])
      .fightTop(['F2', 'F3', 'F4', 'F5']).turnOf(0);
    t.act(0, { type: 'playAction', card: '4H' });
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    t.act(1, { type: 'discard', card: 'AD' });
    t.act(0, fightCard('F2'));
    t.act(1, play('5H'));
    expect(t.ofType('fightResolved')[0]).toMatchObject({ kind: 'sheriff', seat: 1, data: { winner: 1, card: '5H' } });
    expect(t.s.sheriff).toBe(OFFICE);
    expect(discsOf(t)).toEqual([[], []]);
    expect(contributions(t)).toEqual([]);
  });

  it('R14.2 not during the end-of-turn steps: beating the Sheriff during a story\'s resolution does not count for ST19', () => {
    // ST39 completes when seat 0's actions end in Red Falls; resolving it, seat 0 moves the Sheriff onto itself and wins with a 5.
    const t = table(['ST39', 'ST19'], [[1], []]).at(0, CABARET).set(0, { wanted: 1 }).hand(0, ['5H', 'AD'])
      .fightTop(['F2', 'F3', 'F4', 'F5']).turnOf(0, 1);
    t.s.sheriff = DOCTOR;
    t.act(0, { type: 'work' });
    expect(discsOf(t)).toEqual([[1, 0], []]);
    expect(t.ofType('storyCompleted').map((e) => e.kind)).toEqual(['ST39']);
    answer(t, [[0, 'lp'], [1, 'lp']]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'moveSheriff' });
    t.act(0, { type: 'moveSheriff', to: CABARET });
    t.act(0, { type: 'discard', card: 'AD' });
    t.act(3, fightCard('F2'));
    t.act(0, play('5H'));
    expect(t.ofType('fightResolved').at(-1)).toMatchObject({ kind: 'sheriff', seat: 0, data: { winner: 0, card: '5H' } });
    expect(t.s.sheriff).toBe(OFFICE);
    expect(contributions(t)).toEqual([[0, 'ST39']]);
    nextTurnOf(t, 1);
    expect(t.s.stories).toEqual(['ST35', 'ST19']);
    expect(discsOf(t)).toEqual([[], []]);
  });

  it('R14.2 at most 1 disc per card per turn; the same player may add a second disc on a later turn', () => {
    const t = table(['ST40', 'ST10']).at(0, STATION).turnOf(0);
    expect(viewFor(t.s, 2).storyContributed).toEqual([false, false]);
    t.act(0, { type: 'work' });
    expect(viewFor(t.s, 2).storyContributed).toEqual([true, false]); // every seat sees this turn's chance on ST40 is taken
    workOut(t);
    expect(discsOf(t)).toEqual([[0], []]);
    expect(contributions(t)).toEqual([[0, 'ST40']]);
    // The turn ends with the card incomplete: nothing resolves.
    nextTurnOf(t, 1);
    expect(viewFor(t.s, 2).storyContributed).toEqual([false, false]);
    expect(t.ofType('storyCompleted')).toEqual([]);
    t.turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'money' });
    t.act(0, { type: 'work' });
    expect(discsOf(t)).toEqual([[0, 0], []]);
    expect(t.s.storyCompleted).toEqual([{ slot: 0, by: 0 }]);
  });

  it('R14.2 a fulfilled objective on a face-up slot left empty counts for nothing', () => {
    const t = table([null, 'ST10']).at(0, STATION).turnOf(0);
    workOut(t);
    expect(discsOf(t)).toEqual([[], []]);
    expect(contributions(t)).toEqual([]);
  });
});

describe('R14.3 discs needed', () => {
  it('R14.3 2 discs with 2–4 players, 3 with 5–6', () => {
    expect([2, 3, 4, 5, 6].map(discsNeeded)).toEqual([2, 2, 2, 3, 3]);
  });

  it('R14.3 with 3 players the second disc completes a card', () => {
    const t = table(['ST40', null], [[1], []], 3).at(0, STATION).turnOf(0);
    t.act(0, { type: 'work' });
    expect(t.s.storyCompleted).toEqual([{ slot: 0, by: 0 }]);
  });

  it('R14.3 with 4 players the second disc completes a card', () => {
    const t = table(['ST40', null], [[2], []], 4).at(0, STATION).turnOf(0);
    t.act(0, { type: 'work' });
    expect(t.s.storyCompleted).toEqual([{ slot: 0, by: 0 }]);
  });

  it('R14.3 with 5 or 6 players 2 discs do not complete a card, the third does', () => {
    for (const players of [5, 6]) {
      const two = table(['ST40', null], [[1], []], players).at(0, STATION).turnOf(0);
      two.act(0, { type: 'work' });
      expect(discsOf(two)).toEqual([[1, 0], []]);
      expect(two.s.storyCompleted).toEqual([]);
      const three = table(['ST40', null], [[1, 3], []], players).at(0, STATION).turnOf(0);
      three.act(0, { type: 'work' });
      expect(three.s.storyCompleted).toEqual([{ slot: 0, by: 0 }]);
      workOut(three);
      expect(three.ofType('storyCompleted').map((e) => e.data)).toEqual([{ slot: 0, contributors: [1, 3, 0] }]);
    }
  });
});

describe('R14.4 story discs and moving a disc (CONTENT.md §8)', () => {
  it('R14.4 with a disc in the supply, placing it is mandatory: no question is asked', () => {
    const t = table(['ST40', 'ST10'], [[], [0]], 5).at(0, STATION).turnOf(0);
    t.act(0, { type: 'work' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(discsOf(t)).toEqual([[0], [0]]);
    expect(t.ofType('storyContributed')[0]).toMatchObject({ seat: 0, kind: 'ST40', data: { slot: 0, moved: false } });
  });

  it('R14.4 with both discs out, the player may move one from the other card (not full); moving counts as contributing', () => {
    const t = table(['ST40', 'ST10'], [[], [0, 0]], 5).at(0, STATION).turnOf(0);
    t.act(0, { type: 'work' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'moveDisc', rule: 'R14.4' });
    expect(t.legal(0)).toEqual([choose('moveDisc'), choose('keep')]);
    expect(viewFor(t.s, 0).choice).toEqual({ kind: 'moveDisc', about: 0 }); // the offer names the card the disc would go on
    expect(viewFor(t.s, 1).storyContributed).toEqual([true, false]); // the chance is taken, whatever the answer
    t.act(0, choose('moveDisc'));
    expect(discsOf(t)).toEqual([[0], [0]]);
    expect(t.ofType('storyContributed')).toEqual([{ type: 'storyContributed', seat: 0, kind: 'ST40', data: { slot: 0, moved: true } }]);
  });

  it('R14.4 the move is optional: keeping the discs changes nothing', () => {
    const t = table(['ST40', 'ST10'], [[1], [0, 0]], 5).at(0, STATION).turnOf(0);
    t.act(0, { type: 'work' });
    t.act(0, choose('keep'));
    expect(discsOf(t)).toEqual([[1], [0, 0]]);
    expect(contributions(t)).toEqual([]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('R14.4 discs on a full card are locked: a player whose discs are both there cannot move one', () => {
    // Seat 0 has a disc on each card. Wrangling at the station, it moves the ST40 disc onto ST07,
    // which completes it with 2 discs of seat 0; then Work at the station (ST40) finds no disc to move.
    const t = table(['ST40', 'ST07'], [[0], [0]]).at(0, 'spikes-view-8').set(0, { cattle: 'green-1' });
    t.s.ranches.green = t.s.ranches.green.filter((c) => c !== 'green-1');
    t.turnOf(0);
    t.act(0, move(STATION));
    t.act(0, choose('deliver'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'moveDisc' });
    t.act(0, choose('moveDisc'));
    expect(discsOf(t)).toEqual([[], [0, 0]]);
    expect(t.s.storyCompleted).toEqual([{ slot: 1, by: 0 }]);
    t.act(0, { type: 'work' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(discsOf(t)).toEqual([[], [0, 0]]);
    // R14.5: two discs, one reward ($30 + 1 card).
    t.act(0, { type: 'work' });
    expect(t.ofType('moneyGained').filter((e) => e.data!.why === 'story').map((e) => [e.seat, e.data!.amount])).toEqual([[0, 30]]);
    expect(t.ofType('cardsDrawn').filter((e) => e.data!.why === 'story').map((e) => e.seat)).toEqual([0]);
    nextTurnOf(t, 1);
  });
});

describe('R14.5 resolution at the end of the turn', () => {
  /** The story rewards gained so far, in order, as [event type, seat]. */
  const storyGains = (t: Scenario) => t.events.filter((e) => e.data?.why === 'story').map((e) => [e.type, e.seat]);

  it('R14.5 a completed card waits for the end of the turn; then each contributor is rewarded, active player first, then seat order', () => {
    // 5 players: ST15 (mpOrLp) holds discs of seats 4 and 1; seat 2 completes it. Seat 4 is Wanted: no Marshal option.
    const t = table(['ST15', 'ST10'], [[4, 1], []], 5).at(2, 'mesitos-point-3').set(2, { marshal: 1 }).set(4, { wanted: 1 }).turnOf(2, 2);
    t.act(2, move(OFFICE));
    expect(t.s.storyCompleted).toEqual([{ slot: 0, by: 2 }]);
    expect(t.ofType('storyCompleted')).toEqual([]);
    expect(t.s.prompt).toMatchObject({ seat: 2, kind: 'action' });
    t.act(2, { type: 'work' });
    expect(t.ofType('storyCompleted')).toEqual([{ type: 'storyCompleted', seat: 2, kind: 'ST15', data: { slot: 0, contributors: [4, 1, 2] } }]);
    expect(t.s.prompt).toEqual({ seat: 2, kind: 'effectChoice', rule: 'R17.2' });
    expect(t.legal(2)).toEqual([choose('lp'), choose('marshal')]);
    t.act(2, choose('marshal'));
    // Seat 4 (Wanted) takes the LP without a question; then seat 1.
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'effectChoice' });
    expect(t.legal(1)).toEqual([choose('lp'), choose('marshal')]);
    t.act(1, choose('lp'));
    expect(storyGains(t)).toEqual([['marshalPointGained', 2], ['lpGained', 4], ['lpGained', 1]]);
    expect(t.p(2).marshal).toBe(2);
    // Someone is Wanted: the completing player may move the Sheriff up to 3 spaces; staying is allowed.
    expect(t.s.prompt).toEqual({ seat: 2, kind: 'moveSheriff', rule: 'R12.1' });
    t.act(2, { type: 'moveSheriff', to: OFFICE });
    nextTurnOf(t, 3);
    expect(t.s.stories).toEqual(['ST35', 'ST10']);
    expect(discsOf(t)).toEqual([[], []]);
  });

  it('R14.5 fixed rewards go to every contributor once, active player first then seat order ($20 + card for ST40)', () => {
    const t = table(['ST40', null], [[3], []]).at(2, STATION).turnOf(2, 1);
    t.act(2, { type: 'work' });
    expect(storyGains(t)).toEqual([['moneyGained', 2], ['cardsDrawn', 2], ['moneyGained', 3], ['cardsDrawn', 3]]);
    expect(t.p(3).money).toBe(20);
    expect(t.p(3).hand).toHaveLength(1);
    nextTurnOf(t, 3);
  });

  it('R14.5 two cards completed in one turn resolve in the order they were completed', () => {
    // ST07 (slot 1) completes first with a wrangle at the station, then ST40 (slot 0) with Work there.
    const t = table(['ST40', 'ST07'], [[2], [1]], 4, [['ST03'], ['ST04']]).at(0, 'spikes-view-8').set(0, { cattle: 'green-1' });
    t.s.ranches.green = t.s.ranches.green.filter((c) => c !== 'green-1');
    t.turnOf(0);
    t.act(0, move(STATION));
    t.act(0, choose('deliver'));
    t.act(0, { type: 'work' });
    expect(t.s.storyCompleted).toEqual([{ slot: 1, by: 0 }, { slot: 0, by: 0 }]);
    t.act(0, { type: 'work' });
    expect(t.ofType('storyCompleted').map((e) => e.kind)).toEqual(['ST07', 'ST40']);
    expect(storyGains(t)).toEqual([
      ['moneyGained', 0], ['cardsDrawn', 0], ['moneyGained', 1], ['cardsDrawn', 1], // ST07: $30 + card
      ['moneyGained', 0], ['cardsDrawn', 0], ['moneyGained', 2], ['cardsDrawn', 2], // ST40: $20 + card
    ]);
    expect(t.ofType('moneyGained').filter((e) => e.data!.why === 'story').map((e) => e.data!.amount)).toEqual([30, 30, 20, 20]);
    // ST07 shows B, ST40 shows C: B hideouts first.
    expect(t.ofType('banditPlaced').map((e) => e.data)).toEqual([
      { hideout: 'sunny-hills-hideout', story: 'ST07' }, { hideout: 'dixon-creek-hideout', story: 'ST07' },
      { hideout: 'spikes-view-hideout', story: 'ST40' }, { hideout: 'cliff-junction-hideout', story: 'ST40' },
    ]);
    expect(t.ofType('storyTurnedUp').map((e) => e.data)).toEqual([
      { slot: 1, discarded: 'ST07', story: 'ST04' }, { slot: 0, discarded: 'ST40', story: 'ST03' },
    ]);
    expect(t.s.stories).toEqual(['ST03', 'ST04']);
    expect(t.s.storyDecks).toEqual([[], []]);
    nextTurnOf(t, 1);
  });

  it('R14.5 / R13.1 bandits go only on the empty hideouts of the letters shown; one placed on a player\'s space causes no fight', () => {
    // ST20 shows A and C. Mesito's Point's A hideout is already taken; seat 2 stands on the C hideout of Spike's View.
    const t = table(['ST20', null], [[1], []]).bandits(['mesitos-point-hideout']).at(0, 'sunny-hills-1').set(0, { wanted: 1 })
      .at(2, 'spikes-view-hideout').turnOf(0, 1);
    t.act(0, move('sunny-hills-hideout'));
    answer(t, [[0, 'lp'], [1, 'wanted']]);
    expect(t.ofType('banditPlaced').map((e) => e.data!.hideout)).toEqual(['sunny-hills-hideout-east', 'spikes-view-hideout', 'cliff-junction-hideout']);
    expect([...t.s.bandits].sort()).toEqual(['cliff-junction-hideout', 'mesitos-point-hideout', 'spikes-view-hideout', 'sunny-hills-hideout-east']);
    // No B bandit (not shown), not even on seat 0's own B hideout; no fight for seat 2.
    expect(t.ofType('fightDeclared')).toEqual([]);
    expect(t.p(2)).toMatchObject({ pos: 'spikes-view-hideout', wounds: 0 });
    expect(t.p(1).wanted).toBe(1);
    nextTurnOf(t, 1);
  });

  it('R14.5 / R12.4 with nobody Wanted, a card showing a Sheriff move moves nobody: no question is asked', () => {
    const t = table(['ST15', null], [[1], []]).at(0, 'mesitos-point-2').set(0, { marshal: 1 }).turnOf(0, 1);
    t.act(0, move(OFFICE));
    answer(t, [[0, 'lp'], [1, 'lp']]);
    expect(t.ofType('sheriffMoved')).toEqual([]);
    nextTurnOf(t, 1);
  });

  it('R14.5 / R12.2–R12.3 the completing player moves the Sheriff; he stops on a Wanted player, who fights and is arrested on a loss', () => {
    const t = table(['ST15', null], [[1], []]).at(0, 'mesitos-point-2').set(0, { marshal: 1 })
      .at(2, 'mesitos-point-3').set(2, { wanted: 2, money: 40 }).hand(2, ['2H', '9C']).deckTop(['5S'])
      .fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0, 1);
    t.act(0, move(OFFICE));
    answer(t, [[0, 'lp'], [1, 'lp']]);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'moveSheriff', rule: 'R12.1' });
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    expect(t.s.prompt).toMatchObject({ seat: 2, kind: 'discard', rule: 'R12.2' });
    t.act(2, { type: 'discard', card: '9C' });
    t.act(1, fightCard('F8'));
    t.act(2, play('2H'));
    expect(t.ofType('arrested').map((e) => e.data)).toMatchObject([{ by: 'sheriff' }]);
    expect(t.p(2)).toMatchObject({ pos: OFFICE, wanted: 0, money: 20 });
    expect(t.s.sheriff).toBe('mesitos-point-3');
    nextTurnOf(t, 1);
    expect(t.s.stories[0]).toBe('ST35');
  });

  it('R14.5 an empty deck leaves its slot empty; the empty slot takes no discs', () => {
    const t = table(['ST40', 'ST10'], [[1], []], 4, [[], ['ST05']]).at(0, STATION).turnOf(0, 1);
    t.act(0, { type: 'work' });
    expect(t.ofType('storyTurnedUp').map((e) => e.data)).toEqual([{ slot: 0, discarded: 'ST40', story: null }]);
    expect(t.s.stories).toEqual([null, 'ST10']);
    expect(discsOf(t)).toEqual([[], []]);
    nextTurnOf(t, 1);
    t.turnOf(0);
    t.act(0, { type: 'work' });
    expect(discsOf(t)).toEqual([[], []]);
  });

  it('R14.5 discs return to their owners: they can be placed again from the supply', () => {
    const t = table(['ST40', 'ST10'], [[1], []], 4, [['ST31'], []]).at(0, STATION).turnOf(0, 1);
    t.act(0, { type: 'work' });
    nextTurnOf(t, 1);
    expect(discsOf(t)).toEqual([[], []]);
    t.at(0, 'spikes-view-mine').turnOf(0, 1);
    t.s.rng = rngForRolls([[0, 'gravel'], [1, 'gravel']]);
    t.act(0, { type: 'prospect' });
    expect(discsOf(t)).toEqual([[0], []]);
    expect(t.ofType('storyContributed').at(-1)).toMatchObject({ seat: 0, kind: 'ST31', data: { moved: false } });
  });
});

describe('R14 Telegraph (QC/QS, CONTENT.md §3)', () => {
  it('R14.1 / R17.2 Telegraph cycles only a face-up story with no discs and a card under it', () => {
    const t = table(['ST40', 'ST10'], [[1], []], 4, [['ST31'], ['ST32']]).hand(0, ['QC']).turnOf(0);
    expect(t.legal(0).filter((a) => a.type === 'playAction')).toEqual([{ type: 'playAction', card: 'QC', story: 1 }]);
    t.refuse(0, { type: 'playAction', card: 'QC', story: 0 }, 'ERR_ILLEGAL_ACTION');
    t.act(0, { type: 'playAction', card: 'QC', story: 1 });
    expect(t.s.stories).toEqual(['ST40', 'ST32']);
    expect(t.s.storyDecks[1]).toEqual(['ST10']);
    const both = table(['ST40', 'ST10'], [[1], [2]]).hand(0, ['QS']).turnOf(0);
    expect(both.legal(0).filter((a) => a.type === 'playAction')).toEqual([]);
  });

  it('R14.1 / R17.2 Telegraph needs a card under the story; the card it turns up can be contributed to at once', () => {
    const t = table(['ST10', 'ST32'], [[], []], 4, [[], ['ST40']]).at(0, STATION).hand(0, ['QS']).turnOf(0);
    expect(t.legal(0).filter((a) => a.type === 'playAction')).toEqual([{ type: 'playAction', card: 'QS', story: 1 }]);
    t.act(0, { type: 'playAction', card: 'QS', story: 1 });
    expect(t.s.stories).toEqual(['ST10', 'ST40']);
    expect(t.s.storyDecks[1]).toEqual(['ST32']);
    t.act(0, { type: 'work' });
    expect(discsOf(t)).toEqual([[], [0]]);
  });
});

describe('R14 edge cases', () => {
  it('R14.2 objective endMove after a bandit stop: the end-of-move objective counts after the fight (R5.8), with the bandit (ST20 + ST21)', () => {
    const t = table(['ST20', 'ST21']).bandits(['sunny-hills-hideout']).at(0, 'sunny-hills-1').set(0, { wanted: 1 }).hand(0, ['9C'])
      .fightTop(['F2', 'F3']).turnOf(0);
    t.act(0, move('sunny-hills-hideout'));
    t.act(3, fightCard('F2'));
    t.act(0, play('9C'));
    expect(contributions(t)).toEqual([[0, 'ST21'], [0, 'ST20']]);
    expect(discsOf(t)).toEqual([[0], [0]]);
  });

  it('R14.4 one event fulfilling both cards with both discs out: one move is made, never undone, and a full card keeps its discs', () => {
    // Seat 0 has one disc on each card; a deposit of 3 fulfils ST09 and ST32 at once.
    const t = table(['ST09', 'ST32'], [[0], [0]]).at(0, BANK).set(0, { nuggets: 3 }).turnOf(0);
    t.act(0, { type: 'deposit', nuggets: 3 });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'moveDisc' });
    t.act(0, choose('moveDisc'));
    // The card that took the moved disc holds both of seat 0's discs: it is full and locked; nothing moves it back.
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.storyCompleted).toHaveLength(1);
    const full = t.s.storyCompleted[0].slot;
    expect(discsOf(t)[full]).toEqual([0, 0]);
    expect(discsOf(t)[1 - full]).toEqual([]);
    expect(contributions(t)).toHaveLength(1);
  });

  it('R14.4 one event fulfilling both cards: declining the first move still offers the other one', () => {
    const t = table(['ST09', 'ST32'], [[0], [0]], 5).at(0, BANK).set(0, { nuggets: 3 }).turnOf(0);
    t.act(0, { type: 'deposit', nuggets: 3 });
    t.act(0, choose('keep'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'moveDisc' });
    t.act(0, choose('moveDisc'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect([...discsOf(t)].map((d) => d.length).sort()).toEqual([0, 2]);
    expect(t.s.storyCompleted).toEqual([]);
  });

  it('R14.2 contributing triggers Mary Fields\' $10 (CONTENT.md §6, Legendary), for a placed or a moved disc', () => {
    const t = table(['ST40', 'ST10'], [[], []], 6).at(5, STATION).set(5, { lp: 5, legendary: true }).turnOf(5);
    t.act(5, { type: 'work' });
    expect(t.ofType('abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 5, kind: 'mary-fields', data: { story: true } }]);
    expect(t.p(5).money).toBe(20);
    const m = table(['ST40', 'ST10'], [[], [5, 5]], 6).at(5, STATION).set(5, { lp: 5, legendary: true }).turnOf(5);
    m.act(5, { type: 'work' });
    m.act(5, choose('moveDisc'));
    expect(m.p(5).money).toBe(20);
    const n = table(['ST40', 'ST10'], [[], []], 6).at(5, STATION).turnOf(5);
    n.act(5, { type: 'work' });
    expect(n.ofType('abilityUsed')).toEqual([]);
    expect(n.p(5).money).toBe(10);
  });

  it('R14.2 objective endMove and takeCattle: a card move counts as a move (Cattle Drive: ST17 by its token, ST15 by its move)', () => {
    const t = table(['ST17', 'ST15']).at(0, 'mesitos-point-ranch').set(0, { marshal: 1 }).hand(0, ['5C']).turnOf(0);
    t.act(0, { type: 'playAction', card: '5C' });
    expect(discsOf(t)).toEqual([[0], []]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'cardMove' });
    t.act(0, move(OFFICE));
    expect(t.ofType('moveEnded').at(-1)).toMatchObject({ kind: 'card', data: { at: OFFICE } });
    expect(discsOf(t)).toEqual([[0], [0]]);
  });

  it('R14.2 objective endMove with Sprint: only the final space of the extended move counts (R5.8)', () => {
    const away = table(['ST12', null]).at(0, 'red-falls-saloon-north').set(0, { wounds: 1 }).hand(0, ['3H']).turnOf(0);
    away.act(0, move(DOCTOR));
    expect(away.s.prompt).toMatchObject({ seat: 0, kind: 'reaction' });
    away.act(0, { type: 'playReaction', card: '3H' });
    away.act(0, move('sunny-hills-2'));
    expect(away.ofType('moveEnded').map((e) => e.data!.at)).toEqual(['sunny-hills-2']);
    expect(discsOf(away)).toEqual([[], []]);
    const to = table(['ST12', null]).at(0, 'red-falls-saloon-east').set(0, { wounds: 1 }).hand(0, ['3H']).turnOf(0);
    to.act(0, move('red-falls-saloon-north'));
    to.act(0, { type: 'playReaction', card: '3H' });
    to.act(0, move(DOCTOR));
    expect(discsOf(to)).toEqual([[0], []]);
  });
});

describe('R14.5 rewards and the end-of-turn order (R4.4)', () => {
  it('R14.5 wpOrLp: a Marshal who takes the Wanted point loses all Marshal points (R11.3); a Wanted point taken by the active player pays its Wanted row this turn (R4.4)', () => {
    const t = table(['ST16', null], [[1], []]).at(0, OFFICE).set(1, { marshal: 2 }).turnStart(0);
    t.act(0, { type: 'takeBenefit', benefit: 'money' });
    t.act(0, move('mesitos-point-3'));
    workOut(t);
    expect(t.ofType('storyCompleted').map((e) => e.kind)).toEqual(['ST16']);
    answer(t, [[0, 'wanted'], [1, 'wanted']]);
    expect(t.p(1)).toMatchObject({ marshal: 0, wanted: 1 });
    expect(t.p(0)).toMatchObject({ wanted: 1, lp: 1 });
    const order = t.events.filter((e) => ['storyCompleted', 'wantedPointGained', 'lpGained', 'turnEnded'].includes(e.type)).map((e) => [e.type, e.seat, e.data?.why]);
    expect(order).toEqual([
      ['storyCompleted', 0, undefined], ['wantedPointGained', 0, 'story'], ['wantedPointGained', 1, 'story'],
      ['lpGained', 0, 'wantedRow'], ['turnEnded', 0, undefined],
    ]);
    nextTurnOf(t, 1);
  });

  it('R14.5 story cards resolve before the hand-limit discard (R4.4): a drawn reward card can be discarded', () => {
    const t = table(['ST40', null], [[1], []]).at(0, STATION).hand(0, ['5H', '5D', '7C', '7S', 'AH']).deckTop(['KC']).turnOf(0, 1);
    t.act(0, { type: 'work' });
    expect(t.p(0).hand).toHaveLength(6);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'discard', rule: 'R15.3' });
    t.act(0, { type: 'discard', card: 'KC' });
    expect(t.p(0).hand).toEqual(['5H', '5D', '7C', '7S', 'AH']);
    nextTurnOf(t, 1);
  });

  it('R14.5 reward notation: "nugget + $10" (ST10) gives a nugget within the carrying limit', () => {
    const t = table(['ST10', null], [[1], []]).at(0, 'sunny-hills-mine').set(0, { nuggets: 4 }).set(1, { nuggets: 1 }).turnOf(0, 1);
    t.s.rng = rngForRolls([[0, 'gravel'], [1, 'gravel']]);
    t.act(0, { type: 'prospect' });
    expect(t.p(0)).toMatchObject({ nuggets: 4, money: 10 });
    expect(t.p(1)).toMatchObject({ nuggets: 2, money: 10 });
    nextTurnOf(t, 1);
  });

  it('R14.5 / R12.1 the Sheriff moves up to the number of spaces shown (ST15: 3)', () => {
    const t = table(['ST15', null], [[1], []]).at(0, 'mesitos-point-2').set(0, { marshal: 1 }).set(3, { wanted: 1 }).turnOf(0, 1);
    t.act(0, move(OFFICE));
    answer(t, [[0, 'lp'], [1, 'lp']]);
    const far = t.legal(0).flatMap((a) => (a.type === 'moveSheriff' ? [DISTANCES.get(OFFICE)!.get(a.to)!] : []));
    expect(Math.max(...far)).toBe(3);
    expect(far).toContain(0);
  });
});
