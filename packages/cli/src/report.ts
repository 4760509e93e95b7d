// `wl simulate --report FILE.html`: a self-contained balance report (no scripts, no external
// files) with its charts drawn as inline SVG: win rate by bot and by character (95% Wilson
// intervals), LP sources by category, game length and final LP distributions.
import { LP_SOURCES, lpSourceOf } from '@wl/engine';
import type { GameRecord } from './play.js';
import type { SimulateOptions } from './simulate.js';
import type { RateLine, Summary } from './summary.js';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const COLOURS = ['#b5562b', '#d49a3a', '#6b8f4e', '#3f6f8f', '#7a4e8f', '#8f3f55', '#4e8f86', '#8a7a5a'];

interface Bar { label: string; value: number; lo?: number; hi?: number; note?: string }

/** Horizontal bars with optional interval whiskers; `max` is the value of a full bar. Drawn twice: wide, and narrow for a phone (CSS shows one). */
function hbars(title: string, bars: Bar[], max: number, fmt: (x: number) => string, ref?: { value: number; label: string }): string {
  return `<figure><figcaption>${esc(title)}</figcaption>${wideBars(bars, max, fmt, ref)}${narrowBars(bars, max, fmt, ref)}</figure>`;
}

/** A bar's value text: the figure and its note. */
const valueText = (b: Bar, fmt: (x: number) => string): string => `${fmt(b.value)}${b.note ? ` ${b.note}` : ''}`;

/** An interval whisker from `x0` to `x1` at height `y`. */
const whisker = (x0: number, x1: number, y: number): string =>
  `<line x1="${x0}" x2="${x1}" y1="${y}" y2="${y}" stroke="#222" stroke-width="1.5"/><line x1="${x0}" x2="${x0}" y1="${y - 5}" y2="${y + 5}" stroke="#222"/><line x1="${x1}" x2="${x1}" y1="${y - 5}" y2="${y + 5}" stroke="#222"/>`;

/** An inline SVG of this class and size (the viewBox lets CSS scale it down to a narrow screen). */
const svg = (cls: string, w: number, h: number, body: string): string =>
  `<svg class="${cls}" xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-size="12" font-family="sans-serif">${body}</svg>`;

/** The wide layout: labels left of the bars, values right of them. */
function wideBars(bars: Bar[], max: number, fmt: (x: number) => string, ref?: { value: number; label: string }): string {
  const rowH = 24;
  const labelW = 170;
  const barW = 420;
  const h = bars.length * rowH + 40;
  // The value column fits its longest text (about 7 px a character at 12 px), so no note is cut off.
  const valueW = Math.max(180, 16 + 7 * Math.max(0, ...bars.map((b) => valueText(b, fmt).length)));
  const x = (v: number) => labelW + (Math.max(0, Math.min(max, v)) / max) * barW;
  const rows = bars.map((b, i) => {
    const y = 24 + i * rowH;
    return `<text x="${labelW - 8}" y="${y + 13}" text-anchor="end">${esc(b.label)}</text>`
      + `<rect x="${labelW}" y="${y + 2}" width="${x(b.value) - labelW}" height="14" fill="${COLOURS[i % COLOURS.length]}"/>`
      + (b.lo !== undefined && b.hi !== undefined ? whisker(x(b.lo), x(b.hi), y + 9) : '')
      + `<text x="${labelW + barW + 8}" y="${y + 13}">${esc(valueText(b, fmt))}</text>`;
  }).join('');
  const refLine = ref ? `<line x1="${x(ref.value)}" x2="${x(ref.value)}" y1="18" y2="${h - 12}" stroke="#999" stroke-dasharray="4 3"/><text x="${x(ref.value) + 4}" y="14" fill="#777">${esc(ref.label)}</text>` : '';
  return svg('wide', labelW + barW + valueW, h, refLine + rows);
}

/** The narrow layout (a phone): each row's label and value on a line, its bar the full width below. */
function narrowBars(bars: Bar[], max: number, fmt: (x: number) => string, ref?: { value: number; label: string }): string {
  const rowH = 38;
  const w = Math.max(340, 24 + 7 * Math.max(0, ...bars.map((b) => b.label.length + valueText(b, fmt).length)));
  const h = bars.length * rowH + 30;
  const x = (v: number) => 2 + (Math.max(0, Math.min(max, v)) / max) * (w - 6);
  const rows = bars.map((b, i) => {
    const y = 22 + i * rowH;
    return `<text x="2" y="${y + 12}">${esc(b.label)}</text><text x="${w - 2}" y="${y + 12}" text-anchor="end">${esc(valueText(b, fmt))}</text>`
      + `<rect x="2" y="${y + 17}" width="${x(b.value) - 2}" height="12" fill="${COLOURS[i % COLOURS.length]}"/>`
      + (b.lo !== undefined && b.hi !== undefined ? whisker(x(b.lo), x(b.hi), y + 23) : '');
  }).join('');
  // The fair-share line crosses the bars only, not the text lines between them.
  const refLine = ref
    ? `<text x="${x(ref.value) + 4}" y="12" fill="#777">${esc(ref.label)}</text>`
      + bars.map((_, i) => `<line x1="${x(ref.value)}" x2="${x(ref.value)}" y1="${22 + i * rowH + 15}" y2="${22 + i * rowH + 31}" stroke="#999" stroke-dasharray="4 3"/>`).join('')
    : '';
  return svg('narrow', w, h, refLine + rows);
}

/** A histogram of integer values, one bar per value from min to max. Drawn twice: wide, and narrow for a phone (CSS shows one). */
function histogram(title: string, values: number[], xLabel: string): string {
  if (values.length === 0) return `<p>${esc(title)}: no data.</p>`;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const counts = new Array<number>(hi - lo + 1).fill(0);
  for (const v of values) counts[v - lo]++;
  return `<figure><figcaption>${esc(title)}</figcaption>${histogramSvg('wide', counts, lo, xLabel, 640, 40, 10)}${histogramSvg('narrow', counts, lo, xLabel, 300, 10, 12)}</figure>`;
}

/** One drawing of a histogram: `w` wide for the bars, a value label on at most `ticks` of them. */
function histogramSvg(cls: string, counts: number[], lo: number, xLabel: string, w: number, ticks: number, tickSize: number): string {
  const top = Math.max(...counts);
  const h = 220;
  const bw = w / counts.length;
  const every = counts.length <= ticks ? 1 : Math.ceil(counts.length / ticks);
  const bars = counts.map((c, i) => {
    const bh = (c / top) * (h - 50);
    const x = 40 + i * bw;
    const label = i % every === 0 ? `<text x="${x + bw / 2}" y="${h - 22}" text-anchor="middle" font-size="${tickSize}">${lo + i}</text>` : '';
    return `<rect x="${x + 1}" y="${h - 35 - bh}" width="${Math.max(1, bw - 2)}" height="${bh}" fill="#b5562b"><title>${lo + i}: ${c}</title></rect>${label}`;
  }).join('');
  return svg(cls, w + 60, h, `<line x1="40" x2="${w + 40}" y1="${h - 35}" y2="${h - 35}" stroke="#444"/><text x="36" y="20" text-anchor="end" font-size="${tickSize}">${top}</text>${bars}`
    + `<text x="${40 + w / 2}" y="${h - 4}" text-anchor="middle">${esc(xLabel)}</text>`);
}

function rateBars(lines: Record<string, RateLine>): Bar[] {
  return Object.entries(lines).sort((a, b) => b[1].winRate - a[1].winRate)
    .map(([k, l]) => ({ label: k, value: l.winRate, lo: l.ci95[0], hi: l.ci95[1], note: `(${l.wins}/${l.seats}, CI ${pct(l.ci95[0])}–${pct(l.ci95[1])})` }));
}

/** The HTML balance report of a simulation run. */
export function htmlReport(games: readonly GameRecord[], s: Summary, o: Pick<SimulateOptions, 'players' | 'bots' | 'budget' | 'horizon' | 'root' | 'tree' | 'length' | 'characters' | 'variant'>): string {
  const seatsPerGame = o.players;
  const fair = 1 / seatsPerGame;
  const sources: Record<string, number> = {};
  const sourcesByBot: Record<string, Record<string, number>> = {};
  const seatsByBot: Record<string, number> = {};
  let seats = 0;
  for (const g of games) {
    for (const p of g.players) {
      seats++;
      seatsByBot[p.bot] = (seatsByBot[p.bot] ?? 0) + 1;
      const mine = (sourcesByBot[p.bot] ??= {});
      for (const [why, n] of Object.entries(p.lpSources ?? {})) {
        sources[why] = (sources[why] ?? 0) + n;
        mine[why] = (mine[why] ?? 0) + n;
      }
    }
  }
  const sourceBars = Object.entries(sources).sort((a, b) => b[1] - a[1]).map(([k, n]) => ({ label: k, value: n / Math.max(1, seats) }));
  const maxSource = Math.max(0.5, ...sourceBars.map((b) => b.value));
  // The reasons by category (the end screen's statistics, the engine's lpSourceOf), in its order.
  const byCategory = new Map<string, number>();
  for (const [why, n] of Object.entries(sources)) byCategory.set(lpSourceOf(why), (byCategory.get(lpSourceOf(why)) ?? 0) + n);
  const categoryBars = LP_SOURCES.filter((k) => byCategory.has(k)).map((k) => ({ label: k, value: byCategory.get(k)! / Math.max(1, seats) }));
  const maxCategory = Math.max(0.5, ...categoryBars.map((b) => b.value));
  const perBot = Object.entries(sourcesByBot).map(([bot, src]) => {
    const bars = Object.entries(src).sort((a, b) => b[1] - a[1]).map(([k, n]) => ({ label: k, value: n / seatsByBot[bot] }));
    return hbars(`LP sources of ${bot} (mean LP per player-game)`, bars, Math.max(0.5, ...bars.map((b) => b.value)), (x) => x.toFixed(2));
  }).join('');
  const finished = games.filter((g) => g.finished);
  const finalLp = finished.flatMap((g) => g.players.map((p) => p.lp));
  const winnerLp = finished.flatMap((g) => [...g.players.filter((p) => p.winner).map((p) => p.lp), ...(g.manInBlack?.winner ? [g.manInBlack.lp] : [])]);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Western Legends balance report</title>
<style>body{font-family:sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#222;background:#fbf7ef}svg{max-width:100%;height:auto}svg.narrow{display:none}@media (max-width:600px){svg.wide{display:none}svg.narrow{display:block}}.table{overflow-x:auto}h1{color:#7a3416}figure{margin:1.5em 0}figcaption{font-weight:bold;margin-bottom:.4em}table{border-collapse:collapse}td,th{padding:.2em .8em;border-bottom:1px solid #ddd;text-align:right}td:first-child,th:first-child{text-align:left}</style>
</head><body>
<h1>Western Legends — balance report</h1>
<p>${s.games} games (${s.finished} finished), ${o.players} players, game length ${o.length} LP, bots ${esc(o.bots.join(', '))}${o.budget ? `, ISMCTS budget ${esc(o.budget)}` : ''}${o.horizon ? `, ISMCTS horizon ${esc(o.horizon)}` : ''}${o.root !== undefined ? `, ISMCTS root width ${o.root}` : ''}${o.tree ? `, ISMCTS tree ${esc(o.tree)}` : ''}; ${o.variant === 'beginner' ? 'one character dealt to each seat (R22)' : o.characters === 'random' ? 'each seat kept one of its two dealt characters at random' : 'the bots kept their characters'}; seats rotated each game. Mean ${s.meanRounds} rounds, ${s.meanActions} actions, final LP ${s.meanFinalLp}. Intervals are 95% Wilson score intervals; the dashed line is a fair share (${pct(fair)}).</p>
<div class="table"><table><tr><th>bot</th><th>seats</th><th>wins</th><th>win rate</th><th>95% CI</th><th>mean final LP</th></tr>
${Object.entries(s.bots).map(([k, b]) => `<tr><td>${esc(k)}</td><td>${b.seats}</td><td>${b.wins}</td><td>${pct(b.winRate)}</td><td>${pct(b.ci95[0])}–${pct(b.ci95[1])}</td><td>${b.meanFinalLp}</td></tr>`).join('\n')}</table></div>
${hbars('Win rate by bot', rateBars(s.bots), 1, pct, { value: fair, label: 'fair share' })}
${hbars('Win rate by character', rateBars(s.characters), 1, pct, { value: fair, label: 'fair share' })}
${hbars('LP sources by category (mean LP gained per player-game: the reasons below, grouped as the end screen\'s statistics)', categoryBars, maxCategory, (x) => x.toFixed(2))}
${hbars('LP sources by reason (mean LP gained per player-game, the why of lpGained events)', sourceBars, maxSource, (x) => x.toFixed(2))}
${perBot}
${histogram('Game length (rounds per game)', games.map((g) => g.rounds), 'rounds')}
${histogram('Final LP (every player of every finished game)', finalLp, 'final LP')}
${histogram('Final LP of the winners', winnerLp, 'final LP')}
</body></html>
`;
}
