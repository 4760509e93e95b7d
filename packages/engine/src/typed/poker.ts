// Poker at the Saloon (poker.ts, R8) for the typed engine: the ante and its card, the invitations
// in seat order, the dealer when nobody joins, the flop, the secret choices (Lady Luck's third
// card), the showdown with ties to the active player, the split pot, the Ten-Gallon and Wild Bill
// Hickok's $20. The poker frame's ints are frames.ts `PK`; hands are keys (poker-hand.ts here).
// The same changes, random draws and events, in the same order as poker.ts (tested side by side).
// Wild Bill's kept card after a loss is an ability frame (ability-push.ts, ability-frame.ts).
import { ABILITIES } from '../content/abilities.js';
import { effectOfCard } from '../content/card-effects.js';
import { space } from '../content/map.js';
import { ANTE, pokerPot } from '../poker.js';
import { A, argsOf, code, kindOf } from './action-codes.js';
import { CARD, CHARACTER, EFFECT, ITEM, SPACE, WHY } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { CHOICE_OPTION, FRAME_KIND, PK, POKER_STEP, POKER_TOWN } from './frames.js';
import { promptsT, type TypedHandler } from './handler.js';
import { noteWildBillT, pushWildBillT } from './ability-push.js';
import * as L from './layout.js';
import { firstCopyT } from './list-cards.js';
import { dealerHandKeyT, keyCategory, POKER_CHOOSE, POKER_WILD, pokerHandKeyT } from './poker-hand.js';
import { drawCardsT, gainLpT, gainMoneyT, loseMoneyT, ownsT, takeTopCardT } from './ops.js';
import { popFrameT, pushFrameT } from './stack.js';

const POKER = FRAME_KIND.code('poker');
const INVITE = POKER_STEP.code('invite'), DEAL = POKER_STEP.code('deal'), CHOOSE = POKER_STEP.code('choose'), SHOWDOWN = POKER_STEP.code('showdown');
const OPT_JOIN = CHOICE_OPTION.code('join'), OPT_DECLINE = CHOICE_OPTION.code('decline');
const JOIN = code(A.choose, OPT_JOIN), DECLINE = code(A.choose, OPT_DECLINE), FINISH = code(A.finishChoosing);
const WHY_ANTE = WHY.code('ante'), WHY_POKER = WHY.code('poker'), WHY_LOST = WHY.code('pokerLost'), WHY_TEN_GALLON = WHY.code('ten-gallon');
const WHY_BILL = WHY.code('wild-bill-hickok');
const TEN_GALLON = ITEM.code('ten-gallon'), BILL = CHARACTER.code('wild-bill-hickok');
const BILL_MONEY = ABILITIES['wild-bill-hickok'].params.money!;
const INVITE_PROMPTS = promptsT('pokerInvite', 'R8.2');
const CHOOSE_PROMPTS = promptsT('pokerChoose', 'R8.6');
/** pokerPlayed's kinds (events.ts). */
const WON = 0, LOST = 1, DEALER_WON = 2;

const REGIONS = [...new Set(SPACE.values.map((id) => String(space(id).region)))];
/** Each space's region (an index in REGIONS) by space code. */
const REGION = Int32Array.from(SPACE.values, (id) => REGIONS.indexOf(String(space(id).region)));
/** Each space's town (POKER_TOWN code, -1 outside them) by space code. */
const TOWN = Int32Array.from(SPACE.values, (id) => POKER_TOWN.values.indexOf(space(id).region as 'darkrock'));
/** The EFFECT code of each card's effect, by card code. */
const EFFECT_OF = Int32Array.from(CARD.values, (id) => EFFECT.code(effectOfCard(id).id));
/** Scratch: each seat's hand key at the showdown. */
const KEYS = new Int32Array(L.MAX_SEATS);

/** The offset of the seat's chosen-cards list in the poker frame at `f`. */
const chosenAt = (f: number, seat: number): number => f + PK.CHOSEN + seat * PK.CHOSEN_STRIDE;

/** Starts poker for the active player (poker.ts `startPoker`, after the action is spent): ante, 1 card, the frame with its invitations (R8.1, R8.2). */
export function startPokerT(c: TypedCtx, seat: number): void {
  const m = c.m, at = m[L.playerAt(seat) + L.P_POS], n = m[L.N_SEATS];
  loseMoneyT(c, seat, ANTE, WHY_ANTE);
  drawCardsT(c, seat, 1, WHY_ANTE);
  const f = pushFrameT(m, POKER, PK.SIZE); // pushed before the event (v1 pushes after): the same ints
  m[f + PK.SEAT] = seat; m[f + PK.AT] = at; m[f + PK.TOWN] = TOWN[at]; m[f + PK.STEP] = INVITE; m[f + PK.DEALER] = -1; m[f + PK.SEATS] = n;
  let invited = 0;
  for (let i = 1; i < n; i++) {
    const p = (seat + i) % n, o = L.playerAt(p), pos = m[o + L.P_POS];
    if (pos >= 0 && REGION[pos] === REGION[at] && m[o + L.P_MONEY] >= ANTE) { L.listPush(m, f + PK.INVITED, p); invited |= 1 << p; }
  }
  L.listPush(m, f + PK.PARTICIPANTS, seat);
  emitT(c, E.pokerStarted, seat, -1, at, invited);
}

/** True when the seat is in the list at `at`. */
const inList = (m: Int32Array, at: number, seat: number): boolean => L.listIndexOf(m, at, seat) >= 0;

/** The participant choosing now, or -1 when all are done (poker.ts `chooser`). */
function chooserT(m: Int32Array, f: number): number {
  const ps = f + PK.PARTICIPANTS;
  for (let i = 1; i <= m[ps]; i++) if (!inList(m, f + PK.DONE, m[ps + i])) return m[ps + i];
  return -1;
}

/** Whether the seat may pick another card (bit 0) and may stop (bit 1) (poker.ts `pickState`, R8.6). */
function pickStateT(m: Int32Array, f: number, seat: number): number {
  const ch = chosenAt(f, seat), chosen = m[ch], hand = m[L.playerAt(seat) + L.P_HAND];
  let limit = 2; // 3 once a Lady Luck is among the chosen cards
  for (let i = 1; i <= chosen; i++) if (POKER_CHOOSE[m[ch + i]] === 1) limit = 3;
  const required = Math.min(2, chosen + hand);
  return (chosen < limit && hand > 0 ? 1 : 0) | (chosen >= required ? 2 : 0);
}

/** Deals the dealer's hand if nobody joined, then the flop (poker.ts `deal`, R8.3, R8.5). */
function dealT(c: TypedCtx, f: number): void {
  const m = c.m, n = m[L.N_SEATS], seat = m[f + PK.SEAT];
  if (m[f + PK.PARTICIPANTS] === 1) {
    m[f + PK.DEALER] = (seat - 1 + n) % n;
    for (let i = 0; i < 4; i++) { const card = takeTopCardT(c); if (card >= 0) L.listPush(m, f + PK.DEALER_HAND, card); }
  }
  for (let i = 0; i < 3; i++) { const card = takeTopCardT(c); if (card >= 0) L.listPush(m, f + PK.FLOP, card); }
  let flop = 0, participants = 0;
  for (let i = 0; i < m[f + PK.FLOP]; i++) flop |= (m[f + PK.FLOP + 1 + i] + 1) << (6 * i);
  for (let i = 1; i <= m[f + PK.PARTICIPANTS]; i++) participants |= 1 << m[f + PK.PARTICIPANTS + i];
  emitT(c, E.pokerDealt, seat, m[f + PK.DEALER], flop, m[f + PK.DEALER_HAND], participants);
  m[f + PK.STEP] = CHOOSE;
}

/** The winners of the showdown as a bit mask (poker.ts `showdown`: the best hands, ties to the active player, also against the dealer); fills KEYS. */
function winnersT(m: Int32Array, f: number, dealerKey: number): number {
  const ps = f + PK.PARTICIPANTS, np = m[ps], seat = m[f + PK.SEAT];
  let best = dealerKey;
  for (let i = 1; i <= np; i++) {
    const p = m[ps + i];
    KEYS[p] = pokerHandKeyT(m, chosenAt(f, p), f + PK.FLOP);
    if (KEYS[p] > best) best = KEYS[p];
  }
  let top = 0;
  for (let i = 1; i <= np; i++) if (KEYS[m[ps + i]] === best) top |= 1 << m[ps + i];
  if ((top & (1 << seat)) !== 0) return 1 << seat;
  return dealerKey === best ? 0 : top;
}

/** The showdown (poker.ts `showdown`, R8.7–R8.9): the pot, LP, cards, the Ten-Gallon, Wild Bill Hickok, then the cards to the discard pile and the frame popped. */
function showdownT(c: TypedCtx, f: number): void {
  const m = c.m, ps = f + PK.PARTICIPANTS, np = m[ps], seat = m[f + PK.SEAT];
  const dealerKey = m[f + PK.DEALER] === -1 ? -1 : dealerHandKeyT(m, f + PK.DEALER_HAND, f + PK.FLOP);
  const winners = winnersT(m, f, dealerKey);
  let legendary = 0; // R18.2: an unlock by this result applies after it
  for (let i = 1; i <= np; i++) {
    const p = m[ps + i], o = L.playerAt(p);
    if (m[o + L.P_LEGENDARY] !== 1) continue;
    legendary |= 1 << p;
  }
  let cats = dealerKey < 0 ? 0 : keyCategory(dealerKey) << 24, nw = 0;
  for (let i = 1; i <= np; i++) {
    const p = m[ps + i], ch = chosenAt(f, p);
    for (let j = 1; j <= m[ch]; j++) {
      const card = m[ch + j];
      if (POKER_WILD[card] === 1 || POKER_CHOOSE[card] === 1) emitT(c, E.cardEffectUsed, p, EFFECT_OF[card], card);
    }
    cats |= keyCategory(KEYS[p]) << (4 * p);
    if ((winners & (1 << p)) !== 0) nw++;
  }
  const pot = pokerPot(np);
  const share = nw > 0 ? Math.floor(pot / nw / 10) * 10 : 0;
  const won = (winners & (1 << seat)) !== 0;
  emitT(c, E.pokerPlayed, seat, won ? WON : nw === 0 ? DEALER_WON : LOST, m[f + PK.AT], winners | (share << 8), cats);
  for (let i = 1; i <= np; i++) if ((winners & (1 << m[ps + i])) !== 0) gainMoneyT(c, m[ps + i], share, WHY_POKER);
  if (won) gainLpT(c, seat, 1, WHY_POKER);
  for (let i = 1; i <= np; i++) {
    const p = m[ps + i], w = (winners & (1 << p)) !== 0;
    if (!w) drawCardsT(c, p, 1, WHY_LOST);
    if (ownsT(m, p, TEN_GALLON)) {
      if (w) gainLpT(c, p, 1, WHY_TEN_GALLON); else gainMoneyT(c, p, 10, WHY_TEN_GALLON);
    }
  }
  for (let i = 1; i <= np; i++) {
    const p = m[ps + i];
    if ((legendary & (1 << p)) === 0 || m[L.playerAt(p) + L.P_CHARACTER] !== BILL || (winners & (1 << p)) === 0) continue;
    emitT(c, E.abilityUsed, p, BILL, 1); // abilities.ts `pokerResultAbilities`: { won: true }
    gainMoneyT(c, p, BILL_MONEY, WHY_BILL);
  }
  for (let i = 1; i <= np; i++) {
    const ch = chosenAt(f, m[ps + i]);
    for (let j = 1; j <= m[ch]; j++) L.listPush(m, L.POKER_DISCARD, m[ch + j]);
  }
  for (let j = 1; j <= m[f + PK.DEALER_HAND]; j++) L.listPush(m, L.POKER_DISCARD, m[f + PK.DEALER_HAND + j]);
  for (let j = 1; j <= m[f + PK.FLOP]; j++) L.listPush(m, L.POKER_DISCARD, m[f + PK.FLOP + j]);
  // v1 pops first: nothing above reads the stack, so popping last gives the same ints.
  noteWildBillT(m, f, winners, legendary);
  popFrameT(m);
  pushWildBillT(m); // Wild Bill Hickok's kept card (abilities.ts `pokerResultAbilities`), an ability frame

}

/** The poker frame (poker.ts `pokerHandler`): invitations, the deal, each participant's choices, the showdown. */
export const pokerHandlerT: TypedHandler = {
  prompt(m, f) {
    const step = m[f + PK.STEP];
    if (step === INVITE && m[f + PK.ANSWERED] < m[f + PK.INVITED]) return INVITE_PROMPTS[m[f + PK.INVITED + 1 + m[f + PK.ANSWERED]]];
    if (step === CHOOSE) {
      const seat = chooserT(m, f);
      if (seat >= 0) return CHOOSE_PROMPTS[seat];
    }
    return -1;
  },
  legal(m, f, out) {
    if (m[f + PK.STEP] === INVITE) { out[0] = JOIN; out[1] = DECLINE; return 2; }
    const seat = chooserT(m, f), state = pickStateT(m, f, seat);
    let n = 0;
    if ((state & 2) !== 0) out[n++] = FINISH;
    if ((state & 1) !== 0) {
      const hand = L.playerAt(seat) + L.P_HAND;
      for (let i = 0; i < m[hand]; i++) if (firstCopyT(m, hand, i)) out[n++] = code(A.playCard, m[hand + 1 + i]);
    }
    return n;
  },
  apply(c, f, action) {
    const m = c.m;
    if (m[f + PK.STEP] === INVITE && kindOf(action) === A.choose) {
      const seat = m[f + PK.INVITED + 1 + m[f + PK.ANSWERED]++];
      const option = argsOf(action);
      emitT(c, E.pokerAnswered, seat, option);
      if (option === OPT_JOIN) {
        loseMoneyT(c, seat, ANTE, WHY_ANTE);
        drawCardsT(c, seat, 1, WHY_ANTE);
        L.listPush(m, f + PK.PARTICIPANTS, seat);
      }
      return;
    }
    const seat = chooserT(m, f);
    if (action === FINISH) { L.listPush(m, f + PK.DONE, seat); return; }
    if (kindOf(action) !== A.playCard) return;
    const card = argsOf(action), hand = L.playerAt(seat) + L.P_HAND;
    L.listRemoveAt(m, hand, L.listIndexOf(m, hand, card));
    L.listPush(m, chosenAt(f, seat), card);
    emitT(c, E.pokerCardChosen, seat, -1, card);
    if (pickStateT(m, f, seat) === 2) L.listPush(m, f + PK.DONE, seat); // cannot pick, may stop
  },
  run(c, f) {
    const m = c.m, step = m[f + PK.STEP];
    if (step === INVITE) m[f + PK.STEP] = DEAL;
    else if (step === DEAL) dealT(c, f);
    else if (step === CHOOSE) m[f + PK.STEP] = SHOWDOWN;
    else showdownT(c, f);
  },
};
