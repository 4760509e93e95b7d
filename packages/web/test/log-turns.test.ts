// The log read as a list of turns: each turn's start heads that turn's lines (newest turn first,
// its lines newest first under it), and the stories that a Telegraph or a completion brings
// are named in the log.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, redactEvent, seedRng, startGame, viewFor, type GameEvent, type GameState } from '@wl/engine';
import { botByName } from '@wl/bots';
import { en } from '../src/i18n/en';
import { addFormats, eventSentence, type T } from '../src/labels';
import { logLines, type LogLine } from '../src/components/Log';
import { initialState, reduce } from '../src/state/reducer';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
addFormats(i18n);
const t: T = (k, o) => i18n.t(k, o);
const plain = (x: string) => x.replace(/[\u2066-\u2069]/g, '');

/** Seat 0's client state after `steps` decisions of a heuristic game: its log as the reducer keeps it. */
function played(steps: number) {
  const started = startGame({ players: [{ name: 'Ann' }, {}, {}, {}], characters: 'deal', length: 15, seed: 31 });
  let s: GameState = started.state;
  let c = reduce(reduce(initialState, { type: 'starting' }), { type: 'snapshot', view: viewFor(s, 0), legal: [], events: started.events.map((e) => redactEvent(e, 0)) });
  const rng = seedRng('log-turns');
  const bot = botByName('heuristic');
  for (let n = 0; n < steps && !s.finished; n++) {
    const seat = s.prompt!.seat;
    const r = applyAction(s, seat, bot(viewFor(s, seat), legalActions(s, seat), rng));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    c = reduce(c, { type: 'snapshot', view: viewFor(s, 0), legal: [], events: r.events.map((e) => redactEvent(e, 0)) });
  }
  return c;
}

/** Each group (a head, then its lines) holds lines newer than its head, newest first, and older than the head above. */
function expectTurns(lines: LogLine[]): void {
  expect(lines[0].turn).toBe(true); // the current turn's start is shown, so it heads the log
  const groups: { head: LogLine; lines: LogLine[] }[] = [];
  for (const l of lines) {
    if (l.turn) groups.push({ head: l, lines: [] });
    else groups[groups.length - 1].lines.push(l);
  }
  for (let g = 0; g < groups.length; g++) {
    const { head, lines: ls } = groups[g];
    const newer = g > 0 ? groups[g - 1].head.id : Infinity;
    if (g > 0) expect(head.id).toBeLessThan(newer);
    for (let i = 0; i < ls.length; i++) {
      expect(ls[i].id).toBeGreaterThan(head.id);
      expect(ls[i].id).toBeLessThan(i ? ls[i - 1].id : newer);
    }
  }
}

describe('the log by turn', () => {
  it('R4.1 puts each turn\'s start at the head of that turn\'s lines, newest turn first; without grouping, newest first', () => {
    const c = played(400);
    const flat = logLines(c.view!, c.log, t, 120);
    for (let i = 1; i < flat.length; i++) expect(flat[i].id).toBeLessThan(flat[i - 1].id);
    expect(flat.every((l) => !l.turn)).toBe(true);
    const lines = logLines(c.view!, c.log, t, 120, true);
    // The same lines reordered, but for the oldest: the end of a turn whose start lies beyond the 120.
    expect(lines.map((l) => l.id).sort((a, b) => b - a)).toEqual(flat.slice(0, lines.length).map((l) => l.id));
    expect(lines.length).toBeGreaterThan(100);
    const heads = lines.filter((l) => l.turn);
    expect(heads.length).toBeGreaterThan(3);
    for (const h of heads) expect(plain(h.text)).toMatch(/'s turn \(round \d+\)\.$/); // cut at 120 lines: no "Earlier" group
    expectTurns(lines);
  });

  it('R3.2 at the log\'s start the setup\'s lines come last, under "Earlier"; before any turn they stand alone', () => {
    const c = played(40);
    const lines = logLines(c.view!, c.log, t, 120, true);
    expectTurns(lines);
    const last = lines.findLastIndex((l) => l.turn);
    expect(lines[last].text).toBe('Earlier');
    expect(lines.slice(last + 1).some((l) => /^You play .+\.$/.test(plain(l.text)))).toBe(true); // seat 0's kept character
    const setup = played(0);
    const only = logLines(setup.view!, setup.log, t, 120, true);
    expect(only.length).toBeGreaterThan(0);
    expect(only.some((l) => l.turn)).toBe(false);
  });

  it('R14.4 R14.5 names the story a Telegraph brings and the one it replaces, and the story turned up after a completion', () => {
    const view = viewFor(startGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 15, seed: 5 }).state, 0);
    const said = (e: GameEvent) => plain(eventSentence(e, view, t));
    expect(said({ type: 'storyCycled', seat: 1, data: { slot: 0, from: 'ST01', to: 'ST02' } })).toMatch(/^Story .+ is replaced by .+\.$/);
    expect(said({ type: 'storyTurnedUp', data: { slot: 1, discarded: 'ST01', story: 'ST03' } })).toMatch(/^A new story is turned up: .+\.$/);
    expect(said({ type: 'storyTurnedUp', data: { slot: 1, discarded: 'ST01', story: null } })).toBe('A new story is turned up.');
  });
});
