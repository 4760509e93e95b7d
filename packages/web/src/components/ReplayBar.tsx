// The replay's controls (`/r/<match>`): first, previous, next and last step, a slider with
// "Step k of N", and whose eyes to see the game through (the spectator or any seat: a finished
// game hides nothing). The arrow keys step (mirrored in right-to-left languages, as the bar is).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { keyGoesElsewhere } from '../keys';
import type { PlayerView, Viewer } from '@wl/engine';
import { actorName } from '../labels';
import type { ReplayUi } from '../state/reducer';
import { replayControls } from '../state/session';
import './replay.css';


/** The buttons' arrows, drawn pointing left to right (mirrored in right-to-left languages by replay.css): no font needed. */
const GLYPHS = {
  first: <><rect x="2" y="3" width="2" height="10" /><path d="M13 3 5 8l8 5z" /></>,
  prev: <path d="M12 3 4 8l8 5z" />,
  next: <path d="M4 3l8 5-8 5z" />,
  last: <><path d="M3 3l8 5-8 5z" /><rect x="12" y="3" width="2" height="10" /></>,
};

/** The replay bar. */
export function ReplayBar({ replay, view }: { replay: ReplayUi; view: PlayerView }) {
  const { t } = useTranslation();
  const { step, total } = replay;
  const go = (k: number) => replayControls.go(k);
  // Left and right arrows step back and forth (right to left: mirrored); the slider and the
  // picker keep their own arrow keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
      if (keyGoesElsewhere(e)) return; // a form field, or the rules dialog over the page
      const forward = (e.key === 'ArrowRight') !== (document.documentElement.dir === 'rtl');
      e.preventDefault();
      replayControls.go(step + (forward ? 1 : -1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);
  const viewerValue = replay.viewer === 'spectator' ? 'spectator' : String(replay.viewer);
  const button = (key: 'first' | 'prev' | 'next' | 'last', to: number, disabled: boolean) => (
    <button type="button" className={`replay-${key}`} aria-label={t(`replay.${key}`)} title={t(`replay.${key}`)} disabled={disabled} onClick={() => go(to)}>
      <svg className="glyph" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">{GLYPHS[key]}</svg>
    </button>
  );
  return (
    <div className="replay-bar" role="group" aria-label={t('replay.controls')} data-step={step} data-total={total}>
      <div className="replay-steps">
        {button('first', 0, step === 0)}
        {button('prev', step - 1, step === 0)}
        <output className="replay-count" aria-live="polite">{t('replay.step', { k: step, n: total })}</output>
        {button('next', step + 1, step === total)}
        {button('last', total, step === total)}
      </div>
      <input type="range" className="replay-slider" min={0} max={total} step={1} value={step} aria-label={t('replay.slider')}
        aria-valuetext={t('replay.step', { k: step, n: total })} onChange={(e) => go(Number(e.target.value))} />
      <label className="replay-viewer">
        <span>{t('replay.seenBy')}</span>{' '}
        <select value={viewerValue} onChange={(e) => replayControls.see(e.target.value === 'spectator' ? 'spectator' : (Number(e.target.value) as Viewer))}>
          <option value="spectator">{t('replay.spectator')}</option>
          {Array.from({ length: replay.seats }, (_, seat) => (
            <option key={seat} value={seat}>{t('replay.seatAs', { n: seat + 1, name: actorName(view, seat, t) })}</option>
          ))}
        </select>
      </label>
      <span className="replay-keys small muted">{t('replay.keysHint')}</span>
    </div>
  );
}
