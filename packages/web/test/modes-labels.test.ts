// Words for the new modes in every language: bot games with the Man in Black (2 players) and with
// the Goal variant label every event and action without a raw key, every goal and action card
// has a title and words, and the offline modes stay consistent.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyAction, GOAL_IDS, legalActions, MIB_CARD_IDS, redactEvent, seedRng, startGame, viewFor } from '@wl/engine';
import type { GameEvent, GameState } from '@wl/engine';
import { botByName } from '@wl/bots';
import { en } from '../src/i18n/en';
import { fa } from '../src/i18n/fa';
import { it as itLang } from '../src/i18n/it';
import { zh } from '../src/i18n/zh';
import { actionLabel, eventSentence, type T } from '../src/labels';
import { goalCondition, goalTitle, mibCardEffect, mibCardTitle, mibEventSentence } from '../src/modes-labels';
import { fitModes, modesFromSearch, NAME_MAX, peopleNames } from '../src/state/modes';

const RAW = /\b(action|event|prompt|option|item|effect|character|region|place|fightKind|goals|mib|npc|game)\.[a-zA-Z]/;
const LANGS = { en, fa, it: itLang, zh } as Record<string, object>;

async function translator(lang: string): Promise<T> {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { [lang]: { translation: LANGS[lang] }, en: { translation: en } }, lng: lang, fallbackLng: 'en', interpolation: { escapeValue: false } });
  return (k, o) => i18n.t(k, o);
}

/** Plays a bot game to the end; returns every event and the final state. */
function play(players: number, options: { goals?: boolean }, seed: number): { events: GameEvent[]; states: GameState[] } {
  const started = startGame({ players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), characters: 'deal', length: 15, options, seed });
  let s = started.state;
  const events = [...started.events];
  const states: GameState[] = [];
  const rng = seedRng(seed);
  const bot = botByName('heuristic');
  for (let n = 0; n < 4000 && !s.finished; n++) {
    const seat = s.prompt!.seat;
    const r = applyAction(s, seat, bot(viewFor(s, seat), legalActions(s, seat), rng));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    events.push(...r.events);
    states.push(s);
  }
  expect(s.finished).toBe(true);
  return { events, states };
}

const mibGame = play(2, {}, 5);
const goalGame = play(3, { goals: true }, 6);

describe.each(Object.keys(LANGS))('mode words in %s', (lang) => {
  it('names every goal and every action card of the Man in Black', async () => {
    const t = await translator(lang);
    for (const id of GOAL_IDS) {
      expect(goalTitle(id, t), id).toMatch(/\S/);
      expect(goalCondition(id, t), id).toMatch(/\S{2}/);
    }
    for (const id of MIB_CARD_IDS) {
      expect(mibCardTitle(id, t), id).toMatch(/\S/);
      expect(mibCardEffect(id, t), id).toMatch(/\S{2}/);
    }
  });

  it('tells every event of a game with the Man in Black and of a goal game in words', async () => {
    const t = await translator(lang);
    const last = mibGame.states[mibGame.states.length - 1];
    const view = viewFor(last, 0);
    for (const e of mibGame.events) {
      const s = eventSentence(redactEvent(e, 0), view, t);
      expect(s, JSON.stringify(e)).not.toMatch(RAW);
      if (e.type.startsWith('manInBlack') && e.type !== 'manInBlackTurnEnded') expect(mibEventSentence(e, view, t), e.type).toMatch(/\S/);
    }
    const types = new Set(mibGame.events.map((e) => e.type));
    expect(types.has('manInBlackActed') && types.has('manInBlackLp')).toBe(true);
    const gv = viewFor(goalGame.states[goalGame.states.length - 1], 0);
    for (const e of goalGame.events) expect(eventSentence(redactEvent(e, 0), gv, t), JSON.stringify(e)).not.toMatch(RAW);
    // The keepTokens choices, wherever they were asked.
    for (const s of goalGame.states) {
      if (s.prompt?.kind !== 'keepTokens') continue;
      for (const a of legalActions(s, s.prompt.seat)) expect(actionLabel(a, viewFor(s, s.prompt.seat), t)).not.toMatch(RAW);
    }
  });
});

describe('the Man in Black as a target', () => {
  it('R20 reads "Duel the Man in Black" in English, with the article Italian needs, in every player action that names him', async () => {
    const view = viewFor(startGame({ players: [{ name: 'P0' }, { name: 'P1' }], characters: 'deal', length: 15, seed: 3 }).state, 0);
    const en_ = await translator('en'), it_ = await translator('it');
    expect(actionLabel({ type: 'fight', kind: 'duel', target: 'mib' } as never, view, en_)).toBe('Duel the Man in Black');
    expect(actionLabel({ type: 'fight', kind: 'rob', target: 'mib' } as never, view, en_)).toBe('Rob the Man in Black');
    expect(actionLabel({ type: 'fight', kind: 'duel', target: 'mib' } as never, view, it_)).toContain("l'Uomo in Nero");
    expect(actionLabel({ type: 'fight', kind: 'duel', target: 1 } as never, view, en_)).not.toContain('the ');
  });
});

describe('offline modes', () => {
  it('keep 2–6 players and the Beginner variant without goals', () => {
    expect(modesFromSearch('?players=2&goals=1')).toMatchObject({ players: 2, people: 1, goals: true, beginner: false });
    expect(modesFromSearch('?beginner=1&goals=1')).toMatchObject({ players: 4, goals: false, beginner: true });
    expect(fitModes({ players: 9, people: 1, names: [], goals: false, beginner: false, choose: false, picks: [] }).players).toBe(6);
    expect(modesFromSearch('').players).toBe(4);
  });

  it('keep pass and play\'s people between 1 and the players, and name an unnamed person "Player n"', () => {
    expect(modesFromSearch('?players=3&people=5')).toMatchObject({ players: 3, people: 3 });
    expect(modesFromSearch('?people=0').people).toBe(1);
    expect(fitModes({ ...modesFromSearch('?people=4'), players: 2 }).people).toBe(2); // fewer players: fewer people
    const m = fitModes({ players: 4, people: 3, names: ['  Ann ', '', 'x'.repeat(40)], goals: false, beginner: false, choose: false, picks: [] });
    expect(m.names).toHaveLength(6);
    expect(m.names[2]).toHaveLength(NAME_MAX);
    expect(peopleNames(m, (n) => `Player ${n}`)).toEqual(['Ann', 'Player 2', 'x'.repeat(NAME_MAX)]);
    expect(peopleNames({ ...m, people: 1 }, (n) => `Player ${n}`)).toBeUndefined(); // one person: 'You' against bots
  });

  it('start games the engine accepts: the Man in Black with 2 players, goals, Beginner at 15 LP', () => {
    for (const m of [{ players: 2, goals: false, beginner: false }, { players: 3, goals: true, beginner: false }, { players: 5, goals: false, beginner: true }]) {
      const s = startGame({ players: Array.from({ length: m.players }, () => ({})), characters: 'deal', length: m.beginner ? 15 : 20, options: { goals: m.goals, beginner: m.beginner }, seed: 1 }).state;
      expect(!!s.mib).toBe(m.players === 2);
      expect(s.setup.options.goals).toBe(m.goals);
      expect(s.setup.options.beginner).toBe(m.beginner);
    }
  });
});
