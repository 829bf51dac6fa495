import { escapeHtml, inlineSourceHash, standalonePage } from '../../lib/html.ts';
import type { GameSiteLinks } from '../../modules/game-wallet/game-platform.ts';
import type { EngineId } from './engines/engine-common.ts';
import { GAME_API_PATH, GAME_PATH, VERIFY_PATH } from './house-game.ts';
import type { Verification } from './house-verify.ts';

/** The client module (and its stylesheet) of each engine, in client/. */
const CLIENTS: Record<EngineId, string> = {
  slot: 'slot',
  high_low: 'high-low',
  dice: 'dice',
  crash: 'crash',
  mines: 'mines',
  roulette: 'roulette',
  blackjack: 'blackjack',
  live_roulette: 'live-roulette',
};

/**
 * The game page loads only its own files: module scripts and stylesheets of this origin, no inline
 * script or style; it may be framed only by the site itself.
 */
export const GAME_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** JSON inside a script element: `<` escaped, so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const ICONS = {
  rules: '<path d="M12 16v-4M12 8h.01"/><circle cx="12" cy="12" r="9"/>',
  history: '<path d="M3 12a9 9 0 1 0 3-6.7L3 8"/><path d="M3 3v5h5M12 7v5l3 2"/>',
  fairness: '<path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z"/><path d="M9 12l2 2 4-4"/>',
};

function tool(name: keyof typeof ICONS, label: string): string {
  return `<button type="button" class="hg-tool" data-open="${name}" aria-haspopup="dialog"><svg viewBox="0 0 24 24" aria-hidden="true">${ICONS[name]}</svg><span>${label}</span></button>`;
}

function dialog(name: string, title: string, body: string): string {
  return `<dialog class="hg-dialog" id="hg-dialog-${name}" aria-labelledby="hg-dialog-${name}-title">
<div class="hg-dialog__panel">
<div class="hg-dialog__head"><h2 id="hg-dialog-${name}-title">${title}</h2><button type="button" class="hg-close" data-close aria-label="Close">×</button></div>
${body}
</div>
</dialog>`;
}

function fairnessBody(engine: EngineId, verifyHref: string): string {
  if (engine === 'live_roulette') {
    return `<p>Every player at this table sees the same wheel. Each round's result comes from a SHA-256 hash chain whose last link is published before the chain's first round: every round's seed hashes to the previous round's seed, and the first to the commitment below. A round's seed is revealed once its ball has stopped, so you can check the number and the chain.</p>
<dl class="hg-facts">
<div><dt>Chain commitment (published in advance)</dt><dd><code id="hg-commitment">—</code></dd></div>
</dl>
<p>Open History for the seeds of your spun rounds.</p>
<p><a class="hg-link" href="${escapeHtml(verifyHref)}" target="_blank" rel="noopener">Open the verify page</a></p>`;
  }
  return `<p>Each result is computed from HMAC-SHA256(server seed, "client seed:nonce:cursor"). You see the SHA-256 hash of the server seed before you play; rotating the seed pair reveals the seed, so you can recompute every round played with it.</p>
<dl class="hg-facts">
<div><dt>Server seed hash (SHA-256)</dt><dd><code id="hg-server-hash">—</code></dd></div>
<div><dt>Nonce of your next round</dt><dd id="hg-nonce">—</dd></div>
</dl>
<form class="hg-seed-form" id="hg-seed-form">
<div class="hg-field"><label for="hg-client-seed">Your client seed</label><input id="hg-client-seed" name="client_seed" maxlength="64" autocomplete="off" spellcheck="false" required></div>
<button type="submit" class="hg-button">Save seed</button>
</form>
<button type="button" class="hg-button" id="hg-rotate">Rotate seed pair and reveal the server seed</button>
<div class="hg-revealed" id="hg-revealed" hidden></div>
<p><a class="hg-link" href="${escapeHtml(verifyHref)}" target="_blank" rel="noopener">Open the verify page</a></p>`;
}

export interface GamePage {
  assets: string;
  token: string;
  game: { sysname: string; title: string; engine: EngineId; image: string };
  mode: 'real' | 'demo';
}

/** The game: a frame of bar, stage and controls that the engine's client module fills. */
export function renderGamePage(page: GamePage): string {
  const { game } = page;
  const client = CLIENTS[game.engine];
  const verifyHref = `${VERIFY_PATH}?game=${encodeURIComponent(game.sysname)}`;
  const boot = {
    token: page.token,
    sysname: game.sysname,
    engine: game.engine,
    mode: page.mode,
    api: GAME_API_PATH,
    verifyUrl: VERIFY_PATH,
  };
  const rulesLabel = game.engine === 'slot' ? 'Paytable' : 'Rules';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(game.title)}${page.mode === 'demo' ? ' (demo)' : ''}</title>
<link rel="stylesheet" href="${page.assets}/game.css">
<link rel="stylesheet" href="${page.assets}/${client}.css">
<link rel="modulepreload" href="${page.assets}/shell.js">
<script type="module" src="${page.assets}/${client}.js"></script>
</head>
<body class="hg hg--${client}">
<div class="hg-app">
<header class="hg-bar" aria-label="Game bar">
<div class="hg-bar__game"><img class="hg-bar__art" src="${escapeHtml(game.image)}" alt="" width="54" height="36"><h1>${escapeHtml(game.title)}</h1><span class="hg-badge${page.mode === 'real' ? ' hg-badge--real' : ''}">${page.mode === 'real' ? 'Real money' : 'Demo'}</span></div>
<nav class="hg-bar__tools" aria-label="Game tools">${tool('rules', rulesLabel)}${tool('history', 'History')}${tool('fairness', 'Fairness')}</nav>
</header>
<main class="hg-stage" id="hg-stage" aria-label="Game"><p class="hg-loading">Loading the game…</p><noscript><p>This game needs JavaScript.</p></noscript></main>
<section class="hg-controls" aria-label="Bet">
<dl class="hg-meters">
<div><dt>Balance${page.mode === 'demo' ? ' (fun)' : ''}</dt><dd id="hg-balance">—</dd></div>
<div><dt>Last win</dt><dd id="hg-last-win">—</dd></div>
</dl>
<div class="hg-stake" role="group" aria-labelledby="hg-stake-label">
<span class="hg-stake__label" id="hg-stake-label">${game.engine.endsWith('roulette') ? 'Chip' : 'Stake'}</span>
<button type="button" class="hg-round-button" id="hg-stake-down" aria-label="Lower the stake">−</button>
<output id="hg-stake" aria-live="polite">—</output>
<button type="button" class="hg-round-button" id="hg-stake-up" aria-label="Raise the stake">+</button>
</div>
<div class="hg-actions" id="hg-actions"></div>
</section>
</div>
<div class="hg-sr" role="status" aria-live="polite" id="hg-announce"></div>
<div class="hg-toast" role="alert" id="hg-toast" hidden></div>
${dialog('rules', rulesLabel === 'Paytable' ? 'Paytable and rules' : 'Rules', '<div id="hg-rules-body"></div>')}
${dialog('history', 'Your last rounds', '<div id="hg-history-body"></div>')}
${dialog('fairness', 'Provably fair', fairnessBody(game.engine, verifyHref))}
<script type="application/json" id="hg-boot">${scriptJson(boot)}</script>
</body>
</html>`;
}

// ── The small server-rendered pages: sign in to play, not found, verify ──

const PAGE_STYLE = `
:root { color-scheme: dark; font: 16px/1.5 system-ui, sans-serif; background: #0b1020; color: #eef0fb; }
body { margin: 0; min-height: 100vh; background: radial-gradient(50rem 26rem at 10% -10%, rgb(124 92 255 / 0.25), transparent 60%), #0b1020; }
main { max-width: 44rem; margin: 0 auto; padding: 2rem 1rem; display: grid; gap: 1rem; }
h1 { font-size: 1.5rem; margin: 0; }
h2 { font-size: 1.1rem; margin: 0; }
p { margin: 0; color: #a9b1d6; }
a { color: #b9a8ff; }
.panel { display: grid; gap: 0.9rem; padding: 1.25rem; border-radius: 1rem; background: #131a33; border: 1px solid #27305a; }
.actions { display: flex; flex-wrap: wrap; gap: 0.6rem; }
.button { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0.6rem 1.2rem; border-radius: 999px; font-weight: 650; text-decoration: none; color: #fff; background: #1b2345; border: 1px solid #6e79b0; font: inherit; cursor: pointer; }
.button.primary { background: linear-gradient(135deg, #7c5cff, #5735f2); border-color: transparent; }
form { display: grid; gap: 0.75rem; }
label { display: grid; gap: 0.25rem; font-size: 0.85rem; color: #a9b1d6; }
input { font: inherit; min-height: 2.5rem; padding: 0.4rem 0.6rem; border-radius: 0.6rem; border: 1px solid #6e79b0; background: #0e1429; color: #eef0fb; }
code { font: 0.85em/1.4 ui-monospace, monospace; word-break: break-all; color: #eef0fb; }
ul { margin: 0; padding-left: 1.2rem; display: grid; gap: 0.35rem; }
.ok { color: #4ade80; }
.bad { color: #ff7c88; }
:focus-visible { outline: 3px solid #3ddcf5; outline-offset: 2px; }
`;

/** These pages run no script; the one inline style is allowed by its hash. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src ${inlineSourceHash(PAGE_STYLE)}`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

function page(title: string, body: string): string {
  return standalonePage({ title, style: PAGE_STYLE, body });
}

/** Real money needs a signed-in player: the site (around the frame) opens its sign-in popup. */
export function renderSignInPage(
  game: { sysname: string; title: string },
  hasDemo: boolean,
  links: GameSiteLinks,
): string {
  const site = links.gamePage(game.sysname);
  return page(
    `${game.title} — sign in to play`,
    `<div class="panel"><h1>Sign in to play ${escapeHtml(game.title)} for real money</h1>
<p>Real-money play needs an account. Sign in or register, then open the game again.</p>
<div class="actions"><a class="button primary" href="${escapeHtml(`${site}?show_popup_auth=1`)}" target="_top">Sign in</a>
<a class="button" href="${escapeHtml(`${site}#real`)}" target="_top">Register</a>${
      hasDemo
        ? `<a class="button" href="${escapeHtml(`${GAME_PATH}/${encodeURIComponent(game.sysname)}/demo`)}">Play for fun</a>`
        : ''
    }</div></div>`,
  );
}

/**
 * A game that cannot start. The marker tells the site around the frame (same origin) to show its errors
 * slot page (spec §2.4) instead; opened on its own, the page still reads well.
 */
export function renderNotFoundPage(message: string, links: GameSiteLinks): string {
  return page(
    'Game not found',
    `<div class="panel" data-game-launch-error="not-found"><h1>Game not found</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(links.gamehall)}" target="_top">Back to the game hall</a></p></div>`,
  );
}

export function renderRefusedPage(title: string, message: string): string {
  return page(title, `<div class="panel"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div>`);
}

export interface VerifyForm {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  mines: string;
}

/** The verify page: any round recomputed from its revealed seeds, by the same engine code. */
export function renderVerifyPage(
  form: VerifyForm,
  result:
    | { title: string; verification: Verification; money: (minor: number) => string }
    | { error: string }
    | null,
): string {
  const field = (name: string, label: string, value: string, extra = '') =>
    `<label>${label}<input name="${name}" value="${escapeHtml(value)}" autocomplete="off" spellcheck="false"${extra}></label>`;
  let outcome = '';
  if (result && 'error' in result)
    outcome = `<div class="panel" role="alert"><p class="bad">${escapeHtml(result.error)}</p></div>`;
  else if (result) {
    const { verification: v } = result;
    const recorded = v.recorded
      ? `<p class="${v.recorded.matches ? 'ok' : 'bad'}">${
          v.recorded.matches
            ? `Recorded round ${escapeHtml(v.recorded.id)} matches: stake ${escapeHtml(result.money(v.recorded.stake))}, paid ${escapeHtml(result.money(v.recorded.payout))}.`
            : `Recorded round ${escapeHtml(v.recorded.id)} does NOT match this recomputation.`
        }</p>`
      : '';
    outcome = `<section class="panel" aria-labelledby="verify-result"><h2 id="verify-result">${escapeHtml(result.title)}: recomputed</h2>
<p>SHA-256 of the server seed: <code>${escapeHtml(v.serverSeedHash)}</code> — compare it with the hash the game showed before you played.</p>
<ul>${v.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>${recorded}</section>`;
  }
  return page(
    'Verify a round',
    `<h1>Verify a round</h1>
<p>Every house game result is HMAC-SHA256(server seed, "client seed:nonce:cursor") turned into the game's outcome. Enter a revealed server seed, your client seed and the round's nonce to recompute it.</p>
<form class="panel" method="get" action="${VERIFY_PATH}">
${field('game', 'Game (sysname)', form.game, ' required')}
${field('server_seed', 'Server seed (revealed)', form.serverSeed, ' required')}
${field('client_seed', 'Client seed', form.clientSeed, ' required')}
${field('nonce', 'Nonce', form.nonce, ' inputmode="numeric" required')}
${field('mines', 'Mines on the board (mines games only)', form.mines, ' inputmode="numeric"')}
<div class="actions"><button class="button primary" type="submit">Recompute</button></div>
</form>
${outcome}`,
  );
}
