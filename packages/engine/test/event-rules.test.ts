// The rule behind each event (UI.md: the log's lines carry their rule id): every event type the
// engine emits has one, every event of random games of 2–6 players in every variant gets one,
// and an event's reason decides it where it names one.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyAction, eventRule, legalActions, seedRng, startGame, type GameEvent } from '../src/index.js';
import { pick, randomSetup } from './random-games.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const RULE_ID = /^R\d+\.\d+$/;

/** Every event type named in an `emit(ctx, { type: '…' })` of the engine's sources. */
function emittedTypes(): string[] {
  const types = new Set<string>();
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir, { withFileTypes: true })) {
      if (f.isDirectory()) walk(`${dir}${f.name}/`);
      else if (f.name.endsWith('.ts')) for (const m of readFileSync(`${dir}${f.name}`, 'utf8').matchAll(/emit\(ctx, \{ type: '([a-zA-Z]+)'/g)) types.add(m[1]);
    }
  };
  walk(SRC);
  return [...types];
}

describe('the rule behind each event', () => {
  it('names a rule for every event type the engine emits', () => {
    const types = emittedTypes();
    expect(types.length).toBeGreaterThan(60);
    const missing = types.filter((type) => !RULE_ID.test(eventRule({ type }) ?? ''));
    expect(missing).toEqual([]);
  });

  it('names a rule for every event of random games of 2 to 6 players, with goals and in the Beginner variant', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 60; g++) {
      const players = 2 + (g % 5);
      const options = { manInBlack: players === 2, ...(g % 3 === 0 ? { goals: true } : g % 3 === 1 ? { beginner: true } : {}) };
      const started = startGame(randomSetup(9100 + g, players, options));
      let s = started.state;
      const events: GameEvent[] = [...started.events];
      const rng = seedRng(`event-rules:${g}`);
      for (let i = 0; i < 4000 && !s.finished; i++) {
        const seat = s.prompt!.seat;
        const r = applyAction(s, seat, pick(legalActions(s, seat), rng));
        if (!r.ok) throw new Error(r.error.message);
        events.push(...r.events);
        s = r.state;
      }
      for (const e of events) {
        const rule = eventRule(e);
        expect(rule, `${e.type} ${JSON.stringify(e.data ?? {})}`).toMatch(RULE_ID);
        seen.add(e.type);
      }
    }
    expect(seen.size).toBeGreaterThan(60);
  });

  it('takes the rule of the reason: Work R6.10, a deposit R6.6, the hand limit R15.3, a fight card R10.5, the Wanted row R11.6', () => {
    expect(eventRule({ type: 'moneyGained', seat: 0, data: { amount: 10, why: 'work' } })).toBe('R6.10');
    expect(eventRule({ type: 'moneyGained', seat: 0, data: { amount: 40, why: 'deposit' } })).toBe('R6.6');
    expect(eventRule({ type: 'cardDiscarded', seat: 0, data: { card: '9H', why: 'handLimit' } })).toBe('R15.3');
    expect(eventRule({ type: 'woundTaken', seat: 0, data: { amount: 1, why: 'fightCard:F7' } })).toBe('R10.5');
    expect(eventRule({ type: 'lpGained', seat: 0, data: { amount: 2, why: 'wantedRow' } })).toBe('R11.6');
  });

  it('takes a card effect\'s type (ACTION R17.2, BONUS R17.3), an item (R16.3) or a character (R18.1) from the reason, and the effect a card used from its kind', () => {
    expect(eventRule({ type: 'moneyGained', seat: 0, data: { amount: 30, why: 'payday' } })).toBe('R17.2');
    expect(eventRule({ type: 'cardEffectUsed', seat: 0, kind: 'lady-luck', data: { card: 'QD' } })).toBe('R17.3');
    expect(eventRule({ type: 'cardEffectUsed', seat: 0, kind: 'vamoose', data: { card: '2S' } })).toBe('R17.4');
    expect(eventRule({ type: 'woundsRemoved', seat: 0, data: { amount: 1, why: 'whiskey' } })).toBe('R16.3');
    expect(eventRule({ type: 'moneyGained', seat: 0, data: { amount: 10, why: 'mary-fields' } })).toBe('R18.1');
  });

  it('takes the rule of the kind where it tells more: a Move by card R5.9, a bandit fight R13.2, else the type (a Move R5.1)', () => {
    expect(eventRule({ type: 'moved', seat: 0, kind: 'card' })).toBe('R5.9');
    expect(eventRule({ type: 'fightDeclared', seat: 0, kind: 'bandit' })).toBe('R13.2');
    expect(eventRule({ type: 'moved', seat: 0, kind: 'action' })).toBe('R5.1');
    expect(eventRule({ type: 'noSuchEvent' })).toBeNull();
  });
});
