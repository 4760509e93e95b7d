import { describe, expect, it } from 'vitest';
import { seedRng, type Action, type SpaceId } from '../src/index.js';
import { rngForRolls, scenario, type Scenario } from './builder.js';

const STORE: SpaceId = 'darkrock-general-store-north';

/** Seat 1 at a space with a fresh action phase and no items. */
function at(space: SpaceId, fields: Parameters<Scenario['set']>[1] = {}): Scenario {
  return scenario().at(1, space).items(1, []).set(1, fields).bandits([]).turnOf(1);
}

const types = (t: Scenario, seat: number) => new Set(t.legal(seat).map((a) => a.type));

describe('R6.1 General Store: buy and upgrade in one action', () => {
  it('R6.1 the first purchase spends the action; more purchases follow, then finishShopping', () => {
    const t = at(STORE, { money: 100 });
    t.act(1, { type: 'buy', item: 'revolver', activate: true });
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'shop', rule: 'R6.1' });
    expect(t.can(1, { type: 'finishShopping' })).toBe(true);
    t.act(1, { type: 'buy', item: 'whiskey', activate: false });
    t.act(1, { type: 'buy', item: 'mule', activate: true });
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.p(1).money).toBe(100 - 20 - 10 - 30);
    t.act(1, { type: 'finishShopping' });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.p(1).items.map((i) => i.id)).toEqual(['revolver', 'whiskey', 'mule']);
    expect(t.ofType('itemBought').map((e) => e.kind)).toEqual(['revolver', 'whiskey', 'mule']);
  });

  it('R6.1 the store takes the copies bought', () => {
    const t = at(STORE, { money: 50 });
    const before = t.s.store.shotgun;
    t.act(1, { type: 'buy', item: 'shotgun', activate: true });
    expect(t.s.store.shotgun).toBe(before - 1);
  });

  it('R6.1 finishShopping is not an action by itself: shopping opens only with a purchase', () => {
    const t = at(STORE, { money: 100 });
    expect(t.can(1, { type: 'finishShopping' })).toBe(false);
    t.refuse(1, { type: 'finishShopping' }, 'ERR_WRONG_DECISION');
  });

  it('R6.1 upgrading pays the printed cost again and flips the card, as the first purchase of an action', () => {
    const t = at(STORE, { money: 40 });
    t.items(1, ['shotgun']);
    t.turnOf(1);
    t.act(1, { type: 'upgrade', item: 'shotgun' });
    expect(t.p(1).money).toBe(10);
    expect(t.p(1).items).toEqual([{ id: 'shotgun', upgraded: true }]);
    expect(t.ofType('itemUpgraded').at(-1)).toMatchObject({ seat: 1, kind: 'shotgun', data: { cost: 30 } });
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(t.s.prompt).toMatchObject({ kind: 'shop' });
  });

  it('R6.1 an item bought in this action may be upgraded in the same action', () => {
    const t = at(STORE, { money: 110 });
    t.act(1, { type: 'buy', item: 'mustang', activate: true });
    expect(t.can(1, { type: 'upgrade', item: 'mustang' })).toBe(true);
    t.act(1, { type: 'upgrade', item: 'mustang' });
    t.act(1, { type: 'finishShopping' });
    expect(t.p(1).items).toEqual([{ id: 'mustang', upgraded: true }]);
    expect(t.p(1).money).toBe(10);
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R6.1 each price is paid in full: an unaffordable purchase is refused', () => {
    const t = at(STORE, { money: 30 });
    expect(t.can(1, { type: 'buy', item: 'rifle', activate: true })).toBe(false);
    t.refuse(1, { type: 'buy', item: 'rifle', activate: true }, 'ERR_CANNOT_AFFORD', 'R6.1');
    t.act(1, { type: 'buy', item: 'revolver', activate: true });
    // $10 left: the upgrade of the Revolver ($20) is out of reach too.
    t.refuse(1, { type: 'upgrade', item: 'revolver' }, 'ERR_CANNOT_AFFORD', 'R6.1');
    t.act(1, { type: 'buy', item: 'prospectors-map', activate: false });
    expect(t.p(1).money).toBe(0);
  });

  it('R6.1 an upgraded card cannot be upgraded again, and an item not owned cannot be upgraded', () => {
    const t = at(STORE, { money: 100 });
    t.items(1, [['revolver', 'upgraded']]);
    t.turnOf(1);
    t.refuse(1, { type: 'upgrade', item: 'revolver' }, 'ERR_LIMIT');
    t.refuse(1, { type: 'upgrade', item: 'rifle' }, 'ERR_NOT_OWNED', 'R6.1');
  });

  it('R6.1 items are bought at any General Store space, and nowhere else', () => {
    for (const s of ['darkrock-general-store-west', 'darkrock-general-store-east', 'red-falls-general-store-north', 'red-falls-general-store-east', 'red-falls-general-store-south'] as SpaceId[]) {
      expect(at(s, { money: 20 }).can(1, { type: 'buy', item: 'revolver', activate: true })).toBe(true);
    }
    const t = at('darkrock-center', { money: 100 });
    t.refuse(1, { type: 'buy', item: 'revolver', activate: true }, 'ERR_NOT_HERE', 'R6.1');
    t.refuse(1, { type: 'upgrade', item: 'revolver' }, 'ERR_NOT_HERE', 'R6.1');
  });

  it('R2.7 no player owns two copies of the same item', () => {
    const t = at(STORE, { money: 100 });
    t.items(1, ['mule', 'whiskey']);
    t.turnOf(1);
    t.refuse(1, { type: 'buy', item: 'mule', activate: true }, 'ERR_LIMIT', 'R2.7');
    t.refuse(1, { type: 'buy', item: 'whiskey', activate: false }, 'ERR_LIMIT', 'R2.7');
  });

  it('R2.7 a sold-out item cannot be bought', () => {
    const t = at(STORE, { money: 100 });
    t.s.store.mustang = 0;
    t.s.store['ten-gallon'] = 0;
    t.turnOf(1);
    expect(t.legal(1).some((a) => a.type === 'buy' && a.item === 'mustang')).toBe(false);
    t.refuse(1, { type: 'buy', item: 'mustang', activate: true }, 'ERR_LIMIT', 'R2.7');
    t.refuse(1, { type: 'buy', item: 'ten-gallon', activate: false }, 'ERR_LIMIT', 'R2.7');
  });
});

describe('R6.2 a newly bought weapon or mount may become active', () => {
  it('R6.2 buying with activate true makes the new weapon the active one', () => {
    const t = at(STORE, { money: 100 });
    t.items(1, ['revolver']);
    t.turnOf(1);
    t.act(1, { type: 'buy', item: 'rifle', activate: true });
    expect(t.p(1).activeWeapon).toBe('rifle');
  });

  it('R6.2 buying with activate false keeps the active weapon and mount', () => {
    const t = at(STORE, { money: 100 });
    t.items(1, ['revolver', 'mule']);
    t.turnOf(1);
    t.act(1, { type: 'buy', item: 'shotgun', activate: false });
    t.act(1, { type: 'buy', item: 'mustang', activate: false });
    expect(t.p(1).activeWeapon).toBe('revolver');
    expect(t.p(1).activeMount).toBe('mule');
  });

  it('R6.2 with none of that kind active, the new weapon or mount must become active', () => {
    const t = at(STORE, { money: 100 });
    expect(t.can(1, { type: 'buy', item: 'revolver', activate: false })).toBe(false);
    expect(t.can(1, { type: 'buy', item: 'mule', activate: false })).toBe(false);
    t.refuse(1, { type: 'buy', item: 'revolver', activate: false }, 'ERR_ILLEGAL_ACTION', 'R6.2');
    t.act(1, { type: 'buy', item: 'mule', activate: true });
    expect(t.p(1).activeMount).toBe('mule');
    expect(t.p(1).activeWeapon).toBe(null);
  });

  it('R6.2 an owned card that was only upgraded does not become active, and cannot be made active mid-turn', () => {
    const t = at(STORE, { money: 100 });
    t.items(1, ['revolver', 'shotgun']);
    expect(t.p(1).activeWeapon).toBe('revolver');
    t.turnOf(1);
    expect(t.legal(1).filter((a) => a.type === 'upgrade' && a.item === 'shotgun')).toEqual([{ type: 'upgrade', item: 'shotgun' }]);
    t.act(1, { type: 'upgrade', item: 'shotgun' });
    t.act(1, { type: 'finishShopping' });
    expect(t.p(1).activeWeapon).toBe('revolver');
    t.refuse(1, { type: 'chooseActive', weapon: 'shotgun', mount: null }, 'ERR_WRONG_DECISION');
  });
});

describe('R6.3 miscellaneous items', () => {
  it('R6.3 at most 3 miscellaneous items; weapons and mounts do not count', () => {
    const t = at(STORE, { money: 120 });
    t.items(1, ['revolver', 'mule', 'whiskey', 'provisions']);
    t.turnOf(1);
    t.act(1, { type: 'buy', item: 'ten-gallon', activate: false });
    expect(t.legal(1).some((a) => a.type === 'buy' && a.item === 'prospectors-map')).toBe(false);
    t.refuse(1, { type: 'buy', item: 'prospectors-map', activate: false }, 'ERR_LIMIT', 'R2.7');
    // Weapons and mounts can still be bought.
    t.act(1, { type: 'buy', item: 'shotgun', activate: false });
    expect(t.p(1).items).toHaveLength(6);
  });

  it('R6.3 miscellaneous items cannot be upgraded', () => {
    const t = at(STORE, { money: 100 });
    t.items(1, ['whiskey', 'ten-gallon']);
    t.turnOf(1);
    expect(t.legal(1).some((a) => a.type === 'upgrade')).toBe(false);
    t.refuse(1, { type: 'upgrade', item: 'whiskey' }, 'ERR_LIMIT', 'R6.3');
    t.refuse(1, { type: 'upgrade', item: 'ten-gallon' }, 'ERR_LIMIT', 'R6.3');
  });

  it('R6.3 buying Whiskey removes 1 wound at once', () => {
    const t = at(STORE, { money: 10, wounds: 2 });
    t.act(1, { type: 'buy', item: 'whiskey', activate: false });
    expect(t.p(1).wounds).toBe(1);
    expect(t.p(1).money).toBe(0);
  });

  it('R6.3 buying Whiskey unwounded is allowed and changes no wound', () => {
    const t = at(STORE, { money: 10 });
    t.act(1, { type: 'buy', item: 'whiskey', activate: false });
    expect(t.p(1).wounds).toBe(0);
    expect(t.p(1).items).toEqual([{ id: 'whiskey', upgraded: false }]);
  });

  it('R6.3 buying Provisions draws 1 poker card at once', () => {
    const t = at(STORE, { money: 20 }).deckTop(['KH']);
    t.act(1, { type: 'buy', item: 'provisions', activate: false });
    expect(t.p(1).hand).toEqual(['KH']);
    expect(t.p(1).money).toBe(0);
  });
});

describe('R6.5 Mine: prospect', () => {
  const MINE: SpaceId = 'sunny-hills-mine';

  it('R6.5 a nugget face gives 1 nugget and a tailings face $10', () => {
    const t = at(MINE);
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'tailings']]);
    t.act(1, { type: 'prospect' });
    expect(t.p(1).nuggets).toBe(1);
    expect(t.p(1).money).toBe(10);
    expect(t.ofType('prospected').at(-1)).toMatchObject({ seat: 1, data: { at: MINE, faces: ['nugget', 'tailings'], nuggets: 1, money: 10 } });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R6.5 two nugget faces give 2 nuggets; two blanks give nothing', () => {
    const t = at(MINE);
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'nugget']]);
    t.act(1, { type: 'prospect' });
    expect(t.p(1).nuggets).toBe(2);
    expect(t.p(1).money).toBe(0);
    t.s.rng = rngForRolls([[0, 'gravel'], [1, 'gravel']]);
    t.act(1, { type: 'prospect' });
    expect(t.p(1).nuggets).toBe(2);
    expect(t.p(1).money).toBe(0);
    expect(t.ofType('prospected').at(-1)!.data).toMatchObject({ faces: ['gravel', 'gravel'], nuggets: 0, money: 0 });
  });

  it('R6.5 gold dust gives $10 and that die is rolled again, repeatedly', () => {
    const t = at(MINE);
    t.s.rng = rngForRolls([[0, 'gold-dust'], [0, 'gold-dust'], [0, 'nugget'], [1, 'gold-dust'], [1, 'gravel']]);
    t.act(1, { type: 'prospect' });
    expect(t.p(1).money).toBe(30);
    expect(t.p(1).nuggets).toBe(1);
    expect(t.ofType('prospected').at(-1)!.data).toMatchObject({ faces: ['nugget', 'gravel'], nuggets: 1, money: 30 });
  });

  it('R6.5 nuggets above the carrying limit of 4 stay in the supply (R2.2)', () => {
    const t = at(MINE, { nuggets: 3 });
    t.s.rng = rngForRolls([[0, 'nugget'], [1, 'nugget']]);
    t.act(1, { type: 'prospect' });
    expect(t.p(1).nuggets).toBe(4);
    expect(t.ofType('prospected').at(-1)!.data).toMatchObject({ nuggets: 1 });
  });

  it('R6.5 over many rolls: 0..2 nuggets, money in $10 steps, final faces only', () => {
    for (let i = 0; i < 60; i++) {
      const t = at(MINE);
      t.s.rng = seedRng(`mine-${i}`);
      t.act(1, { type: 'prospect' });
      const e = t.ofType('prospected').at(-1)!.data as { faces: string[]; nuggets: number; money: number };
      expect(e.nuggets).toBeGreaterThanOrEqual(0);
      expect(e.nuggets).toBeLessThanOrEqual(2);
      expect(e.money % 10).toBe(0);
      expect(e.faces).toHaveLength(2);
      for (const f of e.faces) expect(['nugget', 'tailings', 'gravel']).toContain(f);
      expect(e.nuggets).toBe(e.faces.filter((f) => f === 'nugget').length);
      expect(e.money).toBeGreaterThanOrEqual(10 * e.faces.filter((f) => f === 'tailings').length);
      expect(t.p(1).nuggets).toBe(e.nuggets);
      expect(t.p(1).money).toBe(e.money);
    }
  });

  it('R6.5 every mine is a place to prospect; elsewhere prospecting is refused', () => {
    for (const m of ['sunny-hills-mine', 'spikes-view-mine', 'cliff-junction-mine'] as SpaceId[]) {
      expect(at(m).can(1, { type: 'prospect' })).toBe(true);
    }
    at('darkrock-bank').refuse(1, { type: 'prospect' }, 'ERR_NOT_HERE', 'R6.5');
  });

  it('R6.5 with the Prospector\'s Map the player chooses to keep or reroll one die before collecting', () => {
    const t = at(MINE);
    t.items(1, ['prospectors-map']);
    t.turnOf(1);
    t.s.rng = rngForRolls([[0, 'gravel'], [1, 'tailings'], [0, 'nugget']]);
    t.act(1, { type: 'prospect' });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'prospectorsMap', rule: 'R6.5' });
    expect(t.legal(1)).toEqual([
      { type: 'choose', option: 'keep' }, { type: 'choose', option: 'reroll1' }, { type: 'choose', option: 'reroll2' },
    ]);
    expect(t.ofType('prospected')).toHaveLength(0);
    t.next({ type: 'choose', option: 'reroll1' });
    expect(t.p(1).nuggets).toBe(1);
    expect(t.p(1).money).toBe(10);
    expect(t.ofType('prospected').at(-1)!.data).toMatchObject({ faces: ['nugget', 'tailings'] });
  });

  it('R6.5 keeping the roll with the Prospector\'s Map collects it unchanged', () => {
    const t = at(MINE);
    t.items(1, ['prospectors-map']);
    t.turnOf(1);
    t.s.rng = rngForRolls([[0, 'gravel'], [1, 'tailings']]);
    t.act(1, { type: 'prospect' });
    t.next({ type: 'choose', option: 'keep' });
    expect(t.p(1).nuggets).toBe(0);
    expect(t.p(1).money).toBe(10);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'action' });
  });
});

describe('R6.6 Bank: deposit', () => {
  it('R6.6 each nugget deposited gives $20 and 1 LP', () => {
    const t = at('darkrock-bank', { nuggets: 3, money: 10 });
    t.act(1, { type: 'deposit', nuggets: 2 });
    expect(t.p(1)).toMatchObject({ nuggets: 1, money: 50, lp: 2 });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R6.6 any number from 1 to the nuggets carried may be deposited', () => {
    const t = at('darkrock-bank', { nuggets: 3 });
    const offered = t.legal(1).flatMap((a) => (a.type === 'deposit' ? [a.nuggets] : []));
    expect(offered).toEqual([1, 2, 3]);
    t.refuse(1, { type: 'deposit', nuggets: 4 }, 'ERR_LIMIT', 'R6.6');
    t.refuse(1, { type: 'deposit', nuggets: 0 }, 'ERR_LIMIT', 'R6.6');
  });

  it('R6.6 without nuggets there is nothing to deposit', () => {
    const t = at('darkrock-bank');
    expect(t.legal(1).some((a) => a.type === 'deposit')).toBe(false);
    t.refuse(1, { type: 'deposit', nuggets: 1 }, 'ERR_LIMIT', 'R6.6');
  });

  it('R6.6 money above $120 is lost but the LP are still gained', () => {
    const t = at('darkrock-bank', { nuggets: 4, money: 100 });
    t.act(1, { type: 'deposit', nuggets: 4 });
    expect(t.p(1)).toMatchObject({ nuggets: 0, money: 120, lp: 4 });
  });

  it('R6.6 deposits are made only at the Bank', () => {
    at('darkrock-center', { nuggets: 2 }).refuse(1, { type: 'deposit', nuggets: 1 }, 'ERR_NOT_HERE', 'R6.6');
  });
});

describe('R6.8 Ranch: take cattle', () => {
  it('R6.8 taking cattle takes the top token of that ranch\'s stack, secretly', () => {
    const t = at('mesitos-point-ranch');
    const top = t.s.ranches.green[0];
    t.act(1, { type: 'takeCattle' });
    expect(t.p(1).cattle).toBe(top);
    expect(t.s.ranches.green).toHaveLength(5);
    expect(t.s.ranches.green).not.toContain(top);
    const e = t.ofType('cattleTaken').at(-1)!;
    expect(e).toMatchObject({ seat: 1, kind: 'green', secret: { to: [1], data: { token: top } } });
    expect(JSON.stringify(e.data ?? {})).not.toContain(top);
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R6.8 the blue ranch gives a blue token', () => {
    const t = at('sunny-hills-ranch');
    t.act(1, { type: 'takeCattle' });
    expect(t.p(1).cattle).toMatch(/^blue-/);
    expect(t.s.ranches.blue).toHaveLength(5);
  });

  it('R6.8 a player carrying a token cannot take another (R2.3)', () => {
    const t = at('mesitos-point-ranch', { cattle: 'blue-1' });
    t.s.ranches.blue = t.s.ranches.blue.filter((c) => c !== 'blue-1');
    t.turnOf(1);
    expect(t.can(1, { type: 'takeCattle' })).toBe(false);
    t.refuse(1, { type: 'takeCattle' }, 'ERR_LIMIT', 'R6.8');
  });

  it('R6.8 an empty ranch stack gives nothing to take', () => {
    const t = at('mesitos-point-ranch');
    t.s.ranches.green = [];
    t.turnOf(1);
    expect(t.can(1, { type: 'takeCattle' })).toBe(false);
    t.refuse(1, { type: 'takeCattle' }, 'ERR_LIMIT', 'R6.8');
  });

  it('R6.8 cattle are taken only at a ranch', () => {
    at('spikes-view-rail-station').refuse(1, { type: 'takeCattle' }, 'ERR_NOT_HERE', 'R6.8');
  });
});

describe('R6.9 Cabaret: revel', () => {
  it('R6.9 revel pays $30 for each LP', () => {
    const t = at('red-falls-cabaret', { money: 100 });
    t.act(1, { type: 'revel', lp: 3 });
    expect(t.p(1)).toMatchObject({ money: 10, lp: 3 });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R6.9 1 to 4 LP in one action, as far as the money goes', () => {
    const rich = at('red-falls-cabaret', { money: 120 });
    expect(rich.legal(1).flatMap((a) => (a.type === 'revel' ? [a.lp] : []))).toEqual([1, 2, 3, 4]);
    rich.refuse(1, { type: 'revel', lp: 5 }, 'ERR_CANNOT_AFFORD', 'R6.9');
    rich.refuse(1, { type: 'revel', lp: 0 }, 'ERR_CANNOT_AFFORD', 'R6.9');
    const poor = at('red-falls-cabaret', { money: 70 });
    expect(poor.legal(1).flatMap((a) => (a.type === 'revel' ? [a.lp] : []))).toEqual([1, 2]);
    poor.refuse(1, { type: 'revel', lp: 3 }, 'ERR_CANNOT_AFFORD', 'R6.9');
  });

  it('R6.9 with less than $30 there is no revel', () => {
    const t = at('red-falls-cabaret', { money: 20 });
    expect(t.legal(1).some((a) => a.type === 'revel')).toBe(false);
    t.refuse(1, { type: 'revel', lp: 1 }, 'ERR_CANNOT_AFFORD', 'R6.9');
  });

  it('R6.9 revelling only at the Cabaret', () => {
    at('red-falls-saloon-north', { money: 100 }).refuse(1, { type: 'revel', lp: 1 }, 'ERR_NOT_HERE', 'R6.9');
  });
});

describe('R6.10 Work', () => {
  it('R6.10 work gives $10 anywhere', () => {
    for (const s of ['darkrock-sheriff-office', 'spikes-view-rail-station', 'spikes-view-hideout', 'darkrock-bank', 'mesitos-point-4'] as SpaceId[]) {
      const t = at(s, { money: 30 });
      expect(t.can(1, { type: 'work' })).toBe(true);
      t.act(1, { type: 'work' });
      expect(t.p(1).money).toBe(40);
      expect(t.s.turn.actionsLeft).toBe(2);
      expect(t.ofType('worked').at(-1)).toMatchObject({ seat: 1, data: { at: s } });
    }
  });

  it('R6.10 work at $120 is still legal but gains nothing (R2.1)', () => {
    const t = at('mesitos-point-4', { money: 120 });
    t.act(1, { type: 'work' });
    expect(t.p(1).money).toBe(120);
  });
});

describe('R6.11 Doctor: heal', () => {
  it('R6.11 heal pays $10, removes all wounds and draws 1 card per wound removed', () => {
    const t = at('red-falls-doctor', { money: 30, wounds: 2 }).deckTop(['2H', '9S']);
    t.act(1, { type: 'heal' });
    expect(t.p(1)).toMatchObject({ money: 20, wounds: 0 });
    expect([...t.p(1).hand].sort()).toEqual(['2H', '9S']);
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('R6.11 three wounds healed draw three cards', () => {
    const t = at('red-falls-doctor', { money: 10, wounds: 3 });
    t.act(1, { type: 'heal' });
    expect(t.p(1)).toMatchObject({ money: 0, wounds: 0 });
    expect(t.p(1).hand).toHaveLength(3);
  });

  it('R6.11 healing is illegal with no wound', () => {
    const t = at('red-falls-doctor', { money: 30 });
    expect(t.can(1, { type: 'heal' })).toBe(false);
    t.refuse(1, { type: 'heal' }, 'ERR_ILLEGAL_ACTION', 'R6.11');
  });

  it('R6.11 healing needs $10', () => {
    const t = at('red-falls-doctor', { money: 0, wounds: 1 });
    expect(t.can(1, { type: 'heal' })).toBe(false);
  });

  it('R6.11 healing only at the Doctor', () => {
    at('red-falls-cabaret', { money: 30, wounds: 1 }).refuse(1, { type: 'heal' }, 'ERR_NOT_HERE', 'R6.11');
  });
});

describe('R6.12 spaces without a location action', () => {
  const wellOff = { money: 120, nuggets: 2, wounds: 1 };
  for (const s of ['darkrock-sheriff-office', 'spikes-view-rail-station', 'spikes-view-hideout'] as SpaceId[]) {
    it(`R6.12 at ${s} only Move and Work are offered`, () => {
      const t = at(s, wellOff);
      expect([...types(t, 1)].sort()).toEqual(['move', 'work']);
      const tries: [Action, string][] = [
        [{ type: 'prospect' }, 'R6.5'], [{ type: 'deposit', nuggets: 1 }, 'R6.6'], [{ type: 'takeCattle' }, 'R6.8'],
        [{ type: 'revel', lp: 1 }, 'R6.9'], [{ type: 'heal' }, 'R6.11'], [{ type: 'buy', item: 'revolver', activate: true }, 'R6.1'],
      ];
      for (const [a, rule] of tries) t.refuse(1, a, 'ERR_NOT_HERE', rule);
    });
  }

  it('R6.12 standing on the Rail Station with cattle gives no delivery action (delivery ends a move, R7.2)', () => {
    const t = at('spikes-view-rail-station', { cattle: 'green-2' });
    expect([...types(t, 1)].sort()).toEqual(['move', 'work']);
  });
});
