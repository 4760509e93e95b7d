// The frame of Legendary ability decisions (R18, CONTENT.md §6): Annie Oakley's victim, Y. B.
// Rowdy's discard, Billy the Kid's victim and loot, Wild Bill's keep, and each seat's
// start-of-fight step (R9.3: the Rifle and Annie in the order the seat chooses). The hooks that
// push these frames are in abilities.ts.
import { annieOakley, billyPicked, billyTakes, choosesOrder, frame, params, used } from './abilities.js';
import { sortCards, type CardId } from './content/poker-cards.js';
import { pushWound, source } from './effects.js';
import { rifleAtStart } from './fight.js';
import type { FrameHandler } from './frame.js';
import { ACT, eachDistinct, SHARED } from './listed.js';
import { discardCard, player } from './ops.js';
import { randInt } from './rng.js';
import { nearest, pop, push } from './stack.js';
import type { Ctx } from './ctx.js';
import type { AbilityFrame, FightFrame, GameState, Seat } from './types.js';
const PROMPTS: Record<AbilityFrame['stage'], [string, string]> = {
  startOfFight: ['startOfFight', 'R9.3'],
  rifle: ['startOfFight', 'R9.3'],
  annie: ['annieOakley', 'R9.3'],
  rowdy: ['ybRowdy', 'R4.1'],
  billyPick: ['billyTheKid', 'R5.8'],
  billyTake: ['billyTheKidLoot', 'R5.8'],
  wildBill: ['wildBill', 'R8.9'],
};

function asks(s: GameState, f: AbilityFrame): boolean {
  switch (f.stage) {
    case 'startOfFight': { const fight = nearest(s, 'fight'); return fight !== undefined && choosesOrder(s, fight, f.seat); }
    case 'rifle': return false;
    case 'annie': case 'rowdy': return player(s, f.seat).hand.length > 0;
    case 'billyPick': return f.options.length + (f.mib ? 1 : 0) > 1;
    case 'billyTake': case 'wildBill': return true;
  }
}

/** R9.3: a seat's own start-of-fight effects, the Rifle's peek then Annie's ability, or Annie's first (the Rifle then waits below her frame). */
function ownStartEffects(ctx: Ctx, fight: FightFrame, seat: Seat, annieFirst: boolean): void {
  if (annieFirst) push(ctx.s, frame('rifle', seat, seat));
  else rifleAtStart(ctx, fight, seat);
  annieOakley(ctx, fight, seat);
}

/** Ability decisions (Annie's victim, Rowdy, Billy, Wild Bill) and each seat's start-of-fight step. */
export const abilityHandler: FrameHandler<AbilityFrame> = {
  prompt: (s, f) => (asks(s, f) ? { seat: f.seat, kind: PROMPTS[f.stage][0], rule: PROMPTS[f.stage][1] } : null),
  legal(s, f) {
    const hand = player(s, f.seat).hand;
    switch (f.stage) {
      case 'startOfFight': return [SHARED.choose('rifle'), SHARED.choose('annie')];
      case 'annie': return eachDistinct(hand, SHARED.discard, [SHARED.choose('wound')]);
      case 'rowdy': return eachDistinct(hand, SHARED.discard, [ACT.pass]);
      case 'billyPick': {
        const out = f.options.map(SHARED.target);
        if (f.mib) out.push(SHARED.target('mib'));
        return out;
      }
      case 'billyTake': return [SHARED.choose('money'), SHARED.choose('card')];
      case 'wildBill': return [ACT.pass, SHARED.choose('keep')];
      default: return [];
    }
  },
  apply(ctx, f, a) {
    const { s } = ctx;
    pop(s);
    switch (f.stage) {
      case 'startOfFight': {
        // R9.3: in the order the seat chose.
        const fight = nearest(s, 'fight');
        if (fight && a.type === 'choose') ownStartEffects(ctx, fight, f.seat, a.option === 'annie');
        return;
      }
      case 'annie':
        if (a.type === 'discard') discardCard(ctx, f.seat, a.card, 'annie-oakley');
        else pushWound(ctx, f.seat, 1, 'annie-oakley');
        return;
      case 'rowdy':
        if (a.type !== 'discard') return;
        used(ctx, f.seat, 'yb-rowdy');
        discardCard(ctx, f.seat, a.card, 'yb-rowdy');
        push(s, { k: 'step', seat: f.seat, n: params('yb-rowdy').steps!, mode: 'card', left: 1, src: source() });
        return;
      case 'billyPick':
        if (a.type === 'target') billyPicked(ctx, f.seat, a.seat);
        return;
      case 'billyTake':
        if (a.type === 'choose' && (a.option === 'money' || a.option === 'card')) billyTakes(ctx, f.seat, f.about!, a.option);
        return;
      case 'wildBill': {
        if (a.type !== 'choose') return;
        // R8.9 with Wild Bill: 1 card, picked at random from the cards he chose, back to his hand.
        const card: CardId = f.cards[randInt(s.rng, f.cards.length)];
        const i = s.pokerDiscard.lastIndexOf(card);
        if (i < 0) return;
        s.pokerDiscard.splice(i, 1);
        const p = player(s, f.seat);
        p.hand = sortCards([...p.hand, card]);
        used(ctx, f.seat, 'wild-bill-hickok', { kept: card });
        return;
      }
      default:
        return;
    }
  },
  run(ctx, f) {
    const { s } = ctx;
    pop(s);
    switch (f.stage) {
      case 'startOfFight': {
        const fight = nearest(s, 'fight');
        if (fight) ownStartEffects(ctx, fight, f.seat, false);
        return;
      }
      case 'rifle': {
        const fight = nearest(s, 'fight');
        if (fight) rifleAtStart(ctx, fight, f.seat);
        return;
      }
      case 'annie':
        pushWound(ctx, f.seat, 1, 'annie-oakley'); // no card in hand: only the wound (CONTENT.md §6)
        return;
      case 'billyPick':
        if (f.options.length + (f.mib ? 1 : 0) === 1) billyPicked(ctx, f.seat, f.options[0] ?? 'mib');
        return;
      default:
        return;
    }
  },
};
