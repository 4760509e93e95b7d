// The ops frame's records (docs/engine-v2.md stage 3, effects.ts for the typed engine): an ops
// frame's body is its seat, `announce`, its source (SRC_SIZE ints), then its operations as
// records in reverse order, the next one to run last. A record is its nested ints first, then its
// fields, then its op code and its size (the record's ints), so that the last record is read from
// the frame's end: `if`, `onWin` and `atFightEnd` hold their `then` list as nested records in the
// same reverse order (an `if` that holds only drops its last 3 ints: the `then` records are then
// the next ones), `choice` its `b` then its `a` records (a's size is a field), `ask` its options.
// frames.ts imports this module: nothing here uses frames.ts while loading.
import type { Cond } from '../content/card-effects.js';
import type { ChoiceKind, ChoiceOption, EngineOp } from '../types.js';
import type { Op } from '../content/card-effects.js';
import { CARD, codes, CodeError, WHY } from './codes.js';
import { CHOICE_KIND, CHOICE_OPTION } from './frames.js'; // a cycle: used in functions only, never while loading

/** Any operation an ops frame holds. */
export type AnyOp = Op | EngineOp;
/** Operation names. */
export type OpName = AnyOp['op'];

/** How a field is written: an int, an optional seat, an optional or required WHY, an optional `true`, a code, a seat or null. */
type FieldKind = 'int' | 'seat?' | 'why?' | 'why' | 'true?' | 'cond' | 'kind' | 'label' | 'card' | 'by' | 'act' | 'about' | 'seat';

/** Each operation's fields, in record order (nested lists are not fields). */
const SPEC: { readonly [K in OpName]: readonly (readonly [string, FieldKind])[] } = {
  money: [['n', 'int'], ['to', 'seat?'], ['why', 'why?']], takeMoney: [['n', 'int']],
  draw: [['n', 'int'], ['to', 'seat?'], ['why', 'why?']], lp: [['n', 'int'], ['to', 'seat?'], ['why', 'why?']],
  loseLp: [['n', 'int'], ['to', 'seat?']], marshal: [['n', 'int'], ['to', 'seat?'], ['why', 'why?']],
  wanted: [['n', 'int'], ['to', 'seat?'], ['why', 'why?']],
  choice: [['sizeA', 'int'], ['la', 'label'], ['lb', 'label'], ['to', 'seat?']],
  banditReward: [['to', 'seat?']], nugget: [['n', 'int'], ['to', 'seat?']], heal: [['n', 'int'], ['to', 'seat?']],
  wound: [['n', 'int'], ['to', 'seat?'], ['opp', 'true?'], ['uncancellable', 'true?'], ['why', 'why?']],
  preventWound: [['n', 'int']], takeCattle: [], move: [['n', 'int']], extendMove: [['n', 'int']], moveAction: [['k', 'int']],
  moveSheriff: [['n', 'int'], ['to', 'seat?']], sheriffHome: [], modOpp: [['n', 'int']], winTies: [], cancelFight: [],
  peekFaceDown: [], protectGoods: [], removeBandit: [], cycleStory: [], pokerWild: [], pokerChoose: [['n', 'int']],
  if: [['cond', 'cond']], onWin: [], atFightEnd: [],
  discard: [['n', 'int'], ['to', 'seat?'], ['why', 'why']], discardRandom: [['n', 'int'], ['to', 'seat?']], pay: [['n', 'int'], ['to', 'seat?']],
  arrest: [['to', 'seat'], ['by', 'by']], ask: [['kind', 'kind'], ['to', 'seat'], ['about', 'about']],
  robLoot: [['to', 'seat'], ['victim', 'seat']], robCattle: [['to', 'seat'], ['victim', 'seat']], fightCardEffect: [['to', 'seat']],
  storyStart: [['slot', 'int']], storyBandits: [['slot', 'int']], storyEnd: [['slot', 'int']], winEffects: [],
  discardPlayed: [['card', 'card']], mib: [['act', 'act'], ['n', 'int'], ['to', 'seat?'], ['why', 'why?']],
};

/** Operation codes. */
export const OP = codes<OpName>('op', Object.keys(SPEC) as OpName[]);
/** Each operation's code by name. */
export const OPC = Object.fromEntries(OP.values.map((k, i) => [k, i])) as { readonly [K in OpName]: number };
/** Each operation's number of fields, by op code. */
export const OP_FIELDS: Int32Array = Int32Array.from(OP.values, (k) => SPEC[k].length);
/** Ints after a record's fields: its op code and its size. */
export const TRAILER = 2;

/** The conditions as codes, in conds.ts COND's order (a test checks they agree). */
export const COND_CODES = codes<Cond>('cond', [
  'inFight', 'isTarget', 'vsBandit', 'vsPlayer', 'oppIsFightCard', 'oppRankIsAce', 'anyWanted', 'playerHere', 'canTakeCattle',
  'storyCyclable', 'banditOnMap', 'woundCancellable', 'noSprintYet', 'goodsAtRisk',
]);
/** The `mib` operation's acts. */
export const MIB_ACT = codes<'lp' | 'sheriff' | 'robbed'>('mibAct', ['lp', 'sheriff', 'robbed']);
function fieldInt(kind: FieldKind, v: unknown): number {
  switch (kind) {
    case 'int': case 'seat': return v as number;
    case 'seat?': case 'about': return v === undefined || v === null ? -1 : (v as number);
    case 'why?': return v === undefined ? -1 : WHY.code(v as string);
    case 'why': return WHY.code(v as string);
    case 'true?': return v === true ? 1 : 0;
    case 'cond': return COND_CODES.code(v as Cond);
    case 'kind': return CHOICE_KIND.code(v as ChoiceKind);
    case 'label': return CHOICE_OPTION.code(v as ChoiceOption);
    case 'card': return CARD.code(v as never);
    case 'by': return v === 'sheriff' ? -1 : (v as number);
    case 'act': return MIB_ACT.code(v as 'lp');
  }
}

function fieldValue(kind: FieldKind, x: number): unknown {
  switch (kind) {
    case 'int': case 'seat': return x;
    case 'seat?': return x === -1 ? undefined : x;
    case 'about': return x === -1 ? null : x;
    case 'why?': return x === -1 ? undefined : WHY.at(x);
    case 'why': return WHY.at(x);
    case 'true?': return x === 1 ? true : undefined;
    case 'cond': return COND_CODES.at(x);
    case 'kind': return CHOICE_KIND.at(x);
    case 'label': return CHOICE_OPTION.at(x);
    case 'card': return CARD.at(x);
    case 'by': return x === -1 ? 'sheriff' : x;
    case 'act': return MIB_ACT.at(x);
  }
}

/** Appends the records of `ops` (in run order) to `out`, last first. */
export function encodeOps(ops: readonly AnyOp[], out: number[]): void {
  for (let i = ops.length - 1; i >= 0; i--) encodeOp(ops[i], out);
}

/** Appends one operation's record to `out`. */
export function encodeOp(op: AnyOp, out: number[]): void {
  const start = out.length;
  const o = op as unknown as Record<string, unknown>;
  if (op.op === 'if' || op.op === 'onWin' || op.op === 'atFightEnd') encodeOps(op.then, out);
  let sizeA = 0;
  if (op.op === 'choice') {
    encodeOps(op.b, out);
    const before = out.length;
    encodeOps(op.a, out);
    sizeA = out.length - before;
  }
  if (op.op === 'ask') for (const x of op.options) out.push(CHOICE_OPTION.code(x));
  for (const [name, kind] of SPEC[op.op]) {
    if (name === 'sizeA') out.push(sizeA);
    else if (name === 'la' || name === 'lb') out.push(fieldInt(kind, (op as { labels: string[] }).labels[name === 'la' ? 0 : 1]));
    else out.push(fieldInt(kind, o[name]));
  }
  const known = new Set(['op', 'then', 'a', 'b', 'labels', 'options', ...SPEC[op.op].map(([n]) => n)]);
  for (const k of Object.keys(o)) if (o[k] !== undefined && !known.has(k)) throw new CodeError(`${op.op} operation: no place for ${k}`);
  out.push(OPC[op.op], out.length - start + TRAILER);
}

/** The operations of the records in `m[from..to)`, in run order (the last record first). */
export function decodeOps(m: Int32Array, from: number, to: number): AnyOp[] {
  const ops: AnyOp[] = [];
  for (let end = to; end > from; end -= m[end - 1]) ops.push(decodeOp(m, end));
  return ops;
}

/** The operation of the record that ends at `end`. */
export function decodeOp(m: Int32Array, end: number): AnyOp {
  const opc = m[end - 2], start = end - m[end - 1];
  const name = OP.at(opc), spec = SPEC[name];
  const at = end - TRAILER - spec.length;
  const o: Record<string, unknown> = { op: name };
  spec.forEach(([field, kind], i) => {
    const v = fieldValue(kind, m[at + i]);
    if (field !== 'sizeA' && field !== 'la' && field !== 'lb' && v !== undefined) o[field] = v;
  });
  if (name === 'if' || name === 'onWin' || name === 'atFightEnd') o.then = decodeOps(m, start, at);
  if (name === 'choice') {
    const sizeA = m[at];
    o.labels = [fieldValue('label', m[at + 1]), fieldValue('label', m[at + 2])];
    o.a = decodeOps(m, at - sizeA, at);
    o.b = decodeOps(m, start, at - sizeA);
  }
  if (name === 'ask') o.options = Array.from(m.subarray(start, at), (x) => CHOICE_OPTION.at(x));
  return o as unknown as AnyOp;
}
