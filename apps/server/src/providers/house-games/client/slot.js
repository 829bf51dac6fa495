// Video slot: 5 reels × 3 rows, paylines drawn on wins, paytable, a free-spins feature played out as
// sub-spins of the same round.
import { animate, countUp, h, pause, reducedMotion, s } from './dom.js';
import { guarded, startGame } from './shell.js';
import { installSymbolDefs, symbolArt } from './slot-symbols.js';

/** @import { GameContext } from './shell.js' */
/** @import { SlotSymbol } from './slot-symbols.js' */

/**
 * The slot adapter's config (grid size, symbols, paylines as a row per reel, the free-spins feature) and
 * round view: the base spin and any free spins, each with its grid (symbol ids by reel) and wins.
 * @typedef {{ reels: number, rows: number, theme: string, rtp: number, payDivisor: number,
 *   symbols: SlotSymbol[], paylines: number[][], preview?: string[][],
 *   freeSpins: { minScatters: number, award: number, retrigger: number, max: number, multiplier: number } }} SlotConfig
 * @typedef {{ line: number, symbol: string, count: number, win: number }} LineWin
 * @typedef {{ grid: string[][], lines: LineWin[], scatter: { count: number, win: number }, multiplier: number,
 *   freeSpinsAwarded: number, win: number }} SpinResult
 * @typedef {{ freeSpins: number, spins: SpinResult[], multiplier: number }} SlotView
 */

const LINE_COLOURS = ['#f5c451', '#3ddcf5', '#ff7cc8', '#4ade80', '#b9a8ff', '#ff9f43', '#7cb4ff', '#ff7c88'];
const FILLER = 14;

startGame({
  /** @param {GameContext<SlotConfig, SlotView>} ctx */
  mount(ctx) {
    const { config } = ctx;
    installSymbolDefs();
    const art = symbolArt(config.symbols);
    const byId = new Map(config.symbols.map((symbol) => [symbol.id, symbol]));
    const regular = config.symbols.filter((symbol) => symbol.kind === 'regular');

    /** @param {string} id */
    const cellOf = (id) => {
      const cell = h('div', { class: 'slot-cell', dataset: { symbol: id } });
      // Every symbol of the game has its art (symbolArt draws them all).
      cell.innerHTML = /** @type {string} */ (art.get(id));
      return cell;
    };
    const randomId = () => regular[Math.floor(Math.random() * regular.length)].id;

    /** @type {HTMLDivElement[]} */
    const reels = [];
    /** @type {HTMLDivElement[]} */
    const strips = [];
    for (let reel = 0; reel < config.reels; reel += 1) {
      const strip = h('div', { class: 'slot-strip' });
      for (let row = 0; row < config.rows; row += 1)
        strip.append(cellOf(config.preview?.[reel]?.[row] ?? randomId()));
      strips.push(strip);
      reels.push(h('div', { class: 'slot-reel' }, strip));
    }
    const lineLayer = s('svg', {
      class: 'slot-lines',
      viewBox: `0 0 ${config.reels} ${config.rows}`,
      preserveAspectRatio: 'none',
      'aria-hidden': 'true',
    });
    const windowEl = h(
      'div',
      { class: 'slot-window', role: 'img', 'aria-label': 'Reels ready' },
      reels,
      lineLayer,
    );

    const freeCounter = h('p', { class: 'slot-free', hidden: true });
    const winOut = h('output', { class: 'slot-total', 'aria-live': 'off' }, ctx.money(0));
    const lineInfo = h('p', { class: 'slot-line-info', 'aria-hidden': 'true' });
    ctx.stage.replaceChildren(
      h(
        'div',
        { class: 'slot-machine' },
        h(
          'div',
          { class: 'slot-marquee' },
          freeCounter,
          h(
            'div',
            { class: 'slot-total-box' },
            h('span', { class: 'slot-total-label', text: 'Win' }),
            winOut,
          ),
        ),
        h('div', { class: 'slot-frame' }, windowEl),
        lineInfo,
      ),
    );

    const spin = h('button', { type: 'button', class: 'hg-button hg-button--primary slot-spin' }, 'Spin');
    ctx.actions.append(spin);
    ctx.setPrimary(spin);

    // The player's free-spin packs for this game (decision 0035): the first (soonest to end) is offered
    // above the reels with its spins left; its spins take nothing from the balance.
    let packs = ctx.init.freeSpins ?? [];
    const packText = h('p', { class: 'slot-pack__text', 'aria-live': 'polite' });
    const freeSpin = h('button', { type: 'button', class: 'hg-button hg-button--primary' }, 'Play free spin');
    const packBox = h('div', { class: 'slot-pack', hidden: true }, packText, freeSpin);
    ctx.stage.prepend(packBox);
    function renderPack() {
      const pack = packs[0];
      packBox.hidden = !pack;
      if (pack)
        packText.textContent = `Free spins left: ${pack.left} of ${pack.total} at ${ctx.money(pack.stake)} a spin`;
    }
    renderPack();

    // The paytable (every symbol's art, every payline) sits in the closed rules dialog: it is drawn in a
    // task of its own after the reels, as the frame shares the site page's main thread while it starts.
    setTimeout(() => renderPaytable(ctx, config, art));
    ctx.onStakeChange(() => renderPaytable(ctx, config, art));

    let cycle = 0;

    function clearWins() {
      cycle += 1;
      lineLayer.replaceChildren();
      lineInfo.textContent = '';
      for (const cell of windowEl.querySelectorAll('.slot-cell')) cell.classList.remove('is-win', 'is-dim');
    }

    /** @param {string[][]} grid */
    function describe(grid) {
      const rows = [];
      for (let row = 0; row < config.rows; row += 1) {
        rows.push(grid.map((column) => byId.get(column[row])?.name ?? column[row]).join(', '));
      }
      return `Reels: top row ${rows[0]}; middle row ${rows[1]}; bottom row ${rows[2]}`;
    }

    /** @param {string[][]} grid @param {boolean} fast */
    async function spinTo(grid, fast) {
      const height = reels[0].getBoundingClientRect().height / config.rows;
      const jobs = strips.map((strip, reel) => {
        const current = [...strip.children].slice(0, config.rows);
        const fresh = grid[reel].map((id) => cellOf(id));
        if (reducedMotion.matches) {
          strip.replaceChildren(...fresh);
          return Promise.resolve();
        }
        const filler = Array.from({ length: FILLER + reel * 3 }, () => cellOf(randomId()));
        strip.replaceChildren(...fresh, ...filler, ...current);
        const distance = (filler.length + config.rows) * height;
        strip.classList.add('is-spinning');
        return animate(strip, [{ transform: `translateY(-${distance}px)` }, { transform: 'translateY(0)' }], {
          duration: (fast ? 520 : 760) + reel * (fast ? 120 : 190),
          easing: 'cubic-bezier(0.25, 0.9, 0.3, 1.04)',
          fill: 'none',
        }).then(() => {
          strip.classList.remove('is-spinning');
          strip.replaceChildren(...fresh);
        });
      });
      await Promise.all(jobs);
      windowEl.setAttribute('aria-label', describe(grid));
    }

    /** @param {number} reel @param {number} row */
    function cellAt(reel, row) {
      return strips[reel].children[row];
    }

    /** @param {LineWin} win @param {number} index */
    function drawLine(win, index) {
      const rows = config.paylines[win.line];
      const points = rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ');
      const colour = LINE_COLOURS[index % LINE_COLOURS.length];
      lineLayer.append(
        s('polyline', {
          points,
          class: 'slot-line-glow',
          stroke: colour,
          'vector-effect': 'non-scaling-stroke',
        }),
        s('polyline', { points, class: 'slot-line', stroke: colour, 'vector-effect': 'non-scaling-stroke' }),
      );
    }

    /** @param {SpinResult} spinResult */
    function winningCells(spinResult) {
      /** @type {Set<Element>} */
      const cells = new Set();
      for (const win of spinResult.lines) {
        const rows = config.paylines[win.line];
        for (let reel = 0; reel < win.count; reel += 1) cells.add(cellAt(reel, rows[reel]));
      }
      if (spinResult.scatter?.count >= 3) {
        for (const [reel, column] of spinResult.grid.entries()) {
          for (const [row, id] of column.entries()) {
            if (byId.get(id)?.kind === 'scatter') cells.add(cellAt(reel, row));
          }
        }
      }
      return cells;
    }

    /** @param {LineWin} win */
    function lineText(win) {
      const name = byId.get(win.symbol)?.name ?? win.symbol;
      return `Line ${win.line + 1}: ${win.count} × ${name} — ${ctx.money(win.win)}`;
    }

    /** @param {SpinResult} spinResult */
    async function showWins(spinResult) {
      const cells = winningCells(spinResult);
      if (cells.size === 0) return;
      for (const cell of windowEl.querySelectorAll('.slot-cell'))
        cell.classList.toggle('is-dim', !cells.has(cell));
      for (const cell of cells) cell.classList.add('is-win');
      spinResult.lines.forEach(drawLine);
      const parts = spinResult.lines.map(lineText);
      if (spinResult.scatter?.count >= 3) parts.push(`${spinResult.scatter.count} scatters`);
      lineInfo.textContent = parts.join(' · ');
      await pause(900);
    }

    // After the round, winning lines take turns on the reels until the next spin.
    /** @param {SpinResult} spinResult */
    async function cycleLines(spinResult) {
      const mine = ++cycle;
      if (spinResult.lines.length < 2 || reducedMotion.matches) return;
      for (let i = 0; mine === cycle; i = (i + 1) % spinResult.lines.length) {
        const win = spinResult.lines[i];
        lineLayer.replaceChildren();
        drawLine(win, i);
        const rows = config.paylines[win.line];
        for (const cell of windowEl.querySelectorAll('.slot-cell')) cell.classList.add('is-dim');
        for (let reel = 0; reel < win.count; reel += 1) cellAt(reel, rows[reel]).classList.remove('is-dim');
        lineInfo.textContent = lineText(win);
        await pause(1400);
      }
    }

    /** @param {string} text @param {string} kind */
    async function banner(text, kind) {
      const box = h(
        'div',
        { class: 'hg-banner' },
        h('p', { class: `hg-banner__text hg-banner__text--${kind}`, text }),
      );
      ctx.stage.append(box);
      await animate(
        box,
        [
          { opacity: 0, transform: 'scale(0.85)' },
          { opacity: 1, transform: 'scale(1)' },
        ],
        { duration: 260 },
      );
      await pause(1300);
      box.remove();
    }

    /** @param {boolean} busy */
    function setBusy(busy) {
      spin.disabled = busy;
      freeSpin.disabled = busy;
      ctx.lockStake(busy);
      spin.textContent = busy ? 'Spinning…' : 'Spin';
    }

    freeSpin.addEventListener(
      'click',
      guarded(ctx, async () => {
        const pack = packs[0];
        if (!pack) return;
        await playSpin(async () => {
          const answer = await ctx.playFree(pack, {});
          packs = answer.freeSpins ?? [];
          return answer;
        });
        renderPack();
        if (packs.length === 0)
          ctx.announce('Your free spins are played. Their winnings go to your bonus balance.');
        else ctx.announce(`${packs[0]?.left} free spins left.`);
      }),
    );

    spin.addEventListener(
      'click',
      guarded(ctx, () => playSpin(() => ctx.play({}))),
    );

    /** Plays one spin (paid or free) and shows it. @param {() => Promise<import('./shell.js').RoundAnswer<SlotView>>} start */
    async function playSpin(start) {
      clearWins();
      setBusy(true);
      winOut.textContent = ctx.money(0);
      winOut.classList.remove('hg-win');
      try {
        const answer = await start();
        const { spins } = answer.round.view;
        const [base, ...free] = spins;
        await spinTo(base.grid, false);
        let total = base.win;
        if (base.win > 0) {
          await countUp(winOut, total, ctx.money, 600);
          winOut.classList.add('hg-win');
        }
        await showWins(base);
        if (free.length > 0) {
          await banner(`${free.length} free spins!`, 'win');
          ctx.announce(`${free.length} free spins won.`);
          freeCounter.hidden = false;
          for (let i = 0; i < free.length; i += 1) {
            clearWins();
            freeCounter.textContent = `Free spin ${i + 1} of ${free.length}`;
            await spinTo(free[i].grid, true);
            if (free[i].win > 0) {
              const from = total;
              total += free[i].win;
              await countUp(winOut, total, (value) => ctx.money(Math.max(from, value)), 500);
              winOut.classList.add('hg-win');
              await showWins(free[i]);
            } else await pause(350);
          }
          freeCounter.textContent = `Free spins won ${ctx.money(total - base.win)}`;
        }
        ctx.settle(answer);
        const payout = answer.round.payout;
        winOut.textContent = ctx.money(payout);
        if (payout > 0) {
          ctx.announce(`You win ${ctx.money(payout)}.`);
          if (payout >= ctx.stake() * 10) await banner(`Big win ${ctx.money(payout)}`, 'win');
        } else ctx.announce('No win this spin.');
        const last = spins[spins.length - 1];
        if (free.length === 0) cycleLines(last);
      } finally {
        setBusy(false);
      }
    }
  },
});

/**
 * @param {GameContext<SlotConfig, SlotView>} ctx
 * @param {SlotConfig} config
 * @param {Map<string, string>} art
 */
function renderPaytable(ctx, config, art) {
  const stake = ctx.stake();
  const pay = (/** @type {number} */ multiplier) =>
    ctx.money(Math.floor((stake * multiplier) / config.payDivisor));
  const symbols = [...config.symbols].sort(
    (a, b) => Math.max(0, ...Object.values(b.pays ?? {})) - Math.max(0, ...Object.values(a.pays ?? {})),
  );
  const table = h(
    'div',
    { class: 'slot-paytable' },
    symbols.map((symbol) => {
      const figure = h('div', { class: 'slot-pay-symbol' });
      figure.innerHTML = /** @type {string} */ (art.get(symbol.id));
      const counts = Object.entries(symbol.pays ?? {})
        .filter(([, multiplier]) => multiplier > 0)
        .sort(([a], [b]) => Number(b) - Number(a));
      return h(
        'div',
        { class: 'slot-pay' },
        figure,
        h(
          'div',
          null,
          h('h3', { text: symbol.name }),
          symbol.kind === 'wild' ? h('p', { text: 'Stands in for every symbol except the scatter.' }) : null,
          symbol.kind === 'scatter'
            ? h('p', { text: `${config.freeSpins.minScatters} or more anywhere start free spins.` })
            : null,
          counts.length > 0
            ? h(
                'ul',
                { class: 'slot-pay-list' },
                counts.map(([count, multiplier]) =>
                  h('li', null, h('span', { text: `${count}×` }), h('strong', { text: pay(multiplier) })),
                ),
              )
            : null,
        ),
      );
    }),
  );
  const lines = h(
    'div',
    { class: 'slot-paylines' },
    config.paylines.map((rows, index) =>
      h(
        'figure',
        { class: 'slot-payline' },
        s(
          'svg',
          { viewBox: `0 0 ${config.reels * 10} ${config.rows * 10}`, 'aria-hidden': 'true' },
          rows.flatMap((row, reel) =>
            Array.from({ length: config.rows }, (_, r) =>
              s('rect', {
                x: reel * 10 + 1,
                y: r * 10 + 1,
                width: 8,
                height: 8,
                rx: 2,
                fill: r === row ? LINE_COLOURS[index % LINE_COLOURS.length] : '#27305a',
              }),
            ),
          ),
        ),
        h('figcaption', { text: `Line ${index + 1}` }),
      ),
    ),
  );
  const free = config.freeSpins;
  ctx.rulesBody.querySelector('.slot-rules')?.remove();
  ctx.rulesBody.append(
    h(
      'section',
      { class: 'slot-rules', 'aria-label': 'Paytable' },
      h('h3', { text: `Paytable at ${ctx.money(stake)} stake` }),
      table,
      h('p', {
        text: `${free.minScatters} or more scatters award ${free.award} free spins (${free.retrigger} more on a retrigger, up to ${free.max}). Free spin wins are multiplied by ${free.multiplier}.`,
      }),
      h('h3', { text: `${config.paylines.length} paylines` }),
      lines,
    ),
  );
}
