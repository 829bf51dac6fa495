// The European roulette table and wheel, shared by the roulette and the live roulette clients.
import { animate, h, reducedMotion, s } from './dom.js';

export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
const IDLE_WHEEL_MS = 5000;
const IDLE_BALL_MS = 1400;
const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** @param {number} number @returns {'green' | 'red' | 'black'} */
export function colourOf(number) {
  if (number === 0) return 'green';
  return REDS.has(number) ? 'red' : 'black';
}

/** Bets the table offers: kind, value and how it reads. Payouts follow the standard European table. */
const OUTSIDE = [
  { kind: 'low', label: '1 to 18', pays: 1 },
  { kind: 'even', label: 'Even', pays: 1 },
  { kind: 'red', label: 'Red', pays: 1 },
  { kind: 'black', label: 'Black', pays: 1 },
  { kind: 'odd', label: 'Odd', pays: 1 },
  { kind: 'high', label: '19 to 36', pays: 1 },
];

/** A spot on the table: the bet's kind and the number, column or dozen it is on. @typedef {{ kind: string, value?: number }} Bet */
/** @typedef {Bet & { amount: number }} PlacedBet */

/** @param {Bet} bet */
function betKey(bet) {
  return bet.value === undefined ? bet.kind : `${bet.kind}:${bet.value}`;
}

/**
 * The betting layout. `onPlace(bet)` is called when a spot is chosen; `setBets(list)` shows chips.
 * @param {{ onPlace: (bet: Bet) => void, money: (minor: number) => string, minorPerMajor: number }} options
 */
export function createBoard({ onPlace, money, minorPerMajor }) {
  /** @type {Map<string, { button: HTMLButtonElement, label: string }>} */
  const spots = new Map();
  /** @param {Bet} bet @param {string} label @param {string} extraClass @param {string} text */
  const spot = (bet, label, extraClass, text) => {
    const button = h(
      'button',
      { type: 'button', class: `rt-spot ${extraClass}`, dataset: { key: betKey(bet) } },
      h('span', { class: 'rt-spot__text', text }),
    );
    button.addEventListener('click', () => onPlace({ ...bet }));
    spots.set(betKey(bet), { button, label });
    return button;
  };
  const grid = h('div', { class: 'rt-board', role: 'group', 'aria-label': 'Betting table' });
  grid.append(spot({ kind: 'straight', value: 0 }, 'Zero, pays 35 to 1', 'rt-spot--zero rt-green', '0'));
  for (let column = 0; column < 12; column += 1) {
    for (let row = 0; row < 3; row += 1) {
      const number = column * 3 + (3 - row);
      const colour = colourOf(number);
      const button = spot(
        { kind: 'straight', value: number },
        `${number} ${colour}, pays 35 to 1`,
        `rt-${colour}`,
        String(number),
      );
      button.dataset.col = String(column + 2);
      button.dataset.row = String(row + 1);
      grid.append(button);
    }
  }
  for (let row = 0; row < 3; row += 1) {
    const column = 3 - row;
    const button = spot(
      { kind: 'column', value: column },
      `Column ${column}, pays 2 to 1`,
      'rt-spot--side',
      '2:1',
    );
    button.dataset.row = String(row + 1);
    grid.append(button);
  }
  ['1st 12', '2nd 12', '3rd 12'].forEach((text, index) => {
    const button = spot(
      { kind: 'dozen', value: index + 1 },
      `${text} (dozen ${index + 1}), pays 2 to 1`,
      'rt-spot--dozen',
      text,
    );
    button.dataset.dozen = String(index + 1);
    grid.append(button);
  });
  OUTSIDE.forEach((bet, index) => {
    const button = spot(
      { kind: bet.kind },
      `${bet.label}, pays 1 to 1`,
      `rt-spot--outside${bet.kind === 'red' ? ' rt-red' : bet.kind === 'black' ? ' rt-black' : ''}`,
      bet.label,
    );
    button.dataset.outside = String(index + 1);
    grid.append(button);
  });
  // Place data-driven positions through CSSOM (the CSP allows no inline style attributes).
  for (const { button } of spots.values()) {
    const { col, row, dozen, outside } = button.dataset;
    if (col) button.style.setProperty('grid-area', `${row} / ${col}`);
    else if (row) button.style.setProperty('grid-area', `${row} / 14`);
    else if (dozen) button.style.setProperty('grid-area', `4 / ${2 + (Number(dozen) - 1) * 4} / 5 / span 4`);
    else if (outside)
      button.style.setProperty('grid-area', `5 / ${2 + (Number(outside) - 1) * 2} / 6 / span 2`);
  }

  /** @param {PlacedBet[]} bets */
  function setBets(bets) {
    /** @type {Map<string, number>} */
    const totals = new Map();
    for (const bet of bets) totals.set(betKey(bet), (totals.get(betKey(bet)) ?? 0) + bet.amount);
    for (const [key, { button, label }] of spots) {
      const amount = totals.get(key) ?? 0;
      button.querySelector('.rt-chip')?.remove();
      if (amount > 0)
        button.append(
          h('span', { class: 'rt-chip', 'aria-hidden': 'true', text: chipText(amount, minorPerMajor) }),
        );
      button.setAttribute('aria-label', amount > 0 ? `${label}; your bet ${money(amount)}` : label);
    }
  }

  /** @param {number | null} number */
  function highlight(number) {
    for (const { button } of spots.values()) button.classList.remove('is-winning');
    if (number === null) return;
    spots.get(`straight:${number}`)?.button.classList.add('is-winning');
  }

  /** @param {boolean} disabled */
  function setDisabled(disabled) {
    for (const { button } of spots.values()) button.disabled = disabled;
  }

  setBets([]);
  return { element: grid, setBets, highlight, setDisabled };
}

/** @param {number} minor @param {number} minorPerMajor */
function chipText(minor, minorPerMajor) {
  const value = minor / minorPerMajor;
  // not money: thousands of currency units to one decimal (1,250 is 1.3k)
  if (value >= 1000) return `${Math.round(value / 100) / 10}k`;
  return value >= 10 || Number.isInteger(value)
    ? String(Math.round(value))
    : value.toFixed(value < 1 ? 2 : 1);
}

/** The wheel with its ball; `spinTo(number)` turns it until the number stops under the marker. */
export function createWheel() {
  const pockets = WHEEL_ORDER.length;
  const slice = 360 / pockets;
  const radius = 100;
  const wheel = s('g', { class: 'rt-wheel__rotor' });
  WHEEL_ORDER.forEach((number, index) => {
    const start = ((index - 0.5) * slice - 90) * (Math.PI / 180);
    const end = ((index + 0.5) * slice - 90) * (Math.PI / 180);
    const outer = radius;
    const inner = 62;
    const path = [
      `M ${Math.cos(start) * outer} ${Math.sin(start) * outer}`,
      `A ${outer} ${outer} 0 0 1 ${Math.cos(end) * outer} ${Math.sin(end) * outer}`,
      `L ${Math.cos(end) * inner} ${Math.sin(end) * inner}`,
      `A ${inner} ${inner} 0 0 0 ${Math.cos(start) * inner} ${Math.sin(start) * inner}`,
      'Z',
    ].join(' ');
    const colour = colourOf(number);
    wheel.append(
      s('path', {
        d: path,
        fill: colour === 'green' ? '#1f9d55' : colour === 'red' ? '#c81d3a' : '#141831',
        stroke: '#c99a2e',
        'stroke-width': 0.8,
      }),
      s(
        'text',
        {
          x: 0,
          y: -86,
          transform: `rotate(${index * slice})`,
          'text-anchor': 'middle',
          'dominant-baseline': 'middle',
          'font-size': 9,
          'font-weight': 700,
          fill: '#fff',
          'font-family': 'Sora Variable, system-ui, sans-serif',
        },
        String(number),
      ),
    );
  });
  wheel.append(
    s('circle', { r: 62, fill: 'none', stroke: '#c99a2e', 'stroke-width': 2 }),
    s('circle', { r: 58, fill: 'url(#rt-hub)' }),
    s('path', { d: 'M0 -40 L6 0 L0 40 L-6 0Z M-40 0 L0 6 L40 0 L0 -6Z', fill: '#f5c451', opacity: 0.9 }),
    s('circle', { r: 9, fill: '#f5c451' }),
  );
  const ball = s(
    'g',
    { class: 'rt-wheel__ball' },
    s('circle', { cx: 0, cy: -72, r: 5.5, fill: '#fff', stroke: '#cbd0e6', 'stroke-width': 1 }),
  );
  const svg = s(
    'svg',
    { class: 'rt-wheel', viewBox: '-112 -112 224 224', 'aria-hidden': 'true' },
    s(
      'defs',
      null,
      s(
        'radialGradient',
        { id: 'rt-hub' },
        s('stop', { offset: '0', 'stop-color': '#3a2a0a' }),
        s('stop', { offset: '1', 'stop-color': '#0b0f1f' }),
      ),
    ),
    s('circle', { r: 111, fill: '#2a1c06', stroke: '#f5c451', 'stroke-width': 3 }),
    wheel,
    ball,
    s('path', { d: 'M0 -104 L-7 -116 L7 -116Z', fill: '#f5c451' }),
  );
  let angle = 0;
  let ballAngle = 0;
  /** @type {{ wheel: Animation, ball: Animation } | null} */
  let idling = null;

  /** Turns the wheel steadily while the result is not known yet (the live table after bets close). */
  function idle() {
    if (idling || reducedMotion.matches || typeof wheel.animate !== 'function') return;
    idling = {
      wheel: wheel.animate(
        [{ transform: `rotate(${angle}deg)` }, { transform: `rotate(${angle - 360}deg)` }],
        {
          duration: IDLE_WHEEL_MS,
          iterations: Number.POSITIVE_INFINITY,
        },
      ),
      ball: ball.animate(
        [{ transform: `rotate(${ballAngle}deg)` }, { transform: `rotate(${ballAngle + 360}deg)` }],
        {
          duration: IDLE_BALL_MS,
          iterations: Number.POSITIVE_INFINITY,
        },
      ),
    };
  }

  /** Stops the steady turn where it is, so the landing starts from there. */
  function stopIdle() {
    if (!idling) return;
    angle -= 360 * ((Number(idling.wheel.currentTime) % IDLE_WHEEL_MS) / IDLE_WHEEL_MS);
    ballAngle += 360 * ((Number(idling.ball.currentTime) % IDLE_BALL_MS) / IDLE_BALL_MS);
    idling.wheel.cancel();
    idling.ball.cancel();
    idling = null;
  }

  /** @param {number} number */
  async function spinTo(number, duration = 4200) {
    stopIdle();
    const index = WHEEL_ORDER.indexOf(number);
    const target = -index * slice;
    const turns = reducedMotion.matches ? 0 : 4;
    const from = angle;
    // Always forward (anticlockwise) by whole turns plus whatever brings the pocket under the marker.
    angle = from - ((((from - target) % 360) + 360) % 360) - 360 * turns;
    const ballFrom = ballAngle;
    ballAngle = ballFrom + 360 * (turns + 2) - (((ballFrom % 360) + 360) % 360);
    await Promise.all([
      animate(wheel, [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${angle}deg)` }], {
        duration,
        easing: 'cubic-bezier(0.12, 0.6, 0.2, 1)',
      }),
      animate(ball, [{ transform: `rotate(${ballFrom}deg)` }, { transform: `rotate(${ballAngle}deg)` }], {
        duration: duration * 0.92,
        easing: 'cubic-bezier(0.2, 0.55, 0.25, 1)',
      }),
    ]);
  }

  /** Shows a number at the marker without spinning (a table joined mid-game). */
  /** @param {number} number */
  function setTo(number) {
    stopIdle();
    angle = -WHEEL_ORDER.indexOf(number) * slice;
    ballAngle = 0;
    wheel.style.setProperty('transform', `rotate(${angle}deg)`);
    ball.style.setProperty('transform', 'rotate(0deg)');
  }

  return { element: svg, spinTo, setTo, idle };
}

/** The strip of recent winning numbers. */
/** @param {string} label */
export function resultsStrip(label) {
  const list = h('ol', { class: 'rt-results', 'aria-label': label });
  return {
    element: list,
    /** @param {number[]} numbers */
    set(numbers) {
      list.replaceChildren(
        ...numbers.map((number, index) =>
          h('li', {
            class: `rt-result rt-${colourOf(number)}${index === 0 ? ' is-latest' : ''}`,
            'aria-label': `${number} ${colourOf(number)}`,
            text: String(number),
          }),
        ),
      );
    },
  };
}
