// A toy of the typed design (docs/engine-v2.md, stage 2's question), not the game: the turn, the
// start benefit, three actions (a Move by a bit-set walk of up to 2 steps that a bandit stops,
// Work, Prospect at a mine, Deposit at the Bank), the end-of-move reaction window (Pass only),
// the hand limit's discards. State in one Int32Array, events as integer records, legal lists as
// integer codes; random uniform play, 4 players. Run after `npm run build`:
//   node docs/scripts/engine-v2-toy.mjs
import { SPACES, SPACE_IDS } from '@wl/engine';

const N = SPACE_IDS.length, IDX = new Map(SPACE_IDS.map((id, i) => [id, i]));
const NBL = new Int32Array(N), NBH = new Int32Array(N);
const MINE = new Uint8Array(N), BANK = new Uint8Array(N), HIDE = [];
for (const s of SPACES) {
  const a = IDX.get(s.id);
  for (const nb of s.neighbors) { const b = IDX.get(nb); if (b < 32) NBL[a] |= 1 << b; else NBH[a] |= 1 << (b - 32); }
  if (s.features.includes('mine')) MINE[a] = 1;
  if (s.features.includes('bank')) BANK[a] = 1;
  if (s.hideout) HIDE.push(a);
}
const low = (w) => 31 - Math.clz32(w & -w);
// state layout
const P = 4, PL = 16; // per player: pos, money, nuggets, lp, wounds, hand count, hand[8]
const T = P * PL; // turn: seat, actionsLeft, step, round, bandit masks lo/hi, deck top, seq
const S_SEAT = T, S_LEFT = T + 1, S_STEP = T + 2, S_ROUND = T + 3, S_BLO = T + 4, S_BHI = T + 5, S_TOP = T + 6, S_SEQ = T + 7;
const DECK = T + 16, SIZE = DECK + 52;
let r0 = 123456789, r1 = 362436069, r2 = 521288629, r3 = 88675123;
const rnd = () => { const t = r0 ^ (r0 << 11); r0 = r1; r1 = r2; r2 = r3; r3 = (r3 ^ (r3 >>> 19)) ^ (t ^ (t >>> 8)); return r3 >>> 0; };
const EV = new Int32Array(4096); let ev = 0;
const emit = (type, seat, a, b) => { if (ev + 4 > EV.length) ev = 0; EV[ev++] = type; EV[ev++] = seat; EV[ev++] = a; EV[ev++] = b; };
function newGame() {
  const s = new Int32Array(SIZE);
  for (let p = 0; p < P; p++) { s[p * PL] = HIDE[p % HIDE.length]; s[p * PL + 1] = 20; }
  for (let i = 0; i < 52; i++) s[DECK + i] = i;
  s[S_TOP] = 52; s[S_STEP] = 0; s[S_LEFT] = 3; s[S_ROUND] = 1;
  s[S_BLO] = (HIDE[0] < 32 ? 1 << HIDE[0] : 0); s[S_BHI] = (HIDE[0] >= 32 ? 1 << (HIDE[0] - 32) : 0);
  return s;
}
function draw(s, p) {
  if (s[S_TOP] === 0) s[S_TOP] = 52;
  const c = s[DECK + --s[S_TOP]];
  const h = p * PL; if (s[h + 5] < 8) s[h + 6 + s[h + 5]++] = c;
}
// action codes: kind << 8 | arg. kinds: 1 benefit(arg 0..2), 2 move(arg space), 3 work, 4 prospect, 5 deposit, 6 pass, 7 discard(arg slot)
// steps: 0 benefit, 1 actions, 2 window, 3 discard
function legal(s, out) {
  let n = 0;
  const seat = s[S_SEAT], h = seat * PL, step = s[S_STEP];
  if (step === 0) { out[0] = 0x100; out[1] = 0x101; out[2] = 0x102; return 3; }
  if (step === 2) { out[0] = 0x600; return 1; }
  if (step === 3) { for (let i = 0; i < s[h + 5]; i++) out[n++] = 0x700 | i; return n; }
  const start = s[h];
  let rl = start < 32 ? 1 << start : 0, rh = start < 32 ? 0 : 1 << (start - 32);
  let el = rl, eh = rh, al = 0, ah = 0;
  for (let d = 0; d < 2; d++) {
    let nl = 0, nh = 0;
    for (let x = el; x; x &= x - 1) { const b = low(x); nl |= NBL[b]; nh |= NBH[b]; }
    for (let x = eh; x; x &= x - 1) { const b = low(x) + 32; nl |= NBL[b]; nh |= NBH[b]; }
    nl &= ~rl; nh &= ~rh; rl |= nl; rh |= nh; al |= nl; ah |= nh;
    el = nl & ~s[S_BLO]; eh = nh & ~s[S_BHI];
  }
  for (let x = al; x; x &= x - 1) out[n++] = 0x200 | low(x);
  for (let x = ah; x; x &= x - 1) out[n++] = 0x200 | (low(x) + 32);
  out[n++] = 0x300;
  if (MINE[start]) out[n++] = 0x400;
  if (BANK[start] && s[h + 2] > 0) out[n++] = 0x500;
  return n;
}
function endAction(s) {
  if (--s[S_LEFT] > 0) { s[S_STEP] = 1; return; }
  const seat = s[S_SEAT], h = seat * PL;
  emit(9, seat, 0, 0);
  if (s[h + 5] > 5 - s[h + 4]) { s[S_STEP] = 3; return; }
  nextTurn(s);
}
function nextTurn(s) {
  const next = (s[S_SEAT] + 1) % P;
  if (next === 0) s[S_ROUND]++;
  s[S_SEAT] = next; s[S_LEFT] = 3; s[S_STEP] = 0;
  emit(10, next, s[S_ROUND], 0);
}
function apply(s, code) {
  const seat = s[S_SEAT], h = seat * PL, kind = code >> 8, arg = code & 255;
  s[S_SEQ]++;
  switch (kind) {
    case 1: if (arg !== 1) s[h + 1] += arg === 0 ? 20 : 10; if (arg !== 0) { draw(s, seat); if (arg === 1) draw(s, seat); } emit(1, seat, arg, 0); s[S_STEP] = 1; return;
    case 2: s[h] = arg; emit(2, seat, arg, 0); emit(3, seat, arg, 0); if (s[h + 5] > 0) { s[S_STEP] = 2; return; } endAction(s); return;
    case 3: s[h + 1] += 10; emit(4, seat, 0, 0); endAction(s); return;
    case 4: if ((rnd() & 3) === 0) s[h + 2]++; emit(5, seat, 0, 0); endAction(s); return;
    case 5: s[h + 1] += 20 * s[h + 2]; s[h + 3] += s[h + 2]; s[h + 2] = 0; emit(6, seat, 0, 0); endAction(s); return;
    case 6: emit(7, seat, 0, 0); endAction(s); return;
    case 7: { const n = --s[h + 5]; s[h + 6 + arg] = s[h + 6 + n]; emit(8, seat, arg, 0); if (s[h + 5] <= 5 - s[h + 4]) nextTurn(s); return; }
  }
}
const out = new Int32Array(64);
function run(steps) {
  let s = newGame();
  for (let i = 0; i < steps; i++) {
    if (s[S_ROUND] > 30) s = newGame();
    const n = legal(s, out);
    apply(s, out[rnd() % n]);
  }
  return s[S_SEQ];
}
run(2e6);
for (let k = 0; k < 5; k++) { const t = performance.now(); run(5e6); const dt = performance.now() - t; console.log(`${(dt * 1e6 / 5e6).toFixed(1)} ns a step, ${(5e6 / dt / 1000).toFixed(2)} M steps/s`); }
