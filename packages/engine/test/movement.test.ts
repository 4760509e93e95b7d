import { describe, expect, it } from 'vitest';
import { scenario } from './builder.js';

describe('R5 movement', () => {
  it('R5.1 on foot a Move reaches up to 2 spaces', () => {
    const t = scenario().at(0, 'darkrock-center').items(0, []).bandits([]).turnOf(0);
    const moves = t.legal(0).filter((a) => a.type === 'move').map((a) => (a.type === 'move' ? a.to : ''));
    expect(moves).toContain('darkrock-bank');
    expect(moves).not.toContain('red-falls-doctor');
    t.refuse(0, { type: 'move', to: 'red-falls-doctor' }, 'ERR_UNREACHABLE', 'R5.1');
  });
});
