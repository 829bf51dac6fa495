// The frame every house game shares: boot data, the game API, balance / stake / last win, the rules,
// history and fairness panels, announcements, and the balance message to the site around the frame.
import { fill, h, requestId } from './dom.js';
import { formatMoney } from './money.js';

/** @import { MoneySign } from './money.js' */

// What the game API answers (game-api-routes.ts, round-views.ts). Each game names its own config (C)
// and round view (V); the JSON is trusted as the server's answer, as it always was.
/** @typedef {{ amount: number, currency: string }} Balance */
/**
 * A player's seed pair, or (live table) the table's hash-chain commitment.
 * @typedef {{ live?: false, serverSeedHash: string, clientSeed: string, nonce: number }
 *   | { live: true, commitment: string }} Fairness
 */
/** @typedef {{ serverSeed: string, serverSeedHash: string, clientSeed: string, nonce: number }} RevealedPair */
/** @typedef {{ min: number, max: number, default: number, steps: number[] }} StakeLimits */
/**
 * @template [V=Record<string, unknown>]
 * @typedef {{ id: string, status: 'open' | 'closed', stake: number, payout: number, nonce: number | null,
 *   createdAt: string, view: V }} RoundView
 */
/** A round in the history list, with its seeds once the pair is revealed. @typedef {RoundView & { summary: string, serverSeed?: string, clientSeed?: string }} HistoryRound */
/**
 * @template [V=Record<string, unknown>]
 * @typedef {{ round?: RoundView<V> | null, balance?: Balance, fairness?: Fairness, revealed?: RevealedPair }} Answer
 */
/**
 * The answer to a round's request (play, act): the round and the balance after it.
 * @template [V=Record<string, unknown>]
 * @typedef {{ round: RoundView<V>, balance: Balance, fairness?: Fairness, freeSpins?: FreeSpinPack[] }} RoundAnswer
 */
/**
 * A free-spin pack the player holds for this game (decision 0035): spins left of the total at a fixed
 * stake, played with nothing taken from the balance.
 * @typedef {{ id: number, left: number, total: number, stake: number, winnings: number, expiresAt: string }} FreeSpinPack
 */
/**
 * @template [C=Record<string, unknown>], [V=Record<string, unknown>]
 * @typedef {{ game: { sysname: string, title: string, type: string, engine: string, mode: string },
 *   config: C, rules: string[], paytable: { label: string, pays: string }[], rtp: number,
 *   limits: StakeLimits, minorPerMajor: number, moneySign: MoneySign, balance: Balance, fairness: Fairness,
 *   round: RoundView<V> | null, freeSpins: FreeSpinPack[], verifyUrl: string }} Init
 */
/**
 * What a game gets from the frame.
 * @template [C=Record<string, unknown>], [V=Record<string, unknown>]
 * @typedef {{
 *   boot: typeof boot, init: Init<C, V>, config: C, stage: HTMLElement, actions: HTMLElement,
 *   money: (minor: number) => string, currency: string, rulesBody: HTMLElement, readonly balance: number,
 *   stake: () => number, onStakeChange: (listener: (stake: number) => void) => void,
 *   lockStake: (locked: boolean) => void, setPrimary: (button: HTMLButtonElement | null) => void,
 *   announce: (message: string) => void, toast: (message: string, kind?: 'error' | 'info') => void,
 *   play: (params: Record<string, unknown>, stake?: number) => Promise<RoundAnswer<V>>,
 *   playFree: (pack: FreeSpinPack, params: Record<string, unknown>) => Promise<RoundAnswer<V>>,
 *   act: (roundId: string, action: string, params?: Record<string, unknown>) => Promise<RoundAnswer<V>>,
 *   call: typeof call, settle: (answer: Answer<V>) => void, showBalance: (balance: Balance) => void,
 *   showLastWin: (amount: number) => void }} GameContext
 */

// The launcher page (launcher-page.ts) always renders the boot data and the frame's elements.
/** A frame element, by id. @type {(id: string) => HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @type {{ api: string, token: string, verifyUrl: string, sysname: string, engine: string }} */
const boot = JSON.parse(/** @type {string} */ ($('hg-boot').textContent));

export class GameError extends Error {
  /** @param {string} message @param {string} code */
  constructor(message, code) {
    super(message);
    this.code = code;
  }
}

/**
 * A request to the game API; the answer's data as the server sent it.
 * @param {string} path
 * @param {Record<string, unknown>} [body]
 * @returns {Promise<any>}
 */
async function call(path, body, attempt = 0) {
  let response;
  try {
    response = await fetch(`${boot.api}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'x-game-session': boot.token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch {
    // A lost connection: the same request id makes the retry safe (the server answers the first result).
    if (attempt < 2) {
      await new Promise((resolve) => setTimeout(resolve, 600 * (attempt + 1)));
      return call(path, body, attempt + 1);
    }
    throw new GameError('The connection was lost. Check your network and try again.', 'NETWORK');
  }
  let payload;
  try {
    payload = await response.json();
  } catch {
    throw new GameError('The game server is not answering properly. Try again in a moment.', 'BAD_ANSWER');
  }
  if (payload.error) throw new GameError(payload.error.message, payload.error.code);
  return payload.data;
}

/** @param {Record<string, string | number | null | undefined>} params */
function verifyUrl(params) {
  const url = new URL(boot.verifyUrl, location.href);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  return url.pathname + url.search;
}

/**
 * Builds the game's context and hands it to the game module.
 * @template C, V
 * @param {{ mount(ctx: GameContext<C, V>): void | Promise<void> }} game
 */
export async function startGame(game) {
  const stage = $('hg-stage');
  const actions = $('hg-actions');
  const announcer = $('hg-announce');
  const toastBox = $('hg-toast');
  const balanceOut = $('hg-balance');
  const lastWinOut = $('hg-last-win');
  const stakeOut = $('hg-stake');
  const stakeDown = /** @type {HTMLButtonElement} */ ($('hg-stake-down'));
  const stakeUp = /** @type {HTMLButtonElement} */ ($('hg-stake-up'));

  /** @type {Init<C, V>} */
  let init;
  try {
    init = await call('/init');
  } catch (error) {
    stage.replaceChildren(
      h(
        'div',
        { class: 'hg-fatal', role: 'alert' },
        h('h2', { text: 'The game could not start' }),
        h('p', { text: error.message }),
      ),
    );
    return;
  }

  const state = {
    balance: init.balance,
    fairness: init.fairness,
    stakeIndex: Math.max(0, init.limits.steps.indexOf(init.limits.default)),
    stakeLocked: false,
    /** @type {((stake: number) => void)[]} */
    stakeListeners: [],
    busy: false,
  };
  const currency = init.balance.currency;
  const money = (/** @type {number} */ minor) => formatMoney(minor, init.moneySign, init.minorPerMajor);

  function renderBalance() {
    balanceOut.textContent = money(state.balance.amount);
  }

  function renderStake() {
    const stake = init.limits.steps[state.stakeIndex];
    stakeOut.textContent = money(stake);
    stakeDown.disabled = state.stakeLocked || state.stakeIndex === 0;
    stakeUp.disabled = state.stakeLocked || state.stakeIndex === init.limits.steps.length - 1;
  }

  /** @param {number} delta */
  function changeStake(delta) {
    const next = Math.min(init.limits.steps.length - 1, Math.max(0, state.stakeIndex + delta));
    if (next === state.stakeIndex || state.stakeLocked) return;
    state.stakeIndex = next;
    renderStake();
    for (const listener of state.stakeListeners) listener(init.limits.steps[next]);
  }
  stakeDown.addEventListener('click', () => changeStake(-1));
  stakeUp.addEventListener('click', () => changeStake(1));

  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let toastTimer;
  /** @param {string} message @param {'error' | 'info'} [kind] */
  function toast(message, kind = 'error') {
    toastBox.textContent = message;
    toastBox.dataset.kind = kind;
    toastBox.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      toastBox.hidden = true;
    }, 5000);
  }

  /** @param {string} message */
  function announce(message) {
    announcer.textContent = '';
    // A new text node in a live region is read even when the words repeat.
    requestAnimationFrame(() => {
      announcer.textContent = message;
    });
  }

  /**
   * Tells the site the balance this frame shows. `roundOpen` says a round is being played and its result
   * not shown yet, so the site holds balance news from elsewhere (the live channel) until the frame
   * reports again without it: the header never shows a result before the game does.
   * @param {boolean} [roundOpen]
   */
  function postBalance(roundOpen = false) {
    if (window.parent === window) return;
    // Only a page of this very origin may read it; the site checks the origin on its side too.
    window.parent.postMessage(
      {
        type: 'casino:balance',
        balance: state.balance.amount,
        currency: state.balance.currency,
        ...(roundOpen ? { round: 'open' } : {}),
      },
      location.origin,
    );
  }

  /** @param {Answer<V>} answer */
  function applyAnswer(answer) {
    if (answer.balance) {
      state.balance = answer.balance;
      renderBalance();
      postBalance(answer.round?.status === 'open');
    }
    if (answer.fairness) {
      state.fairness = answer.fairness;
      renderFairness();
    }
  }

  // ── Fairness panel ──
  const seedForm = $('hg-seed-form');
  const seedInput = /** @type {HTMLInputElement} */ ($('hg-client-seed'));
  const revealed = $('hg-revealed');
  function renderFairness() {
    // A live table shares one hash chain; a player's own game has a seed pair.
    if (state.fairness.live) {
      $('hg-commitment').textContent = state.fairness.commitment;
      return;
    }
    $('hg-server-hash').textContent = state.fairness.serverSeedHash;
    $('hg-nonce').textContent = String(state.fairness.nonce);
    if (document.activeElement !== seedInput) seedInput.value = state.fairness.clientSeed;
  }
  seedForm?.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      applyAnswer(await call('/seed', { client_seed: seedInput.value.trim() }));
      toast('Client seed saved. It is used from your next round.', 'info');
    } catch (error) {
      toast(error.message);
    }
  });
  $('hg-rotate')?.addEventListener('click', async () => {
    try {
      const answer = await call('/seed', { rotate: true });
      applyAnswer(answer);
      const previous = answer.revealed;
      fill(
        revealed,
        h('h3', { text: 'Revealed seed pair' }),
        h(
          'dl',
          { class: 'hg-facts' },
          h(
            'div',
            null,
            h('dt', { text: 'Server seed' }),
            h('dd', null, h('code', { text: previous.serverSeed })),
          ),
          h(
            'div',
            null,
            h('dt', { text: 'Its SHA-256 hash' }),
            h('dd', null, h('code', { text: previous.serverSeedHash })),
          ),
          h(
            'div',
            null,
            h('dt', { text: 'Client seed' }),
            h('dd', null, h('code', { text: previous.clientSeed })),
          ),
          h(
            'div',
            null,
            h('dt', { text: 'Rounds played' }),
            h('dd', { text: `nonces 0 to ${Math.max(0, previous.nonce - 1)}` }),
          ),
        ),
        previous.nonce > 0
          ? h(
              'a',
              {
                class: 'hg-link',
                href: verifyUrl({
                  game: boot.sysname,
                  server_seed: previous.serverSeed,
                  client_seed: previous.clientSeed,
                  nonce: previous.nonce - 1,
                }),
                target: '_blank',
                rel: 'noopener',
              },
              'Verify the last round of this pair',
            )
          : null,
      );
      revealed.hidden = false;
      announce('Seed pair rotated; the previous server seed is revealed.');
    } catch (error) {
      toast(error.message);
    }
  });

  // ── History panel ──
  async function loadHistory() {
    const body = $('hg-history-body');
    body.replaceChildren(h('p', { class: 'hg-muted', text: 'Loading…' }));
    try {
      /** @type {{ rounds: HistoryRound[] }} */
      const { rounds } = await call('/history');
      if (rounds.length === 0) {
        body.replaceChildren(
          h('p', { class: 'hg-muted', text: 'No rounds yet. Your last rounds appear here.' }),
        );
        return;
      }
      body.replaceChildren(
        h(
          'table',
          { class: 'hg-table' },
          h(
            'thead',
            null,
            h(
              'tr',
              null,
              ['Time', 'Result', 'Stake', 'Win', 'Nonce', 'Check'].map((label) =>
                h('th', { scope: 'col', text: label }),
              ),
            ),
          ),
          h(
            'tbody',
            null,
            rounds.map((round) =>
              h(
                'tr',
                null,
                h('td', { text: new Date(round.createdAt).toLocaleTimeString() }),
                h('td', { text: round.summary }),
                h('td', { text: money(round.stake) }),
                h('td', {
                  class: round.payout > 0 ? 'hg-win' : '',
                  text: round.status === 'open' ? 'in play' : money(round.payout),
                }),
                h('td', { text: String(round.nonce) }),
                h(
                  'td',
                  null,
                  round.serverSeed
                    ? h(
                        'a',
                        {
                          class: 'hg-link',
                          href: verifyUrl({
                            game: boot.sysname,
                            server_seed: round.serverSeed,
                            client_seed: round.clientSeed,
                            nonce: round.nonce,
                          }),
                          target: '_blank',
                          rel: 'noopener',
                        },
                        'Verify',
                      )
                    : h('span', {
                        class: 'hg-muted',
                        text: round.status === 'open' ? '—' : 'seed not revealed yet',
                      }),
                ),
              ),
            ),
          ),
        ),
      );
    } catch (error) {
      body.replaceChildren(h('p', { class: 'hg-error', text: error.message }));
    }
  }

  // ── Dialogs ──
  for (const button of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-open]'))) {
    const dialog = /** @type {HTMLDialogElement} */ ($(`hg-dialog-${button.dataset.open}`));
    button.addEventListener('click', () => {
      if (button.dataset.open === 'history') loadHistory();
      dialog.showModal();
    });
  }
  for (const button of document.querySelectorAll('[data-close]')) {
    button.addEventListener('click', () =>
      /** @type {HTMLDialogElement} */ (button.closest('dialog')).close(),
    );
  }
  for (const dialog of document.querySelectorAll('dialog')) {
    // A click on the backdrop (the dialog element itself, outside its panel) closes it.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
  const rules = $('hg-rules-body');
  fill(
    rules,
    ...init.rules.map((paragraph) => h('p', { text: paragraph })),
    init.paytable.length > 0 && boot.engine !== 'slot'
      ? h(
          'table',
          { class: 'hg-table' },
          h(
            'thead',
            null,
            h('tr', null, h('th', { scope: 'col', text: 'Bet' }), h('th', { scope: 'col', text: 'Pays' })),
          ),
          h(
            'tbody',
            null,
            init.paytable.map((row) =>
              h('tr', null, h('td', { text: row.label }), h('td', { text: row.pays })),
            ),
          ),
        )
      : null,
    h('p', {
      text: `Stakes from ${money(init.limits.min)} to ${money(init.limits.max)}.${
        init.rules.some((rule) => rule.startsWith('Return to player'))
          ? ''
          : // not money: return to player as a percentage
            ` Return to player: ${(init.rtp * 100).toFixed(2)}%.`
      }`,
    }),
  );

  renderBalance();
  renderStake();
  renderFairness();
  lastWinOut.textContent = money(0);

  /** @type {HTMLButtonElement | null} */
  let primary = null;
  // Space or Enter anywhere outside a control starts the main action (spin, bet, deal).
  document.addEventListener('keydown', (event) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    if (event.target !== document.body || !primary || primary.disabled) return;
    event.preventDefault();
    primary.click();
  });

  /** @type {GameContext<C, V>} */
  const ctx = {
    boot,
    init,
    config: init.config,
    stage,
    actions,
    money,
    currency,
    rulesBody: rules,
    get balance() {
      return state.balance.amount;
    },
    stake: () => init.limits.steps[state.stakeIndex],
    onStakeChange(listener) {
      state.stakeListeners.push(listener);
    },
    lockStake(locked) {
      state.stakeLocked = locked;
      renderStake();
    },
    setPrimary(button) {
      primary = button;
    },
    announce,
    toast,
    /** Starts a round; the balance shows the stake taken at once, the result comes with settle(). */
    async play(params, stake = ctx.stake()) {
      if (stake > state.balance.amount)
        throw new GameError('Your balance is too low for this stake.', 'LOW_BALANCE');
      // Before the request: the server may settle the whole round before its answer arrives.
      postBalance(true);
      let answer;
      try {
        answer = await call('/play', { request_id: requestId(), stake, params });
      } catch (error) {
        postBalance();
        throw error;
      }
      state.balance = { ...state.balance, amount: state.balance.amount - stake };
      renderBalance();
      postBalance(true);
      if (answer.fairness) {
        state.fairness = answer.fairness;
        renderFairness();
      }
      return answer;
    },
    /** Plays a free spin of a pack: the pack's stake, nothing taken from the balance. */
    async playFree(pack, params) {
      postBalance(true);
      try {
        return await call('/play', {
          request_id: requestId(),
          stake: pack.stake,
          params,
          free_spin_pack_id: pack.id,
        });
      } catch (error) {
        postBalance();
        throw error;
      }
    },
    /** One step of an open round (reveal, guess, hit, cash out...). */
    async act(roundId, action, params = {}) {
      const answer = await call('/act', { request_id: requestId(), round_id: roundId, action, params });
      return answer;
    },
    call,
    /** Shows the outcome of an answer: balance, last win, fairness, and tells the site. */
    settle(answer) {
      applyAnswer(answer);
      if (answer.round && answer.round.status === 'closed') {
        lastWinOut.textContent = money(answer.round.payout);
        lastWinOut.classList.toggle('hg-win', answer.round.payout > 0);
      }
    },
    /** Shows a balance the server reported without a round (live table settlements). */
    showBalance(balance) {
      applyAnswer({ balance });
    },
    showLastWin(amount) {
      lastWinOut.textContent = money(amount);
      lastWinOut.classList.toggle('hg-win', amount > 0);
    },
  };

  try {
    await game.mount(ctx);
  } catch (error) {
    toast(error.message);
  }
  document.body.classList.add('hg-ready');
}

/**
 * Runs an async player action, reporting failures as a toast instead of an unhandled rejection.
 * @template {unknown[]} A
 * @param {{ toast: (message: string) => void }} ctx
 * @param {(...args: A) => Promise<unknown> | void} action
 * @returns {(...args: A) => Promise<void>}
 */
export function guarded(ctx, action) {
  return async (...args) => {
    try {
      await action(...args);
    } catch (error) {
      ctx.toast(error instanceof GameError ? error.message : 'Something went wrong. Try again.');
    }
  };
}
