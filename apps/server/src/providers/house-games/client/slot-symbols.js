// Reel symbol artwork as SVG (presentation attributes only). Symbols are matched by name, and otherwise
// by rank among the game's symbols, so any generated theme gets a full, distinct set.

const DEFS = `<svg class="hg-defs" aria-hidden="true" focusable="false" width="0" height="0"><defs>
<linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe9a8"/><stop offset="0.5" stop-color="#f5c451"/><stop offset="1" stop-color="#c98a0c"/></linearGradient>
<linearGradient id="g-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8a98"/><stop offset="1" stop-color="#c81d3a"/></linearGradient>
<linearGradient id="g-violet" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b9a8ff"/><stop offset="1" stop-color="#4a2ce0"/></linearGradient>
<linearGradient id="g-cyan" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c5fbff"/><stop offset="0.5" stop-color="#3ddcf5"/><stop offset="1" stop-color="#0e7490"/></linearGradient>
<linearGradient id="g-green" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#86efac"/><stop offset="1" stop-color="#15803d"/></linearGradient>
<linearGradient id="g-orange" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd08a"/><stop offset="1" stop-color="#ea580c"/></linearGradient>
<linearGradient id="g-lemon" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff7b0"/><stop offset="1" stop-color="#d6a10a"/></linearGradient>
<linearGradient id="g-plum" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3c6ff"/><stop offset="1" stop-color="#7e22ce"/></linearGradient>
<linearGradient id="g-night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3566"/><stop offset="1" stop-color="#0e1429"/></linearGradient>
<radialGradient id="g-burst"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.6" stop-color="#f5c451"/><stop offset="1" stop-color="#e0662a"/></radialGradient>
</defs></svg>`;

/**
 * A symbol of the game as the slot's config lists it (pays by count, in line bets).
 * @typedef {{ id: string, name: string, kind: 'regular' | 'wild' | 'scatter', icon?: string | null,
 *   pays?: Record<string, number> }} SlotSymbol
 */

const SHINE =
  '<ellipse cx="38" cy="34" rx="9" ry="5" fill="#fff" opacity="0.45" transform="rotate(-30 38 34)"/>';

/** @type {Record<string, string>} */
const ART = {
  cherry: `<path d="M52 16c-5 18-13 28-22 38M52 16c4 18 12 30 20 40" stroke="#15803d" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M52 16c9-8 22-6 28 2-10 6-20 6-28-2z" fill="url(#g-green)"/>
<circle cx="30" cy="64" r="17" fill="url(#g-red)"/><circle cx="71" cy="67" r="17" fill="url(#g-red)"/>
<circle cx="24" cy="57" r="4.5" fill="#fff" opacity="0.55"/><circle cx="65" cy="60" r="4.5" fill="#fff" opacity="0.55"/>`,
  lemon: `<ellipse cx="50" cy="54" rx="35" ry="25" fill="url(#g-lemon)" transform="rotate(-18 50 54)"/>
<path d="M14 66l-6 5 9 0zM86 42l6-5-9 0z" fill="#d6a10a"/>${SHINE}`,
  orange: `<circle cx="50" cy="56" r="32" fill="url(#g-orange)"/><path d="M50 25c6-10 18-12 24-8-6 8-16 10-24 8z" fill="url(#g-green)"/>
<circle cx="62" cy="66" r="1.8" fill="#c2410c"/><circle cx="44" cy="72" r="1.8" fill="#c2410c"/><circle cx="66" cy="50" r="1.8" fill="#c2410c"/>${SHINE}`,
  plum: `<path d="M50 22c-2-6 0-10 4-12" stroke="#15803d" stroke-width="4" fill="none" stroke-linecap="round"/>
<circle cx="38" cy="40" r="12" fill="url(#g-plum)"/><circle cx="62" cy="40" r="12" fill="url(#g-plum)"/><circle cx="50" cy="33" r="11" fill="url(#g-plum)"/>
<circle cx="32" cy="60" r="12" fill="url(#g-plum)"/><circle cx="56" cy="60" r="12" fill="url(#g-plum)"/><circle cx="44" cy="78" r="12" fill="url(#g-plum)"/>
<circle cx="68" cy="62" r="10" fill="url(#g-plum)"/><circle cx="34" cy="36" r="3" fill="#fff" opacity="0.5"/>`,
  bell: `<path d="M50 14c-4 0-6 3-6 6-14 4-20 16-20 30v14l-8 10h68l-8-10V50c0-14-6-26-20-30 0-3-2-6-6-6z" fill="url(#g-gold)" stroke="#9a6a06" stroke-width="2"/>
<circle cx="50" cy="80" r="8" fill="url(#g-orange)"/><path d="M36 36c-3 6-4 14-4 22" stroke="#fff" stroke-width="4" opacity="0.5" fill="none" stroke-linecap="round"/>`,
  bar: `<rect x="10" y="30" width="80" height="40" rx="8" fill="url(#g-night)" stroke="url(#g-gold)" stroke-width="4"/>
<text x="50" y="60" text-anchor="middle" font-family="Sora Variable, system-ui, sans-serif" font-weight="800" font-size="26" fill="#fff" letter-spacing="2">BAR</text>`,
  seven: `<text x="50" y="84" text-anchor="middle" font-family="Sora Variable, system-ui, sans-serif" font-weight="900" font-size="88" fill="url(#g-red)" stroke="url(#g-gold)" stroke-width="4" paint-order="stroke">7</text>`,
  diamond: `<path d="M28 18h44l18 22-40 46L10 40z" fill="url(#g-cyan)" stroke="#a5f3fc" stroke-width="2"/>
<path d="M10 40h80M28 18l10 22 12 46 12-46 10-22M38 40l12-22 12 22" stroke="#ecfeff" stroke-width="1.6" fill="none" opacity="0.75"/>`,
  crown: `<path d="M14 72l-4-42 22 18 18-28 18 28 22-18-4 42z" fill="url(#g-gold)" stroke="#9a6a06" stroke-width="2"/>
<rect x="14" y="72" width="72" height="10" rx="3" fill="url(#g-gold)" stroke="#9a6a06" stroke-width="2"/>
<circle cx="50" cy="58" r="6" fill="url(#g-red)"/><circle cx="30" cy="62" r="4" fill="url(#g-cyan)"/><circle cx="70" cy="62" r="4" fill="url(#g-cyan)"/>`,
  star: `<path d="M50 10l11 26 28 2-21 18 7 28-25-15-25 15 7-28-21-18 28-2z" fill="url(#g-gold)" stroke="#9a6a06" stroke-width="2" stroke-linejoin="round"/>${SHINE}`,
  horseshoe: `<path d="M24 20v30a26 26 0 0 0 52 0V20h-14v30a12 12 0 0 1-24 0V20z" fill="url(#g-cyan)" stroke="#a5f3fc" stroke-width="2"/>
<circle cx="31" cy="30" r="2.5" fill="#0e1429"/><circle cx="69" cy="30" r="2.5" fill="#0e1429"/><circle cx="33" cy="50" r="2.5" fill="#0e1429"/><circle cx="67" cy="50" r="2.5" fill="#0e1429"/>`,
  clover: `<g fill="url(#g-green)" stroke="#14532d" stroke-width="2"><circle cx="38" cy="36" r="15"/><circle cx="62" cy="36" r="15"/><circle cx="38" cy="58" r="15"/><circle cx="62" cy="58" r="15"/></g>
<path d="M50 50c2 16 8 26 16 34" stroke="#14532d" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  wild: `<rect x="6" y="22" width="88" height="56" rx="12" fill="url(#g-violet)" stroke="url(#g-gold)" stroke-width="4"/>
<text x="50" y="61" text-anchor="middle" font-family="Sora Variable, system-ui, sans-serif" font-weight="900" font-size="27" fill="url(#g-gold)" letter-spacing="1">WILD</text>`,
  scatter: `<path d="M50 4l9 20 21-8-7 21 21 9-21 9 7 21-21-8-9 20-9-20-21 8 7-21-21-9 21-9-7-21 21 8z" fill="url(#g-burst)" stroke="#9a3412" stroke-width="1.5" stroke-linejoin="round"/>
<text x="50" y="57" text-anchor="middle" font-family="Sora Variable, system-ui, sans-serif" font-weight="900" font-size="15" fill="#3b0a00">FREE</text>`,
};

/** @type {Record<string, { text: string, fill: string, size: number }>} */
const ROYALS = {
  ten: { text: '10', fill: 'url(#g-cyan)', size: 50 },
  jack: { text: 'J', fill: 'url(#g-green)', size: 64 },
  queen: { text: 'Q', fill: 'url(#g-plum)', size: 64 },
  king: { text: 'K', fill: 'url(#g-red)', size: 64 },
};
/** @type {Record<string, string>} */
const ALIASES = { grapes: 'plum', grape: 'plum', treasure: 'crown', gem: 'diamond' };
const TILE_FILLS = ['url(#g-cyan)', 'url(#g-green)', 'url(#g-violet)', 'url(#g-gold)'];
const FONT = 'Sora Variable, system-ui, sans-serif';

/** @param {string | null | undefined} text */
function escapeText(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** @param {{ text: string, fill: string, size: number }} royal */
function royal({ text, fill, size }) {
  return `<rect x="12" y="12" width="76" height="76" rx="18" fill="url(#g-night)" stroke="${fill}" stroke-width="3"/>
<text x="50" y="${50 + size * 0.36}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${size}" fill="${fill}">${text}</text>`;
}

/** @type {boolean | undefined} */
let emojiDrawn;

/** Whether this device draws colour emoji (a missing glyph paints a grey box or nothing at all). */
function canDrawEmoji() {
  if (emojiDrawn !== undefined) return emojiDrawn;
  emojiDrawn = false;
  const canvas = document.createElement('canvas');
  canvas.width = 20;
  canvas.height = 20;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return emojiDrawn;
  context.textBaseline = 'top';
  context.font = '16px sans-serif';
  context.fillText('\u{1F352}', 0, 0);
  const { data } = context.getImageData(0, 0, 20, 20);
  for (let i = 0; i < data.length && !emojiDrawn; i += 4) {
    emojiDrawn =
      data[i + 3] > 0 && (Math.abs(data[i] - data[i + 1]) > 40 || Math.abs(data[i + 1] - data[i + 2]) > 40);
  }
  return emojiDrawn;
}

/** A theme symbol on a coloured tile: its icon, or its initial where the device has no emoji. */
/** @param {SlotSymbol} symbol @param {string} fill */
function iconTile(symbol, fill) {
  const face =
    symbol.icon && canDrawEmoji()
      ? `<text x="50" y="66" text-anchor="middle" font-size="46" fill="#fff">${escapeText(symbol.icon)}</text>`
      : `<text x="50" y="67" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="46" fill="#fff">${escapeText(symbol.name.slice(0, 1).toUpperCase())}</text>`;
  return `<circle cx="50" cy="50" r="40" fill="${fill}" opacity="0.35"/><circle cx="50" cy="50" r="40" fill="none" stroke="${fill}" stroke-width="3"/>${face}`;
}

/** Puts the shared gradients in the page once. */
export function installSymbolDefs() {
  if (!document.querySelector('.hg-defs')) document.body.insertAdjacentHTML('afterbegin', DEFS);
}

/** @param {string} name */
function artKey(name) {
  const lower = name.toLowerCase();
  const key = Object.keys(ART).find((art) => art !== 'wild' && art !== 'scatter' && lower.includes(art));
  const alias = Object.keys(ALIASES).find((alias) => lower.includes(alias));
  return key ?? (alias === undefined ? undefined : ALIASES[alias]);
}

/**
 * The SVG of each of the game's symbols, by id: drawn artwork where the name has one (fruits, bells,
 * sevens …), card royals as letters, and any other theme symbol as its icon on a coloured tile.
 * Constant markup plus escaped icon text: nothing from the network is parsed as markup.
 * @param {SlotSymbol[]} symbols
 */
export function symbolArt(symbols) {
  const regular = symbols.filter((symbol) => symbol.kind === 'regular');
  /** @type {Map<string, string>} */
  const art = new Map();
  for (const symbol of symbols) {
    let inner;
    const emoji = symbol.icon && canDrawEmoji();
    if (symbol.kind === 'wild') {
      inner = emoji
        ? `${ART.wild}<text x="50" y="20" text-anchor="middle" font-size="22" fill="#fff">${escapeText(symbol.icon)}</text>`
        : ART.wild;
    } else if (symbol.kind === 'scatter') {
      inner = emoji
        ? `${ART.scatter.replace(/<text[\s\S]*<\/text>/, '')}<text x="50" y="62" text-anchor="middle" font-size="34" fill="#fff">${escapeText(symbol.icon)}</text>`
        : ART.scatter;
    } else {
      const royalKey = symbol.name.toLowerCase();
      const key = artKey(symbol.name);
      if (ROYALS[royalKey]) inner = royal(ROYALS[royalKey]);
      else if (key) inner = ART[key];
      else {
        const tier = Math.min(
          TILE_FILLS.length - 1,
          Math.max(0, regular.indexOf(symbol) - (regular.length - TILE_FILLS.length)),
        );
        inner = iconTile(symbol, TILE_FILLS[tier]);
      }
    }
    art.set(symbol.id, `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">${inner}</svg>`);
  }
  return art;
}
