// The online table's protocol handling, with a fake socket: hello with the saved token, snapshots
// into the store, refusals with the server's code and rule, reconnection with the last version
// (and the unanswered decision sent again), a lost token, duplicate updates.
import { legalActions, startGame, viewFor, type Action, type GameEvent } from '@wl/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSeen, heldSeats, openOnline, savedSeat, type SocketLike } from '../src/state/online';
import { gameLines, initialState, reduce } from '../src/state/reducer';
import { createStore } from '../src/state/store';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { en } from '../src/i18n/en';
import { LobbyBar } from '../src/components/LobbyBar';
import { eventSentence, playerName } from '../src/labels';

class FakeSocket {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  readonly sent: { t: string; d: Record<string, unknown> }[] = [];
  send(s: string) { this.sent.push(JSON.parse(s)); }
  close() { if (this.readyState === 3) return; this.readyState = 3; this.onclose?.({}); }
  open() { this.readyState = 1; this.onopen?.({}); }
  receive(m: unknown) { this.onmessage?.({ data: JSON.stringify(m) }); }
}

const { state } = startGame({ players: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }], seed: 1 });
const seat = state.prompt!.seat;
const snap = (v: number, match = 'm1') => ({ match, v, view: viewFor(state, seat), legal: legalActions(state, seat), autoplay: [], deadline: null });
const info = { id: 'tab1', invite: '/t/tab1', options: {}, seats: [], status: 'playing', match: 'm1', createdAt: 0 };

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) } as Storage;
}

describe('the online table', () => {
  let sockets: FakeSocket[];
  let storage: Storage;
  let store: ReturnType<typeof createStore<typeof initialState, Parameters<typeof reduce>[1]>>;
  const open = () => openOnline('tab1', {
    origin: 'http://example.test', storage, dispatch: store.dispatch, retryMs: [5],
    connect: (url) => { expect(url).toBe('ws://example.test/ws'); const s = new FakeSocket(); sockets.push(s); return s as unknown as SocketLike; },
  });
  const last = () => sockets[sockets.length - 1];

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    storage = memoryStorage();
    storage.setItem('wl.seat.tab1', JSON.stringify({ seat, token: 'secret' }));
    store = createStore(reduce, initialState);
  });
  afterEach(() => vi.useRealTimers());

  it('says hello with the saved token and shows the snapshots', () => {
    const t = open();
    expect(store.getState()).toMatchObject({ screen: 'table', online: { tableId: 'tab1', seat, conn: 'connecting' } });
    last().open();
    expect(last().sent[0]).toEqual({ t: 'hello', d: { table: 'tab1', token: 'secret' } });
    last().receive({ t: 'welcome', d: { table: info, seat } });
    last().receive({ t: 'sync', d: { ...snap(3), full: true, events: [] } });
    expect(store.getState()).toMatchObject({ screen: 'game', online: { conn: 'open', match: 'm1', v: 3, seat } });
    // An update already shown is skipped.
    last().receive({ t: 'update', d: { ...snap(3), events: [{ type: 'x', seat: 0 }] } });
    expect(store.getState().log).toHaveLength(0);
    t.stop();
  });

  it('shows a full view\'s events as the log\'s history, and after a gap only the versions it had not shown', () => {
    const t = open();
    last().open();
    const ev = (v: number): GameEvent => ({ type: 'worked', seat: 1, data: { at: `v${v}` } });
    const at = (list: readonly { event: GameEvent }[]) => list.map((l) => String(l.event.data?.at));
    // A page opened anew: the server's history of the latest versions fills the log (newest first).
    last().receive({ t: 'sync', d: { ...snap(3), full: true, events: [1, 2, 3].map((v) => ({ v, events: [ev(v)] })) } });
    expect(at(store.getState().log)).toEqual(['v3', 'v2', 'v1']);
    // A full view again (a stale version, a gap too old): the versions already shown are not shown twice.
    last().receive({ t: 'sync', d: { ...snap(6), full: true, events: [2, 3, 4, 5, 6].map((v) => ({ v, events: [ev(v)] })) } });
    expect(at(store.getState().log)).toEqual(['v6', 'v5', 'v4', 'v3', 'v2', 'v1']);
    // Another match (a rematch): a log of its own.
    last().receive({ t: 'sync', d: { ...snap(1, 'm2'), full: true, events: [0, 1].map((v) => ({ v, events: [ev(v)] })) } });
    expect(at(store.getState().log)).toEqual(['v1', 'v0']);
    t.stop();
  });

  it('sends decisions at the current version and shows a refusal with its code and rule', () => {
    const t = open();
    last().open();
    last().receive({ t: 'sync', d: { ...snap(4), full: true, events: [] } });
    const a = legalActions(state, seat)[0];
    t.act(a);
    const sent = last().sent[1];
    expect(sent).toMatchObject({ t: 'action', d: { action: a, v: 4 } });
    last().receive({ t: 'error', d: { code: 'ERR_NO_CARD', rule: 'R17.2', message: 'You do not hold that card.', ackId: sent.d.ackId } });
    expect(store.getState().refusal).toEqual({ code: 'ERR_NO_CARD', rule: 'R17.2', message: 'You do not hold that card.' });
    t.stop();
  });

  it('reconnects after a dropped socket with its last version, and sends an unanswered decision again', () => {
    const t = open();
    last().open();
    last().receive({ t: 'sync', d: { ...snap(7), full: true, events: [] } });
    const a: Action = legalActions(state, seat)[0];
    t.act(a);
    const ackId = last().sent[1].d.ackId;
    t.drop();
    expect(store.getState().online?.conn).toBe('reconnecting');
    vi.advanceTimersByTime(5);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent[0]).toEqual({ t: 'hello', d: { table: 'tab1', token: 'secret', match: 'm1', v: 7 } });
    last().receive({ t: 'welcome', d: { table: info, seat } });
    last().receive({ t: 'sync', d: { ...snap(7), full: false, events: [] } });
    expect(last().sent[1]).toEqual({ t: 'action', d: { action: a, ackId, v: 7 } });
    // Answered: not sent again after the next drop.
    last().receive({ t: 'ack', d: { ackId, v: 8 } });
    t.drop();
    vi.advanceTimersByTime(5);
    last().open();
    last().receive({ t: 'sync', d: { ...snap(8), full: false, events: [] } });
    expect(last().sent.filter((m) => m.t === 'action')).toEqual([]);
    t.stop();
  });

  it('keeps a card picked face down through a reconnection\'s sync of the same version, not through a new one', () => {
    const t = open();
    last().open();
    last().receive({ t: 'sync', d: { ...snap(7), full: true, events: [] } });
    const a: Action = legalActions(state, seat)[0];
    store.dispatch({ type: 'select', action: a }); // a face-down card awaiting "Confirm" (PromptPanel)
    t.drop();
    vi.advanceTimersByTime(5);
    last().open();
    last().receive({ t: 'welcome', d: { table: info, seat } });
    last().receive({ t: 'sync', d: { ...snap(7), full: false, events: [] } });
    expect(store.getState().pending).toBe(a);
    // An equal action from the server's list is the same choice; one no longer listed is forgotten.
    last().receive({ t: 'sync', d: { ...snap(7), legal: [{ ...a }], full: false, events: [] } });
    expect(store.getState().pending).toBe(a);
    last().receive({ t: 'sync', d: { ...snap(7), legal: [], full: false, events: [] } });
    expect(store.getState().pending).toBeNull();
    // The game moved on (another version): the pick is forgotten even while the same action is listed.
    store.dispatch({ type: 'select', action: a });
    last().receive({ t: 'update', d: { ...snap(8), events: [] } });
    expect(store.getState().pending).toBeNull();
    t.stop();
  });

  it('asks for the stand-in of a gone seat, as a seated player only', () => {
    const t = open();
    last().open();
    t.standIn(2);
    expect(last().sent.at(-1)).toEqual({ t: 'standIn', d: { seat: 2 } });
    t.stop();
    storage.removeItem('wl.seat.tab1'); // a spectator: nothing to ask with
    const w = open();
    last().open();
    w.standIn(2);
    expect(last().sent.map((m) => m.t)).toEqual(['hello']);
    w.stop();
  });

  it('puts chat lines into the log once each, even when a reconnection sends them again', () => {
    const t = open();
    last().open();
    last().receive({ t: 'welcome', d: { table: info, seat } });
    last().receive({ t: 'sync', d: { ...snap(3), full: true, events: [] } });
    const line = (n: number, text: string) => ({ n, seat: 1, name: 'Bob', text, at: 0 });
    last().receive({ t: 'chat', d: { lines: [line(1, 'hi'), line(2, 'good luck')] } });
    t.say({ text: '  thanks ' });
    expect(last().sent.at(-1)).toEqual({ t: 'chat', d: { text: 'thanks' } });
    t.say({ phrase: 'goodGame' });
    expect(last().sent.at(-1)).toEqual({ t: 'chat', d: { phrase: 'goodGame' } });
    last().close();
    vi.advanceTimersByTime(5);
    last().open();
    last().receive({ t: 'chat', d: { lines: [line(1, 'hi'), line(2, 'good luck'), line(3, 'you too')] } });
    const chat = store.getState().log.filter((l) => l.event.type === 'chat');
    expect(chat.map((l) => l.event.data?.text)).toEqual(['you too', 'good luck', 'hi']); // newest first, each once
    expect(chat[0].event).toEqual({ type: 'chat', seat: 1, data: { name: 'Bob', text: 'you too' } });
    // The board's roll and walks read the game's own lines: talk never pushes them out.
    const said = (id: number) => ({ id, event: { type: 'chat', seat: 1, data: { name: 'Bob', text: 'hi' } } });
    const roll = { id: 2, event: { type: 'diceRolled', seat: 0, data: { faces: ['nugget'] } } };
    const walk = { id: 0, event: { type: 'moved', seat: 0, data: { path: [] } } };
    expect(gameLines([said(5), said(4), said(3), roll, said(1), walk], 2)).toEqual([roll, walk]);
    // The phone's log tab counts the lines of others not read yet; opening it reads them.
    expect(store.getState().online?.chatUnread).toBe(3);
    last().receive({ t: 'chat', d: { lines: [{ n: 4, seat, name: 'Me', text: 'mine', at: 0 }] } });
    expect(store.getState().online?.chatUnread).toBe(3); // one's own line is read
    store.dispatch({ type: 'tab', tab: 'log' });
    expect(store.getState().online?.chatUnread).toBe(0);
    last().receive({ t: 'chat', d: { lines: [line(5, 'seen at once')] } });
    expect(store.getState().online?.chatUnread).toBe(0);
    store.dispatch({ type: 'tab', tab: 'hand' });
    last().receive({ t: 'chat', d: { lines: [line(6, 'later')] } });
    expect(store.getState().online?.chatUnread).toBe(1);
    t.stop();
  });

  it('forgets a token the server does not know and watches instead', () => {
    const t = open();
    last().open();
    last().receive({ t: 'error', d: { code: 'ERR_BAD_TOKEN', message: 'That token holds no seat at this table.' } });
    expect(savedSeat(storage, 'tab1')).toBeNull();
    expect(store.getState().online?.seat).toBeNull();
    vi.advanceTimersByTime(0);
    last().open();
    expect(last().sent[0]).toEqual({ t: 'hello', d: { table: 'tab1' } });
    t.stop();
  });

  it('notes beside a held seat the match whose end it saw, keeping the token (the home page\'s "Your tables" leaves that match out, not a rematch)', () => {
    const keys = () => ({ length: 1, key: (i: number) => (i === 0 ? 'wl.seat.tab1' : null) });
    const held = () => heldSeats({ ...storage, ...keys(), getItem: storage.getItem, setItem: storage.setItem, removeItem: storage.removeItem });
    expect(held()).toEqual([{ table: 'tab1', seat, ended: null }]);
    endSeen(storage, 'tab1', 'm1');
    expect(held()).toEqual([{ table: 'tab1', seat, ended: 'm1' }]);
    expect(savedSeat(storage, 'tab1')).toMatchObject({ seat, token: 'secret' }); // the seat is still held: a rematch plays it
    endSeen(storage, 'tab2', 'm9'); // no seat there: nothing written
    expect(storage.getItem('wl.seat.tab2')).toBeNull();
  });

  it('stops for good on an unknown table and after leaving', () => {
    const t = open();
    last().open();
    last().receive({ t: 'error', d: { code: 'ERR_NO_TABLE', message: 'No such table.' } });
    expect(store.getState().lobbyError).toMatchObject({ code: 'ERR_NO_TABLE' });
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(1);
    t.stop();
  });
});

describe('the online status notes', () => {
  it('says when a seated player has lost the connection and no bot plays for them, until they are back', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
    const view = viewFor(state, 0);
    const seats = (bobConnected: boolean, bobAutoplay = false, standInFrom: number | null = null) => [0, 1, 2].map((s) => ({
      seat: s, kind: s === 2 ? 'bot' : 'human', level: s === 2 ? 'random' : null, name: ['Ann', 'Bob', 'Cy'][s], taken: true,
      connected: s === 2 ? false : s === 1 ? bobConnected : true, autoplay: s === 1 && bobAutoplay, standInFrom: s === 1 ? standInFrom : null,
    }));
    const bar = (o: { bob: boolean; autoplay?: boolean; conn?: 'open' | 'reconnecting'; standInFrom?: number; seat?: number | null }) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(LobbyBar, {
      online: { tableId: 'tab1', info: { ...info, seats: seats(o.bob, o.autoplay, o.standInFrom) } as never, seat: o.seat === undefined ? 0 : o.seat, conn: o.conn ?? 'open', match: 'm1', v: 1, deadline: null, autoplay: o.autoplay ? [1] : [], chatSeen: 0, chatUnread: 0, sawWaiting: false },
      view, error: null, onStandIn: () => undefined,
    })));
    const bob = playerName(view, 1, (k, o) => i18n.t(k, o));
    expect(bar({ bob: false })).toContain(`${bob} has lost the connection; the game waits for them.`);
    expect(bar({ bob: true })).not.toContain('lost the connection'); // back again; the bot seat's "connection" means nothing
    expect(bar({ bob: false, autoplay: true })).toContain('a bot plays for them'); // a stand-in plays: that note instead
    expect(bar({ bob: false, autoplay: true })).not.toContain('lost the connection');
    expect(bar({ bob: false, conn: 'reconnecting' })).not.toContain('lost the connection'); // our own link is the news then
    // Once Bob has been gone the server's grace time, a seated player is offered his stand-in; not before, not to a spectator.
    expect(bar({ bob: false })).not.toContain('Let a bot play');
    expect(bar({ bob: false, standInFrom: Date.now() + 60_000 })).not.toContain('Let a bot play');
    expect(bar({ bob: false, standInFrom: Date.now() - 1 })).toContain(`>Let a bot play for ${bob}</button>`);
    expect(bar({ bob: false, standInFrom: Date.now() - 1, seat: null })).not.toContain('Let a bot play');
  });

  it('tells in the log who a stand-in bot plays for, and why (to that player: "you")', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
    const view = viewFor(state, 0);
    const t = (k: string, o?: Record<string, unknown>) => i18n.t(k, o);
    const line = (e: GameEvent) => eventSentence(e, view, t).replace(/[\u2066-\u2069]/g, '');
    expect(line({ type: 'autoplayStarted', seat: 1, data: { reason: 'timeout' } })).toBe('Bob ran out of time: a bot plays for them until they are back.');
    expect(line({ type: 'autoplayStarted', seat: 1, data: { reason: 'left' } })).toBe('Bob has gone: a bot plays for them until they are back.');
    expect(line({ type: 'autoplayStarted', seat: 1, data: { reason: 'asked', by: 2 } })).toBe('Cy lets a bot play for Bob until they are back.');
    expect(line({ type: 'autoplayEnded', seat: 1 })).toBe('Bob is back and plays again.');
    // To the player whose seat it is (seat 0 here): "you".
    expect(line({ type: 'autoplayStarted', seat: 0, data: { reason: 'timeout' } })).toBe('You ran out of time: a bot plays for you until you are back.');
    expect(line({ type: 'autoplayStarted', seat: 0, data: { reason: 'left' } })).toBe('Your connection dropped: a bot plays for you until you are back.');
    expect(line({ type: 'autoplayStarted', seat: 0, data: { reason: 'asked', by: 2 } })).toBe('Cy lets a bot play for you until you are back.');
    expect(line({ type: 'autoplayEnded', seat: 0 })).toBe('You are back and play again.');
    expect(line({ type: 'chat', seat: 1, data: { name: 'Bob', text: 'gg {{who}}' } })).toBe('Bob: gg {{who}}'); // the text is never read as a template
  });
});
