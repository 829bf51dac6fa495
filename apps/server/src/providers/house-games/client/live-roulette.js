// Live roulette: one table for everybody. The server's clock runs the rounds (betting window, spin,
// result); every player sees the same countdown and the same number, and bets settle when the wheel stops.
import { h, pause } from './dom.js';
import { colourOf, createBoard, createWheel, resultsStrip } from './roulette-table.js';
import { guarded, startGame } from './shell.js';

/** @import { PlacedBet } from './roulette-table.js' */
/** @import { Balance, GameContext } from './shell.js' */

/**
 * The table as /live answers (live-table.service.ts tableState): the round's clock, the last results, and
 * the player's bets on this round and settled ones.
 * @typedef {{ now: string,
 *   round: { id: string, opensAt: string, closesAt: string, spinsAt: string, nextAt: string },
 *   results: { id: string, result: number }[], myBets?: { roundId: string, stake: number } | null,
 *   settled?: { liveRoundId: string, stake: number, payout: number }[], balance?: Balance }} TableState
 */

startGame({
  /** @param {GameContext<{ maxTotal: number }>} ctx */
  async mount(ctx) {
    /** @type {PlacedBet[]} */
    let pending = [];
    let placedTotal = 0;
    /** @type {TableState | null} */
    let table = null;
    let clockOffset = 0;
    let spinning = false;
    const now = () => Date.now() + clockOffset;

    const phaseOut = h('p', { class: 'lr-phase' });
    const timerOut = h('output', { class: 'lr-timer' });
    const bar = h('div', { class: 'lr-bar__fill' });
    const roundOut = h('p', { class: 'lr-round' });
    const resultOut = h('p', { class: 'rt-outcome', 'aria-hidden': 'true' });
    const placedOut = h('output', { class: 'rt-total' });
    const pendingOut = h('output', { class: 'rt-total' });

    const board = createBoard({
      money: ctx.money,
      minorPerMajor: ctx.init.minorPerMajor,
      onPlace(bet) {
        if (!bettingOpen()) {
          ctx.toast('Bets are closed for this round. Wait for the next one.');
          return;
        }
        pending.push({ ...bet, amount: ctx.stake() });
        render();
      },
    });
    const wheel = createWheel();
    const strip = resultsStrip('Last results at this table');
    ctx.stage.replaceChildren(
      h(
        'div',
        { class: 'rt-layout' },
        h(
          'div',
          { class: 'rt-wheel-box' },
          h(
            'div',
            { class: 'lr-clock', role: 'timer', 'aria-live': 'off' },
            roundOut,
            phaseOut,
            timerOut,
            h('div', { class: 'lr-bar', 'aria-hidden': 'true' }, bar),
          ),
          wheel.element,
          resultOut,
        ),
        h(
          'div',
          { class: 'rt-table-box' },
          strip.element,
          h('div', { class: 'rt-felt' }, board.element),
          h('p', { class: 'rt-hint' }, 'Placed this round: ', placedOut, ' · Not yet placed: ', pendingOut),
        ),
      ),
    );
    const clear = h('button', { type: 'button', class: 'hg-button' }, 'Clear');
    const place = h('button', { type: 'button', class: 'hg-button hg-button--primary' }, 'Place bets');
    ctx.actions.append(clear, place);
    ctx.setPrimary(place);

    const bettingOpen = () => table && now() < Date.parse(table.round.closesAt);
    const pendingTotal = () => pending.reduce((sum, bet) => sum + bet.amount, 0);

    function render() {
      board.setBets(pending);
      pendingOut.textContent = ctx.money(pendingTotal());
      placedOut.textContent = ctx.money(placedTotal);
      const open = bettingOpen();
      place.disabled = !open || pending.length === 0;
      clear.disabled = pending.length === 0;
      board.setDisabled(!open);
    }

    function tick() {
      if (!table) return;
      const round = table.round;
      const t = now();
      const closes = Date.parse(round.closesAt);
      const spins = Date.parse(round.spinsAt);
      const opens = Date.parse(round.opensAt);
      roundOut.textContent = `Round ${round.id}`;
      if (t < closes) {
        const left = Math.ceil((closes - t) / 1000);
        phaseOut.textContent = 'Place your bets';
        timerOut.textContent = `${left}s`;
        bar.style.setProperty(
          'width',
          // not money: the time left as a CSS percentage
          `${Math.max(0, Math.min(100, ((closes - t) / (closes - opens)) * 100))}%`,
        );
        bar.className = 'lr-bar__fill';
        // Announce only a few moments, not every second.
        if (left === 10 || left === 3) ctx.announce(`Bets close in ${left} seconds.`);
      } else if (t < spins) {
        phaseOut.textContent = 'No more bets';
        wheel.idle();
        timerOut.textContent = `${Math.ceil((spins - t) / 1000)}s`;
        bar.style.setProperty('width', '0%');
        bar.className = 'lr-bar__fill is-closed';
      } else if (!spinning) {
        phaseOut.textContent = 'Spinning…';
        timerOut.textContent = '';
        spin(round.id);
      }
      render();
    }

    async function load() {
      const sent = Date.now();
      /** @type {TableState} */
      const state = await ctx.call('/live');
      // The server's clock runs the table; half the round trip is the best guess of the delay.
      clockOffset = Date.parse(state.now) - (sent + Date.now()) / 2;
      return state;
    }

    /** @param {TableState} state */
    function apply(state) {
      const changedRound = !table || table.round.id !== state.round.id;
      table = state;
      strip.set(state.results.map((result) => result.result));
      if (changedRound) {
        placedTotal = state.myBets?.roundId === state.round.id ? state.myBets.stake : 0;
        if (!bettingOpen()) pending = [];
      }
      if (state.balance) ctx.showBalance(state.balance);
    }

    /** @param {string} roundId */
    async function spin(roundId) {
      spinning = true;
      try {
        let state = await load();
        // The number exists once the wheel's time has come; ask again in a moment if we were early.
        for (
          let tries = 0;
          !state.results.some((result) => result.id === roundId) && tries < 10;
          tries += 1
        ) {
          await new Promise((resolve) => setTimeout(resolve, 400));
          state = await load();
        }
        const result = state.results.find((item) => item.id === roundId);
        if (result) {
          await wheel.spinTo(result.result, 2400);
          board.highlight(result.result);
          const colour = colourOf(result.result);
          const mine = state.settled?.find((item) => item.liveRoundId === roundId);
          resultOut.textContent =
            mine && mine.payout > 0
              ? `${result.result} ${colour} · You win ${ctx.money(mine.payout)}`
              : `${result.result} ${colour}`;
          resultOut.className = `rt-outcome rt-outcome--${colour}${mine && mine.payout > 0 ? ' hg-win' : ''}`;
          if (mine) ctx.showLastWin(mine.payout);
          ctx.announce(
            `The ball lands on ${result.result} ${colour}.${mine ? (mine.payout > 0 ? ` You win ${ctx.money(mine.payout)}.` : ' No win this time.') : ''}`,
          );
          await pause(1200);
        }
        apply(state);
        if (state.round.id === roundId) {
          // Still the same round on the server (its result phase): wait for the next to open.
          await new Promise((resolve) =>
            setTimeout(resolve, Math.max(300, Date.parse(state.round.nextAt) - now() + 100)),
          );
          apply(await load());
        }
        board.highlight(null);
      } catch (error) {
        ctx.toast(error.message);
        await pause(2000);
      } finally {
        spinning = false;
      }
    }

    clear.addEventListener('click', () => {
      pending = [];
      render();
    });
    place.addEventListener(
      'click',
      guarded(ctx, async () => {
        place.disabled = true;
        const bets = pending;
        // The button is enabled only once the table is loaded (bets open).
        const answer = await ctx.play(
          { bets, round: /** @type {TableState} */ (table).round.id },
          pendingTotal(),
        );
        ctx.settle(answer);
        pending = [];
        placedTotal += answer.round.stake;
        resultOut.textContent = '';
        ctx.announce(
          `Bets placed: ${ctx.money(answer.round.stake)} on round ${/** @type {TableState} */ (table).round.id}.`,
        );
        render();
      }),
    );

    const first = await load();
    apply(first);
    const latest = first.results[0];
    if (latest) wheel.setTo(latest.result);
    tick();
    setInterval(tick, 250);
  },
});
