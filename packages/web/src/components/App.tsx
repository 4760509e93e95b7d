// The client: the home screen (play against bots now) and the game screen (board, prompt,
// players, hand, log; scoring at the end).
import { useTranslation } from 'react-i18next';
import type { Action, GameLength } from '@wl/engine';
import { LANGUAGES } from '../i18n';
import { store, table } from '../state/session';
import { useStore } from '../state/store';
import type { BotLevel, Speed, Tab } from '../state/reducer';
import { Board } from './Board';
import { Hand } from './Hand';
import { Log } from './Log';
import { Players } from './Players';
import { PromptPanel } from './PromptPanel';
import { Scores } from './Scores';
import { Status } from './Status';

function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="lang">
      <span>{t('app.language')}</span>{' '}
      <select value={i18n.language} onChange={(e) => void i18n.changeLanguage(e.target.value)}>
        {LANGUAGES.map((l) => <option key={l.code} value={l.code} lang={l.code}>{l.name}</option>)}
      </select>
    </label>
  );
}

function Home() {
  const { t } = useTranslation();
  const s = useStore(store, (x) => x);
  const loading = s.screen === 'loading';
  return (
    <main className="home">
      <header className="home-head"><h1>{t('app.title')}</h1><LanguagePicker /></header>
      <p className="tagline">{t('app.tagline')}</p>
      <button type="button" className="primary big" disabled={loading} onClick={() => void table.start()}>
        {loading ? t('home.loading') : t('home.playNow')}
      </button>
      <p className="muted">{t('home.playNowHint')}</p>
      <fieldset className="options">
        <label>{t('home.botLevel')}{' '}
          <select value={s.botLevel} onChange={(e) => store.dispatch({ type: 'configure', botLevel: e.target.value as BotLevel })}>
            {(['random', 'heuristic'] as const).map((b) => <option key={b} value={b}>{t(`bot.${b}`)}</option>)}
          </select>
        </label>
        <label>{t('home.length')}{' '}
          <select value={s.length} onChange={(e) => store.dispatch({ type: 'configure', length: Number(e.target.value) as GameLength })}>
            {([15, 20, 25] as const).map((l) => <option key={l} value={l}>{t('home.lengthValue', { lp: l })}</option>)}
          </select>
        </label>
        <label>{t('home.speed')}{' '}
          <select value={s.speed} onChange={(e) => store.dispatch({ type: 'configure', speed: e.target.value as Speed })}>
            <option value="normal">{t('home.speedNormal')}</option>
            <option value="fast">{t('home.speedFast')}</option>
          </select>
        </label>
      </fieldset>
      <p className="muted small">{t('home.online')}</p>
    </main>
  );
}

const TABS: Tab[] = ['prompt', 'hand', 'players', 'log'];

function Game() {
  const { t } = useTranslation();
  const s = useStore(store, (x) => x);
  const view = s.view!;
  const act = (a: Action) => table.act(a);
  const mine = !!view.prompt && view.prompt.seat === view.you?.seat;
  const tabLabel: Record<Tab, string> = { prompt: mine ? `● ${t('game.yourTurn')}` : t('game.promptTab'), hand: t('game.hand'), players: t('game.players'), log: t('game.log') };
  return (
    <div className={`game tab-${s.tab}`} data-seq={view.seq} data-finished={view.finished}>
      <header className="bar">
        <h1>{t('app.title')}</h1>
        <LanguagePicker />
        <button type="button" onClick={() => table.leave()}>{t('game.home')}</button>
      </header>
      <nav className="tabs" aria-label="tabs">
        {TABS.map((k) => (
          <button key={k} type="button" aria-pressed={s.tab === k} onClick={() => store.dispatch({ type: 'tab', tab: k })}>
            {tabLabel[k]}
          </button>
        ))}
      </nav>
      <div className="board-wrap"><Board view={view} legal={s.legal} onAct={act} /></div>
      <div className="side side-left"><Players view={view} /></div>
      <div className="side side-right">
        {!view.finished && <PromptPanel view={view} legal={s.legal} refusal={s.refusal} onAct={act} autoPass={s.autoPass} onAutoPass={(on) => store.dispatch({ type: 'configure', autoPass: on })}
          pending={s.pending} onSelect={(a) => store.dispatch({ type: 'select', action: a })} />}
        <Status view={view} />
      </div>
      {view.finished && <Scores view={view} onAgain={() => void table.start()} />}
      <div className="bottom">
        <Hand cards={view.you?.hand ?? []} />
        <Log view={view} log={s.log} />
      </div>
    </div>
  );
}

/** The whole client. */
export function App() {
  const screen = useStore(store, (x) => x.screen);
  return screen === 'game' ? <Game /> : <Home />;
}
