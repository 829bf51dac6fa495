// Crash: the multiplier climbs until it crashes; the stake is cashed out automatically at the target you set,
// if the rocket gets there first.
import { formatMultiplier, h, reducedMotion } from './dom.js';
import { guarded, startGame } from './shell.js';

/** @import { GameContext } from './shell.js' */

/**
 * The crash adapter's config (targets as multipliers) and round view.
 * @typedef {{ minTarget: number, maxTarget: number, defaultTarget: number }} CrashConfig
 * @typedef {{ crashPoint: number, target: number, cashedOut: boolean }} CrashView
 * @typedef {{ elapsed: number, multiplier: number, crashed: boolean, cashout: number | null }} ChartState
 */

const GROWTH = Math.log(2) / 2.2; // 2× after 2.2 s
const LONGEST_MS = 6500;
const QUICK_TARGETS = [1.5, 2, 3, 5, 10];

startGame({
  /** @param {GameContext<CrashConfig, CrashView>} ctx */
  mount(ctx) {
    const { config } = ctx;
    const canvas = h('canvas', {
      class: 'crash-canvas',
      role: 'img',
      'aria-label': 'Multiplier chart, waiting for a bet',
    });
    const big = h('output', { class: 'crash-big', 'aria-live': 'off' }, formatMultiplier(1));
    const note = h('p', { class: 'crash-note', text: 'Set an auto cash-out and place a bet.' });
    const recent = h('ol', { class: 'crash-recent', 'aria-label': 'Recent crash points' });
    const targetInput = h('input', {
      id: 'crash-target',
      type: 'number',
      inputmode: 'decimal',
      min: config.minTarget,
      max: config.maxTarget,
      step: '0.01',
      value: config.defaultTarget.toFixed(2),
    });
    const quick = QUICK_TARGETS.map((value) =>
      h('button', {
        type: 'button',
        class: 'crash-chip',
        'aria-label': `Auto cash-out at ${value}×`,
        text: `${value}×`,
      }),
    );
    const payOut = h('output', { class: 'crash-pay', for: 'crash-target' });
    ctx.stage.replaceChildren(
      h(
        'div',
        { class: 'crash-panel' },
        recent,
        h('div', { class: 'crash-screen' }, canvas, h('div', { class: 'crash-overlay' }, big, note)),
        h(
          'div',
          { class: 'crash-target' },
          h(
            'div',
            { class: 'hg-field' },
            h('label', { for: 'crash-target', text: 'Auto cash-out at (×)' }),
            targetInput,
          ),
          h('div', { class: 'crash-chips', role: 'group', 'aria-label': 'Quick targets' }, quick),
          payOut,
        ),
      ),
    );
    const bet = h('button', { type: 'button', class: 'hg-button hg-button--primary' }, 'Bet');
    ctx.actions.append(bet);
    ctx.setPrimary(bet);

    const target = () => {
      const value = Number(targetInput.value);
      return Number.isFinite(value)
        ? // not money: a target to hundredths of a multiplier
          Math.min(config.maxTarget, Math.max(config.minTarget, Math.round(value * 100) / 100))
        : config.defaultTarget;
    };
    const renderPay = () => {
      payOut.textContent = `Pays ${ctx.money(Math.floor(ctx.stake() * target()))} at ${formatMultiplier(target())}`;
    };
    targetInput.addEventListener('input', renderPay);
    targetInput.addEventListener('change', () => {
      targetInput.value = target().toFixed(2);
      renderPay();
    });
    for (const [index, button] of quick.entries()) {
      button.addEventListener('click', () => {
        targetInput.value = QUICK_TARGETS[index].toFixed(2);
        renderPay();
      });
    }
    ctx.onStakeChange(renderPay);
    renderPay();

    const chart = createChart(canvas);
    chart.draw({ elapsed: 0, multiplier: 1, crashed: false, cashout: null });
    new ResizeObserver(() => chart.redraw()).observe(canvas);

    /** @type {number[]} */
    const history = [];
    bet.addEventListener(
      'click',
      guarded(ctx, async () => {
        bet.disabled = true;
        targetInput.disabled = true;
        ctx.lockStake(true);
        big.className = 'crash-big';
        note.textContent = 'Launching…';
        try {
          const chosen = target();
          // The server takes the target in hundredths (250 = 2.50×).
          // not money: a target in hundredths of a multiplier
          const answer = await ctx.play({ target: Math.round(chosen * 100) });
          const view = answer.round.view;
          await fly(view, answer.round.payout, chart, big, note, ctx);
          canvas.setAttribute('aria-label', `Crashed at ${formatMultiplier(view.crashPoint)}`);
          ctx.settle(answer);
          history.unshift(view.crashPoint);
          recent.replaceChildren(
            ...history
              .slice(0, 10)
              .map((point) => h('li', { class: point >= 2 ? 'is-high' : '', text: formatMultiplier(point) })),
          );
          ctx.announce(
            view.cashedOut
              ? `Cashed out at ${formatMultiplier(view.target)}: you win ${ctx.money(answer.round.payout)}. It crashed at ${formatMultiplier(view.crashPoint)}.`
              : `Crashed at ${formatMultiplier(view.crashPoint)} before ${formatMultiplier(view.target)}. No win.`,
          );
        } catch (error) {
          note.textContent = 'Set an auto cash-out and place a bet.';
          throw error;
        } finally {
          bet.disabled = false;
          targetInput.disabled = false;
          ctx.lockStake(false);
        }
      }),
    );
  },
});

/**
 * @param {CrashView} view
 * @param {number} payout
 * @param {ReturnType<typeof createChart>} chart
 * @param {HTMLOutputElement} big
 * @param {HTMLElement} note
 * @param {{ money: (minor: number) => string }} ctx
 * @returns {Promise<void>}
 */
function fly(view, payout, chart, big, note, ctx) {
  const natural = (Math.log(view.crashPoint) / GROWTH) * 1000;
  const speed = natural > LONGEST_MS ? natural / LONGEST_MS : 1;
  const finish = () => {
    chart.draw({
      elapsed: natural / 1000,
      multiplier: view.crashPoint,
      crashed: true,
      cashout: view.cashedOut ? view.target : null,
    });
    big.textContent = formatMultiplier(view.crashPoint);
    big.className = 'crash-big crash-big--crashed';
    note.textContent = view.cashedOut
      ? `Cashed out at ${formatMultiplier(view.target)} · +${ctx.money(payout)}`
      : `Crashed at ${formatMultiplier(view.crashPoint)}`;
    note.className = view.cashedOut ? 'crash-note hg-win' : 'crash-note';
  };
  if (reducedMotion.matches) {
    finish();
    return Promise.resolve();
  }
  note.className = 'crash-note';
  return new Promise((resolve) => {
    const started = performance.now();
    let cashedShown = false;
    const frame = (/** @type {number} */ now) => {
      const elapsed = ((now - started) * speed) / 1000;
      const multiplier = Math.min(view.crashPoint, Math.exp(GROWTH * elapsed));
      const cashout = view.cashedOut && multiplier >= view.target ? view.target : null;
      if (cashout && !cashedShown) {
        cashedShown = true;
        note.textContent = `Cashed out at ${formatMultiplier(view.target)}!`;
        note.className = 'crash-note hg-win';
      } else if (!cashedShown) note.textContent = `Target ${formatMultiplier(view.target)}`;
      chart.draw({ elapsed, multiplier, crashed: false, cashout });
      big.textContent = formatMultiplier(multiplier);
      big.classList.toggle('hg-win', cashedShown);
      if (multiplier >= view.crashPoint) {
        finish();
        resolve();
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** @param {HTMLCanvasElement} canvas */
function createChart(canvas) {
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  /** @type {ChartState | null} */
  let last = null;
  /** @param {ChartState} state */
  function draw(state) {
    last = state;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    const pad = { left: 44, right: 16, top: 16, bottom: 28 };
    const maxT = Math.max(5, state.elapsed * 1.1);
    const maxM = Math.max(2, state.multiplier * 1.15);
    const x = (/** @type {number} */ t) => pad.left + (t / maxT) * (width - pad.left - pad.right);
    const y = (/** @type {number} */ m) =>
      height - pad.bottom - ((m - 1) / (maxM - 1)) * (height - pad.top - pad.bottom);

    context.strokeStyle = 'rgb(110 121 176 / 0.25)';
    context.fillStyle = '#a9b1d6';
    context.font = '12px system-ui, sans-serif';
    context.lineWidth = 1;
    const stepM = niceStep((maxM - 1) / 4);
    for (let m = 1; m <= maxM; m += stepM) {
      context.beginPath();
      context.moveTo(pad.left, y(m));
      context.lineTo(width - pad.right, y(m));
      context.stroke();
      context.fillText(`${m.toFixed(m < 10 ? 1 : 0)}×`, 6, y(m) + 4);
    }
    const stepT = niceStep(maxT / 5);
    for (let t = 0; t <= maxT; t += stepT) context.fillText(`${Math.round(t)}s`, x(t) - 6, height - 8);

    const colour = state.crashed ? '#ff7c88' : '#8a6dff';
    const gradient = context.createLinearGradient(0, y(maxM), 0, y(1));
    gradient.addColorStop(0, state.crashed ? 'rgb(255 124 136 / 0.35)' : 'rgb(138 109 255 / 0.45)');
    gradient.addColorStop(1, 'rgb(138 109 255 / 0)');
    context.beginPath();
    context.moveTo(x(0), y(1));
    const steps = 80;
    for (let i = 1; i <= steps; i += 1) {
      const t = (state.elapsed * i) / steps;
      context.lineTo(x(t), y(Math.min(state.multiplier, Math.exp(GROWTH * t))));
    }
    context.lineTo(x(state.elapsed), y(1));
    context.closePath();
    context.fillStyle = gradient;
    context.fill();

    context.beginPath();
    context.moveTo(x(0), y(1));
    for (let i = 1; i <= steps; i += 1) {
      const t = (state.elapsed * i) / steps;
      context.lineTo(x(t), y(Math.min(state.multiplier, Math.exp(GROWTH * t))));
    }
    context.strokeStyle = colour;
    context.lineWidth = 4;
    context.lineCap = 'round';
    context.stroke();

    if (state.cashout) {
      const t = Math.log(state.cashout) / GROWTH;
      context.beginPath();
      context.arc(x(t), y(state.cashout), 7, 0, Math.PI * 2);
      context.fillStyle = '#f5c451';
      context.fill();
      context.fillText(`${state.cashout.toFixed(2)}×`, x(t) + 10, y(state.cashout) - 10);
    }
    if (state.elapsed > 0) {
      context.beginPath();
      context.arc(x(state.elapsed), y(state.multiplier), 6, 0, Math.PI * 2);
      context.fillStyle = colour;
      context.fill();
    }
  }
  return { draw, redraw: () => last && draw(last) };
}

/** @param {number} raw */
function niceStep(raw) {
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled < 1.5 ? 1 : scaled < 3.5 ? 2 : scaled < 7.5 ? 5 : 10) * power;
}
