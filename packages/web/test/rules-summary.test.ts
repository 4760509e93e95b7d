// The rules panel (UI.md): every rule id the engine puts on a prompt or a refusal has a summary
// in English, its own or its section's (R9.4 → R9), so the panel is never empty.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { RULE_SECTIONS } from '../src/components/RulesGuide';

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
  it('lists every summary once in the rules dialog, by section in the rules\' order (R1, R2 … R10 …), each rule under its own section', () => {
    const listed = RULE_SECTIONS.flatMap((s) => [s.id, ...s.rules]);
    expect([...listed].sort()).toEqual(Object.keys(rules).map((k) => k.replace('_', '.')).sort());
    expect(new Set(listed).size).toBe(listed.length);
    const n = (id: string) => id.slice(1).split('.').map(Number);
    for (let i = 1; i < RULE_SECTIONS.length; i++) expect(n(RULE_SECTIONS[i].id)[0]).toBeGreaterThan(n(RULE_SECTIONS[i - 1].id)[0]);
    for (const s of RULE_SECTIONS) {
      for (const r of s.rules) expect(r.startsWith(`${s.id}.`), r).toBe(true);
      for (let i = 1; i < s.rules.length; i++) expect(n(s.rules[i])[1]).toBeGreaterThan(n(s.rules[i - 1])[1]);
    }
    expect(RULE_SECTIONS.map((s) => s.id).slice(0, 3)).toEqual(['R1', 'R2', 'R3']);
  });

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
