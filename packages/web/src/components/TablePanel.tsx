// What is happening on the table beside the prompt: the fight in progress (face-down cards that
// flip when revealed), the poker game (flop and participants) and the latest dice roll.
import { useTranslation } from 'react-i18next';
import { FIGHT_CARDS } from '@wl/engine';
import type { CardId, FightCardId, PlayerView, Seat } from '@wl/engine';
import { gameLines, type LogEntry } from '../state/reducer';
import { fightCardEffect, formatNumber, isolate, playerName } from '../labels';
import { Card } from './Hand';
import { SeatBadge } from './shapes';
import { handWith } from '../poker-words';

/** The back of a face-down card. */
function Back({ label }: { label: string }) {
  return <div className="card small back" role="img" aria-label={label}><span aria-hidden="true">✦</span></div>;
}

function FightCard({ id }: { id: FightCardId }) {
  const { t, i18n } = useTranslation();
  const effect = fightCardEffect(id, t);
  const value = formatNumber(FIGHT_CARDS[id].value, i18n.language);
  return (
    <div className="card small fight-card flip" role="img" aria-label={`${t('ui.npcCard')} ${value}: ${effect}`}>
      <span className="rank">{value}</span>
      <span className="etext">{effect}</span>
    </div>
  );
}

function Side({ view, seat, npc, card, placed, fightCard, drawn }: {
  view: PlayerView; seat: Seat | null; npc?: string; card: CardId | null; placed: boolean; fightCard?: FightCardId | null; drawn?: number;
}) {
  const { t } = useTranslation();
  const name = seat !== null ? playerName(view, seat, t) : npc === 'mib' ? playerName(view, 'mib', t) : t(`npc.${npc}`);
  return (
    <div className="fight-side">
      <p className="who">{seat !== null ? <SeatBadge seat={seat} /> : npc === 'mib' && <SeatBadge seat="mib" />} {name}</p>
      {card ? <Card card={card} small key={card} />
        : fightCard ? <FightCard id={fightCard} key={fightCard} />
          : placed || (drawn ?? 0) > 0 ? <Back label={t('ui.faceDown')} />
            : <div className="card small empty">{t('ui.notPlaced')}</div>}
      {drawn !== undefined && drawn > 0 && !fightCard && <p className="muted small">{t('ui.drawnFor', { n: drawn })}</p>}
    </div>
  );
}

function Fight({ view }: { view: PlayerView }) {
  const { t, i18n } = useTranslation();
  const f = view.fight!;
  const num = (n: number) => formatNumber(n, i18n.language);
  const npc = f.target === null;
  const win = f.winner === 'attacker' ? playerName(view, f.attacker, t) : f.winner === 'target' ? (f.target !== null ? playerName(view, f.target, t) : f.manInBlack ? playerName(view, 'mib', t) : t(`npc.${f.kind}`)) : null;
  return (
    <div className="fight-view" aria-label={t('ui.fight')}>
      <h2>{t(`fightTitle.${f.kind}`)}</h2>
      <div className="fight-row">
        <Side view={view} seat={f.attacker} card={f.attackerCard} placed={f.attackerPlaced} />
        <span className="vs" aria-hidden="true">{f.revealed && f.attackerValue !== null ? `${num(f.attackerValue)} : ${f.targetValue !== null ? num(f.targetValue) : '–'}` : t('ui.versus')}</span>
        {npc
          ? <Side view={view} seat={null} npc={f.manInBlack ? 'mib' : f.kind} card={null} placed={false} fightCard={f.npcCard} drawn={f.drawnCount} />
          : <Side view={view} seat={f.target} card={f.targetCard} placed={f.targetPlaced} />}
      </div>
      {f.revealed && win && <p className="fight-result">{t('ui.winner', { name: isolate(win) })}</p>}
    </div>
  );
}

function Poker({ view }: { view: PlayerView }) {
  const { t } = useTranslation();
  const pk = view.poker!;
  return (
    <div className="poker-view">
      <h2>{t('game.poker')} <span className="pot">{t('ui.pot', { money: t('stat.moneyValue', { n: pk.pot }) })}</span></h2>
      <p className="who">{pk.participants.map((s) => <SeatBadge key={s} seat={s} />)} {pk.participants.map((s) => playerName(view, s, t)).join(', ')}
        {pk.dealer !== null && ` · ${t('ui.dealer', { n: pk.dealerCards })}`}</p>
      <p className="small flop-label">{t('game.flop')}</p>
      <div className="cards">{pk.flop.map((c) => <Card key={c} card={c} small />)}{pk.flop.length === 0 && [0, 1, 2].map((i) => <Back key={i} label={t('ui.faceDown')} />)}</div>
      {pk.yourChosen.length > 0 && <p className="small">{t('game.yourChosen')} · <strong className="your-hand">{t('game.yourHandNow', { hand: handWith(pk.yourChosen, pk.flop, t) })}</strong></p>}
      {pk.yourChosen.length > 0 && <div className="cards">{pk.yourChosen.map((c) => <Card key={c} card={c} small />)}</div>}
    </div>
  );
}

/** The newest dice roll among the last log lines, if any. */
function lastRoll(log: readonly LogEntry[]): { id: number; seat?: Seat; faces: string[] } | null {
  for (const l of gameLines(log, 12)) {
    if (l.event.type === 'diceRolled' && Array.isArray(l.event.data?.faces)) return { id: l.id, seat: l.event.seat, faces: l.event.data.faces as string[] };
  }
  return null;
}

/** One prospecting die showing a face. */
export function Die({ face }: { face: string }) {
  const { t } = useTranslation();
  const glyph: Record<string, string> = { nugget: '●', tailings: '$', 'gold-dust': '$↻', gravel: '✕' };
  return <span className={`die face-${face}`} role="img" aria-label={t(`dieFace.${face}`, { defaultValue: face })} title={t(`dieFace.${face}`, { defaultValue: face })}>{glyph[face] ?? '?'}</span>;
}

/** The table panel; nothing when no fight, poker or recent roll is on. */
export function TablePanel({ view, log }: { view: PlayerView; log: readonly LogEntry[] }) {
  const { t } = useTranslation();
  const roll = lastRoll(log);
  const fight = view.fight && !view.fight.cancelled;
  if (!fight && !view.poker && !roll) return null;
  return (
    <section className="table-panel" aria-live="polite">
      {fight && <Fight view={view} />}
      {view.poker && <Poker view={view} />}
      {roll && (
        <div className="dice-view" key={roll.id}>
          <span className="small">{t('ui.dice')}{roll.seat !== undefined ? ` · ${playerName(view, roll.seat, t)}` : ''}</span>
          {roll.faces.map((f, i) => <Die key={i} face={f} />)}
        </div>
      )}
    </section>
  );
}
