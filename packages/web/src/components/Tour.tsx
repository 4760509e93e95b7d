// The tour of the game screen (tour.ts): a card at a time, the part of the screen it speaks of lit
// by a ring, the rest dimmed (drawn over the page, never catching a click, so the game stays
// playable), Back, Next and "Skip the tour"; Esc closes it. It opens by itself at the first game
// of this device (not while a pass-and-play screen hides the table, nor in a replay or after the
// end), and again from the rules dialog. Closing it in any way marks it taken.
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { keyGoesElsewhere } from '../keys';
import { formatNumber } from '../labels';
import { onTourStart, startTour, stepsOnScreen, tourPending, type TourStep } from './tour';
import './tour.css';

/** Where the ring and the card go: the lit part's box (none: the card in the middle of the window) and the card's place beside it. */
interface Place { box: { left: number; top: number; width: number; height: number } | null; card?: CSSProperties }

const PAD = 6;

/**
 * The box around the part `step` points at, clipped to the window, and the place of the card
 * (`cardWidth` wide) beside it: under the part's middle, inside the window, below the part or, when
 * the part is low on the screen, above it.
 */
function placeOf(step: TourStep, cardWidth: number): Place {
  const el = step.target ? document.querySelector(step.target) : null;
  if (!el) return { box: null };
  const W = window.innerWidth, H = window.innerHeight;
  const r = el.getBoundingClientRect();
  const left = Math.max(0, r.left - PAD), top = Math.max(0, r.top - PAD);
  const box = { left, top, width: Math.max(0, Math.min(W, r.right + PAD) - left), height: Math.max(0, Math.min(H, r.bottom + PAD) - top) };
  const cardLeft = Math.min(W - cardWidth - 8, Math.max(8, left + box.width / 2 - cardWidth / 2));
  const above = top + box.height / 2 > H / 2;
  return { box, card: { left: cardLeft, ...(above ? { bottom: Math.max(8, H - top + 10) } : { top: Math.min(H - 160, top + box.height + 10) }) } };
}

/** The tour; `auto`: open it by itself now unless this device has taken it; `hidden`: the table is hidden (pass and play's hand-over screen), so it closes. */
export function Tour({ auto, hidden, target }: { auto: boolean; hidden: boolean; target: number }) {
  const { t, i18n } = useTranslation();
  const [steps, setSteps] = useState<TourStep[] | null>(null);
  const [at, setAt] = useState(0);
  const [place, setPlace] = useState<Place>({ box: null });
  const next = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLElement>(null);

  useEffect(() => onTourStart(() => { setSteps(stepsOnScreen(document)); setAt(0); }), []);
  useEffect(() => { if (auto && tourPending().on()) startTour(); }, [auto]);
  useEffect(() => { if (hidden) setSteps(null); }, [hidden]); // not over the hand-over screen (still to be taken)

  const step = steps?.[at] ?? null;
  const close = () => { tourPending().set(false); setSteps(null); };
  // Light the part, scrolled into view, and follow it when the window changes.
  useLayoutEffect(() => {
    if (!step) return;
    const el = step.target ? document.querySelector(step.target) : null;
    el?.scrollIntoView({ block: 'nearest' });
    const follow = () => setPlace(placeOf(step, card.current?.offsetWidth ?? 400));
    follow();
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => { window.removeEventListener('resize', follow); window.removeEventListener('scroll', follow, true); };
  }, [step]);
  useEffect(() => { if (step) next.current?.focus({ preventScroll: true }); }, [step]);
  useEffect(() => {
    if (!step) return;
    const key = (e: KeyboardEvent) => { if (e.key === 'Escape' && !keyGoesElsewhere(e)) close(); };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [step]);

  if (!steps || !step) return null;
  const last = at === steps.length - 1;
  const n = (x: number) => formatNumber(x, i18n.language);
  const box = place.box;
  const W = window.innerWidth, H = window.innerHeight;
  return (
    <>
      {/* The rest of the page dimmed around a hole over the part (a path, even-odd: a huge box-shadow is not drawn on every phone), and a ring round the part. */}
      <svg className="tour-dim" aria-hidden="true" width="100%" height="100%">
        <path fillRule="evenodd" d={`M0 0H${W}V${H}H0Z${box ? `M${box.left} ${box.top}h${box.width}v${box.height}h${-box.width}Z` : ''}`} />
      </svg>
      {box && <div className="tour-spot" aria-hidden="true" style={{ left: box.left, top: box.top, width: box.width, height: box.height }} />}
      <section ref={card} className={`tour-card ${box ? 'beside' : 'middle'}`} role="dialog" aria-modal="false" aria-labelledby="tour-title" aria-describedby="tour-text"
        data-step={step.id} style={place.card}>
        <p className="tour-count">{t('tour.count', { n: n(at + 1), of: n(steps.length) })}</p>
        <h2 id="tour-title">{t(`tour.${step.id}.title`)}</h2>
        <p id="tour-text">{t(`tour.${step.id}.text`, { target })}</p>
        <p className="tour-actions">
          <button type="button" className="tour-skip" onClick={close}>{t('tour.skip')}</button>
          <span>
            {at > 0 && <button type="button" onClick={() => setAt(at - 1)}>{t('tour.back')}</button>}{' '}
            <button type="button" className="primary" ref={next} onClick={() => (last ? close() : setAt(at + 1))}>{last ? t('tour.done') : t('tour.next')}</button>
          </span>
        </p>
      </section>
    </>
  );
}
