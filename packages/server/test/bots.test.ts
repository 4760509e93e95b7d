// The bot runners: the worker pool answers jobs, replaces a worker that overruns its budget or
// dies, and keeps serving; the inline runner defers to the event loop.
import { STRONG_HORIZON_PER_SEAT } from '@wl/bots';
import { applyAction, createGame, legalActions, viewFor } from '@wl/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { InlineBots, runJob, searchBotFor, WorkerBots, type BotJob } from '../src/bots.js';

const state = createGame({ players: [{}, {}, {}], characters: 'deal', length: 15, seed: 5 });
const seat = state.prompt!.seat;
const job = (level: string): BotJob => ({ level, view: viewFor(state, seat), legal: legalActions(state, seat), rng: [1, 2, 3, 4], budgetMs: 10 });

describe('bot runners', () => {
  const pool = new WorkerBots(1, ['random'], new URL('./fixtures/stub-bot-worker.mjs', import.meta.url));
  afterAll(() => pool.close());

  it('runs jobs on a worker and replaces one that hangs or dies', async () => {
    expect(await pool.decide(job('stub'))).toEqual(job('stub').legal[0]);
    await expect(pool.decide(job('hang'))).rejects.toThrow(/timed out/);
    expect(await pool.decide(job('stub'))).toEqual(job('stub').legal[0]);
    await expect(pool.decide(job('crash'))).rejects.toThrow(/exited/);
    expect(await pool.decide(job('stub'))).toEqual(job('stub').legal[0]);
  });

  it('runs inline levels on the event loop, and refuses work once closed', async () => {
    const legal = job('random').legal;
    expect(legal).toContainEqual(await pool.decide(job('random')));
    expect(legal).toContainEqual(await new InlineBots().decide(job('random')));
    await expect(new InlineBots().decide(job('nobody'))).rejects.toThrow(/unknown bot/);
    const closed = new WorkerBots(1, [], new URL('./fixtures/stub-bot-worker.mjs', import.meta.url));
    await closed.close();
    await expect(closed.decide(job('stub'))).rejects.toThrow(/closed/);
  });
});

describe('search bots on the server', () => {
  it('an ismcts job searches worlds sampled for its seat and returns a listed action', () => {
    let s = state; // play on to a round-2 decision with several listed actions
    while (legalActions(s, s.prompt!.seat).length < 3 || s.turn.round < 2) {
      const who = s.prompt!.seat;
      const r = applyAction(s, who, legalActions(s, who)[0]);
      if (!r.ok) throw r.error;
      s = r.state;
    }
    const who = s.prompt!.seat;
    const searchJob: BotJob = { level: 'ismcts', view: viewFor(s, who), legal: legalActions(s, who), rng: [1, 2, 3, 4], budgetMs: 60, state: s, seat: who };
    expect(searchJob.legal).toContainEqual(runJob(searchJob));
    expect(searchBotFor(60).lastStats?.iterations ?? 0).toBeGreaterThan(0);
    // The players' long playouts, by the table's size, not the benchmark's fixed 36.
    expect([2, 4, 6].map((n) => searchBotFor(60).horizonFor(n))).toEqual([2, 4, 6].map((n) => Math.round(STRONG_HORIZON_PER_SEAT * n)));
    // Without the state (an old job) the level still answers, as the heuristic.
    expect(searchJob.legal).toContainEqual(runJob({ ...searchJob, state: undefined }));
  });
});
