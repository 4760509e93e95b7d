// Why an action was refused: a shape check for untrusted input, and a sentence with a rule id
// for a well-formed action that legalActions did not list. Legality itself is decided only by
// legalActions (one source of truth); this module only explains.
import { isCharacterId } from './content/characters.js';
import { isItemId, ITEMS } from './content/items.js';
import { hasFeature, isSpaceId, type Feature } from './content/map.js';
import { isCardId } from './content/poker-cards.js';
import { FIGHT_CARD_IDS } from './content/fight-cards.js';
import { RuleError } from './errors.js';
import { movementOf } from './movement.js';
import { player } from './ops.js';
import type { Action, GameState, Seat } from './types.js';

type Check = (v: unknown) => boolean;
const int: Check = (v) => Number.isInteger(v);
const bool: Check = (v) => typeof v === 'boolean';
const oneOf = (...xs: unknown[]): Check => (v) => xs.includes(v);
/** A seat, or the Man in Black (R20). */
const competitor: Check = (v) => int(v) || v === 'mib';
const itemOrNull: Check = (v) => v === null || isItemId(v);
const OPTIONAL = Symbol('optional');
/** A field that may be absent. */
const optional = (c: Check): Check => Object.assign((v: unknown) => v === undefined || c(v), { [OPTIONAL]: true });
const isOptional = (c: Check): boolean => (c as unknown as Record<symbol, boolean>)[OPTIONAL] === true;

const SHAPES: Record<Action['type'], Record<string, Check>> = {
  keepCharacter: { character: isCharacterId },
  chooseStartSpace: { space: isSpaceId },
  takeBenefit: { benefit: oneOf('money', 'cards', 'mixed') },
  chooseActive: { weapon: itemOrNull, mount: itemOrNull },
  move: { to: isSpaceId, crossings: optional(int) },
  fight: { target: competitor, kind: oneOf('duel', 'rob', 'arrest') },
  buy: { item: isItemId, activate: bool },
  upgrade: { item: isItemId },
  finishShopping: {},
  prospect: {},
  deposit: { nuggets: int },
  heist: {},
  takeCattle: {},
  revel: { lp: int },
  heal: {},
  work: {},
  useItem: { item: oneOf('provisions') },
  playCard: { card: isCardId },
  flee: {},
  chooseFightCard: { card: (v) => (FIGHT_CARD_IDS as readonly unknown[]).includes(v) },
  discard: { card: isCardId },
  choose: { option: (v) => typeof v === 'string' },
  target: { seat: competitor },
  pass: {},
  moveSheriff: { to: isSpaceId },
  playAction: { card: isCardId, target: optional(competitor), hideout: optional(isSpaceId), story: optional(oneOf(0, 1)) },
  playReaction: { card: isCardId },
  poker: {},
  finishChoosing: {},
  keepTokens: { ones: int, twos: int, threes: int },
};

/** True when `x` has the shape of an action: a known type and exactly its fields, well typed. */
export function isActionShape(x: unknown): x is Action {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return false;
  const o = x as Record<string, unknown>;
  const shape = SHAPES[o.type as Action['type']];
  if (typeof o.type !== 'string' || !shape || !Object.hasOwn(SHAPES, o.type)) return false;
  const keys = Object.keys(o).filter((k) => k !== 'type');
  if (!keys.every((k) => Object.hasOwn(shape, k) && shape[k](o[k]))) return false;
  return Object.keys(shape).every((k) => isOptional(shape[k]) || keys.includes(k));
}

const MAIN_TYPES = new Set<Action['type']>(['move', 'fight', 'buy', 'upgrade', 'prospect', 'deposit', 'heist', 'takeCattle', 'revel', 'heal', 'work', 'useItem', 'playAction', 'poker']);
const NOT_HERE: Partial<Record<Action['type'], [string, string]>> = {
  prospect: ['R6.5', 'Prospecting is done at a Mine.'],
  deposit: ['R6.6', 'Nuggets are deposited at the Bank.'],
  heist: ['R6.7', 'A Heist is made at the Bank.'],
  takeCattle: ['R6.8', 'Cattle are taken at a ranch, by a player carrying none, while its stack lasts.'],
  revel: ['R6.9', 'Revelling is done at the Cabaret.'],
  heal: ['R6.11', 'Healing is done at the Doctor.'],
  poker: ['R6.4', 'Poker is played at a Saloon.'],
};
/** Where each location action is taken: there, a refusal has another reason than the place. */
const WHERE: Partial<Record<Action['type'], Feature[]>> = {
  prospect: ['mine'], deposit: ['bank'], heist: ['bank'], takeCattle: ['ranch-green', 'ranch-blue'], revel: ['cabaret'], heal: ['doctor'], poker: ['saloon'],
};

const err = (code: RuleError['code'], rule: string, message: string) => new RuleError(code, rule, message);

/** Explains why a well-formed action is not legal now. */
export function explainIllegal(s: GameState, seat: Seat, a: Action, legal: Action[]): RuleError {
  const prompt = s.prompt!;
  const fits = legal.some((l) => l.type === a.type) || (prompt.kind === 'action' && MAIN_TYPES.has(a.type))
    || (prompt.kind === 'shop' && (a.type === 'buy' || a.type === 'upgrade'))
    || (prompt.kind === 'reaction' && a.type === 'playReaction');
  if (!fits) {
    return err('ERR_WRONG_DECISION', prompt.rule, `The game is waiting for a decision of kind "${prompt.kind}", not "${a.type}".`);
  }
  const p = player(s, seat);
  const at = p.pos;
  const here = NOT_HERE[a.type];
  const isHere = !!at && (WHERE[a.type] ?? []).some((f) => hasFeature(at, f));
  if (here && !isHere && !legal.some((l) => l.type === a.type)) return err('ERR_NOT_HERE', here[0], here[1]);
  switch (a.type) {
    case 'move':
      if (p.wanted > 0 && a.to === s.sheriff) return err('ERR_UNREACHABLE', 'R5.4', 'A Wanted player cannot enter the Sheriff\'s space.');
      return err('ERR_UNREACHABLE', 'R5.1', `That space is not reachable in ${movementOf(p)} steps (bandits stop a move, R5.3).`);
    case 'fight': {
      if (a.target === 'mib') {
        if (s.mib?.pos !== at) return err('ERR_NOT_HERE', 'R9.1', 'You can only fight the Man in Black on his space.');
        if (s.turn.fought.includes('mib')) return err('ERR_ALREADY_FOUGHT', 'R9.1', 'You have already fought the Man in Black this turn.');
        if (p.hand.length === 0) return err('ERR_NO_CARD', 'R9.1', 'You need a poker card in hand to start a fight.');
        return err('ERR_ILLEGAL_ACTION', 'R20.1', 'Nobody can arrest the Man in Black: only Duels and Robs.');
      }
      const t = s.players[a.target];
      if (!t || a.target === seat || t.pos !== at) return err('ERR_NOT_HERE', 'R9.1', 'You can only fight another player in your space.');
      if (s.turn.fought.includes(a.target)) return err('ERR_ALREADY_FOUGHT', 'R9.1', 'You have already fought that player this turn.');
      if (p.hand.length === 0) return err('ERR_NO_CARD', 'R9.1', 'You need a poker card in hand to start a fight.');
      if (a.kind === 'arrest') return err('ERR_NOT_MARSHAL', 'R9.1', 'An Arrest needs you to be a Marshal and the target to be Wanted.');
      break;
    }
    case 'buy':
    case 'upgrade': {
      if (!at || !hasFeature(at, 'general-store')) return err('ERR_NOT_HERE', 'R6.1', 'Items are bought at a General Store.');
      const def = ITEMS[a.item];
      if (def.cost > p.money) return err('ERR_CANNOT_AFFORD', 'R6.1', `${def.name} costs $${def.cost}; you have $${p.money}.`);
      const owned = p.items.find((i) => i.id === a.item);
      if (a.type === 'upgrade' && !owned) return err('ERR_NOT_OWNED', 'R6.1', `You do not own a ${def.name} to upgrade.`);
      if (a.type === 'upgrade') return err('ERR_LIMIT', 'R6.3', `${def.name} cannot be upgraded (again).`);
      if (owned) return err('ERR_LIMIT', 'R2.7', `You already own a ${def.name}.`);
      if (s.store[a.item] <= 0) return err('ERR_LIMIT', 'R2.7', `The store has no ${def.name} left.`);
      if (def.kind === 'misc') return err('ERR_LIMIT', 'R2.7', 'You already own 3 miscellaneous items.');
      return err('ERR_ILLEGAL_ACTION', 'R6.2', 'With no active item of that kind, a new one must become active.');
    }
    case 'deposit':
      return err('ERR_LIMIT', 'R6.6', `You carry ${p.nuggets} nuggets.`);
    case 'heist':
      return err('ERR_LIMIT', 'R6.7', 'A Heist needs a poker card in hand, and only one is allowed per turn.');
    case 'revel':
      return err('ERR_CANNOT_AFFORD', 'R6.9', `Revelling costs $30 per LP, 1 to 4 LP; you have $${p.money}.`);
    case 'heal':
      return err('ERR_ILLEGAL_ACTION', 'R6.11', 'The Doctor heals for $10, and only a wounded player.');
    case 'takeCattle':
      return err('ERR_LIMIT', 'R6.8', 'You already carry a cattle token, or this ranch has none left.');
    case 'useItem':
      return err('ERR_NOT_OWNED', 'R16.2', 'You do not own Provisions.');
    case 'poker':
      return err('ERR_CANNOT_AFFORD', 'R8.1', 'Poker needs the $10 ante.');
    case 'playAction':
      if (!p.hand.includes(a.card)) return err('ERR_NO_CARD', 'R17.2', `You do not hold ${a.card}.`);
      return err('ERR_ILLEGAL_ACTION', 'R17.2', `${a.card} cannot be played now (its condition does not hold, or it is not an ACTION).`);
    case 'playReaction':
      if (!p.hand.includes(a.card)) return err('ERR_NO_CARD', 'R17.4', `You do not hold ${a.card}.`);
      return err('ERR_ILLEGAL_ACTION', 'R17.4', `${a.card} is not a reaction that can be played in this window.`);
    case 'playCard':
    case 'discard':
      return err('ERR_NO_CARD', prompt.rule, `You do not hold ${a.card}.`);
    default:
      break;
  }
  return err('ERR_ILLEGAL_ACTION', prompt.rule, `That ${a.type} is not one of the choices now.`);
}
