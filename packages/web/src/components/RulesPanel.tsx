// The rule behind the current prompt, in a sentence: the summary of its rule id (i18n `rules`),
// falling back to the summary of its section (R9.4 → R9).
import { useTranslation } from 'react-i18next';
import type { T } from '../labels';
import { openRules } from './RulesGuide';

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

// Open by default except on phones, where the bottom sheet has little room.
const WIDE = typeof matchMedia !== 'function' || matchMedia('(min-width: 701px)').matches;

/** The rules panel for a rule id. */
export function RulesPanel({ rule }: { rule: string }) {
  const { t } = useTranslation();
  const text = ruleText(rule, t);
  return (
    <details className="rules-panel" open={WIDE} data-rule={rule}>
      <summary>{t('ui.rulesTitle', { id: rule })}</summary>
      <p dir="auto">{text ?? t('ui.rulesUnknown')} <button type="button" className="link rules-all" onClick={() => openRules(rule)}>{t('guide.all')}</button></p>
    </details>
  );
}
