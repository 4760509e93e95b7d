// The lobby's REST side: table options reach the engine unchanged (the game options are judged
// by the engine's validateOptions, shown in the table info and used for the match setup), the
// invite link serves the client, and a seated player can start a table before it fills; at a
// table whose characters are chosen (R3.2) each player takes a seat with theirs.
import { castCharacters, validateOptions } from '@wl/engine';
import { describe, expect, it } from 'vitest';
import type { ErrorPayload, Snapshot } from '../src/protocol.js';
import { createTable, joinTable, useTestServer } from './helpers.js';

describe('table options', () => {
  const s = useTestServer();

  const refused = async (body: unknown) => {
    const r = await s.post<{ error: ErrorPayload }>('/api/tables', body);
    expect(r.status).toBe(400);
    return r.body.error;
  };

  it('passes the game options through to the table info, the match setup and every view', async () => {
    const info = await createTable(s, { players: 3, game: { length: 25 }, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] });
    expect(info.options.game).toEqual(validateOptions({ length: 25 }, 3));
    expect(info.options.length).toBe(25);
    const a = await joinTable(s, info.id, 'Ann');
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: info.id, token: a.token } }, 'welcome');
    const first = (await c.next((m) => m.t === 'sync' || m.t === 'update', 0)).d as Snapshot;
    expect(first.view.options).toEqual(info.options.game);
    const table = (await s.server.lobby.get(info.id))!;
    expect(table.match!.state.setup.options).toEqual(info.options.game);
  });

  it('keeps the `length` shorthand and fills the defaults', async () => {
    const info = await createTable(s, { players: 4, length: 15 });
    expect(info.options.game).toEqual({ ...validateOptions({}, 4), length: 15 });
    const dflt = await createTable(s, { players: 3 });
    expect(dflt.options.game).toEqual(validateOptions({}, 3));
  });

  it('refuses what the engine refuses, with its rule id', async () => {
    expect(await refused({ players: 3, game: { colour: 'red' } })).toMatchObject({ code: 'ERR_BAD_OPTIONS', rule: 'R3' });
    expect(await refused({ players: 3, game: { length: 30 } })).toMatchObject({ code: 'ERR_BAD_OPTIONS', rule: 'R3.1' });
    expect(await refused({ players: 3, length: 15, game: { length: 20 } })).toMatchObject({ code: 'ERR_BAD_OPTIONS', rule: 'R3.1' });
    expect(await refused({ players: 3, game: { beginner: true, goals: true } })).toMatchObject({ code: 'ERR_BAD_OPTIONS', rule: 'R22.1' });
    expect(await refused({ players: 4, game: { manInBlack: true } })).toMatchObject({ code: 'ERR_BAD_OPTIONS', rule: 'R20.1' });
  });

  it('R3.2 seats each player with the character they chose (the others\' drawn from the match seed), refusing one taken, one not in the Beginner pool (R22.1) or at a table that deals', async () => {
    const info = await createTable(s, { players: 4, game: { characters: 'choose' }, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'bot' }] });
    expect(info.options.game.characters).toBe('choose');
    const join = (body: unknown) => s.post<{ seat?: number; token?: string; table?: { seats: { character: string | null }[] }; error?: ErrorPayload }>(`/api/tables/${info.id}/join`, body);
    const ann = await join({ name: 'Ann', character: 'annie-oakley' });
    expect(ann.status).toBe(201);
    expect(ann.body.table!.seats.map((x) => x.character)).toEqual(['annie-oakley', null, null, null]); // everyone sees who chose whom
    expect(await join({ name: 'Eve', character: 'annie-oakley' })).toMatchObject({ status: 409, body: { error: { code: 'ERR_CHARACTER_TAKEN', rule: 'R3.2' } } });
    expect(await join({ name: 'Eve', character: 'nobody' })).toMatchObject({ status: 400, body: { error: { code: 'ERR_BAD_OPTIONS' } } }); // not a character id
    const after = await fetch(`${s.url}/api/tables/${info.id}`).then((r) => r.json()) as { table: { seats: { taken: boolean }[] } };
    expect(after.table.seats.map((x) => x.taken)).toEqual([true, false, false, true]); // the refused joins took no seat (the bot's is taken)
    expect((await join({ name: 'Bob', character: 'wyatt-earp' })).status).toBe(201);
    expect((await join({ name: 'Cy' })).status).toBe(201); // no pick: left to chance
    const table = (await s.server.lobby.get(info.id))!;
    const chars = table.match!.state.players.map((p) => p.character);
    expect(chars.slice(0, 2)).toEqual(['annie-oakley', 'wyatt-earp']);
    expect(new Set(chars).size).toBe(4);
    expect(chars).toEqual(castCharacters(['annie-oakley', 'wyatt-earp', null, null], 4, false, table.match!.state.setup.seed)); // the bot's and Cy's from the seed
    expect(table.match!.state.prompt?.kind).not.toBe('keepCharacter'); // no one keeps 1 of 2
    // A table that deals refuses a pick; a Beginner table takes only its 6 (R22.1).
    const dealt = await createTable(s, { players: 3 });
    expect(await s.post<{ error: ErrorPayload }>(`/api/tables/${dealt.id}/join`, { name: 'Eve', character: 'annie-oakley' })).toMatchObject({ status: 400, body: { error: { code: 'ERR_BAD_CHARACTER', rule: 'R3.2' } } });
    const beginner = await createTable(s, { players: 3, game: { characters: 'choose', beginner: true, length: 15 } });
    expect(await s.post<{ error: ErrorPayload }>(`/api/tables/${beginner.id}/join`, { name: 'Eve', character: 'annie-oakley' })).toMatchObject({ status: 400, body: { error: { code: 'ERR_BAD_CHARACTER', rule: 'R22.1' } } });
    expect((await s.post(`/api/tables/${beginner.id}/join`, { name: 'Eve', character: 'kit-carson' })).status).toBe(201);
  });

  it('offers 2 players exactly when the engine can set up the Man in Black', async () => {
    const r = await s.post<{ table?: { options: { game: { manInBlack: boolean } } }; error?: ErrorPayload }>('/api/tables', { players: 2 });
    if (r.status === 201) expect(r.body.table!.options.game.manInBlack).toBe(true);
    else expect([r.status, r.body.error]).toMatchObject([400, { code: 'ERR_BAD_OPTIONS', rule: 'R20.1' }]);
  });
});

describe('fixed match seeds (ServerConfig matchSeeds)', () => {
  let next = 41;
  const s = useTestServer({ matchSeeds: () => ++next });

  it('deals each started match from the next seed given, so a test\'s games take a known course', async () => {
    const a = await createTable(s, { players: 2, seats: [{ kind: 'bot' }, { kind: 'bot' }] }); // an all-bot table starts at once
    const b = await createTable(s, { players: 3, seats: [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }] });
    const seeds = await Promise.all([a, b].map(async (x) => (await s.server.lobby.get(x.id))!.match!.state.setup.seed));
    expect(seeds).toEqual([42, 43]);
  });
});

describe('the invite link', () => {
  const s = useTestServer();

  it('serves the client page at /t/:id and its assets under /t/assets/', async () => {
    const page = await fetch(`${s.url}/t/abcd1234`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<html/i);
    const missing = await fetch(`${s.url}/t/assets/nothing.js`);
    expect(missing.status).toBe(404);
  });

  it('serves the client page at /r/:id (a replay) and its assets under /r/assets/', async () => {
    const page = await fetch(`${s.url}/r/abcd1234`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<html/i);
    expect((await fetch(`${s.url}/r/assets/nothing.js`)).status).toBe(404);
  });
});

describe('starting a table before it fills', () => {
  const s = useTestServer();

  it('lets a seated player start now: bots of the chosen level take the free seats, and the match starts', async () => {
    const info = await createTable(s, { players: 4, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'human' }] });
    const a = await joinTable(s, info.id, 'Ann');
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: info.id, token: a.token } }, 'welcome');
    const start = (body: unknown) => s.post<{ table?: typeof info; error?: ErrorPayload }>(`/api/tables/${info.id}/start`, body);
    expect([(await start({ token: 'nope' })).status, (await start({ token: 'nope' })).body.error?.code]).toEqual([403, 'ERR_BAD_TOKEN']);
    expect((await start({ token: a.token, level: 'genius' })).status).toBe(400);
    expect((await s.get<{ table: typeof info }>(`/api/tables/${info.id}`)).body.table.status).toBe('waiting');
    const r = await start({ token: a.token, level: 'heuristic' });
    expect(r.status).toBe(200);
    expect(r.body.table!.status).toBe('playing');
    expect(r.body.table!.seats.map((x) => [x.kind, x.level, x.name])).toEqual([
      ['human', null, 'Ann'], ['bot', 'heuristic', 'Bot 2'], ['bot', 'random', 'Bot 3'], ['bot', 'heuristic', 'Bot 4'],
    ]);
    await c.next((m) => m.t === 'update' || m.t === 'sync', 0);
    expect((await start({ token: a.token })).body.error?.code).toBe('ERR_STARTED');
    expect((await s.post<{ error: ErrorPayload }>(`/api/tables/${info.id}/join`, { name: 'Late' })).body.error.code).toBe('ERR_TABLE_FULL');
    // The seats stay bots after a restart (the table is read back from the store).
    const stored = await s.server.store.getTable(info.id);
    expect(stored!.seats.map((x) => x.kind)).toEqual(['human', 'bot', 'bot', 'bot']);
  });

  it('says in the table info whose decision the match waits for (turn), for pages outside the game', async () => {
    const info = await createTable(s, { players: 3, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'random' }] });
    expect(info.turn).toBeNull(); // waiting for players
    const a = await joinTable(s, info.id, 'Ann');
    const b = await joinTable(s, info.id, 'Bob');
    const read = async () => (await s.get<{ table: typeof info }>(`/api/tables/${info.id}`)).body.table;
    const table = (await s.server.lobby.get(info.id))!;
    expect(table.match).not.toBeNull();
    expect((await read()).turn).toBe(table.match!.state.prompt!.seat);
    // It follows the game: after the seat owing the decision acts, the info names the next one.
    const owes = table.match!.state.prompt!.seat;
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: info.id, token: [a, b][owes].token } }, 'welcome');
    const snap = (await c.next((m) => m.t === 'sync', 0)).d as Snapshot;
    await c.request({ t: 'action', d: { action: snap.legal[0], ackId: 1, v: snap.v } }, 'ack');
    const next = (await read()).turn;
    expect(next).toBe(table.match!.promptSeat);
    expect(next).not.toBe(owes); // each player keeps a character in turn (R3.2)
  });
});
