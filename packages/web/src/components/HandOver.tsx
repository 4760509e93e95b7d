// Pass and play (state/offline.ts): the screen that stands between two people sharing the device.
// Behind it the table shows only what everyone may see (the spectator's view); the person it
// names takes the device and opens their own view with its one button.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@wl/engine';
import { isolate, promptTitle } from '../labels';
import type { HandOver as Who } from '../state/reducer';
import { table } from '../state/session';
import { SeatBadge } from './shapes';

/** The hand-over screen for `who`, over the table's public view `view`. */
export function HandOver({ who, view }: { who: Who; view: PlayerView }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [who.seat]);
  const name = isolate(who.name);
  const asked = view.prompt ? promptTitle(view.prompt.kind, t) : null; // the decision they are called to (the table hands over only for one)
  return (
    <div className="overlay hand-over-screen">
      <section className="hand-over" role="dialog" aria-modal="true" aria-labelledby="hand-over-title" data-seat={who.seat}>
        <SeatBadge seat={who.seat} size={40} />
        <h2 id="hand-over-title">{t('hotseat.passTo', { name })}</h2>
        {asked && <p className="asked">{t('hotseat.asked', { name, what: asked })}</p>}
        <p className="muted">{t('hotseat.private', { name })}</p>
        <button ref={button} type="button" className="primary big" onClick={() => table.reveal()}>{t('hotseat.reveal', { name })}</button>
        <button type="button" className="leave" onClick={() => table.leave()}>{t('game.home')}</button>
      </section>
    </div>
  );
}
