// Mines: a 5×5 field hides some mines; every gem found raises the multiplier, a mine loses the stake.
import { animate, formatMultiplier, h } from './dom.js';
import { guarded, startGame } from './shell.js';

/** @import { GameContext, RoundView } from './shell.js' */

const GEM = `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false"><path d="M28 18h44l18 22-40 46L10 40z" fill="#3ddcf5" stroke="#c5fbff" stroke-width="3"/><path d="M10 40h80M28 18l10 22 12 46 12-46 10-22M38 40l12-22 12 22" stroke="#ecfeff" stroke-width="2" fill="none" opacity="0.7"/></svg>`;
const MINE = `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false"><g stroke="#ff7c88" stroke-width="7" stroke-linecap="round"><path d="M50 10v80M10 50h80M22 22l56 56M78 22L22 78"/></g><circle cx="50" cy="50" r="27" fill="#2a0d17" stroke="#ff7c88" stroke-width="4"/><circle cx="41" cy="41" r="7" fill="#ff7c88" opacity="0.8"/></svg>`;

/**
 * The mines adapter's config and round view (tiles are indexes, row by row; mines shown once it is over).
 * @typedef {{ tiles: number, minMines: number, maxMines: number, defaultMines: number }} MinesConfig
 * @typedef {{ status: string, mines: number, revealed: number[], mineTiles: number[] | null,
 *   hit: number | null, multiplier: number, nextMultiplier: number | null }} MinesView
 */

startGame({
  /** @param {GameContext<MinesConfig, MinesView>} ctx */
  mount(ctx) {
    const { config } = ctx;
    const size = Math.sqrt(config.tiles);
    const minesSelect = h(
      'select',
      { id: 'mines-count' },
      Array.from({ length: config.maxMines - config.minMines + 1 }, (_, i) => {
        const count = config.minMines + i;
        return h('option', { value: count, selected: count === config.defaultMines }, String(count));
      }),
    );
    const tiles = Array.from({ length: config.tiles }, (_, index) =>
      h('button', {
        type: 'button',
        class: 'mines-tile',
        dataset: { index },
        tabindex: index === 0 ? '0' : '-1',
      }),
    );
    const grid = h('div', { class: 'mines-grid', role: 'grid', 'aria-label': 'Mine field' });
    for (let row = 0; row < size; row += 1) {
      grid.append(
        h(
          'div',
          { role: 'row', class: 'mines-row' },
          tiles.slice(row * size, row * size + size).map((tile) => h('div', { role: 'gridcell' }, tile)),
        ),
      );
    }
    const multiplierOut = h('output', { class: 'mines-stat__value' }, formatMultiplier(1));
    const nextOut = h('output', { class: 'mines-stat__value' }, '—');
    const gemsOut = h('output', { class: 'mines-stat__value' }, '0');
    const message = h('p', { class: 'mines-message', text: 'Choose how many mines, set a stake and start.' });
    /** @param {string} label @param {HTMLOutputElement} output */
    const stat = (label, output) =>
      h('div', { class: 'mines-stat' }, h('span', { class: 'mines-stat__label', text: label }), output);
    ctx.stage.replaceChildren(
      h(
        'div',
        { class: 'mines-layout' },
        h('div', { class: 'mines-board' }, grid),
        h(
          'div',
          { class: 'mines-side' },
          h('div', { class: 'hg-field' }, h('label', { for: 'mines-count', text: 'Mines' }), minesSelect),
          stat('Gems found', gemsOut),
          stat('Multiplier', multiplierOut),
          stat('Next gem', nextOut),
          message,
        ),
      ),
    );
    const start = h('button', { type: 'button', class: 'hg-button hg-button--primary' }, 'Start');
    const cashOut = h('button', { type: 'button', class: 'hg-button hg-button--gold' }, 'Cash out');
    ctx.actions.append(cashOut, start);
    ctx.setPrimary(start);

    /** @type {RoundView<MinesView> | null} */
    let round = null;
    let busy = false;

    function render() {
      const view = round?.view;
      const open = round?.status === 'open';
      // The tile that hit a mine is the last revealed one; it shows as the mine it is, not as a gem.
      const revealed = new Set((view?.revealed ?? []).filter((tile) => tile !== view?.hit));
      const mines = new Set(view?.mineTiles ?? []);
      tiles.forEach((tile, index) => {
        const row = Math.floor(index / size) + 1;
        const column = (index % size) + 1;
        let state = 'hidden';
        if (revealed.has(index)) state = 'gem';
        else if (mines.has(index)) state = 'mine';
        const wasState = tile.dataset.state;
        tile.dataset.state = state;
        tile.classList.toggle('is-hit', view?.hit === index);
        tile.classList.toggle(
          'is-faded',
          Boolean(!open && round && state !== 'hidden' && !revealed.has(index) && view?.hit !== index),
        );
        if (wasState !== state) {
          tile.innerHTML = state === 'gem' ? GEM : state === 'mine' ? MINE : '';
          if (state !== 'hidden' && wasState === 'hidden') {
            animate(
              tile,
              [{ transform: 'scale(0.6) rotateY(90deg)' }, { transform: 'scale(1) rotateY(0)' }],
              { duration: 260, fill: 'none' },
            );
          }
        }
        const label =
          state === 'gem' ? 'gem' : state === 'mine' ? 'mine' : open ? 'hidden, reveal' : 'hidden';
        tile.setAttribute('aria-label', `Row ${row}, column ${column}: ${label}`);
        // aria-disabled rather than disabled: the arrow keys still move over revealed tiles.
        tile.setAttribute('aria-disabled', String(busy || !open || state !== 'hidden'));
      });
      multiplierOut.textContent = formatMultiplier(view?.multiplier ?? 1);
      nextOut.textContent = open && view?.nextMultiplier ? formatMultiplier(view.nextMultiplier) : '—';
      gemsOut.textContent = String(revealed.size);
      start.disabled = busy || open;
      minesSelect.disabled = busy || open;
      cashOut.disabled = busy || !open || revealed.size === 0;
      cashOut.textContent =
        open && round && view && revealed.size > 0
          ? `Cash out ${ctx.money(Math.floor(round.stake * view.multiplier))}`
          : 'Cash out';
      ctx.lockStake(busy || open);
      ctx.setPrimary(open ? null : start);
    }

    /** @param {string} action @param {Record<string, unknown>} params */
    async function act(action, params) {
      busy = true;
      render();
      try {
        // Moves are only offered while a round is open.
        const answer = await ctx.act(/** @type {RoundView<MinesView>} */ (round).id, action, params);
        round = answer.round;
        if (round.status === 'closed') {
          ctx.settle(answer);
          if (round.payout > 0) {
            message.textContent = `Cashed out ${ctx.money(round.payout)} at ${formatMultiplier(round.view.multiplier)}.`;
            message.className = 'mines-message hg-win';
          } else {
            message.textContent = 'Boom — a mine. The round is lost.';
            message.className = 'mines-message mines-message--lost';
          }
        } else {
          message.textContent = `Gem! ${formatMultiplier(round.view.multiplier)} — keep going or cash out.`;
          message.className = 'mines-message';
        }
        ctx.announce(message.textContent);
      } finally {
        busy = false;
        render();
      }
    }

    start.addEventListener(
      'click',
      guarded(ctx, async () => {
        busy = true;
        render();
        try {
          const answer = await ctx.play({ mines: Number(minesSelect.value) });
          ctx.settle(answer);
          round = answer.round;
          for (const tile of tiles) {
            tile.dataset.state = '';
          }
          message.textContent = `${minesSelect.value} mines hidden. Pick a tile.`;
          message.className = 'mines-message';
          ctx.announce(message.textContent);
        } finally {
          busy = false;
          render();
          if (round?.status === 'open') tiles.find((tile) => tile.tabIndex === 0)?.focus();
        }
      }),
    );
    cashOut.addEventListener(
      'click',
      guarded(ctx, () => act('cashout', {})),
    );
    grid.addEventListener('click', (event) => {
      const tile = /** @type {HTMLElement | null} */ (
        /** @type {Element} */ (event.target).closest('.mines-tile')
      );
      if (tile && tile.getAttribute('aria-disabled') !== 'true')
        guarded(ctx, () => act('reveal', { tile: Number(tile.dataset.index) }))();
    });
    // Arrow keys move between tiles (one tab stop for the whole field).
    grid.addEventListener('keydown', (event) => {
      const tile = /** @type {HTMLElement | null} */ (
        /** @type {Element} */ (event.target).closest('.mines-tile')
      );
      if (!tile) return;
      const index = Number(tile.dataset.index);
      /** @type {Record<string, number>} */
      const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -size, ArrowDown: size };
      const move = moves[event.key];
      if (move === undefined) return;
      event.preventDefault();
      const next = tiles[(index + move + config.tiles) % config.tiles];
      tile.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    });

    if (ctx.init.round) {
      round = ctx.init.round;
      message.textContent = 'Your round is still open. Pick a tile or cash out.';
      minesSelect.value = String(round.view.mines);
    }
    for (const tile of tiles) tile.dataset.state = 'hidden';
    render();
  },
});
