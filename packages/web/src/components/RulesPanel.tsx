// The rule behind the current prompt, in a sentence: the summary of its rule id (i18n `rules`),
// falling back to the summary of its section (R9.4 → R9), and "All rules", which opens the rules
// dialog at that section (RulesGuide.tsx).
import { useTranslation } from 'react-i18next';
import { ruleText } from '../rule-text';
import { openRules } from './RulesGuide';

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
