// The Goal variant's panel (R21, R23): the viewer's own secret goals with their conditions in
// words, every player's completed (revealed) goals, their kept Legendary tokens and the supply.
// Shown only in goal games, in the "you" column (and as its own tab on phones).
import { useTranslation } from 'react-i18next';
import { GOAL_CARDS } from '@wl/engine';
import type { GoalId, PlayerView, TokenValue } from '@wl/engine';
import { formatNumber, playerName } from '../labels';
import { goalCondition, goalTitle } from '../modes-labels';
import { SeatBadge } from './shapes';
import './modes.css';

/** One Legendary token, face up: its value in LP. */
export function Token({ v }: { v: TokenValue | number }) {
  const { t, i18n } = useTranslation();
  const label = t('goals.tokenValue', { n: v });
  return <span className={`token-chip v${v}`} role="img" aria-label={label} title={label}>{formatNumber(v, i18n.language)}</span>;
}

/** A row of face-up tokens, with their total (or "none"). */
export function Tokens({ values }: { values: readonly number[] }) {
  const { t } = useTranslation();
  if (!values.length) return <span className="muted small">{t('goals.noTokens')}</span>;
  const total = values.reduce((a, b) => a + b, 0);
  return (
    <span className="tokens">
      {values.map((v, i) => <Token key={i} v={v} />)}
      <span className="small muted"> {t('goals.tokenTotal', { n: total })}</span>
    </span>
  );
}

/**
 * A goal card: title, condition and when it counts; `secret` for the viewer's own unrevealed
 * ones, with `have` the progress of a counting goal (C, T) so far.
 */
function Goal({ id, secret, have }: { id: GoalId; secret?: boolean; have?: number }) {
  const { t } = useTranslation();
  const c = GOAL_CARDS[id]?.condition;
  const kind = c?.kind;
  const need = c && (c.kind === 'C' || c.kind === 'T') ? c.count : 0;
  return (
    <li className={`goal${secret ? ' secret' : ' done'}`} data-goal={id}>
      <span className="goal-head">
        {!secret && <span className="goal-check" aria-hidden="true">✔</span>}
        <strong>{goalTitle(id, t)}</strong>
        {kind && <small className="goal-kind">{t(`goals.kind.${kind}`)}</small>}
      </span>
      <span className="goal-cond">{goalCondition(id, t)}</span>
      {secret && need > 1 && <span className="goal-progress small">{t('goals.progress', { have: have ?? 0, need })}</span>}
    </li>
  );
}

/** The goals panel; nothing outside goal games. */
export function GoalsPanel({ view }: { view: PlayerView }) {
  const { t } = useTranslation();
  const g = view.goals;
  if (!g) return null;
  const me = view.you?.seat;
  const n = view.players.length;
  // The viewer first, then the others in seat order after them.
  const order = view.players.map((p) => p.seat).sort((a, b) => ((a - (me ?? 0) + n) % n) - ((b - (me ?? 0) + n) % n));
  const anyDone = g.players.some((p) => p.done.length > 0);
  return (
    <section className="goals-panel" aria-labelledby="goals-title">
      <h2 id="goals-title">{t('goals.title')}</h2>
      {view.you && (
        <>
          <h3>{t('goals.yours')}</h3>
          {g.yours.length
            ? <ul className="goal-list">{g.yours.map((id) => <Goal key={id} id={id} secret have={g.players[me!]?.progress[id]} />)}</ul>
            : <p className="muted small">{t('goals.allDone')}</p>}
        </>
      )}
      <h3>{t('goals.completed')}</h3>
      {!anyDone && <p className="muted small">{t('goals.noneCompleted')}</p>}
      <ul className="goal-players">
        {order.map((seat) => {
          const p = g.players[seat];
          if (!p) return null;
          return (
            <li key={seat} className="goal-player" data-seat={seat}>
              <span className="goal-player-head">
                <SeatBadge seat={seat} />
                <strong>{playerName(view, seat, t)}</strong>
                <span className="small muted">{t('goals.secretLeft', { n: p.secretCount })}</span>
                {p.tokens.length > 0 && <span className="goal-player-tokens" aria-label={t('goals.tokens')}><Tokens values={p.tokens} /></span>}
              </span>
              {p.done.length > 0 && <ul className="goal-list">{p.done.map((id) => <Goal key={id} id={id} />)}</ul>}
            </li>
          );
        })}
      </ul>
      <p className="goal-supply small">
        <span className="token-chip back" aria-hidden="true">?</span> {t('goals.supply', { n: g.supplySize })}
      </p>
      <p className="small muted goal-reward">{t('goals.reward')}</p>
    </section>
  );
}
