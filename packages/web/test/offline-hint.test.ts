// Hint in a game against bots: the normal bot's choice at the player's decision, worked out from
// the player's own view only (so a hint never tells what the player cannot see), marked for that
// decision and forgotten at the next one.
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '@wl/bots';
import { applyAction, legalActions, sameAction, seedRng, startGame, viewFor } from '@wl/engine';
import { en } from '../src/i18n/en';

// The board's module reads this device's animation switch on load and marks the page's root (motion.ts): a storage that holds nothing, a root.
const g = globalThis as { localStorage?: unknown; document?: unknown };
g.localStorage ??= { getItem: () => null, setItem: () => {}, removeItem: () => {} };
g.document ??= { documentElement: { dataset: {} } };
const { Board } = await import('../src/components/Board');
import { HUMAN, startOffline } from '../src/state/offline';
import { initialState, reduce, type Msg } from '../src/state/reducer';

type Snap = Extract<Msg, { type: 'snapshot' }>;
type Hint = Extract<Msg, { type: 'hint' }>;

describe('hint against bots', () => {
  it('answers with what the normal bot chooses from the player\'s view, at each of the player\'s decisions', async () => {
    const msgs: Msg[] = [];
    const t = await startOffline({ botLevel: 'heuristic', length: 15, speed: 'fast', seed: 11 }, (m) => msgs.push(m));
    const last = (): Snap => msgs.filter((m): m is Snap => m.type === 'snapshot').at(-1)!;
    const again = seedRng('hint:11'); // the table's hint numbers, drawn again in the same order
    let hints = 0;
    for (let i = 0; i < 400 && hints < 12; i++) {
      await new Promise((r) => setTimeout(r, 0));
      const s = last();
      if (s.view.prompt?.seat !== HUMAN) continue;
      await t.hint();
      const h = msgs.at(-1) as Hint;
      expect(h.type).toBe('hint');
      expect(h.seq).toBe(s.view.seq);
      expect(s.legal.some((a) => sameAction(a, h.action))).toBe(true);
      expect(h.action).toEqual(heuristicBot(s.view, s.legal, again)); // the view the page shows is all it read
      hints++;
      t.act(h.action);
    }
    expect(hints).toBe(12);
    t.stop();
  });

  it('R3.4 marks a hinted space on the board among the highlighted ones', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
    // A game at its first start-space choice: two spaces or more to pick from.
    let s = startGame({ players: [{}, {}, {}], characters: 'deal', length: 15, seed: 4 }).state;
    for (let i = 0; i < 50 && !(s.prompt!.kind === 'chooseStartSpace' && legalActions(s, s.prompt!.seat).length > 1); i++) {
      const r = applyAction(s, s.prompt!.seat, legalActions(s, s.prompt!.seat)[0]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(1);
    const board = (hint: (typeof legal)[number] | null) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Board, { view: viewFor(s, seat), legal, log: [], onAct: () => {}, hint })));
    const marked = (html: string) => (html.match(/class="cell target hinted"/g) ?? []).length;
    expect(marked(board(null))).toBe(0);
    const html = board(legal[1]);
    expect(marked(html)).toBe(1);
    expect(html).toMatch(new RegExp(`class="cell target hinted"[^>]*data-space="${(legal[1] as { space: string }).space}"`));
    expect((html.match(/class="cell target"/g) ?? []).length).toBe(legal.length - 1);
  });

  it('keeps a hint only for the decision it was asked at', () => {
    const view = { seq: 5 } as never;
    let s = reduce({ ...initialState, view }, { type: 'hint', action: { type: 'work' }, seq: 5 });
    expect(s.hint).toEqual({ type: 'work' });
    expect(reduce({ ...initialState, view }, { type: 'hint', action: { type: 'work' }, seq: 4 }).hint).toBeNull(); // asked at an earlier decision
    s = reduce(s, { type: 'snapshot', view: { seq: 6 } as never, legal: [], events: [] });
    expect(s.hint).toBeNull();
  });
});
