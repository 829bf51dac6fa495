// Small DOM helpers shared by every house game client (plain ES modules, no build step).

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Attributes, and the special keys class, text, on (event listeners) and dataset; null, undefined and
 * false leave an attribute out, true sets it empty.
 * @typedef {Record<string, any>} Props
 */
/** @typedef {Node | string | number | null | undefined | false} Leaf */
/** Children: null, undefined and false are skipped, arrays (one level) flattened. @typedef {Leaf | Leaf[]} Child */

/** @param {Element & { dataset: DOMStringMap }} element @param {Props | null | undefined} props */
function apply(element, props) {
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') element.setAttribute('class', value);
    else if (key === 'text') element.textContent = value;
    else if (key === 'on')
      for (const [event, handler] of Object.entries(value)) element.addEventListener(event, handler);
    else if (key === 'dataset') Object.assign(element.dataset, value);
    else element.setAttribute(key, value === true ? '' : String(value));
  }
}

/** @param {Element} element @param {Child[]} children */
function append(element, children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' || typeof child === 'number' ? String(child) : child);
  }
}

/**
 * An HTML element: h('button', { class: 'x', on: { click } }, 'Spin').
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Props | null} [props]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, props, ...children) {
  const element = document.createElement(tag);
  apply(element, props);
  append(element, children);
  return element;
}

/**
 * Replaces an element's children, skipping empty ones (replaceChildren would print "null").
 * @param {Element} element
 * @param {...Child} children
 */
export function fill(element, ...children) {
  element.replaceChildren();
  append(element, children);
}

/**
 * An SVG element (presentation attributes only: the page's CSP allows no inline style attributes).
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Props | null} [props]
 * @param {...Child} children
 * @returns {SVGElementTagNameMap[K]}
 */
export function s(tag, props, ...children) {
  const element = document.createElementNS(SVG_NS, tag);
  apply(element, props);
  append(element, children);
  return element;
}

/**
 * Truncated, like the payouts: the screen never promises more than is paid.
 * @param {number} value
 */
export function formatMultiplier(value) {
  // not money: a multiplier truncated to hundredths
  return `${(Math.floor(value * 100 + 1e-9) / 100).toFixed(2)}×`;
}

export const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

/**
 * Waits, unless the player asked for reduced motion.
 * @param {number} ms
 * @returns {Promise<void>}
 */
export function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, reducedMotion.matches ? 0 : ms));
}

/**
 * Runs a Web Animation (allowed by the CSP, unlike inline styles) and resolves when it ends.
 * @param {HTMLElement | SVGElement} element
 * @param {Keyframe[]} keyframes
 * @param {KeyframeAnimationOptions} [options]
 * @returns {Promise<void>}
 */
export function animate(element, keyframes, options) {
  if (reducedMotion.matches || typeof element.animate !== 'function') {
    const last = keyframes[keyframes.length - 1];
    for (const [key, value] of Object.entries(last))
      if (key !== 'offset') element.style.setProperty(cssName(key), /** @type {string} */ (value));
    return Promise.resolve();
  }
  const animation = element.animate(keyframes, { fill: 'forwards', ...options });
  return animation.finished.then(
    () => undefined,
    () => undefined,
  );
}

/** @param {string} key */
function cssName(key) {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Counts a number up in an element, e.g. a win amount.
 * @param {Element} element
 * @param {number} to
 * @param {(value: number) => string} format
 * @param {number} [duration]
 * @returns {Promise<void>}
 */
export function countUp(element, to, format, duration = 900) {
  if (reducedMotion.matches || to <= 0) {
    element.textContent = format(to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const started = performance.now();
    /** @param {number} now */
    const step = (now) => {
      const progress = Math.min(1, (now - started) / duration);
      const eased = 1 - (1 - progress) ** 3;
      element.textContent = format(Math.round(to * eased));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** A request id for one player action: a retry of the same action reuses it. */
export function requestId() {
  return crypto.randomUUID();
}
