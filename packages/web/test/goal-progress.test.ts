// The Goals panel shows the progress of the viewer's counting goals (R21, CONTENT.md §9 C and T
// goals), which the view carries as public counts. Rendered to HTML from a real game's view.
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyAction, GOAL_CARDS, legalActions, seedRng, startGame, viewFor, type GameState, type GoalId, type Seat } from '@wl/engine';
import { heuristicBot } from '@wl/bots';
import { en } from '../src/i18n/en';
import { GoalsPanel } from '../src/components/GoalsPanel';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });

/** A seat's secret counting goal (C or T, count > 1) with some progress, if any. */
function counting(s: GameState, seat: Seat): { id: GoalId; have: number; need: number } | null {
  const g = s.goals;
  if (!g) return null; // dealt once the characters are kept
  for (const id of g.secret[seat]) {
    const c = GOAL_CARDS[id].condition;
    const p = g.progress[seat][id];
    const have = typeof p === 'number' ? p : p?.length ?? 0;
    if ((c.kind === 'C' || c.kind === 'T') && c.count > 1 && have > 0) return { id, have, need: c.count };
  }
  return null;
}

describe('the Goals panel', () => {
  it('R21 shows "n of m so far" on the viewer\'s own counting goals, from the view\'s public progress', () => {
    for (let seed = 1; seed < 40; seed++) {
      let s = startGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 20, seed, options: { goals: true } }).state;
      const rng = seedRng(seed);
      for (let n = 0; n < 4000 && !s.finished; n++) {
        for (let seat = 0; seat < 4; seat++) {
          const goal = counting(s, seat);
          if (!goal) continue;
          const view = viewFor(s, seat);
          expect(view.goals!.players[seat].progress[goal.id]).toBe(goal.have);
          const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(GoalsPanel, { view })));
          expect(html).toMatch(new RegExp(`data-goal="${goal.id}"[^]*?<span class="goal-progress small">${goal.have} of ${goal.need} so far</span>`));
          return;
        }
        const seat = s.prompt!.seat;
        const r = applyAction(s, seat, heuristicBot(viewFor(s, seat), legalActions(s, seat), rng));
        if (!r.ok) throw r.error;
        s = r.state;
      }
    }
    throw new Error('no game reached progress on a counting goal');
  });
});
