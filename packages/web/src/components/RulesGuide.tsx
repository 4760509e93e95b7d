// The rules at a glance: every section of the rules (R1–R23) with the summaries of its rules
// (i18n `rules`, the same sentences as the prompt's rule panel), in the player's language, in a
// modal dialog. The bar's "Rules" button opens it at the top; a prompt's "All rules" opens it at
// that prompt's section. One dialog per page, mounted once by App; openRules() asks it to open.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enRules } from '../i18n/en/rules';
import { keyGoesElsewhere } from '../keys';
import { ruleKey } from '../rule-text';
import { startTour } from './tour';

/** A section of the rules and the ids of its summarised rules, in order ("R4" with R4.1, R4.2). */
export interface RuleSection { id: string; rules: string[] }

/** The sections with a summary, in the rules' order, each with its rules (taken from the English summaries' keys). */
export const RULE_SECTIONS: readonly RuleSection[] = (() => {
  const ids = Object.keys(enRules.rules).map((k) => k.replace(/_/g, '.'));
  const num = (id: string) => id.slice(1).split('.').map(Number);
  const sections = ids.filter((id) => !id.includes('.')).sort((a, b) => num(a)[0] - num(b)[0]);
  return sections.map((s) => ({ id: s, rules: ids.filter((id) => id.startsWith(`${s}.`)).sort((a, b) => num(a)[1] - num(b)[1]) }));
})();

const OPEN = 'wl-open-rules';

/** Opens the rules dialog, at the section of rule `id` when given ("R8.6" opens R8). */
export function openRules(id?: string): void {
  window.dispatchEvent(new CustomEvent<string | undefined>(OPEN, { detail: id }));
}

/** The bar's button that opens the rules dialog (or the "?" key). */
export function RulesButton() {
  const { t } = useTranslation();
  return <button type="button" className="rules-open" aria-haspopup="dialog" aria-keyshortcuts="?" onClick={() => openRules()}>{t('guide.open')}</button>;
}

/** The rules dialog (mounted once); closed until openRules() is called. Esc or Close closes it. */
export function RulesGuide() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [at, setAt] = useState<{ section: string | null; n: number; game: boolean }>({ section: null, n: 0, game: false });

  useEffect(() => {
    const open = (e: Event) => {
      const id = (e as CustomEvent<string | undefined>).detail;
      setAt((x) => ({ section: id ? id.split('.')[0] : null, n: x.n + 1, game: document.querySelector('main.game:not(.replaying)') !== null }));
      if (!dialog.current?.open) dialog.current?.showModal();
    };
    // "?" (a Persian keyboard's "؟") opens it too, as on many web apps (not while typing a name, nor when it is open).
    const key = (e: KeyboardEvent) => { if ((e.key === '?' || e.key === '\u061f') && !e.ctrlKey && !e.metaKey && !e.altKey && !keyGoesElsewhere(e)) { e.preventDefault(); openRules(); } };
    window.addEventListener(OPEN, open);
    window.addEventListener('keydown', key);
    return () => { window.removeEventListener(OPEN, open); window.removeEventListener('keydown', key); };
  }, []);

  // Scroll to the asked section (its <details> is open) once it is drawn.
  useEffect(() => {
    if (at.n === 0) return;
    const el = at.section ? dialog.current?.querySelector<HTMLElement>(`[data-section="${at.section}"]`) : null;
    if (el) { el.scrollIntoView({ block: 'start' }); el.querySelector('summary')?.focus(); }
    else dialog.current?.querySelector('.guide-body')?.scrollTo(0, 0);
  }, [at]);

  return (
    <dialog ref={dialog} className="rules-guide" aria-labelledby="guide-title">
      <header>
        <h2 id="guide-title">{t('guide.title')}</h2>
        <span className="guide-buttons">
          {/* In a game (not its replay): the tour of the screen (Tour.tsx). */}
          {at.game && <button type="button" className="guide-tour" onClick={() => { dialog.current?.close(); startTour(); }}>{t('tour.again')}</button>}
          <button type="button" className="guide-close" onClick={() => dialog.current?.close()}>{t('guide.close')}</button>
        </span>
      </header>
      <div className="guide-body">
        <p className="guide-intro">{t('guide.intro')}</p>
        {RULE_SECTIONS.map((s) => (
          <details key={`${s.id}-${at.n}`} data-section={s.id} open={at.section === s.id}>
            <summary><bdi className="rule-id" dir="ltr">{s.id}</bdi> {t(ruleKey(s.id))}</summary>
            {s.rules.length > 0 && (
              <ul>{s.rules.map((r) => <li key={r} data-rule={r}><bdi className="rule-id" dir="ltr">{r}</bdi> {t(ruleKey(r))}</li>)}</ul>
            )}
          </details>
        ))}
      </div>
    </dialog>
  );
}
