#!/usr/bin/env node
// The `wl` command line.
import { readFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { ISMCTS_TREES, type IsmctsTree } from '@wl/bots';
import { budget, horizon, int, MAX_GAMES, positive, stateHashArg } from './args.js';
import { runBench } from './bench.js';
import { runReplay } from './replay.js';
import { CHARACTER_KEEPS, VARIANTS, type CharacterKeep, type Variant } from './play.js';
import { MAX_ROOT_WIDTH, runSimulate } from './simulate.js';
import { registerServerCommands } from './server-commands.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const program = new Command('wl').description('Western Legends: simulate and replay games.').version(version);

program.command('simulate')
  .description('play complete games between bots and report the results')
  .option('--games <n>', `number of games (1-${MAX_GAMES})`, int('--games', 1, MAX_GAMES), 100)
  .option('--players <p>', 'players per game (2-6; 2 plays with the Man in Black)', int('--players', 2, 6), 4)
  .option('--bots <list>', 'bots per seat, comma-separated, repeated to fill the seats', 'random')
  .option('--seed <s>', 'seed of the first game; game i uses seed+i', int('--seed', 0), 1)
  .addOption(new Option('--length <lp>', 'LP that trigger the end').choices(['15', '20', '25']).default('20'))
  .addOption(new Option('--variant <v>', 'standard, the Goal variant (R21) or the Beginner variant (R22, 15 LP)').choices([...VARIANTS]).default('standard'))
  .addOption(new Option('--characters <keep>', 'who keeps one of the two characters dealt to each seat: the bots, or random (a fair coin: every character played equally often, for balance reports)').choices([...CHARACTER_KEEPS]).default('bots'))
  .option('--max-rounds <r>', 'stop a game after this many rounds (reported as unfinished)', int('--max-rounds', 1), 100)
  .option('--json', 'print one JSON document instead of the table', false)
  .option('--out <dir>', 'write each game as <dir>/<seed>.json = { setup, actions }')
  .option('--budget <b>', 'ISMCTS budget per decision: 50ms, 1s, or an iteration count such as 300', budget)
  .option('--horizon <h>', "ISMCTS playout length: next-turn (the default: to the end of the searching bot's next turn), actions such as 36, or actions per player seat such as 17.5/seat as the web and server bots play", horizon)
  .option('--root <n>', "ISMCTS root width: how many of the heuristic's best actions are searched (default 4; the web's strong level searches 8)", int('--root', 1, MAX_ROOT_WIDTH))
  .addOption(new Option('--tree <t>', "how far the ISMCTS tree grows: root (the default: the root's actions, each played out) or full (SO-ISMCTS's tree below the root too)").choices([...ISMCTS_TREES]))
  .option('--report <file>', 'write a self-contained HTML balance report')
  .action((o, cmd: Command) => {
    if (o.variant === 'beginner' && cmd.getOptionValueSource('length') === 'cli' && o.length !== '15') {
      throw new Error(`--length ${o.length}: the beginner variant always plays to 15 LP`);
    }
    runSimulate({
      games: o.games, players: o.players, bots: String(o.bots).split(',').map((b) => b.trim()), seed: o.seed,
      length: Number(o.length) as 15 | 20 | 25, maxRounds: o.maxRounds, json: o.json, out: o.out, budget: o.budget, horizon: o.horizon, root: o.root, tree: o.tree as IsmctsTree | undefined, report: o.report, variant: o.variant as Variant,
      characters: o.characters as CharacterKeep,
    });
  });

program.command('bench')
  .description('measure the engine and the bots on one core (median of several repetitions)')
  .option('--json', 'print one JSON document', false)
  .option('--reps <n>', 'timed repetitions after the warm-up (pairs with --against, passes with --by-kind; default 5, 15 with --against, 1 with --by-kind)', int('--reps', 1))
  .addOption(new Option('--by-kind', 'instead: where the fast path spends its time, by kind of decision (listing and applying timed apart)').default(false).conflicts('against'))
  .addOption(new Option('--against <build>', 'compare the fast path and random games with another build (a checkout, its packages/engine, or the engine file: dist/engine.js, dist/index.js of older builds), side by side in one process').conflicts('byKind'))
  .option('--scale <f>', 'work per repetition (1 = full; at most 100)', positive('--scale', 100), 1)
  .action((o: { json: boolean; reps?: number; scale: number; against?: string; byKind: boolean }) => runBench({ ...o, reps: o.reps ?? (o.against !== undefined ? 15 : o.byKind ? 1 : 5) }));

program.command('replay')
  .description('replay a recorded game and print its final state hash')
  .argument('<file>', 'a { setup, actions } JSON file')
  .option('--expect <hash>', 'fail unless the final state hash is this (16 hexadecimal digits)', stateHashArg)
  .option('--stats', 'then each seat\'s LP by source (adding up to its LP track) and what it did over the game', false)
  .action((file: string, o: { expect?: string; stats: boolean }) => { process.exitCode = runReplay(file, o.expect, o.stats); });

registerServerCommands(program);

program.parseAsync().catch((e: Error) => {
  process.stderr.write(`${e.message}\n`);
  process.exitCode = 1;
});
