// High-low: a card is dealt; guess whether the next is higher or lower, the multiplier chains with every
// right guess, cash out whenever you like.
import { cardElement, cardName } from './cards.js';
import { fill, formatMultiplier, h, pause } from './dom.js';
import { guarded, startGame } from './shell.js';

/** @import { Card } from './cards.js' */
/** @import { GameContext, RoundAnswer, RoundView } from './shell.js' */

/**
 * The high-low adapter's round view: the cards so far, each guess with the multiplier it reached, and the
 * next guesses' odds (null where a guess cannot win).
 * @typedef {{ chance: number, multiplier: number } | null} GuessOption
 * @typedef {{ cards: Card[], guesses: { direction: string, correct: boolean, multiplier: number }[],
 *   multiplier: number, next?: { higher: GuessOption, same: GuessOption, lower: GuessOption } | null }} HighLowView
 */

startGame({
  /** @param {GameContext<Record<string, unknown>, HighLowView>} ctx */
  mount(ctx) {
    const current = h('div', { class: 'hl-current' });
    const chain = h('ol', { class: 'hl-chain', 'aria-label': 'Cards so far' });
    const multiplierOut = h('output', { class: 'hl-multiplier' }, formatMultiplier(1));
    const payoutOut = h('p', { class: 'hl-payout' });
    const message = h('p', { class: 'hl-message', text: 'Place a stake and deal a card.' });
    const deal = h('button', { type: 'button', class: 'hg-button hg-button--primary' }, 'Deal');
    const higher = h('button', { type: 'button', class: 'hg-button hl-guess' });
    const same = h('button', { type: 'button', class: 'hg-button hl-guess' });
    const lower = h('button', { type: 'button', class: 'hg-button hl-guess' });
    const skip = h('button', { type: 'button', class: 'hg-button' }, 'Skip card');
    const cashOut = h('button', { type: 'button', class: 'hg-button hg-button--gold' }, 'Cash out');
    ctx.stage.replaceChildren(
      h(
        'div',
        { class: 'felt hl-table' },
        h(
          'div',
          { class: 'hl-top' },
          h('div', { class: 'hl-deck', 'aria-hidden': 'true' }, cardElement(null), cardElement(null)),
          current,
          h(
            'div',
            { class: 'hl-meter' },
            h('span', { class: 'hl-meter-label', text: 'Multiplier' }),
            multiplierOut,
            payoutOut,
          ),
        ),
        h(
          'div',
          { class: 'hl-guesses', role: 'group', 'aria-label': 'Your guess for the next card' },
          higher,
          same,
          lower,
        ),
        message,
        chain,
      ),
    );
    ctx.actions.append(skip, cashOut, deal);
    ctx.setPrimary(deal);

    /** @type {RoundView<HighLowView> | null} */
    let round = null;
    let busy = false;

    /** @type {Record<string, { word: string, arrow: string }>} */
    const GUESSES = {
      higher: { word: 'Higher', arrow: '▲' },
      same: { word: 'Same', arrow: '=' },
      lower: { word: 'Lower', arrow: '▼' },
    };

    /** @param {HTMLButtonElement} button @param {string} direction @param {GuessOption | undefined} option */
    function guessLabel(button, direction, option) {
      const guess = GUESSES[direction];
      fill(
        button,
        h('span', { 'aria-hidden': 'true', class: 'hl-arrow', text: guess.arrow }),
        h('span', { text: guess.word }),
        option
          ? h('small', {
              // not money: a chance as a percentage
              text: `${(option.chance * 100).toFixed(1)}% · ${formatMultiplier(option.multiplier)}`,
            })
          : null,
      );
      button.disabled = busy || !option;
    }

    /**
     * The round's view (none before the first deal); the last card slides in with animateLast.
     * @param {HighLowView | null | undefined} view
     * @param {boolean} animateLast
     */
    function render(view, animateLast) {
      const open = round?.status === 'open';
      const cards = view?.cards ?? [];
      const last = cards[cards.length - 1];
      current.replaceChildren(last ? cardElement(last, { deal: animateLast }) : cardElement(null));
      chain.replaceChildren(
        ...cards.slice(0, -1).map((card, index) => {
          const guess = view?.guesses[index];
          return h(
            'li',
            { class: `hl-link${guess ? (guess.correct ? ' is-right' : ' is-wrong') : ''}` },
            cardElement(card, { small: true }),
            guess
              ? h('span', {
                  class: 'hl-link-mark',
                  text: GUESSES[guess.direction]?.arrow ?? '↷',
                })
              : null,
            guess?.correct && guess.direction !== 'skip'
              ? h('span', { class: 'hl-link-mult', text: formatMultiplier(guess.multiplier) })
              : null,
          );
        }),
      );
      multiplierOut.textContent = formatMultiplier(view?.multiplier ?? 1);
      payoutOut.textContent =
        open && round && view && view.multiplier > 1
          ? `Cash out ${ctx.money(Math.floor(round.stake * view.multiplier))}`
          : '';
      guessLabel(higher, 'higher', open ? view?.next?.higher : null);
      guessLabel(same, 'same', open ? view?.next?.same : null);
      guessLabel(lower, 'lower', open ? view?.next?.lower : null);
      skip.disabled = busy || !open;
      cashOut.disabled =
        busy || !open || !view?.guesses.some((guess) => guess.correct && guess.direction !== 'skip');
      deal.disabled = busy || open;
      ctx.lockStake(busy || open);
      ctx.setPrimary(open ? null : deal);
    }

    /** @param {RoundAnswer<HighLowView>} answer */
    function show(answer, animateLast = true) {
      round = answer.round;
      render(round.view, animateLast);
    }

    /** @param {string} action */
    async function step(action) {
      busy = true;
      render(round?.view, false);
      try {
        // Steps are only offered while a round is open.
        const playing = /** @type {RoundView<HighLowView>} */ (round);
        const cardsBefore = playing.view.cards.length;
        const answer = await ctx.act(playing.id, action);
        show(answer, answer.round.view.cards.length !== cardsBefore);
        const view = answer.round.view;
        const last = view.cards[view.cards.length - 1];
        if (answer.round.status === 'closed') {
          ctx.settle(answer);
          if (answer.round.payout > 0) {
            message.textContent = `Cashed out ${ctx.money(answer.round.payout)} at ${formatMultiplier(view.multiplier)}.`;
            message.className = 'hl-message hg-win';
          } else {
            message.textContent = `${cardName(last)} — wrong guess. The round is lost.`;
            message.className = 'hl-message hl-lost';
          }
        } else {
          const lastGuess = view.guesses[view.guesses.length - 1];
          message.textContent =
            lastGuess?.direction === 'skip'
              ? `Skipped to the ${cardName(last)}.`
              : `${cardName(last)}. Right! Multiplier ${formatMultiplier(view.multiplier)}.`;
          message.className = 'hl-message';
        }
        ctx.announce(message.textContent);
        await pause(250);
      } finally {
        busy = false;
        render(round?.view, false);
      }
    }

    deal.addEventListener(
      'click',
      guarded(ctx, async () => {
        busy = true;
        render(null, false);
        try {
          const answer = await ctx.play({});
          ctx.settle(answer);
          show(answer);
          message.textContent = `${cardName(answer.round.view.cards[0])}. Higher or lower?`;
          message.className = 'hl-message';
          ctx.announce(message.textContent);
        } finally {
          busy = false;
          render(round?.view, false);
        }
      }),
    );
    for (const [button, action] of /** @type {[HTMLButtonElement, string][]} */ ([
      [higher, 'higher'],
      [same, 'same'],
      [lower, 'lower'],
      [skip, 'skip'],
      [cashOut, 'cashout'],
    ])) {
      button.addEventListener(
        'click',
        guarded(ctx, () => step(action)),
      );
    }

    if (ctx.init.round) {
      round = ctx.init.round;
      message.textContent = 'Your round is still open. Higher or lower?';
    }
    render(round?.view, false);
  },
});
