// Blackjack: one hand against the dealer; hit, stand or double. Blackjack pays 3:2, dealer stands on 17.
import { cardElement, cardName } from './cards.js';
import { h, pause } from './dom.js';
import { guarded, startGame } from './shell.js';

/** @import { Card } from './cards.js' */
/** @import { GameContext, RoundAnswer, RoundView } from './shell.js' */

/**
 * The blackjack adapter's round view (the dealer's hole card is null while the player decides).
 * @typedef {{ status: string, player: Card[], dealer: (Card | null)[], playerTotal: number | null,
 *   playerSoft: boolean, dealerTotal: number | null, dealerSoft: boolean, doubled: boolean,
 *   actions: string[], outcome: string | null }} BlackjackView
 */

/** @type {Record<string, string>} */
const OUTCOME_TEXT = {
  blackjack: 'Blackjack!',
  win: 'You win',
  push: 'Push — stake returned',
  lose: 'Dealer wins',
  bust: 'Bust',
};

startGame({
  /** @param {GameContext<Record<string, unknown>, BlackjackView>} ctx */
  mount(ctx) {
    const dealerHand = h('div', { class: 'hand', role: 'list', 'aria-label': 'Dealer cards' });
    const playerHand = h('div', { class: 'hand', role: 'list', 'aria-label': 'Your cards' });
    const dealerTotal = h('span', { class: 'bj-total' });
    const playerTotal = h('span', { class: 'bj-total' });
    const result = h('p', {
      class: 'bj-result bj-result--idle',
      'aria-hidden': 'true',
      text: 'Place your stake and deal',
    });
    ctx.stage.replaceChildren(
      h(
        'div',
        { class: 'felt bj-table' },
        h(
          'section',
          { class: 'bj-seat', 'aria-label': 'Dealer' },
          h('h2', { class: 'bj-label' }, 'Dealer ', dealerTotal),
          dealerHand,
        ),
        h('p', { class: 'bj-rule', text: 'Blackjack pays 3 to 2 · Dealer stands on all 17s' }),
        result,
        h(
          'section',
          { class: 'bj-seat', 'aria-label': 'You' },
          playerHand,
          h('h2', { class: 'bj-label' }, 'You ', playerTotal),
        ),
      ),
    );
    const deal = h('button', { type: 'button', class: 'hg-button hg-button--primary' }, 'Deal');
    const hit = h('button', { type: 'button', class: 'hg-button' }, 'Hit');
    const stand = h('button', { type: 'button', class: 'hg-button' }, 'Stand');
    const double = h('button', { type: 'button', class: 'hg-button hg-button--gold' }, 'Double');
    ctx.actions.append(hit, stand, double, deal);
    ctx.setPrimary(deal);

    /** @type {RoundView<BlackjackView> | null} */
    let round = null;
    let busy = false;
    /** @type {{ dealer: (Card | null)[], player: (Card | null)[] }} */
    let shown = { dealer: [], player: [] };

    /** @param {HTMLElement} container @param {(Card | null)[]} cards @param {(Card | null)[]} previous */
    async function renderHand(container, cards, previous) {
      const elements = [...container.children];
      for (let i = 0; i < cards.length; i += 1) {
        const before = previous[i];
        const card = cards[i];
        const same = before !== undefined && JSON.stringify(before) === JSON.stringify(card);
        if (same && elements[i]) continue;
        const element = h('div', { role: 'listitem' }, cardElement(card, { deal: true }));
        if (elements[i]) elements[i].replaceWith(element);
        else container.append(element);
        await pause(220);
      }
      for (const extra of [...container.children].slice(cards.length)) extra.remove();
    }

    /** @param {number | null | undefined} total @param {boolean} soft */
    function totalText(total, soft) {
      if (total === null || total === undefined) return '';
      return soft && total <= 21 ? `${total - 10} / ${total}` : String(total);
    }

    /** @param {BlackjackView} view */
    async function show(view) {
      await renderHand(playerHand, view.player, shown.player);
      await renderHand(dealerHand, view.dealer, shown.dealer);
      shown = { dealer: view.dealer, player: view.player };
      playerTotal.textContent = totalText(view.playerTotal, view.playerSoft);
      dealerTotal.textContent = totalText(view.dealerTotal, view.dealerSoft);
    }

    function render() {
      const open = round?.status === 'open';
      const allowed = new Set(open && round ? round.view.actions : []);
      hit.disabled = busy || !allowed.has('hit');
      stand.disabled = busy || !allowed.has('stand');
      double.disabled = busy || !allowed.has('double');
      deal.disabled = busy || open;
      ctx.lockStake(busy || open);
      ctx.setPrimary(open ? null : deal);
    }

    /** @param {BlackjackView} view */
    function describe(view) {
      const player = `You have ${view.player.map(cardName).join(', ')} (${view.playerTotal}).`;
      const dealer = `Dealer shows ${view.dealer.map(cardName).join(', ')}${view.dealerTotal ? ` (${view.dealerTotal})` : ''}.`;
      return `${player} ${dealer}`;
    }

    /** @param {RoundAnswer<BlackjackView>} answer */
    async function finish(answer) {
      round = answer.round;
      await show(round.view);
      if (round.status === 'closed') {
        ctx.settle(answer);
        const text = OUTCOME_TEXT[round.view.outcome ?? ''] ?? '';
        const amount = round.payout > 0 ? ` · ${ctx.money(round.payout)}` : '';
        result.textContent = `${text}${amount}`;
        result.className = `bj-result bj-result--${round.view.outcome}`;
        ctx.announce(`${describe(round.view)} ${text}${amount}.`);
      } else {
        ctx.announce(describe(round.view));
      }
    }

    deal.addEventListener(
      'click',
      guarded(ctx, async () => {
        busy = true;
        render();
        result.textContent = '';
        result.className = 'bj-result';
        dealerHand.replaceChildren();
        playerHand.replaceChildren();
        shown = { dealer: [], player: [] };
        try {
          const answer = await ctx.play({});
          if (answer.round.status === 'open') ctx.settle(answer);
          await finish(answer);
        } finally {
          busy = false;
          render();
        }
      }),
    );
    for (const [button, action] of /** @type {[HTMLButtonElement, string][]} */ ([
      [hit, 'hit'],
      [stand, 'stand'],
      [double, 'double'],
    ])) {
      button.addEventListener(
        'click',
        guarded(ctx, async () => {
          busy = true;
          render();
          try {
            // Moves are only offered while a round is open.
            await finish(await ctx.act(/** @type {RoundView<BlackjackView>} */ (round).id, action));
          } finally {
            busy = false;
            render();
          }
        }),
      );
    }

    if (ctx.init.round) {
      round = ctx.init.round;
      show(round.view);
    }
    render();
  },
});
