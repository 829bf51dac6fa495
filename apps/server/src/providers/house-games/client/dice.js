// Dice: pick a target with the slider, roll over or under it; the smaller the chance, the bigger the pay.
import { animate, h, pause } from './dom.js';
import { guarded, startGame } from './shell.js';

/** @import { GameContext } from './shell.js' */

/**
 * The dice adapter's config (outcomes and limits in hundredths, RTP in basis points) and round view.
 * @typedef {{ outcomes: number, rtpBp: number, defaultTarget: number, minWinning: number, maxWinning: number }} DiceConfig
 * @typedef {{ roll: number, won: boolean }} DiceView
 */

startGame({
  /** @param {GameContext<DiceConfig, DiceView>} ctx */
  mount(ctx) {
    const { config } = ctx;
    // Targets and rolls are whole hundredths (5050 = 50.50), as the server takes them.
    let target = config.defaultTarget;
    let direction = 'over';
    /** @type {DiceView[]} */
    const recent = [];
    // not money: a roll in hundredths
    const percent = (/** @type {number} */ hundredths) => (hundredths / 100).toFixed(2);

    const rollOut = h('output', { class: 'dice-roll', 'aria-live': 'off' }, '—');
    const marker = h(
      'div',
      { class: 'dice-marker', 'aria-hidden': 'true' },
      h('span', { class: 'dice-marker__value' }),
    );
    const track = h(
      'div',
      { class: 'dice-track', 'aria-hidden': 'true' },
      h('div', { class: 'dice-track__win' }),
      marker,
    );
    const slider = h('input', {
      type: 'range',
      id: 'dice-target',
      class: 'dice-slider',
      step: 1,
      value: target,
    });
    const chanceOut = h('output', { class: 'dice-stat__value' });
    const multiplierOut = h('output', { class: 'dice-stat__value' });
    const payOut = h('output', { class: 'dice-stat__value hg-win' });
    const targetOut = h('output', { class: 'dice-stat__value', for: 'dice-target' });
    const overButton = h(
      'button',
      { type: 'button', class: 'dice-toggle', 'aria-pressed': 'true' },
      'Roll over',
    );
    const underButton = h(
      'button',
      { type: 'button', class: 'dice-toggle', 'aria-pressed': 'false' },
      'Roll under',
    );
    const strip = h('ol', { class: 'dice-recent', 'aria-label': 'Your recent rolls' });

    /** @param {string} label @param {HTMLOutputElement} output */
    const stat = (label, output) =>
      h('div', { class: 'dice-stat' }, h('span', { class: 'dice-stat__label', text: label }), output);
    ctx.stage.replaceChildren(
      h(
        'div',
        { class: 'dice-panel' },
        strip,
        rollOut,
        h(
          'div',
          { class: 'dice-track-wrap' },
          track,
          h(
            'div',
            { class: 'dice-scale', 'aria-hidden': 'true' },
            ['0', '25', '50', '75', '100'].map((t) => h('span', { text: t })),
          ),
        ),
        h('div', { class: 'dice-field' }, h('label', { for: 'dice-target', text: 'Target' }), slider),
        h(
          'div',
          { class: 'dice-toggles', role: 'group', 'aria-label': 'Direction' },
          overButton,
          underButton,
        ),
        h(
          'div',
          { class: 'dice-stats' },
          stat('Target', targetOut),
          stat('Win chance', chanceOut),
          stat('Multiplier', multiplierOut),
          stat('Pays', payOut),
        ),
      ),
    );
    const roll = h('button', { type: 'button', class: 'hg-button hg-button--primary' }, 'Roll');
    ctx.actions.append(roll);
    ctx.setPrimary(roll);

    // Win chance in outcomes out of config.outcomes; the limits keep it between 0.01% and 98%.
    const chance = () => (direction === 'over' ? config.outcomes - 1 - target : target);
    const multiplier = () => Math.floor((config.rtpBp * 10000) / chance()) / 10000;

    function limits() {
      const low = direction === 'over' ? config.outcomes - 1 - config.maxWinning : config.minWinning;
      const high = direction === 'over' ? config.outcomes - 1 - config.minWinning : config.maxWinning;
      slider.min = String(low);
      slider.max = String(high);
      target = Math.min(high, Math.max(low, target));
      slider.value = String(target);
    }

    function render() {
      const c = chance();
      const left = direction === 'over' ? target : 0;
      const right = direction === 'over' ? config.outcomes : target;
      const win = /** @type {HTMLElement} */ (track.firstChild);
      // not money: a share of the track as a CSS percentage
      win.style.setProperty('left', `${(left / config.outcomes) * 100}%`);
      // not money: as above
      win.style.setProperty('width', `${((right - left) / config.outcomes) * 100}%`);
      targetOut.textContent = `${direction === 'over' ? '>' : '<'} ${percent(target)}`;
      chanceOut.textContent = `${percent(c)}%`;
      multiplierOut.textContent = `${multiplier().toFixed(4)}×`;
      payOut.textContent = ctx.money(Math.floor((ctx.stake() * config.rtpBp) / c));
      slider.setAttribute(
        'aria-valuetext',
        `${direction} ${percent(target)}, win chance ${chanceOut.textContent}`,
      );
      overButton.setAttribute('aria-pressed', String(direction === 'over'));
      underButton.setAttribute('aria-pressed', String(direction === 'under'));
    }

    slider.addEventListener('input', () => {
      target = Number(slider.value);
      render();
    });
    overButton.addEventListener('click', () => {
      direction = 'over';
      limits();
      render();
    });
    underButton.addEventListener('click', () => {
      direction = 'under';
      limits();
      render();
    });
    ctx.onStakeChange(render);

    roll.addEventListener(
      'click',
      guarded(ctx, async () => {
        roll.disabled = true;
        slider.disabled = true;
        ctx.lockStake(true);
        try {
          const answer = await ctx.play({ target, direction });
          const view = answer.round.view;
          marker.classList.remove('is-win', 'is-lose');
          await Promise.all([
            animate(
              marker,
              // not money: a share of the track as a CSS percentage
              [{ left: marker.style.left || '50%' }, { left: `${(view.roll / config.outcomes) * 100}%` }],
              {
                duration: 520,
                easing: 'cubic-bezier(0.22, 1, 0.36, 1)',
              },
            ),
            spinNumber(rollOut, view.roll),
          ]);
          // not money: a share of the track as a CSS percentage
          marker.style.setProperty('left', `${(view.roll / config.outcomes) * 100}%`);
          /** @type {Node} */ (marker.firstChild).textContent = percent(view.roll);
          marker.classList.add(view.won ? 'is-win' : 'is-lose');
          rollOut.className = `dice-roll ${view.won ? 'hg-win' : 'dice-roll--lose'}`;
          ctx.settle(answer);
          recent.unshift(view);
          strip.replaceChildren(
            ...recent
              .slice(0, 8)
              .map((item) => h('li', { class: item.won ? 'is-win' : 'is-lose', text: percent(item.roll) })),
          );
          ctx.announce(
            `Rolled ${percent(view.roll)}. ${view.won ? `You win ${ctx.money(answer.round.payout)}.` : 'No win.'}`,
          );
        } finally {
          roll.disabled = false;
          slider.disabled = false;
          ctx.lockStake(false);
        }
      }),
    );
    limits();
    render();
  },
});

/** @param {HTMLOutputElement} output @param {number} value */
async function spinNumber(output, value) {
  const frames = 8;
  for (let i = 0; i < frames; i += 1) {
    // not money: a random roll in hundredths
    output.textContent = (Math.random() * 100).toFixed(2);
    await pause(45);
  }
  // not money: a roll in hundredths
  output.textContent = (value / 100).toFixed(2);
}
