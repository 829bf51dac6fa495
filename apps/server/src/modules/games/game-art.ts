import type { GameArt, ProviderArt } from '../../db/tables/games.table.ts';
import { escapeHtml } from '../../lib/html.ts';
import { drawGlyph } from './game-art-glyphs.ts';

/**
 * Bumped whenever the drawing changes: image URLs carry it, so browsers may keep a version forever
 * and still fetch the new drawing.
 */
export const ART_VERSION = '1';

/** The platform's system fonts: nothing is downloaded, and every device has one of them. */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const WIDTH = 288;
const HEIGHT = 192;

function hexToHsl(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue =
    max === r ? (g - b) / delta + (g < b ? 6 : 0) : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return [hue * 60, saturation, lightness];
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const color = lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(color * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The colour turned round the colour wheel by `degrees`. */
export function shiftHue(hex: string, degrees: number): string {
  const [hue, saturation, lightness] = hexToHsl(hex);
  return hslToHex((((hue + degrees) % 360) + 360) % 360, saturation, lightness);
}

function pattern(name: string): string {
  const cx = WIDTH / 2;
  const cy = 78;
  switch (name) {
    case 'rays':
      return Array.from({ length: 16 }, (_, index) => {
        const from = (index * Math.PI) / 8;
        const to = from + Math.PI / 16;
        const point = (angle: number) =>
          `${Math.round(cx + 320 * Math.cos(angle))} ${Math.round(cy + 320 * Math.sin(angle))}`;
        return `<path d="M${cx} ${cy}L${point(from)}L${point(to)}Z"/>`;
      }).join('');
    case 'dots': {
      let dots = '';
      for (let y = 8; y < HEIGHT; y += 16) {
        for (let x = (y / 16) % 2 ? 16 : 8; x < WIDTH; x += 16) dots += `<circle cx="${x}" cy="${y}" r="2"/>`;
      }
      return dots;
    }
    case 'waves':
      return Array.from(
        { length: 7 },
        (_, index) =>
          `<path d="M0 ${index * 30 + 10}q36 -18 72 0t72 0t72 0t72 0" fill="none" stroke="#fff" stroke-width="6"/>`,
      ).join('');
    case 'grid':
      return Array.from(
        { length: 20 },
        (_, index) =>
          `<path d="M${index * 32 - 192} 0L${index * 32} ${HEIGHT}M${index * 32} 0L${index * 32 - 192} ${HEIGHT}" stroke="#fff" stroke-width="2"/>`,
      ).join('');
    case 'diamonds': {
      let shapes = '';
      for (let y = 0; y <= HEIGHT; y += 32) {
        for (let x = (y / 32) % 2 ? 16 : 0; x <= WIDTH; x += 32) {
          shapes += `<path d="M${x} ${y - 9}L${x + 9} ${y}L${x} ${y + 9}L${x - 9} ${y}Z"/>`;
        }
      }
      return shapes;
    }
    default:
      return Array.from(
        { length: 9 },
        (_, index) =>
          `<circle cx="${cx}" cy="${cy}" r="${30 + index * 24}" fill="none" stroke="#fff" stroke-width="5"/>`,
      ).join('');
  }
}

/** One line when it fits, else two lines split at the space nearest the middle. */
function titleLines(title: string): { lines: string[]; size: number } {
  if (title.length <= 15) return { lines: [title], size: 26 };
  if (title.length <= 19) return { lines: [title], size: 22 };
  const words = title.split(' ');
  let best = { lines: [title], longest: title.length };
  for (let split = 1; split < words.length; split += 1) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < best.longest) best = { lines, longest };
  }
  // About 0.6 em per character of a bold sans-serif face; keep 12 px of margin each side.
  return { lines: best.lines, size: Math.min(21, Math.floor((WIDTH - 24) / (best.longest * 0.6))) };
}

function gradientEnds(angle: number): string {
  const radians = (angle * Math.PI) / 180;
  const x = Math.round(50 + 50 * Math.cos(radians));
  const y = Math.round(50 + 50 * Math.sin(radians));
  return `x1="${100 - x}%" y1="${100 - y}%" x2="${x}%" y2="${y}%"`;
}

export interface GameArtSubject {
  title: string;
  providerName: string;
  type: string;
  art: GameArt;
}

/** The game's tile artwork (288×192, scales to any size): gradient, pattern, glyph, title, provider. */
export function renderGameArt({ title, providerName, type, art }: GameArtSubject): string {
  const { lines, size } = titleLines(title);
  const lineHeight = Math.round(size * 1.1);
  const firstBaseline = lines.length === 1 ? 170 : 160;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${WIDTH / 2}" y="${firstBaseline + index * lineHeight}" font-size="${size}">${escapeHtml(line)}</text>`,
    )
    .join('');
  const live =
    type === 'live'
      ? `<rect x="${WIDTH - 62}" y="10" width="52" height="20" rx="10" fill="#e53935"/>` +
        `<circle cx="${WIDTH - 52}" cy="20" r="3.5" fill="#fff"/>` +
        `<text x="${WIDTH - 32}" y="24.5" font-size="12" font-weight="800" fill="#fff" text-anchor="middle" font-family="${FONT}">LIVE</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeHtml(title)}">
<defs>
<linearGradient id="bg" ${gradientEnds(art.angle)}><stop offset="0" stop-color="${art.colors[0]}"/><stop offset="1" stop-color="${art.colors[1]}"/></linearGradient>
<radialGradient id="glow" cx="50%" cy="41%" r="42%"><stop offset="0" stop-color="${art.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${art.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".72"/></linearGradient>
<filter id="lift" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity=".45"/></filter>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<g fill="#fff" opacity=".09">${pattern(art.pattern)}</g>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
<g transform="translate(${WIDTH / 2 - 46} 30) scale(.92)" filter="url(#lift)">${drawGlyph(art.glyph, art.accent)}</g>
<rect y="112" width="${WIDTH}" height="80" fill="url(#shade)"/>
<g font-family="${FONT}" font-weight="800" fill="#fff" text-anchor="middle" stroke="#000" stroke-opacity=".35" stroke-width="3" paint-order="stroke" letter-spacing=".3">${text}</g>
<text x="12" y="22" font-family="${FONT}" font-size="10" font-weight="700" letter-spacing="1.2" fill="#fff" fill-opacity=".8">${escapeHtml(providerName.toUpperCase())}</text>
${live}
</svg>`;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** A provider's logo (240×120): monogram badge and name in the provider's brand hue. */
export function renderProviderLogo(name: string, art: ProviderArt): string {
  const from = hslToHex(art.hue, 0.45, 0.13);
  const to = hslToHex(art.hue, 0.55, 0.3);
  const accent = hslToHex(art.hue, 0.85, 0.62);
  const words = name.split(' ');
  const lines = name.length > 11 && words.length > 1 ? [words.slice(0, -1).join(' '), words.at(-1)!] : [name];
  const longest = Math.max(...lines.map((line) => line.length));
  // About 0.68 em per character of a heavy sans-serif face; the name has 128 px beside the badge.
  const size = Math.min(22, Math.floor(128 / (longest * 0.68)));
  const text = lines
    .map(
      (line, index) =>
        `<text x="100" y="${(lines.length === 1 ? 68 : 56) + index * (size + 4)}" font-size="${size}">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${escapeHtml(name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="120" rx="16" fill="url(#bg)"/>
<polygon points="52,22 85,41 85,79 52,98 19,79 19,41" fill="none" stroke="${accent}" stroke-width="4"/>
<text x="52" y="69" font-family="${FONT}" font-size="26" font-weight="800" fill="${accent}" text-anchor="middle">${escapeHtml(initials(name))}</text>
<g font-family="${FONT}" font-weight="800" fill="#fff" letter-spacing=".2">${text}</g>
</svg>`;
}
