// Leak checks for the online browser test: the hands of every seat per server version (taken
// from the server's own state as each version is broadcast), and checks that a page's WebSocket
// frames and DOM never hold a card of another seat's hand.
import { CARD_IDS, cardRank, cardSuit, type CardId, type GameEvent } from '@wl/engine';

const CARDS = new Set<string>(CARD_IDS);
const SUIT: Record<string, string> = { H: '♥', D: '♦', C: '♣', S: '♠' };

/** Every poker card id among the string values of a JSON value. */
export function cardsIn(x: unknown, out = new Set<string>()): Set<string> {
  if (typeof x === 'string') {
    if (CARDS.has(x)) out.add(x);
  } else if (Array.isArray(x)) {
    for (const y of x) cardsIn(y, out);
  } else if (x && typeof x === 'object') {
    for (const y of Object.values(x)) cardsIn(y, out);
  }
  return out;
}

/** What the server's table object offers the recorder. */
export interface ServerTable {
  match: { v: number; state: { players: { hand: CardId[] }[] } } | null;
  broadcastUpdate(events: readonly GameEvent[]): void;
}

/** The hands of every seat at every version of a table's match, recorded as each version is broadcast. */
export class HandHistory {
  private readonly byV = new Map<number, CardId[][]>();

  /** Starts recording a server-side table (before its match starts). */
  attach(table: ServerTable): void {
    const broadcast = table.broadcastUpdate.bind(table);
    table.broadcastUpdate = (events) => {
      if (table.match) this.byV.set(table.match.v, table.match.state.players.map((p) => [...p.hand]));
      broadcast(events);
    };
  }

  /** The cards held by seats other than `seat` at version `v`. */
  othersAt(v: number, seat: number): Set<string> {
    const hands = this.byV.get(v);
    if (!hands) throw new Error(`no hands recorded for version ${v}`);
    return new Set(hands.flatMap((h, s) => (s === seat ? [] : h)));
  }

  /** The cards `seat` holds at version `v`. */
  ownAt(v: number, seat: number): Set<string> {
    return new Set(this.byV.get(v)?.[seat] ?? []);
  }

  /** The first version of the unbroken run, ending at `v`, in which card `c` is in a hand other than `seat`'s. */
  enteredOthers(c: string, v: number, seat: number): number {
    let u = v;
    while (this.byV.has(u - 1) && this.othersAt(u - 1, seat).has(c)) u--;
    return u;
  }

  /** The last version up to `v` at which `seat` held card `c` (-1 if never). */
  lastOwned(c: string, v: number, seat: number): number {
    for (let u = v; u >= 0; u--) if (this.byV.get(u)?.[seat]?.includes(c as CardId)) return u;
    return -1;
  }

  /** The versions recorded. */
  get versions(): number {
    return this.byV.size;
  }
}

/** One page's frames, checked against the hands of the other seats at the frame's version. */
export class FrameChecker {
  readonly leaks: string[] = [];
  /** Cards this page has legitimately seen (in any frame), for the log's check. */
  readonly seen = new Set<string>();
  /** The last version at which this page saw each card in a frame. */
  private readonly seenAt = new Map<string, number>();
  frames = 0;
  /** Frames that showed this seat's own cards (so the check is not vacuous). */
  ownSeen = 0;

  constructor(private readonly hands: HandHistory, private readonly seat: () => number) {}

  /** Checks one received frame. */
  check(raw: string): void {
    this.frames++;
    const m = JSON.parse(raw) as { t: string; d: Record<string, unknown> };
    const seat = this.seat();
    const test = (what: unknown, v: number, where: string, events: unknown) => {
      const found = cardsIn(what);
      const others = this.hands.othersAt(v, seat);
      const shown = revealedTo(events, seat);
      for (const c of found) {
        if (!others.has(c) || shown.has(c)) continue;
        // Known only when this seat saw the card (or held it) since just before it entered that hand.
        const since = this.hands.enteredOthers(c, v, seat) - 1;
        if (Math.max(this.seenAt.get(c) ?? -1, this.hands.lastOwned(c, v, seat)) < since) this.leaks.push(`${where} v${v}: ${c} of another seat's hand`);
      }
      if ([...found].some((c) => this.hands.ownAt(v, seat).has(c))) this.ownSeen++;
      for (const c of found) { this.seen.add(c); this.seenAt.set(c, v); }
    };
    if (m.t === 'update') test(m.d, m.d.v as number, 'update', m.d.events);
    else if (m.t === 'sync') {
      for (const e of m.d.events as { v: number; events: unknown }[]) test(e.events, e.v, 'sync events', e.events);
      test({ view: m.d.view, legal: m.d.legal }, m.d.v as number, 'sync view', []);
    } else if (cardsIn(m).size) this.leaks.push(`${m.t} carries card ids`);
  }
}

/**
 * Cards of other hands that the rules show to `seat` in these events: a Rifle's look at a hand
 * (handPeeked) and a card taken by or from this seat (cardTaken); a card once public (a poker
 * showdown, a revealed fight card) is also known, through `seen`.
 */
export function revealedTo(events: unknown, seat: number): Set<string> {
  const out = new Set<string>();
  if (!Array.isArray(events)) return out;
  for (const e of events as GameEvent[]) {
    const d = (e.data ?? {}) as Record<string, unknown>;
    if ((e.type === 'handPeeked' && e.seat === seat) || (e.type === 'cardTaken' && (e.seat === seat || d.from === seat))) cardsIn(d, out);
  }
  return out;
}

/** A page's DOM text and attribute values at one server version, the log apart. */
export interface DomSample { v: number; seat: number; main: string; log: string }

/** Patterns that show a card in a DOM: its id as a token, or its short name ("Q♥", "10♥"). */
function cardPattern(c: string): RegExp {
  const rank = cardRank(c as CardId) === 'T' ? '10' : cardRank(c as CardId);
  return new RegExp(`(^|[^A-Za-z0-9])(${c}(?![A-Za-z0-9])|${rank}${SUIT[cardSuit(c as CardId)]})`);
}

/** Leaks in a DOM sample: another seat's card anywhere outside the log, or in the log unless this page saw it in a frame. */
export function domLeaks(s: DomSample, hands: HandHistory, seen: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const c of hands.othersAt(s.v, s.seat)) {
    const re = cardPattern(c);
    if (re.test(s.main)) out.push(`DOM v${s.v}: ${c} of another seat's hand`);
    else if (!seen.has(c) && re.test(s.log)) out.push(`log v${s.v}: ${c} never shown to this seat`);
  }
  return out;
}
