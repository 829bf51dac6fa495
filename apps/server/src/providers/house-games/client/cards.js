// Playing cards for high-low and blackjack. A card is { rank: 'A'|'2'…'10'|'J'|'Q'|'K', suit } or null
// for a card dealt face down.
import { animate, h } from './dom.js';

const SUITS = {
  hearts: { glyph: '♥', name: 'hearts', red: true },
  diamonds: { glyph: '♦', name: 'diamonds', red: true },
  clubs: { glyph: '♣', name: 'clubs', red: false },
  spades: { glyph: '♠', name: 'spades', red: false },
};

/** @type {Record<string, string>} */
const RANK_NAMES = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

/** @typedef {{ rank: string, suit: keyof typeof SUITS }} Card */

/** @param {Card | null} card */
export function cardName(card) {
  if (!card) return 'face-down card';
  return `${RANK_NAMES[card.rank] ?? card.rank} of ${SUITS[card.suit].name}`;
}

/**
 * One card element; `deal` slides it in.
 * @param {Card | null} card
 * @param {{ deal?: boolean, small?: boolean }} [options]
 */
export function cardElement(card, { deal = false, small = false } = {}) {
  const classes = ['card'];
  if (small) classes.push('card--small');
  let element;
  if (!card) {
    classes.push('card--back');
    element = h('div', { class: classes.join(' '), role: 'img', 'aria-label': cardName(card) });
  } else {
    const suit = SUITS[card.suit];
    if (suit.red) classes.push('card--red');
    const corner = () =>
      h(
        'span',
        { class: 'card__corner', 'aria-hidden': 'true' },
        h('span', { text: card.rank }),
        h('span', { text: suit.glyph }),
      );
    element = h(
      'div',
      { class: classes.join(' '), role: 'img', 'aria-label': cardName(card) },
      corner(),
      h('span', { class: 'card__pip', 'aria-hidden': 'true', text: suit.glyph }),
      corner(),
    );
  }
  if (deal) {
    animate(
      element,
      [
        { transform: 'translate(40px, -60px) rotate(12deg)', opacity: 0 },
        { transform: 'translate(0, 0) rotate(0)', opacity: 1 },
      ],
      { duration: 320, easing: 'cubic-bezier(0.22, 1, 0.36, 1)', fill: 'none' },
    );
  }
  return element;
}

/**
 * Turns a face-down card over to `card`.
 * @param {HTMLElement} element
 * @param {Card} card
 */
export async function flipCard(element, card) {
  await animate(element, [{ transform: 'rotateY(0)' }, { transform: 'rotateY(90deg)' }], {
    duration: 160,
    fill: 'none',
  });
  const face = cardElement(card, { small: element.classList.contains('card--small') });
  element.replaceWith(face);
  await animate(face, [{ transform: 'rotateY(90deg)' }, { transform: 'rotateY(0)' }], {
    duration: 160,
    fill: 'none',
  });
  return face;
}
