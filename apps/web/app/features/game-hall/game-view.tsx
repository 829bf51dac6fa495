import { type GamePageMode, gamePlayUrl } from '@casino/shared/routing/site-paths';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AFTER_FIRST_PAINT } from '../../lib/after-first-paint.ts';
import { useFatalPage } from '../../lib/fatal-page.ts';
import { useT } from '../../lib/i18n.ts';
import { browserSessionStorage, readStored, STORAGE_KEYS, writeStored } from '../../lib/storage-keys.ts';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { DemoModePopupProps } from './demo-mode-popup.tsx';
import { FavouriteButton } from './favourites.tsx';
import { gameTitle } from './game-display.ts';
import {
  type FullScreenVisibility,
  type GameBalanceMessage,
  gameLaunchFailed,
  isFullScreenVisible,
  readGameBalanceMessage,
} from './game-rules.ts';
import type { HallGame } from './hall-query.ts';

export interface GameViewProps {
  game: HallGame;
  mode: GamePageMode;
  fullScreen: FullScreenVisibility;
  /** Spec §6: the slot is not started for real on an empty balance; the player is sent to deposit. */
  needsDeposit: boolean;
  /** Each balance the game frame reports after a round. */
  onBalance(message: GameBalanceMessage, mode: GamePageMode): void;
}

/** Telegram's mini-app script puts the signed launch data here. */
function inTelegram(): boolean {
  const telegram = (window as { Telegram?: { WebApp?: { initData?: string } } }).Telegram;
  return Boolean(telegram?.WebApp?.initData);
}

/**
 * The game page (spec §2.1): title, provider, the demo / real-money switch, favourite and full-screen
 * buttons, and the game itself in a sandboxed frame of this origin. A guest asking for real money
 * (`#real`) gets registration instead of a game.
 */
export function GameView({ game, mode, fullScreen, needsDeposit, onBalance }: GameViewProps) {
  const t = useT();
  const paths = usePaths();
  const dialogs = useDialogs();
  const showFatal = useFatalPage();
  const { user } = useShell();
  const location = useLocation();
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [canFullScreen, setCanFullScreen] = useState(false);
  // The address's hash never reaches the server, so it is read after hydration.
  const [guestWantsReal, setGuestWantsReal] = useState(false);
  const [explainDemo, setExplainDemo] = useState(false);
  const name = gameTitle(game);
  const realHref = paths.game(game.sysname, 'real');
  const api = useDeferredApi();

  useEffect(() => setGuestWantsReal(user === null && location.hash === '#real'), [user, location.hash]);

  useEffect(() => {
    setCanFullScreen(document.fullscreenEnabled && isFullScreenVisible(fullScreen, inTelegram()));
  }, [fullScreen]);

  // Spec §2.4: a game that fails to start shows the errors slot page. The frame may have loaded before
  // the page hydrated (its load event then went unheard), so it is looked at once on mount as well.
  const checkLaunch = () => {
    let launched: Document | null | undefined;
    try {
      launched = frame.current?.contentDocument;
    } catch {
      launched = null;
    }
    // Another vendor's frame cannot be read and does not report its rounds: demo play is explained
    // once it has loaded.
    if (launched === null && mode === 'demo') setExplainDemo(true);
    if (launched?.readyState !== 'complete' || !gameLaunchFailed(launched)) return;
    // No game, so nothing of its page's dialogs (the demo-play explanation) stays over the error page.
    dialogs.closeAll();
    showFatal('errorsSlot');
  };

  const report = useRef(onBalance);
  report.current = onBalance;
  useEffect(() => {
    let roundOpened = false;
    const listener = (event: MessageEvent) => {
      const message = readGameBalanceMessage(event, {
        origin: window.location.origin,
        source: frame.current?.contentWindow ?? null,
        demo: mode === 'demo',
      });
      if (!message) return;
      report.current(message, mode);
      if (message.roundOpen) roundOpened = true;
      else if (roundOpened && mode === 'demo') setExplainDemo(true);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [mode]);

  // Once a visit, demo play is explained, with the way to real money (not over a registration popup),
  // after the first round the game has shown: on arrival it stood between the player and the game they
  // had just chosen, which says it is a demo on its own (decision 0063).
  useEffect(() => {
    if (mode !== 'demo' || !explainDemo || (user === null && window.location.hash === '#real')) return;
    const storage = browserSessionStorage();
    if (readStored(storage, STORAGE_KEYS.demoModeSeen)) return;
    writeStored(storage, STORAGE_KEYS.demoModeSeen, '1');
    dialogs.open('DemoModePopup', { props: { realHref } satisfies DemoModePopupProps });
  }, [mode, explainDemo, user, dialogs, realHref]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a look at the frame of this mode, once.
  useEffect(checkLaunch, [mode]);
  // Analytics (spec §4): a game started when its frame is shown, once per game and mode. The
  // analytics code loads only then.
  const playing = !(user === null && (mode === 'real' || guestWantsReal)) && !needsDeposit;
  useEffect(() => {
    if (!playing) return;
    void import('../../lib/analytics.ts').then(({ ANALYTICS_EVENTS, trackEvent }) =>
      trackEvent(api, ANALYTICS_EVENTS.gameStart, { game: game.sysname, mode }),
    );
  }, [playing, api, game.sysname, mode]);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen().catch(() => undefined);
  };

  const stageContent =
    user === null && (mode === 'real' || guestWantsReal) ? (
      <div className="game-stage__notice">
        <p>{t('games.loginToPlay')}</p>
        {guestWantsReal ? null : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => dialogs.open('AuthPopup', { props: { view: 'authorization' } })}
          >
            {t('common.signIn')}
          </button>
        )}
      </div>
    ) : needsDeposit ? (
      <div className="game-stage__notice">
        <p>{t('games.zeroBalance')}</p>
        <div className="game-stage__buttons">
          <Link className="button button--gold" to={paths.cashierDeposit()}>
            {t('common.deposit')}
          </Link>
          {game.has_demo ? (
            <Link className="button button--ghost" to={paths.game(game.sysname, 'demo')} replace>
              {t('games.playDemo')}
            </Link>
          ) : null}
        </div>
      </div>
    ) : (
      <iframe
        key={mode}
        ref={frame}
        className="game-stage__frame"
        title={t('games.frameTitle', { name })}
        src={gamePlayUrl({ sysname: game.sysname, mode: mode === 'demo' ? 'demo' : 'play' })}
        // In a server-rendered page the game starts loading once the page has been painted.
        {...AFTER_FIRST_PAINT}
        // A window the game opens (rules, the fairness verify page) is a page of its own, not a sandboxed
        // one: a sandboxed window may not load a page with an opener policy (every page of the site).
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        allow="fullscreen; autoplay"
        allowFullScreen
        onLoad={checkLaunch}
      />
    );

  return (
    <div className="game-page">
      <div className="game-bar">
        <Link className="icon-button game-bar__back" to={paths.gamehall()} aria-label={t('games.closeGame')}>
          <Icon name="back" />
        </Link>
        <div className="game-bar__title">
          <h1>{name}</h1>
          <Link className="game-bar__provider" to={paths.gamehall({ providers: [game.provider] })}>
            {game.provider_name}
          </Link>
        </div>
        {game.has_demo ? (
          <nav className="mode-switch" aria-label={t('games.modeLabel')}>
            <Link
              to={paths.game(game.sysname, 'demo')}
              replace
              aria-current={mode === 'demo' && !guestWantsReal ? 'page' : undefined}
            >
              {t('common.demo')}
            </Link>
            <Link to={realHref} replace aria-current={mode === 'real' || guestWantsReal ? 'page' : undefined}>
              {t('common.real')}
            </Link>
          </nav>
        ) : null}
        <div className="game-bar__tools">
          <FavouriteButton sysname={game.sysname} name={name} />
          {canFullScreen ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('games.fullScreen')}
              title={t('games.fullScreen')}
              onClick={toggleFullScreen}
            >
              <Icon name="expand" size={20} />
            </button>
          ) : null}
        </div>
      </div>
      <div className="game-stage" ref={stage}>
        {stageContent}
      </div>
    </div>
  );
}
