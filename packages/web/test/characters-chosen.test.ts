// Characters chosen instead of dealt in an offline game (R3.2): the modes keep each person's pick
// to one character of the pool (the Beginner variant's 6, R22.1) that no earlier person took; the
// table casts the seats left to chance from the game's seed (the engine's castCharacters, the same
// again when a save resumes) and deals nobody two characters to keep from.
import { describe, expect, it } from 'vitest';
import { castCharacters, validateOptions, type CharacterId } from '@wl/engine';
import { DEFAULT_DRAFT, pickAt, takenCharacters } from '../src/state/draft';
import { fitModes, modesFromSearch, peopleCharacters } from '../src/state/modes';
import { startOffline } from '../src/state/offline';
import type { Msg } from '../src/state/reducer';

type Snap = Extract<Msg, { type: 'snapshot' }>;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('characters chosen (R3.2)', () => {
  it('R3.2 keeps each person\'s pick to one character of the pool (R22.1: the Beginner variant\'s 6) that no earlier person picked; "at random" otherwise', () => {
    const m = fitModes({ ...modesFromSearch('?characters=choose&players=4&people=3'), picks: ['annie-oakley', 'annie-oakley', 'nobody', 'wyatt-earp'] });
    expect(m.choose).toBe(true);
    expect(m.picks.slice(0, 4)).toEqual(['annie-oakley', '', '', 'wyatt-earp']);
    expect(peopleCharacters(m)).toEqual(['annie-oakley', null, null]); // the people's only (3)
    expect(peopleCharacters({ ...m, choose: false })).toBeUndefined(); // dealt
    expect(modesFromSearch('').choose).toBe(false);
    // R22.1: the Beginner variant's pool of 6.
    const b = fitModes({ ...m, beginner: true, picks: ['annie-oakley', 'wyatt-earp'] });
    expect(b.picks.slice(0, 2)).toEqual(['', 'wyatt-earp']);
  });

  it('R3.2 joins an online table with the pick made in this browser only where it can be taken: chosen characters, of the table\'s pool (R22.1), not another seat\'s', () => {
    const d = { ...DEFAULT_DRAFT, character: 'annie-oakley' };
    const seat = (character: CharacterId | null) => ({ seat: 0, kind: 'human' as const, level: null, name: 'x', taken: !!character, character, connected: false, autoplay: false });
    const table = (characters: 'deal' | 'choose', beginner: boolean, seats: ReturnType<typeof seat>[]) => ({
      id: 't', invite: '/t/t', options: { players: 3, length: 20, game: { ...validateOptions({ beginner, characters }, 3) }, visibility: 'private' as const, spectators: true, turnTimer: null, standIn: 'random' },
      seats, status: 'waiting' as const, match: null, turn: null, createdAt: 0,
    });
    expect(pickAt(d, table('choose', false, [seat(null), seat('wyatt-earp')]))).toBe('annie-oakley');
    expect(pickAt(d, table('choose', false, [seat('annie-oakley'), seat(null)]))).toBeUndefined(); // taken meanwhile: at random, as the select shows
    expect(pickAt(d, table('choose', true, [seat(null)]))).toBeUndefined(); // not of the Beginner pool
    expect(pickAt({ ...d, character: 'kit-carson' }, table('choose', true, [seat(null)]))).toBe('kit-carson');
    expect(pickAt(d, table('deal', false, [seat(null)]))).toBeUndefined(); // the table deals
    expect(pickAt(d, null)).toBeUndefined();
    expect(takenCharacters(table('choose', false, [seat('annie-oakley'), seat(null), seat('yb-rowdy')]))).toEqual(['annie-oakley', 'yb-rowdy']);
  });

  it('R3.2 starts a game against bots with the chosen characters, no one keeping 1 of 2, and resumes it the same', async () => {
    const msgs: Msg[] = [];
    const o = { botLevel: 'random' as const, length: 15 as const, speed: 'fast' as const, seed: 77, players: 3, characters: ['annie-oakley' as CharacterId] };
    const t = await startOffline(o, (x) => msgs.push(x));
    await tick();
    const first = msgs.find((x): x is Snap => x.type === 'snapshot')!;
    expect(first.view.players.map((p) => p.character)).toEqual(castCharacters(['annie-oakley'], 3, false, 77));
    expect(first.view.players[0].character).toBe('annie-oakley');
    expect(first.view.prompt?.kind).not.toBe('keepCharacter'); // chosen, not dealt 2 to keep 1
    const snaps = () => msgs.filter((x): x is Snap => x.type === 'snapshot');
    for (let i = 0; i < 30; i++) {
      await tick();
      const s = snaps().at(-1)!;
      if (s.view.prompt?.seat === 0 && s.legal.length) t.act(s.legal[0]);
    }
    const actions = (await t.doc()).actions;
    t.stop();
    const again: Msg[] = [];
    const r = await startOffline(o, (x) => again.push(x), actions);
    await tick();
    expect(again.filter((x): x is Snap => x.type === 'snapshot')[0].view.players.map((p) => p.character)).toEqual(first.view.players.map((p) => p.character));
    r.stop();
  });
});
