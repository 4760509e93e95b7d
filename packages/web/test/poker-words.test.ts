// Poker hands in words (poker-words.ts): at a poker prompt each card offered says the hand it would
// make with the cards chosen so far and the flop, and the poker panel names the hand chosen so far,
// both from the engine's own evaluation (R8.6–R8.7), in real positions of heuristic games.
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyAction, bestPokerHand, legalActions, seedRng, startGame, viewFor, type Action, type CardId, type GameState, type PlayerView } from '@wl/engine';
import { botByName } from '@wl/bots';
import { en } from '../src/i18n/en';
import { addFormats } from '../src/labels';
import { PromptPanel } from '../src/components/PromptPanel';
import { TablePanel } from '../src/components/TablePanel';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
addFormats(i18n);

/** The poker prompts of heuristic games: each with the seat's view and its legal actions. */
function pokerPrompts(want: number): { view: PlayerView; legal: Action[] }[] {
  const found: { view: PlayerView; legal: Action[] }[] = [];
  const bot = botByName('heuristic');
  for (let g = 0; g < 40 && found.length < want; g++) {
    let s: GameState = startGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 15, seed: 400 + g }).state;
    const rng = seedRng(g);
    for (let n = 0; n < 3000 && !s.finished; n++) {
      const seat = s.prompt!.seat;
      const view = viewFor(s, seat);
      const legal = legalActions(s, seat);
      if (s.prompt!.kind === 'pokerChoose') found.push({ view, legal });
      const r = applyAction(s, seat, bot(view, legal, rng));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return found;
}

const render = (el: ReturnType<typeof createElement>) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, el)).replace(/[\u2066-\u2069]/g, '');
const handName = (chosen: readonly CardId[], flop: readonly CardId[]) => en.pokerHand[bestPokerHand({ chosen, flop }).category];

describe('poker hands in words', () => {
  it('R8.6 names the hand each offered card would make, and the hand chosen so far, as the engine ranks them', () => {
    const prompts = pokerPrompts(12);
    expect(prompts.length).toBeGreaterThanOrEqual(12);
    let afterFirst = 0;
    for (const { view, legal } of prompts) {
      const pk = view.poker!;
      const html = render(createElement(PromptPanel, { view, legal, refusal: null, onAct: () => undefined, autoPass: false, pending: null, onSelect: () => undefined }));
      const cards = legal.filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard');
      expect(cards.length).toBeGreaterThan(0);
      const said = [...html.matchAll(/<small class="makes">hand: ([^<]+)<\/small>/g)].map((m) => m[1]);
      expect(said).toEqual(cards.map((a) => handName([...pk.yourChosen, a.card], pk.flop)));
      const table = render(createElement(TablePanel, { view, log: [] }));
      if (pk.yourChosen.length) {
        afterFirst++;
        expect(table).toContain(`Your chosen cards · <strong class="your-hand">with the flop: ${handName(pk.yourChosen, pk.flop)}</strong>`);
      } else expect(table).not.toContain('with the flop');
    }
    expect(afterFirst).toBeGreaterThan(0); // a second choice, after a first card, was seen too
  });
});
