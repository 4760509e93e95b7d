// The rules panel (UI.md): every rule id the engine puts on a prompt or a refusal has a summary
// in English, its own or its section's (R9.4 → R9), so the panel is never empty.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';

const ENGINE = fileURLToPath(new URL('../../engine/src/', import.meta.url));
const rules: Record<string, string> = en.rules;

/** Every rule id written in the engine's sources ('R9.4', "R12", ...). */
function engineRuleIds(): string[] {
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(`${dir}${e.name}/`);
      else if (e.name.endsWith('.ts')) for (const m of readFileSync(`${dir}${e.name}`, 'utf8').matchAll(/'(R\d+(?:\.\d+)?)'/g)) ids.add(m[1]);
    }
  };
  walk(ENGINE);
  return [...ids].sort();
}

describe('rules summaries', () => {
  it('has a summary for every rule id the engine uses on prompts and refusals', () => {
    const ids = engineRuleIds();
    expect(ids.length).toBeGreaterThan(10);
    const missing = ids.filter((id) => !rules[id.replace('.', '_')] && !rules[id.split('.')[0]]);
    expect(missing).toEqual([]);
  });

  it('keeps every summary to one or two short sentences', () => {
    for (const [id, text] of Object.entries(rules)) {
      expect(text.length, id).toBeLessThan(160);
      expect(id).toMatch(/^R\d+(_\d+)?$/);
    }
  });
});
