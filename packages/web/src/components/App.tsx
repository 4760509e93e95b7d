// The client's screens: home (play against bots now, or create an online table), an online
// table's waiting room (`/t/<id>`, the invite link), and the game screen, the same for offline
// and online play (online adds a status line: connection, absent players, turn timer). A finished
// match's replay (`/r/<match>`) shows the game screen read-only once it is loaded.
import '../lobby.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLength } from '@wl/engine';
import { store, table } from '../state/session';
import { useStore } from '../state/store';
import { modes } from '../state/modes';
import { awaitsMe, type BotLevel, type Speed } from '../state/reducer';
import { Game } from './Game';
import { LanguagePicker } from './LanguagePicker';
import { LobbyBar } from './LobbyBar';
import { LobbyCreate } from './LobbyCreate';
import { LobbyList } from './LobbyList';
import { LobbyTable } from './LobbyTable';
import { OfflineHint, OfflineModes } from './OfflineModes';
import { RulesButton, RulesGuide } from './RulesGuide';
import { InstallButton } from './InstallButton';
import { ResumeCard } from './ResumeCard';
import { MyTables } from './MyTables';
import { WatchFile } from './WatchFile';
import { PlayedGames } from './PlayedGames';
import { showBadge } from '../pwa/badge';

function Home() {
  const { t } = useTranslation();
  const s = useStore(store, (x) => x);
  const loading = s.screen === 'loading';
  const people = useStore(modes, (m) => m.people);
  return (
    <main className="home home-wide">
      <header className="home-head"><h1>{t('app.title')}</h1><span className="head-tools"><RulesButton /><LanguagePicker /><InstallButton /></span></header>
      <p className="tagline">{t('app.tagline')}</p>
      <ResumeCard loading={loading} />
      <MyTables />
      <div className="home-cards">
        <section className="lobby-card offline" aria-labelledby="offline-title">
          <h2 id="offline-title">{t('lobby.offline')}</h2>
          <OfflineHint />
          <button type="button" className="primary big" disabled={loading} onClick={() => void table.start()}>
            {loading ? t('home.loading') : people > 1 ? t('hotseat.start') : t('home.playNow')}
          </button>
          <fieldset className="options">
            <label>{t('home.botLevel')}{' '}
              <select value={s.botLevel} onChange={(e) => store.dispatch({ type: 'configure', botLevel: e.target.value as BotLevel })}>
                {(['random', 'casual', 'heuristic', 'ismcts'] as const).map((b) => <option key={b} value={b}>{t(`bot.${b}`)}</option>)}
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
            <OfflineModes />
          </fieldset>
        </section>
        <LobbyCreate />
      </div>
      <LobbyList />
      <PlayedGames />
      <WatchFile />
    </main>
  );
}

function TableScreen() {
  const { t } = useTranslation();
  const seated = useStore(store, (x) => x.online?.seat ?? null) !== null;
  return (
    <LobbyTable head={
      <header className="home-head">
        <h1>{t('app.title')}</h1>
        <span className="head-tools"><RulesButton /><LanguagePicker /><button type="button" onClick={() => table.leave()}>{t(seated ? 'lobby.leave' : 'lobby.back')}</button></span>
      </header>
    } />
  );
}

/** The game screen; online, with the table's version on the root and its status line. */
function GameScreen() {
  const online = useStore(store, (x) => x.online);
  const view = useStore(store, (x) => x.view)!;
  const error = useStore(store, (x) => x.lobbyError);
  if (!online) return <Game />;
  return (
    <div className="online-game" data-v={online.v} data-table={online.tableId} data-seat={online.seat ?? 'watching'}>
      <Game />
      <LobbyBar online={online} view={view} error={error} onStandIn={(seat) => table.standIn(seat)} onBack={() => table.back()} />
    </div>
  );
}

/** A replay being fetched and rebuilt, or the reason it cannot be shown. */
function ReplayScreen() {
  const { t } = useTranslation();
  const replay = useStore(store, (x) => x.replay);
  const error = replay?.error ?? null;
  return (
    <main className="home replay-screen">
      <header className="home-head">
        <h1>{t('app.title')}</h1>
        <span className="head-tools"><RulesButton /><LanguagePicker /><button type="button" onClick={() => table.leave()}>{t('lobby.back')}</button></span>
      </header>
      <section className="lobby-card" aria-labelledby="replay-title" aria-live="polite">
        <h2 id="replay-title">{t('replay.title')}</h2>
        {error
          ? <p className="refusal" role="alert">{t('replay.cannot')} {t('replay.error', { message: error.message, code: error.code })}</p>
          : <p className="muted">{t('replay.loading')}</p>}
      </section>
    </main>
  );
}

/** The screen the store is on. */
function Screen() {
  const screen = useStore(store, (x) => x.screen);
  if (screen === 'game') return <GameScreen />;
  if (screen === 'replay') return <ReplayScreen />;
  return screen === 'table' ? <TableScreen /> : <Home />;
}


/** The whole client: its screen, the rules dialog every screen can open, and the tab's title ("▶ Your decision · …" while one is awaited, seen from another tab). */
export function App() {
  const { t, i18n } = useTranslation();
  const mine = useStore(store, (x) => x.screen === 'game' && !x.view?.finished && awaitsMe(x));
  useEffect(() => { document.title = mine ? `▶ ${t('game.yourTurn')} · ${t('app.title')}` : t('app.title'); }, [mine, t, i18n.language]);
  // An online game's decision on the app's icon too (the home page's "Your tables" counts them all there).
  const online = useStore(store, (x) => x.screen === 'game' && x.online !== null);
  useEffect(() => { if (online) showBadge(mine ? 1 : 0); }, [online, mine]);
  return <><Screen /><RulesGuide /></>;
}
