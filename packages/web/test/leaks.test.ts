// The browser test's leak checks catch what they are meant to: another seat's card in a frame
// or in the DOM (by id or by its short name), and not a card this seat holds or saw played.
import { describe, expect, it } from 'vitest';
import { domLeaks, FrameChecker, HandHistory, type ServerTable } from './leaks';

function history(): HandHistory {
  const h = new HandHistory();
  const table: ServerTable = { match: { v: 1, state: { players: [{ hand: ['QH', '2C'] }, { hand: ['TS', 'AD'] }] } }, broadcastUpdate: () => undefined };
  h.attach(table);
  table.broadcastUpdate([]);
  return h;
}

describe('leak checks', () => {
  it('flag another seat\'s card in a frame, not the own hand', () => {
    const c = new FrameChecker(history(), () => 0);
    c.check(JSON.stringify({ t: 'update', d: { v: 1, view: { you: { hand: ['QH', '2C'] } }, legal: [], events: [] } }));
    expect(c.leaks).toEqual([]);
    expect(c.ownSeen).toBe(1);
    c.check(JSON.stringify({ t: 'update', d: { v: 1, view: {}, legal: [], events: [{ type: 'cardDrawn', data: { card: 'AD' } }] } }));
    expect(c.leaks).toEqual(['update v1: AD of another seat\'s hand']);
  });

  it('flag another seat\'s card in the DOM by id or short name; in the log only if never shown', () => {
    const h = history();
    expect(domLeaks({ v: 1, seat: 0, main: 'Q♥ 2♣ {"card":"QH"}', log: '' }, h, new Set())).toEqual([]);
    expect(domLeaks({ v: 1, seat: 0, main: 'You see 10♠', log: '' }, h, new Set())).toEqual(['DOM v1: TS of another seat\'s hand']);
    expect(domLeaks({ v: 1, seat: 0, main: '{"card":"AD"}', log: '' }, h, new Set())).toEqual(['DOM v1: AD of another seat\'s hand']);
    expect(domLeaks({ v: 1, seat: 0, main: '', log: 'Bob played A♦' }, h, new Set(['AD']))).toEqual([]);
    expect(domLeaks({ v: 1, seat: 0, main: '', log: 'Bob drew A♦' }, h, new Set())).toEqual(['log v1: AD never shown to this seat']);
  });

  it('accept a card this seat saw or held until it entered another hand, not one seen before a hidden draw', () => {
    const h = new HandHistory();
    const players = [{ hand: ['QH', '2C'] }, { hand: ['TS'] }];
    const table: ServerTable = { match: { v: 1, state: { players } }, broadcastUpdate: () => undefined };
    h.attach(table);
    table.broadcastUpdate([]); // v1: seat 0 holds QH
    table.match!.v = 2; players[0].hand = ['2C']; players[1].hand = ['TS', 'QH'];
    table.broadcastUpdate([]); // v2: QH taken by seat 1
    table.match!.v = 3; players[1].hand = ['TS'];
    table.broadcastUpdate([]); // v3: QH discarded
    table.match!.v = 4; players[1].hand = ['TS', 'QH'];
    table.broadcastUpdate([]); // v4: QH drawn again by seat 1, unseen
    const c = new FrameChecker(h, () => 0);
    c.check(JSON.stringify({ t: 'update', d: { v: 2, events: [{ type: 'cardTaken', seat: 1, data: { from: 0, card: 'QH' } }] } }));
    expect(c.leaks).toEqual([]);
    c.check(JSON.stringify({ t: 'update', d: { v: 4, events: [{ type: 'cardsDrawn', seat: 1, data: { cards: ['QH'] } }] } }));
    expect(c.leaks).toEqual(['update v4: QH of another seat\'s hand']);
    const peek = new FrameChecker(h, () => 0);
    peek.check(JSON.stringify({ t: 'update', d: { v: 4, events: [{ type: 'handPeeked', seat: 0, data: { of: 1, cards: ['TS', 'QH'] } }] } }));
    expect(peek.leaks).toEqual([]);
  });
});
