// Words for every decision and event of real games: no raw i18n key ever reaches the screen,
// and the reducer keeps the log newest first.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyAction, bestDealerHand, bestPokerHand, FIGHT_CARD_IDS, legalActions, redactEvent, seedRng, startGame, STORY_IDS, viewFor } from '@wl/engine';
import type { CardId, GameState } from '@wl/engine';
import { botByName } from '@wl/bots';
import { en } from '../src/i18n/en';
import { actionLabel, addFormats, cardShort, eventSentence, fightCardEffect, promptTitle, type T } from '../src/labels';
import { storyObjective, storyReward } from '../src/story-text';
import { awaitsMe, initialState, LOG_MAX, onlyPass, reduce } from '../src/state/reducer';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
addFormats(i18n); // as the app: {{n, number}}, {{fight, indefinite}}
const t: T = (k, o) => i18n.t(k, o);
const RAW = /\b(action|event|prompt|option|item|effect|character|region|place|fightKind)\.[a-zA-Z]/;
/** A raw key, or an engine id in camelCase ("dealerWon") left in an English sentence. */
const RAW_WORD = new RegExp(`${RAW.source}|\\b[a-z]+[A-Z]\\w*`);

describe('labels', () => {
  it('labels every listed action, prompt and event of 6 random games in plain English', () => {
    const kinds = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const started = startGame({ players: [{ name: 'You' }, {}, {}, {}], characters: 'deal', length: 15, seed: 100 + g });
      let s: GameState = started.state;
      const rng = seedRng(g);
      const bot = botByName(g % 2 ? 'heuristic' : 'random');
      for (let n = 0; n < 3000 && !s.finished; n++) {
        const seat = s.prompt!.seat;
        const view = viewFor(s, seat);
        const legal = legalActions(s, seat);
        kinds.add(s.prompt!.kind);
        expect(promptTitle(s.prompt!.kind, t), s.prompt!.kind).not.toBe(en.prompt.generic);
        for (const a of legal) {
          const label = actionLabel(a, view, t);
          expect(label, JSON.stringify(a)).not.toMatch(RAW);
          expect(label.length).toBeGreaterThan(0);
        }
        const r = applyAction(s, seat, bot(view, legal, rng));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        const v0 = viewFor(s, 0);
        for (const e of r.events) expect(eventSentence(redactEvent(e, 0), v0, t), JSON.stringify(e)).not.toMatch(RAW_WORD);
      }
      expect(s.finished).toBe(true);
    }
    expect(kinds.size).toBeGreaterThan(10);
  });

  it('R8.6 a card picked for a poker hand reads "Choose … for your hand"; a fight card still reads "Play …"', () => {
    const seen = { poker: 0, fight: 0 };
    for (let g = 0; g < 20 && (seen.poker === 0 || seen.fight === 0); g++) {
      let s: GameState = startGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 15, seed: 300 + g }).state;
      const rng = seedRng(g);
      const bot = botByName('heuristic');
      for (let n = 0; n < 3000 && !s.finished; n++) {
        const seat = s.prompt!.seat;
        const view = viewFor(s, seat);
        const legal = legalActions(s, seat);
        for (const a of legal) {
          if (a.type !== 'playCard') continue;
          const label = actionLabel(a, view, t);
          if (s.prompt!.kind === 'pokerChoose') { seen.poker++; expect(label).toMatch(/^Choose .+ for your hand$/); }
          else { seen.fight++; expect(label).toMatch(/^Play /); }
        }
        const r = applyAction(s, seat, bot(view, legal, rng));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(seen.poker).toBeGreaterThan(0);
    expect(seen.fight).toBeGreaterThan(0);
  });

  it('R8.8 the log names who takes the poker pot, or the dealer\'s hand; R3.2 a kept character is said with the seat\'s own name', () => {
    const said: Record<string, string[]> = { won: [], dealerWon: [], kept: [], own: [] };
    for (let g = 0; g < 20 && (said.won.length === 0 || said.dealerWon.length === 0); g++) {
      let s: GameState = startGame({ players: [{ name: 'Ann' }, {}, {}, {}], characters: 'deal', length: 15, seed: 900 + g }).state;
      const rng = seedRng(g);
      const bot = botByName('heuristic');
      for (let n = 0; n < 3000 && !s.finished; n++) {
        const seat = s.prompt!.seat;
        const view = viewFor(s, seat);
        const r = applyAction(s, seat, bot(view, legalActions(s, seat), rng));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        const v1 = viewFor(s, 1);
        for (const e of r.events) {
          const line = eventSentence(redactEvent(e, 1), v1, t).replace(/[\u2066-\u2069]/g, '');
          if (e.type === 'characterKept' && e.seat === 0) said.kept.push(line);
          if (e.type === 'characterKept' && e.seat === 1) said.own.push(line); // the viewer's own
          if (e.type !== 'pokerPlayed') continue;
          const name = (w: number) => t(`character.${s.players[w].character}`);
          const winners = (e.data!.winners as number[]).map(name);
          // Each participant's hand, named from the engine's evaluation of the cards they chose and the flop (R8.6–R8.7).
          const d = e.data as { flop: CardId[]; dealerHand: CardId[]; hands: { seat: number; chosen: CardId[] }[] };
          const shown = d.hands.map((h) => `${name(h.seat)}, ${t(`pokerHand.${bestPokerHand({ chosen: h.chosen, flop: d.flop }).category}`)} (${h.chosen.map(cardShort).join(' ')})`);
          if (d.dealerHand.length) shown.push(`the dealer, ${t(`pokerHand.${bestDealerHand(d.dealerHand, d.flop).category}`)}`);
          const hands = ` Hands: ${shown.join('; ')}.`.replace(/[\u2066-\u2069]/g, '');
          if (e.kind === 'dealerWon') { said.dealerWon.push(line); expect(line).toBe(`Poker ends: the dealer's hand wins the pot of $${String(e.data!.pot)}.${hands}`); }
          else { said.won.push(line); expect(line).toBe(`Poker ends: the pot of $${String(e.data!.pot)} goes to ${winners.join(', ')}.${hands}`); }
        }
      }
    }
    expect(said.won.length).toBeGreaterThan(0);
    expect(said.dealerWon.length).toBeGreaterThan(0);
    expect(said.kept[0]).toMatch(/^Ann plays .+\.$/);
    expect(said.own[0]).toMatch(/^You play .+\.$/);
  });

  it('says a fight\'s start with the right article: "starts an arrest", "starts a duel" (R9)', () => {
    const view = viewFor(startGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 15, seed: 5 }).state, 0);
    const said = (kind: string, target?: number) => eventSentence({ type: 'fightDeclared', seat: 1, kind, data: target === undefined ? {} : { target } } as never, view, t).replace(/[\u2066-\u2069]/g, '');
    expect(said('arrest', 2)).toBe('Player 2 starts an arrest against Player 3.');
    expect(said('duel', 2)).toBe('Player 2 starts a duel against Player 3.');
    expect(said('rob', 0)).toBe('Player 2 starts a robbery against Player 1.');
    expect(said('bandit')).toBe('Player 2 starts a bandit fight.');
    expect(said('guard')).toBe('Player 2 starts a fight with the guard.');
  });

  it('R4.1 says an empty slot of the active weapon and mount as "no mount", not "none"', () => {
    const view = viewFor(startGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 15, seed: 5 }).state, 0);
    const said = (weapon: string | null, mount: string | null) => eventSentence({ type: 'activeItemsChosen', seat: 1, data: { weapon, mount } } as never, view, t).replace(/[\u2066-\u2069]/g, '');
    expect(said('revolver', null)).toBe('Player 2 arms with: Revolver, no mount.');
    expect(said(null, 'mule')).toBe('Player 2 arms with: no weapon, Mule.');
    expect(said('rifle', 'mustang')).toBe('Player 2 arms with: Rifle, Mustang.');
  });

  it('describes every story card and fight card in words', () => {
    for (const id of STORY_IDS) {
      expect(storyObjective(id, t), id).not.toMatch(RAW);
      expect(storyObjective(id, t), id).not.toMatch(/story\./);
      expect(storyReward(id, t), id).toMatch(/\S/);
      expect(storyReward(id, t), id).not.toMatch(/story\./);
    }
    for (const id of FIGHT_CARD_IDS) expect(fightCardEffect(id, t), id).not.toMatch(/fightEffect\.|^$/);
  });

  it('the reducer keeps the log newest first and bounded; onlyPass sees a pass-only reaction window', () => {
    const started = startGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 15, seed: 1 });
    const view = viewFor(started.state, 0);
    let s = reduce(initialState, { type: 'starting' });
    s = reduce(s, { type: 'snapshot', view, legal: [], events: started.events });
    expect(s.screen).toBe('game');
    // awaitsMe: the prompt's seat is the page's own, and not in a replay.
    const own = view.prompt!.seat;
    expect(awaitsMe(s)).toBe(own === view.you!.seat);
    expect(awaitsMe({ ...s, view: viewFor(started.state, own) })).toBe(true);
    expect(awaitsMe({ ...s, view: viewFor(started.state, (own + 1) % 4) })).toBe(false);
    expect(awaitsMe({ ...s, view: viewFor(started.state, own), replay: { match: 'm', step: 0, total: 1 } as never })).toBe(false);
    expect(s.log[0].event).toEqual(started.events[started.events.length - 1]);
    for (let i = 0; i < 100; i++) s = reduce(s, { type: 'snapshot', view, legal: [], events: started.events });
    expect(s.log.length).toBe(LOG_MAX);
    expect(onlyPass(s)).toBe(false);
    const react = { ...view, prompt: { seat: 0, kind: 'reaction', rule: 'R17.5' } };
    expect(onlyPass({ ...s, view: react, legal: [{ type: 'pass' }] })).toBe(true);
    expect(reduce(s, { type: 'home' }).screen).toBe('home');
  });
});
