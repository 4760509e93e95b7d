// The log (UI.md: plain sentences, newest first, each with its rule id on hover): every line
// carries the rule behind its event (the engine's eventRule) and that rule's summary, in the
// player's language; while others decide, its newest three lines show under the prompt.
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { startGame, viewFor, type GameEvent } from '@wl/engine';
import { en } from '../src/i18n/en';
import { fa } from '../src/i18n/fa';
import { Log } from '../src/components/Log';
import { PromptPanel } from '../src/components/PromptPanel';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en }, fa: { translation: fa } }, lng: 'en', interpolation: { escapeValue: false } });

const EVENTS: GameEvent[] = [
  { type: 'moneyGained', seat: 0, data: { amount: 10, why: 'work' } },
  { type: 'cardDiscarded', seat: 1, data: { card: '9H', why: 'handLimit' } },
  { type: 'moved', seat: 2, kind: 'card', data: { path: ['red-falls-doctor', 'red-falls-saloon'] } },
];

/** The log's lines: their rule (data-rule) and hover text (title). */
async function lines(lng: string): Promise<{ rule: string; title: string }[]> {
  await i18n.changeLanguage(lng);
  const view = viewFor(startGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 20, seed: 3 }).state, 0);
  const log = EVENTS.map((event, i) => ({ id: EVENTS.length - i, event }));
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Log, { view, log })));
  const text = (x: string) => x.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...html.matchAll(/<li [^>]*title="([^"]*)" data-rule="([^"]*)"/g)].map((m) => ({ title: text(m[1]), rule: m[2] }));
}

describe('the log\'s rule ids', () => {
  it('puts the rule behind each line on hover: Work R6.10, the hand limit R15.3, a Move by card R5.9, with their summaries', async () => {
    const got = await lines('en');
    expect(got.map((l) => l.rule)).toEqual(['R6.10', 'R15.3', 'R5.9']);
    expect(got[0].title).toBe(`The rule: R6.10 — ${en.rules.R6}`); // no summary of R6.10 itself: its section's
    expect(got[1].title).toBe(`The rule: R15.3 — ${en.rules.R15_3}`);
    expect(got[2].title).toBe(`The rule: R5.9 — ${en.rules.R5_9}`);
  });

  it('writes the hover text in the player\'s language (Persian)', async () => {
    const got = await lines('fa');
    expect(got.map((l) => l.rule)).toEqual(['R6.10', 'R15.3', 'R5.9']);
    expect(got[1].title).toContain(fa.rules.R15_3);
    expect(got[1].title).not.toContain(en.rules.R15_3);
  });
});

describe('the newest lines under the prompt', () => {
  it('shows the three newest lines while another seat decides, and none on the player\'s own decision or when no line says anything', async () => {
    await i18n.changeLanguage('en');
    const s = startGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 20, seed: 3 }).state;
    const owes = s.prompt!.seat;
    const log = [...EVENTS, { type: 'moneyGained', seat: 3, data: { amount: 20, why: 'startOfTurn' } } as GameEvent].reverse().map((event, i) => ({ id: 10 - i, event }));
    const panel = (seat: number, lines = log) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(PromptPanel, {
      view: viewFor(s, seat), legal: [], refusal: null, onAct: () => {}, autoPass: true, onAutoPass: () => {}, pending: null, onSelect: () => {}, log: lines,
    })));
    const waiting = panel((owes + 1) % 4);
    const recent = /<ol class="recent"[^>]*>(.*?)<\/ol>/.exec(waiting)?.[1] ?? '';
    expect([...recent.matchAll(/data-rule="([^"]*)"/g)].map((m) => m[1])).toEqual(['R4.1', 'R5.9', 'R15.3']); // newest first: the $20 start benefit, the card Move, the hand limit
    expect(panel(owes)).not.toContain('class="recent"');
    expect(panel((owes + 1) % 4, [{ id: 1, event: { type: 'turnEnded', seat: 1 } }])).not.toContain('class="recent"'); // no line that says anything: no list
  });
});
