// A rule's summary in the player's language: the i18n `rules` key of a rule id, and its text,
// falling back to its section's (R9.4 → R9). The prompt's rules panel, the log's hover text and
// the rules dialog read them.
import type { T } from './labels';

/** The i18n key of a rule id ("R9.4" → "rules.R9_4"). */
export const ruleKey = (id: string) => `rules.${id.replace(/\./g, '_')}`;

/** The summary of a rule, or of its section, or null when there is none. */
export function ruleText(id: string, t: T): string | null {
  for (const k of [id, id.split('.')[0]]) {
    const s = t(ruleKey(k), { defaultValue: '' });
    if (s) return s;
  }
  return null;
}
