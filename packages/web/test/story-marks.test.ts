// The story strip and the prompt show what the rules make public about story discs this turn
// (R14.2, R14.4): a card whose disc of this turn is taken is marked, and a moveDisc offer names the
// card the disc would go on. Rendered to HTML from a real game's view (no browser needed).
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, seedRng, startGame, STORY_CARDS, viewFor, type GameState, type PlayerView } from '@wl/engine';
import { heuristicBot } from '@wl/bots';
import { en } from '../src/i18n/en';
import { PromptPanel } from '../src/components/PromptPanel';
import { Stories } from '../src/components/Stories';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });

/** Heuristic play of 5-player games, seed 300 first, until `stop` holds for the state (the first game that gets there; a disc move is offered in few games). */
function playUntil(stop: (s: GameState) => boolean): GameState {
  for (let seed = 300; seed < 340; seed++) {
    let s = startGame({ players: [{}, {}, {}, {}, {}], characters: 'deal', length: 20, seed }).state;
    const rng = seedRng(0);
    for (let n = 0; n < 5000 && !s.finished; n++) {
      if (stop(s)) return s;
      const seat = s.prompt!.seat;
      const r = applyAction(s, seat, heuristicBot(viewFor(s, seat), legalActions(s, seat), rng));
      if (!r.ok) throw r.error;
      s = r.state;
    }
  }
  throw new Error('the state was never reached');
}

const html = (view: PlayerView, legal = [] as ReturnType<typeof legalActions>) => renderToStaticMarkup(createElement(I18nextProvider, { i18n },
  createElement(Stories, { view }),
  createElement(PromptPanel, { view, legal, refusal: null, onAct: () => {}, autoPass: false, onAutoPass: () => {}, pending: null, onSelect: () => {} })));

describe('story discs this turn, as the screen shows them', () => {
  it('R14.4 a moveDisc offer names the story the disc would go on, and that card is highlighted', () => {
    const s = playUntil((x) => x.prompt?.kind === 'moveDisc');
    const seat = s.prompt!.seat;
    const view = viewFor(s, seat);
    expect(view.choice?.kind).toBe('moveDisc');
    const slot = view.choice!.about as 0 | 1;
    const title = STORY_CARDS[view.stories[slot]!].title;
    const out = html(view, legalActions(s, seat));
    expect(out).toContain(`Move a disc from your other story onto “${title}”?`);
    expect(out).toMatch(new RegExp(`class="story-card offered"[^>]*data-story="${view.stories[slot]}"`));
    expect(out.match(/story-card offered/g)).toHaveLength(1);
  });

  it('R14.2 a card whose disc of this turn is taken says so to every seat, until the turn ends', () => {
    const s = playUntil((x) => x.storyContributed[0] || x.storyContributed[1]);
    const slot = s.storyContributed[0] ? 0 : 1;
    const watcher = (s.turn.seat + 1) % s.players.length;
    const out = html(viewFor(s, watcher));
    expect(out.match(/class="story-taken"/g)).toHaveLength(s.storyContributed[0] && s.storyContributed[1] ? 2 : 1);
    expect(out).toMatch(new RegExp(`data-story="${s.stories[slot]}"><header><h3[^>]*>[^<]*</h3><span class="story-taken"`));
    const before = playUntil(() => true);
    expect(html(viewFor(before, 0))).not.toContain('story-taken');
  });
});
