// The game screen (UI.md): players, board with the stories, you; tracks and the prompt with its
// rule; hand and log. On phones the board fills the screen, the prompt is a bottom sheet and
// hand, players and log are tabs. The DOM order is the focus order: prompt first, then board.
// A replay (`/r/<match>`) shows the same screen read-only, with its controls in the bar.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, CardId, PlayerView } from '@wl/engine';
import { store, table } from '../state/session';
import { useStore } from '../state/store';
import { awaitsMe, type LogEntry, type Speed, type Tab } from '../state/reducer';
import { chatSentence, formatNumber, isolate, nameInSentence, promptTitle, winnerList } from '../labels';
import { Board } from './Board';
import { Hand } from './Hand';
import { LanguagePicker } from './LanguagePicker';
import { Log } from './Log';
import { withBdi } from './bdi';
import { chatSeats, type MuteControl } from './Chat';
import { withoutMuted } from '../state/mute';
import { setMotion, systemReducesMotion, useMotion } from './motion';
import { playTurnCue, setSound, useSound } from './sound';
import { canNotify, notifyBlocked, notifyTurn, setNotify, useNotify, useWorkerNotify } from './notify';
import { Players } from './Players';
import { GoalsPanel } from './GoalsPanel';
import { ManInBlack } from './ManInBlack';
import { isHidden, PromptPanel } from './PromptPanel';
import { ReplayBar } from './ReplayBar';
import { RulesButton } from './RulesGuide';
import { Scores } from './Scores';
import { HandOver } from './HandOver';
import { Tour } from './Tour';
import { Stories } from './Stories';
import { TablePanel } from './TablePanel';
import { Tracks } from './Tracks';
import { YouPanel } from './YouPanel';
import { SeatBadge } from './shapes';
import { BotForMe } from './LobbyBar';
import './game.css';
import './sideways.css';

const TABS: Tab[] = ['prompt', 'hand', 'players', 'log'];

/** Says the newest chat line of another player to screen readers (a live region, present whatever tab is open). */
function ChatAnnouncer({ log, seat }: { log: readonly LogEntry[]; seat: number | null }) {
  const { t } = useTranslation();
  const line = log.find((l) => l.event.type === 'chat' && l.event.seat !== seat);
  return <p className="sr-only" aria-live="polite" data-chat={line?.id}>{line && withBdi(chatSentence(line.event, t))}</p>;
}

/** The bots' speed during a game against them (Watchable or Instant). */
function SpeedPicker({ speed }: { speed: Speed }) {
  const { t } = useTranslation();
  return (
    <label className="speed-pick">{t('home.speed')}{' '}
      <select value={speed} onChange={(e) => table.setSpeed(e.target.value as Speed)}>
        <option value="normal">{t('home.speedNormal')}</option>
        <option value="fast">{t('home.speedFast')}</option>
      </select>
    </label>
  );
}

/** A checkbox of the bar: a preference of this device. */
function BarToggle({ label, checked, disabled = false, onChange, className = '', title }: { label: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void; className?: string; title?: string }) {
  return (
    <label className={`motion-toggle ${className}`.trim()} title={title}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/** The turn cue's toggle (online games: a chime when the game comes to you). */
function SoundToggle() {
  const { t } = useTranslation();
  return <BarToggle label={t('ui.sound')} checked={useSound()} onChange={setSound} />;
}

/** The bar's switches of this device (animations, sound, notifications): in the bar on a wider screen; on a phone behind one "Settings" button, so that the bar keeps to its two rows. */
function BarSettings({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => { // closed again by a press elsewhere or Escape
    if (!open) return;
    const away = (e: Event) => { if (!box.current?.contains(e.target as Node)) setOpen(false); };
    const esc = (e: KeyboardEvent) => { if (e.key === 'Escape') setOpen(false); }; // also from its own switches (keyGoesElsewhere would leave those out)
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', esc);
    return () => { document.removeEventListener('pointerdown', away); document.removeEventListener('keydown', esc); };
  }, [open]);
  return (
    <span ref={box} className={`bar-settings${open ? ' open' : ''}`}>
      <button type="button" className="bar-settings-button" aria-expanded={open} onClick={() => setOpen(!open)}>{t('ui.settings')}</button>
      <span className="bar-settings-body">{children}</span>
    </span>
  );
}

/** The system notification's toggle (online games, where the browser has them: "your turn" while the page is not in view; on phones, whose browsers show a page's notifications only through a service worker, only where the page's runs). */
function NotifyToggle() {
  const { t } = useTranslation();
  const on = useNotify(); // hooks, before any early return
  const worker = useWorkerNotify();
  if (!canNotify()) return null;
  const blocked = notifyBlocked(); // refused once: only the browser's site settings can allow it again
  return <BarToggle label={t('ui.notify')} checked={on} disabled={blocked} title={blocked ? t('ui.notifyBlocked') : undefined} onChange={(x) => void setNotify(x)} className={`notify-toggle${worker ? ' via-worker' : ''}`} />;
}

/** The animation toggle (disabled while the system asks for reduced motion). */
function MotionToggle() {
  const { t } = useTranslation();
  return <BarToggle label={t('ui.motion')} checked={useMotion().on} disabled={systemReducesMotion()} onChange={setMotion} />;
}

/** The bar's line: the round and whose turn it is (on a shared device, pass and play, "Bea, your turn"), or the game's end. */
function TurnLine({ view, shared }: { view: PlayerView; shared: boolean }) {
  const { t, i18n } = useTranslation();
  if (view.finished) {
    return <p className="turn-line"><strong>{t('game.over')}</strong> · {t('score.winner', { names: winnerList(view, t, i18n.language) })}</p>;
  }
  return (
    <p className="turn-line">
      <strong>{t('game.round', { n: view.round })}</strong> · <SeatBadge seat={view.turnSeat} size={14} />{' '}
      {view.turnSeat !== view.you?.seat ? t('game.turnOf', { name: nameInSentence(view, view.turnSeat, t) })
        : shared ? t('hotseat.yourTurn', { name: isolate(view.players[view.turnSeat].name) }) : t('game.yourTurnNow')}
      {view.endTriggeredRound !== null && <span className="alert"> · {t('game.endTriggered')}</span>}
    </p>
  );
}

/** The game screen. */
export function Game() {
  const { t, i18n } = useTranslation();
  const s = useStore(store, (x) => x);
  const view = s.view!;
  const watching = s.replay !== null; // a replay: nothing to choose
  const act = (a: Action) => { if (!watching) table.act(a); };
  const mine = awaitsMe(s);
  // Online, the chat of the seats this device muted is not shown (mute.ts); the players' panel has the switches.
  const log = s.online ? withoutMuted(s.log, s.online.muted) : s.log;
  const mute: MuteControl | undefined = s.online && !watching ? { muted: s.online.muted, spoke: chatSeats(s.log), onMute: table.mute } : undefined;
  // Online, a chime when the game comes to us after others played, or when the match we waited for starts with our decision
  // (its version 0); not on loading a page that already waits for us.
  const wasMine = useRef(mine && !(s.online?.sawWaiting && s.online.v === 0));
  useEffect(() => {
    if (mine && !wasMine.current && s.online) {
      playTurnCue();
      notifyTurn(`${t('game.yourTurn')} · ${t('app.title')}`, view.prompt ? promptTitle(view.prompt.kind, t) : '', `wl-${s.online.tableId}`);
    }
    wasMine.current = mine;
  }, [mine, s.online]);
  // The final scoring opens over the table at the end; put aside, a button in the bar brings it back.
  const [scoresOpen, setScoresOpen] = useState(true);
  useEffect(() => { if (view.finished) setScoresOpen(true); }, [view.finished]);
  const sheet = useRef<HTMLDivElement>(null);
  const [sheetOpen, setSheetOpen] = useState(true);
  // A new decision of ours opens the phone's bottom sheet again.
  useEffect(() => { if (mine) setSheetOpen(true); }, [mine, view.seq]);
  const root = useRef<HTMLElement>(null);
  // The phone layout leaves room under the board for the bottom sheet's current height.
  useEffect(() => {
    const el = sheet.current;
    if (!el) return;
    const ro = new ResizeObserver(() => root.current?.style.setProperty('--sheet-h', `${Math.ceil(el.getBoundingClientRect().height)}px`));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  // A card pressed in the hand: its one listed action (confirmed first when face down), or the
  // prompt, where the choices for that card are listed.
  const pick = (card: CardId) => {
    const acts = s.legal.filter((a) => 'card' in a && a.card === card);
    const only = acts.length === 1 && view.prompt ? acts[0] : null;
    if (only && !isHidden(view.prompt!.kind, only)) { act(only); return; }
    if (only) store.dispatch({ type: 'select', action: only });
    document.getElementById('prompt')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  // The first tab shows the board and the prompt; held sideways, where the board is always in view, it is the prompt's tab: "Play".
  const tabLabel: Record<Tab, ReactNode> = {
    prompt: <><span className="upright-only">{t('ui.board')}</span><span className="sideways-only">{t('ui.playTab')}</span></>,
    hand: t('game.hand'), players: t('game.players'), log: t('game.log'), goals: t('goals.tab'),
  };
  // Online, a seated player whose seat no bot plays yet may hand it to one (under the players' panel).
  const seat = s.online?.seat ?? null;
  const botForMe = s.online && seat !== null && s.online.conn === 'open' && !view.finished && !s.online.autoplay.includes(seat)
    ? <BotForMe onStandIn={() => table.standIn(seat)} /> : undefined;
  const tabs: Tab[] = view.goals ? [...TABS.slice(0, 2), 'goals', ...TABS.slice(2)] : TABS; // the Goal variant's tab (R21)
  return (
    <main ref={root} className={`game tab-${s.tab}${mine ? ' my-turn' : ''}${watching ? ' replaying' : ''}`} data-seq={view.seq} data-finished={view.finished}>
      {!view.finished && <a className="skip" href="#prompt">{t('app.skip')}</a>}
      <header className="bar">
        <h1>{t('app.title')}</h1>
        <TurnLine view={view} shared={s.shared} />
        <BarSettings>
          <MotionToggle />
          {s.online && <SoundToggle />}
          {s.online && <NotifyToggle />}
        </BarSettings>
        {!s.online && !watching && !view.finished && <SpeedPicker speed={s.speed} />}
        {view.finished && !watching && !scoresOpen && <button type="button" className="show-scores" onClick={() => setScoresOpen(true)}>{t('score.title')}</button>}
        <RulesButton />
        <LanguagePicker />
        <button type="button" onClick={() => table.leave()}>{t('game.home')}</button>
        {s.replay && <ReplayBar replay={s.replay} view={view} />}
      </header>
      <nav className="tabs" aria-label={t('ui.panels')}>
        {tabs.map((k) => (
          <button key={k} type="button" aria-pressed={s.tab === k} onClick={() => store.dispatch({ type: 'tab', tab: k })}>
            {tabLabel[k]}{k === 'hand' ? ` (${formatNumber(view.you?.hand.length ?? 0, i18n.language)})` : ''}
            {k === 'log' && !!s.online?.chatUnread && <span className="unread" title={t('chat.unread', { count: s.online.chatUnread })}><span aria-hidden="true">{formatNumber(s.online.chatUnread, i18n.language)}</span><span className="sr-only">{t('chat.unread', { count: s.online.chatUnread })}</span></span>}
          </button>
        ))}
      </nav>
      <div className={`sheet${sheetOpen ? '' : ' collapsed'}`} ref={sheet} id="sheet">
        <button type="button" className="sheet-handle" aria-expanded={sheetOpen} aria-controls="sheet" onClick={() => setSheetOpen(!sheetOpen)}>
          {sheetOpen ? t('ui.sheetHide') : t('ui.sheetShow')}
        </button>
        <TablePanel view={view} log={log} />
        {!view.finished && <PromptPanel view={view} legal={s.legal} refusal={s.refusal} onAct={act} autoPass={s.autoPass} onAutoPass={s.shared ? undefined : (on) => store.dispatch({ type: 'configure', autoPass: on })}
          pending={s.pending} onSelect={(a) => store.dispatch({ type: 'select', action: a })} watching={watching}
          onUndo={mine && s.canUndo ? table.undo : undefined} log={log}
          onHint={mine && !s.online ? table.hint : undefined} hint={s.hint} recap={!!s.online} />}
        {view.finished && watching && <Scores view={view} inline stats={table.stats} />}
      </div>
      <div className="board-wrap">
        <Board view={view} legal={s.legal} log={log} onAct={act} hint={s.hint} />
      </div>
      <div className="side-right"><YouPanel view={view} shared={s.shared} /><GoalsPanel view={view} /></div>
      <div className="side-left"><Players view={view} seats={s.online && !view.finished ? s.online.info?.seats : undefined} mute={mute} extra={botForMe} /><ManInBlack view={view} /><Stories view={view} /></div>
      <div className="tracks-wrap"><Tracks view={view} /></div>
      <div className="hand-wrap"><Hand cards={view.you?.hand ?? []} legal={mine ? s.legal : []} onPick={pick} /></div>
      {s.online && <ChatAnnouncer log={log} seat={s.online.seat} />}
      <div className="log-wrap"><Log view={view} log={log} onSay={s.online && s.online.seat !== null && !s.replay ? (said) => table.say(said) : undefined} /></div>
      {s.handOver && !view.finished && <HandOver who={s.handOver} view={view} />}
      <Tour auto={!watching && !view.finished && !s.handOver && view.you !== null} hidden={!!s.handOver} target={view.length} />
      {view.finished && !watching && scoresOpen && <Scores view={view} onAgain={() => table.again()} onClose={() => setScoresOpen(false)} replayOf={s.online?.match ?? null} stats={table.stats}
        onReplay={s.online ? undefined : table.watchOffline} download={table.gameFile} />}
    </main>
  );
}
