// The prompt: what is asked, of whom, under which rule, and the legal actions as buttons.
// Move destinations are grouped (they are also clickable on the board). Keys 1–9 press the
// first nine choices; the rule behind the prompt is summarised below it. While the table allows
// it, an Undo button takes back the player's last action of the turn. While others decide, the
// log's newest lines show under the question. In a game against bots, Hint asks what the normal
// bot would choose (from the player's own view) and marks that choice.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cardEffect, FIGHT_CARDS, sameAction } from '@wl/engine';
import type { Action, PlayerView } from '@wl/engine';
import type { LogEntry, Refusal } from '../state/reducer';
import { actionLabel, actorName, cardShort, fightCardEffect, formatNumber, isolate, nameInSentence, promptTitle, refusalText } from '../labels';
import { storyTitle } from '../story-text';
import { handWith } from '../poker-words';
import { RecentLines } from './Log';
import { RecapLine } from './RecapLine';
import { withBdi } from './bdi';
import { RulesPanel } from './RulesPanel';
import { KeepTokens } from './KeepTokens';
import { choiceButtons, choiceKey, keyGoesElsewhere } from '../keys';

const BOARD_TYPES = new Set(['move', 'chooseStartSpace', 'moveSheriff']);
const NPC = { bandit: 1, guard: 1, sheriff: 1 };
/** Choices made face down: confirmed before they are sent (UI.md). */
const HIDDEN_KINDS = new Set(['placeFightCard', 'fleeOrFight', 'pokerChoose', 'chooseNpcCard']);
/** True when the action is a face-down choice that asks for a confirmation first. */
export const isHidden = (kind: string, a: Action) => HIDDEN_KINDS.has(kind) && (a.type === 'playCard' || a.type === 'chooseFightCard');

/** The prompt panel. */
export function PromptPanel({ view, legal, refusal, onAct, autoPass, onAutoPass, pending, onSelect, watching = false, onUndo, onHint, hint = null, log = [], recap = false }: {
  view: PlayerView; legal: readonly Action[]; refusal: Refusal | null; onAct: (a: Action) => void; autoPass: boolean; onAutoPass?: (on: boolean) => void;
  pending: Action | null; onSelect: (a: Action | null) => void;
  /** Takes back the player's last action; given only while the table allows it (its own turn, nothing revealed since). */
  onUndo?: () => void;
  /** Asks what the normal bot would choose (offline games only); `hint` is its answer for this decision, marked among the choices. */
  onHint?: () => void;
  hint?: Action | null;
  /** The log, newest first: its last lines show while others decide. */
  log?: readonly LogEntry[];
  /** A replay: only whose decision it was, never choices. */
  watching?: boolean;
  /** Online: the viewer's decisions show what changed since their last turn (RecapLine). */
  recap?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const p = view.prompt;
  const mine = !watching && !!p && !!view.you && p.seat === view.you.seat;
  const ref = useRef<HTMLElement>(null);
  // A new decision of ours takes the focus unless the player is busy elsewhere (board, hand).
  useEffect(() => {
    const el = ref.current;
    if (!mine || !el) return;
    const a = document.activeElement;
    if (!a || a === document.body || el.contains(a)) el.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [mine, view.seq]);
  // Keys 1–9 (in any script, keys.ts): the n-th choice on view; a folded list of destinations has no keys.
  useEffect(() => {
    if (!mine) return;
    const onKey = (e: KeyboardEvent) => {
      const n = e.altKey || e.ctrlKey || e.metaKey ? null : choiceKey(e);
      if (n === null || keyGoesElsewhere(e)) return;
      const b = choiceButtons(ref.current)[n - 1];
      if (b) { e.preventDefault(); b.click(); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mine]);
  // Ctrl+Z or ⌘Z (by the key's place, so every keyboard layout has it): Undo while the table allows it.
  useEffect(() => {
    if (!onUndo) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.code !== 'KeyZ' || keyGoesElsewhere(e)) return;
      e.preventDefault();
      onUndo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onUndo]);
  if (!p) return <section className="prompt" aria-live="polite"><h2>{t('score.title')}</h2></section>;
  const offered = view.choice?.kind === 'moveDisc' ? view.choice.about : null; // the story the moved disc would go on (R14.4)
  const offeredStory = offered === 0 || offered === 1 ? view.stories[offered] : null;
  if (!mine) {
    return (
      <section className="prompt waiting" aria-live="polite" id="prompt" ref={ref}>
        <p className="waiting-for">{watching ? t('replay.deciding', { name: isolate(actorName(view, p.seat, t)) }) : t('game.waitingFor', { name: nameInSentence(view, p.seat, t) })}</p>
        <p className="prompt-kind">{promptTitle(p.kind, t)} · <span className="rule">{t('game.rule', { id: p.rule })}</span></p>
        <RecentLines view={view} log={log} />
        <RulesPanel rule={p.rule} />
      </section>
    );
  }
  const boardActs = legal.filter((a) => BOARD_TYPES.has(a.type));
  const others = legal.filter((a) => !BOARD_TYPES.has(a.type));
  const hinted = (a: Action) => hint !== null && sameAction(a, hint);
  const button = (a: Action, i: number) => (
    <button key={i} type="button" className={`act act-${a.type}${hinted(a) ? ' hinted' : ''}`} data-action={JSON.stringify(a)} onClick={() => (isHidden(p.kind, a) ? onSelect(a) : onAct(a))}>
      {i < 9 && <kbd className="key" aria-hidden="true">{formatNumber(i + 1, i18n.language)}</kbd>}
      {a.type === 'chooseFightCard' ? (
        <><strong>{formatNumber(FIGHT_CARDS[a.card].value, i18n.language)}</strong> <small>{fightCardEffect(a.card, t)}</small></>
      ) : a.type === 'keepCharacter' ? (
        <><span>{actionLabel(a, view, t)}</span> <small className="ability-text" dir="auto">{t(`ability.${a.character}`)}</small></>
      ) : 'card' in a ? (
        <><strong className={`suit-${a.card.slice(-1)}`}>{cardShort(a.card)}</strong> {actionLabel(a, view, t).replace(cardShort(a.card) + ' ', '')} <small className={`etype etype-${cardEffect(a.card).type}`}>{t(`effectType.${cardEffect(a.card).type}`)}</small>
          {p.kind === 'pokerChoose' && view.poker && <small className="makes">{t('game.makesHand', { hand: handWith([...view.poker.yourChosen, a.card], view.poker.flop, t) })}</small>}</>
      ) : actionLabel(a, view, t)}
    </button>
  );
  return (
    <section className="prompt mine" aria-live="polite" id="prompt" data-kind={p.kind} ref={ref}>
      <h2 tabIndex={-1}>{p.kind === 'chooseNpcCard' && view.fight && view.fight.kind in NPC
        ? t('prompt.chooseNpcCardFor', { npc: t(`npc.${view.fight.kind}`), name: nameInSentence(view, view.fight.attacker, t) })
        : offeredStory !== null
          ? t('prompt.moveDiscOnto', { story: storyTitle(offeredStory, t) })
          : promptTitle(p.kind, t)}</h2>
      <p className="prompt-meta">
        <span className="rule">{t('game.rule', { id: p.rule })}</span>
        {p.kind === 'action' && <span> · {t('game.actionsLeft', { n: view.actionsLeft })}</span>}
        <span className="keys-hint"> · {t('ui.keysHint')}</span>
        {onUndo && <button type="button" className="undo" title={t('game.undoHint')} onClick={onUndo}>↶ {t('game.undo')}</button>}
        {onHint && !hint && <button type="button" className="hint-ask" title={t('game.hintTitle')} onClick={onHint}>{t('game.hint')}</button>}
      </p>
      {recap && <RecapLine view={view} log={log} />}
      {hint && <p className="hint-line" role="status">{withBdi(t('game.hintSays', { choice: isolate(actionLabel(hint, view, t)) }))}</p>}
      {refusal && <p className="refusal" role="alert">{t('game.refused', { message: refusalText(refusal, t), rule: refusal.rule })}</p>}
      {pending ? (
        <div className="confirm" role="group" aria-label={t('game.confirmTitle')}>
          <p>{t('game.confirmTitle')}: <strong>{actionLabel(pending, view, t)}</strong></p>
          <button type="button" className="primary confirm-yes" autoFocus onClick={() => onAct(pending)}>{t('game.confirm')}</button>{' '}
          <button type="button" className="confirm-no" onClick={() => onSelect(null)}>{t('game.cancel')}</button>
        </div>
      ) : p.kind === 'keepTokens' ? <KeepTokens view={view} legal={others} onAct={onAct} /> : <div className="choices">{others.map(button)}</div>}
      {p.kind === 'reaction' && onAutoPass && ( // not on a shared device: the table passes those windows itself (state/offline.ts)
        <label className="autopass">
          <input type="checkbox" checked={autoPass} onChange={(e) => onAutoPass(e.target.checked)} /> {t('game.autoPass')}
        </label>
      )}
      {boardActs.length > 0 && (
        <details className="board-choices" open={boardActs.length <= 6 || boardActs.some(hinted)}>
          <summary>{t('game.moveTo')} <small>{t('game.orClickBoard')}</small></summary>
          <div className="choices">{boardActs.map((a, i) => button(a, others.length + i))}</div>
        </details>
      )}
      <RulesPanel rule={p.rule} />
    </section>
  );
}
