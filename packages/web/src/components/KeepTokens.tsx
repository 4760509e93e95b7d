// The keepTokens prompt (R21.1, CONTENT.md §9): the Legendary tokens now held, face up, and one
// button per way to keep k of them, showing the kept values, their total and what goes back.
import { useTranslation } from 'react-i18next';
import type { Action, PlayerView } from '@wl/engine';
import { keptValues, tokensText } from '../modes-labels';
import { formatNumber } from '../labels';
import { Token, Tokens } from './GoalsPanel';
import './modes.css';

type Keep = Extract<Action, { type: 'keepTokens' }>;

/** What is left of `held` once `kept` is taken out. */
function without(held: readonly number[], kept: readonly number[]): number[] {
  const rest = [...held];
  for (const v of kept) {
    const i = rest.indexOf(v);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest.sort((a, b) => b - a);
}

/** The choices of the keepTokens prompt, as buttons (keys 1–9 press them like any choice). */
export function KeepTokens({ view, legal, onAct }: { view: PlayerView; legal: readonly Action[]; onAct: (a: Action) => void }) {
  const { t, i18n } = useTranslation();
  const choice = view.goals?.choice;
  const held = [...(choice?.held ?? [])].sort((a, b) => b - a);
  const options = legal.filter((a): a is Keep => a.type === 'keepTokens');
  const keep = choice?.keep ?? (options[0] ? keptValues(options[0]).length : 0);
  return (
    <div className="keep-tokens">
      <p className="keep-held">{t('goals.keepHeld')} <Tokens values={held} /></p>
      <p className="small">{t('goals.keepHint', { n: keep })}</p>
      <div className="choices">
        {options.map((a, i) => {
          const kept = keptValues(a);
          const back = without(held, kept);
          return (
            <button key={i} type="button" className="act act-keepTokens" data-action={JSON.stringify(a)} onClick={() => onAct(a)}>
              {i < 9 && <kbd className="key" aria-hidden="true">{formatNumber(i + 1, i18n.language)}</kbd>}
              <span className="tokens" aria-hidden="true">{kept.map((v, j) => <Token key={j} v={v} />)}</span>
              <span>{t('goals.keepOption', { tokens: kept, total: kept.reduce((x, y) => x + y, 0) })}</span>
              {back.length > 0 && <small className="muted">{t('goals.keepBack', { tokens: tokensText(back, t) })}</small>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
