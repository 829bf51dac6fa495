// European roulette: place chips (the stake is the chip value) on the table, spin, the wheel decides.
import { h } from './dom.js';
import { colourOf, createBoard, createWheel, resultsStrip } from './roulette-table.js';
import { guarded, startGame } from './shell.js';

/** @import { PlacedBet } from './roulette-table.js' */
/** @import { GameContext } from './shell.js' */

startGame({
  /** @param {GameContext<{ maxTotal: number }, { result: number }>} ctx */
  mount(ctx) {
    /** @type {PlacedBet[]} */
    let bets = [];
    /** @type {number[]} */
    const history = [];
    const total = () => bets.reduce((sum, bet) => sum + bet.amount, 0);
    const totalOut = h('output', { class: 'rt-total' });
    const resultOut = h('p', { class: 'rt-outcome', 'aria-hidden': 'true' });

    const board = createBoard({
      money: ctx.money,
      minorPerMajor: ctx.init.minorPerMajor,
      onPlace(bet) {
        const amount = ctx.stake();
        if (total() + amount > ctx.config.maxTotal) {
          ctx.toast(`The table limit is ${ctx.money(ctx.config.maxTotal)} per spin.`);
          return;
        }
        bets.push({ ...bet, amount });
        board.highlight(null);
        render();
      },
    });
    const wheel = createWheel();
    const strip = resultsStrip('Recent numbers');
    ctx.stage.replaceChildren(
      h(
        'div',
        { class: 'rt-layout' },
        h('div', { class: 'rt-wheel-box' }, wheel.element, resultOut),
        h(
          'div',
          { class: 'rt-table-box' },
          strip.element,
          h('div', { class: 'rt-felt' }, board.element),
          h('p', {
            class: 'rt-hint',
            text: 'Choose a chip value with the stake buttons, then place chips on the table.',
          }),
        ),
      ),
    );
    const undo = h('button', { type: 'button', class: 'hg-button' }, 'Undo');
    const clear = h('button', { type: 'button', class: 'hg-button' }, 'Clear');
    const spin = h('button', { type: 'button', class: 'hg-button hg-button--primary' }, 'Spin');
    ctx.actions.append(h('span', { class: 'rt-total-box' }, 'Total bet ', totalOut), undo, clear, spin);
    ctx.setPrimary(spin);
    let busy = false;

    function render() {
      board.setBets(bets);
      totalOut.textContent = ctx.money(total());
      undo.disabled = busy || bets.length === 0;
      clear.disabled = busy || bets.length === 0;
      spin.disabled = busy || bets.length === 0;
      board.setDisabled(busy);
      ctx.lockStake(busy);
    }

    undo.addEventListener('click', () => {
      bets.pop();
      render();
    });
    clear.addEventListener('click', () => {
      bets = [];
      board.highlight(null);
      render();
    });
    spin.addEventListener(
      'click',
      guarded(ctx, async () => {
        busy = true;
        render();
        resultOut.textContent = '';
        try {
          const answer = await ctx.play({ bets }, total());
          const view = answer.round.view;
          await wheel.spinTo(view.result);
          board.highlight(view.result);
          history.unshift(view.result);
          strip.set(history.slice(0, 12));
          ctx.settle(answer);
          const colour = colourOf(view.result);
          resultOut.textContent =
            answer.round.payout > 0
              ? `${view.result} ${colour} · You win ${ctx.money(answer.round.payout)}`
              : `${view.result} ${colour}`;
          resultOut.className = `rt-outcome rt-outcome--${colour}${answer.round.payout > 0 ? ' hg-win' : ''}`;
          ctx.announce(
            `The ball lands on ${view.result} ${colour}. ${answer.round.payout > 0 ? `You win ${ctx.money(answer.round.payout)}.` : 'No win.'}`,
          );
        } finally {
          busy = false;
          render();
        }
      }),
    );
    render();
  },
});
