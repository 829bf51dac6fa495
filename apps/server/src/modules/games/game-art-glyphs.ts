/**
 * The symbols of the generated game artwork, drawn as plain SVG shapes in a 100×100 box (no fonts, no
 * images), in the game's accent colour with white and shadow details.
 */
type Glyph = (accent: string) => string;

const WHITE = '#ffffff';
const SHADE = 'rgba(0,0,0,0.35)';
const DARK = '#1c1c28';

function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [round(cx + radius * Math.cos(radians)), round(cy + radius * Math.sin(radians))];
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A regular star or polygon: `points` tips alternating between the outer and inner radius. */
function star(cx: number, cy: number, points: number, outer: number, inner: number): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const [x, y] = polar(cx, cy, index % 2 === 0 ? outer : inner, (index * 180) / points);
    corners.push(`${x},${y}`);
  }
  return corners.join(' ');
}

function wedge(cx: number, cy: number, radius: number, from: number, to: number): string {
  const [x1, y1] = polar(cx, cy, radius, from);
  const [x2, y2] = polar(cx, cy, radius, to);
  return `M${cx} ${cy}L${x1} ${y1}A${radius} ${radius} 0 0 1 ${x2} ${y2}Z`;
}

function around(count: number, draw: (degrees: number, index: number) => string): string {
  return Array.from({ length: count }, (_, index) => draw((index * 360) / count, index)).join('');
}

const glyphs: Record<string, Glyph> = {
  cherry: (accent) =>
    `<path d="M36 56Q44 26 70 16M64 60Q60 36 70 16" fill="none" stroke="#2e7d32" stroke-width="5" stroke-linecap="round"/>` +
    `<ellipse cx="76" cy="20" rx="12" ry="6" transform="rotate(-25 76 20)" fill="#43a047"/>` +
    `<circle cx="34" cy="68" r="18" fill="${accent}"/><circle cx="66" cy="72" r="18" fill="${accent}"/>` +
    `<circle cx="28" cy="62" r="5" fill="${WHITE}" opacity=".7"/><circle cx="60" cy="66" r="5" fill="${WHITE}" opacity=".7"/>`,
  seven: (accent) =>
    `<path d="M20 16H82V30L50 88H30L62 32H20Z" fill="${accent}" stroke="${SHADE}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M24 20H76" stroke="${WHITE}" stroke-width="3" opacity=".6"/>`,
  bell: (accent) =>
    `<circle cx="50" cy="12" r="6" fill="${accent}"/>` +
    `<path d="M50 16C30 16 26 36 26 54L16 72H84L74 54C74 36 70 16 50 16Z" fill="${accent}"/>` +
    `<path d="M36 30C32 38 32 48 32 56" stroke="${WHITE}" stroke-width="4" fill="none" opacity=".6" stroke-linecap="round"/>` +
    `<rect x="16" y="70" width="68" height="8" rx="4" fill="${SHADE}"/><circle cx="50" cy="84" r="8" fill="${accent}"/>`,
  pyramid: (accent) =>
    `<polygon points="50,12 92,86 8,86" fill="${accent}"/><polygon points="50,12 92,86 50,86" fill="${SHADE}"/>` +
    `<path d="M29 49H71M19 68H81" stroke="${SHADE}" stroke-width="3"/>`,
  ankh: (accent) =>
    `<ellipse cx="50" cy="28" rx="15" ry="19" fill="none" stroke="${accent}" stroke-width="10"/>` +
    `<rect x="44" y="46" width="12" height="46" rx="3" fill="${accent}"/><rect x="22" y="48" width="56" height="11" rx="3" fill="${accent}"/>`,
  eye: (accent) =>
    `<path d="M6 50Q50 10 94 50Q50 86 6 50Z" fill="${WHITE}"/><circle cx="50" cy="50" r="17" fill="${accent}"/>` +
    `<circle cx="50" cy="50" r="7" fill="${DARK}"/><path d="M6 50Q50 10 94 50" fill="none" stroke="${accent}" stroke-width="5"/>` +
    `<path d="M40 67L34 90M60 66Q70 80 82 78" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
  lantern: (accent) =>
    `<rect x="40" y="8" width="20" height="10" rx="2" fill="${DARK}"/><rect x="24" y="16" width="52" height="62" rx="24" fill="${accent}"/>` +
    `<path d="M38 18Q30 47 38 76M62 18Q70 47 62 76M50 18V76" stroke="${SHADE}" stroke-width="3" fill="none"/>` +
    `<rect x="38" y="76" width="24" height="8" rx="2" fill="${DARK}"/><path d="M50 84V96" stroke="${accent}" stroke-width="4"/>`,
  coin: (accent) =>
    `<circle cx="50" cy="50" r="40" fill="${accent}"/><circle cx="50" cy="50" r="31" fill="none" stroke="${SHADE}" stroke-width="4"/>` +
    `<rect x="40" y="40" width="20" height="20" fill="${SHADE}"/><path d="M26 34A28 28 0 0 1 44 22" stroke="${WHITE}" stroke-width="4" fill="none" opacity=".6" stroke-linecap="round"/>`,
  lotus: (accent) =>
    `${[-72, -48, -24, 72, 48, 24, 0]
      .map(
        (degrees) =>
          `<ellipse cx="50" cy="50" rx="10" ry="28" transform="rotate(${degrees} 50 80)" fill="${accent}" stroke="${SHADE}" stroke-width="2"/>`,
      )
      .join('')}<ellipse cx="50" cy="82" rx="36" ry="8" fill="${SHADE}"/>`,
  bolt: (accent) =>
    `<polygon points="60,6 20,56 46,56 36,94 80,40 54,40 66,6" fill="${accent}" stroke="${WHITE}" stroke-width="3" stroke-linejoin="round"/>`,
  trident: (accent) =>
    `<rect x="46" y="34" width="8" height="60" rx="3" fill="${accent}"/>` +
    `<path d="M22 12V34Q22 46 50 46Q78 46 78 34V12" fill="none" stroke="${accent}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M50 6V46" stroke="${accent}" stroke-width="8"/><polygon points="50,0 58,14 42,14" fill="${accent}"/>` +
    `<polygon points="22,4 29,16 15,16" fill="${accent}"/><polygon points="78,4 85,16 71,16" fill="${accent}"/>`,
  laurel: (accent) =>
    [35, 60, 85, 110, 135, 160, 200, 225, 250, 275, 300, 325]
      .map((degrees) => {
        const [x, y] = polar(50, 50, 34, degrees);
        const tilt = degrees < 180 ? -28 : 28;
        return `<ellipse cx="${x}" cy="${y}" rx="7" ry="15" transform="rotate(${degrees + 90 + tilt} ${x} ${y})" fill="${accent}"/>`;
      })
      .join('') +
    `<path d="M40 86Q50 80 60 86" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  axe: (accent) =>
    `<rect x="38" y="8" width="9" height="88" rx="4" fill="#8d6e63"/><rect x="38" y="8" width="9" height="88" rx="4" fill="${SHADE}" opacity=".3"/>` +
    `<path d="M47 16Q78 8 90 26Q98 48 86 70Q76 54 47 52Z" fill="${accent}"/>` +
    `<path d="M86 28Q92 48 84 64" stroke="${WHITE}" stroke-width="4" fill="none" opacity=".7" stroke-linecap="round"/>` +
    `<path d="M38 22Q24 28 22 40Q30 38 38 42Z" fill="${accent}" opacity=".85"/>`,
  shield: (accent) =>
    `<path d="M50 8L88 20V48C88 72 70 86 50 94C30 86 12 72 12 48V20Z" fill="${accent}"/>` +
    `<path d="M50 8V94M12 44H88" stroke="${SHADE}" stroke-width="8"/><circle cx="50" cy="44" r="11" fill="${WHITE}" opacity=".85"/>`,
  rune: (accent) =>
    `<rect x="20" y="10" width="60" height="82" rx="26" fill="#78909c"/><rect x="20" y="10" width="60" height="82" rx="26" fill="${SHADE}" opacity=".4"/>` +
    `<path d="M42 26V76M42 40L60 28M42 54L60 42" stroke="${accent}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
  clover: (accent) =>
    `<path d="M50 54Q56 78 70 94" stroke="#2e7d32" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    around(4, (degrees) => {
      const [x, y] = polar(50, 46, 19, degrees + 45);
      return `<circle cx="${x}" cy="${y}" r="19" fill="${accent}"/>`;
    }) +
    `<circle cx="50" cy="46" r="6" fill="${SHADE}"/>`,
  horseshoe: (accent) =>
    `<path d="M24 88V48A26 26 0 0 1 76 48V88" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>` +
    around(6, (_degrees, index) => {
      const x = index < 3 ? 24 : 76;
      const y = 52 + (index % 3) * 14;
      return `<circle cx="${x}" cy="${y}" r="3" fill="${DARK}"/>`;
    }),
  sheriff: (accent) =>
    `<polygon points="${star(50, 50, 6, 44, 24)}" fill="${accent}" stroke="${SHADE}" stroke-width="3"/>` +
    around(6, (degrees) => {
      const [x, y] = polar(50, 50, 44, degrees);
      return `<circle cx="${x}" cy="${y}" r="5" fill="${accent}"/>`;
    }) +
    `<circle cx="50" cy="50" r="15" fill="none" stroke="${SHADE}" stroke-width="4"/>`,
  cactus: (accent) =>
    `<rect x="40" y="14" width="20" height="80" rx="10" fill="#43a047"/><path d="M40 58H28Q20 58 20 48V34" stroke="#43a047" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M60 48H72Q80 48 80 38V26" stroke="#43a047" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="50" cy="14" r="7" fill="${accent}"/>`,
  anchor: (accent) =>
    `<circle cx="50" cy="16" r="9" fill="none" stroke="${accent}" stroke-width="6"/><path d="M50 25V88M30 38H70" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M14 58Q18 88 50 88Q82 88 86 58" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>` +
    `<polygon points="8,62 20,52 22,66" fill="${accent}"/><polygon points="92,62 80,52 78,66" fill="${accent}"/>`,
  shell: (accent) =>
    `<path d="M50 90L12 44Q20 10 50 10Q80 10 88 44Z" fill="${accent}"/>` +
    around(5, (_degrees, index) => {
      const x = 22 + index * 14;
      return `<path d="M50 88L${x} 16" stroke="${SHADE}" stroke-width="3"/>`;
    }) +
    `<rect x="38" y="84" width="24" height="10" rx="4" fill="${accent}"/>`,
  fish: (accent) =>
    `<polygon points="70,50 94,28 94,72" fill="${accent}" opacity=".85"/><ellipse cx="44" cy="50" rx="36" ry="24" fill="${accent}"/>` +
    `<circle cx="28" cy="44" r="6" fill="${WHITE}"/><circle cx="27" cy="44" r="3" fill="${DARK}"/><path d="M50 34Q58 50 50 66" stroke="${SHADE}" stroke-width="4" fill="none"/>`,
  rocket: (accent) =>
    `<path d="M40 76Q50 100 60 76Z" fill="#ff9100"/><path d="M50 6Q72 26 68 70H32Q28 26 50 6Z" fill="${WHITE}"/>` +
    `<path d="M32 52L18 74H34ZM68 52L82 74H66Z" fill="${accent}"/><circle cx="50" cy="38" r="10" fill="${accent}"/><circle cx="50" cy="38" r="5" fill="${DARK}" opacity=".5"/>`,
  planet: (accent) =>
    `<g transform="rotate(-18 50 50)"><ellipse cx="50" cy="50" rx="46" ry="14" fill="none" stroke="${WHITE}" stroke-width="5" opacity=".6"/></g>` +
    `<circle cx="50" cy="50" r="28" fill="${accent}"/><path d="M26 42Q50 34 74 44" stroke="${SHADE}" stroke-width="5" fill="none"/>` +
    `<g transform="rotate(-18 50 50)"><path d="M4 50A46 14 0 0 0 96 50" fill="none" stroke="${WHITE}" stroke-width="5"/></g>`,
  star: (accent) =>
    `<polygon points="${star(50, 52, 5, 46, 20)}" fill="${accent}" stroke="${WHITE}" stroke-width="3" stroke-linejoin="round"/>`,
  skull: (accent) =>
    `<path d="M50 8C26 8 14 24 14 44C14 58 22 66 30 70V86H70V70C78 66 86 58 86 44C86 24 74 8 50 8Z" fill="${WHITE}"/>` +
    `<circle cx="35" cy="46" r="10" fill="${DARK}"/><circle cx="65" cy="46" r="10" fill="${DARK}"/><polygon points="50,56 44,68 56,68" fill="${DARK}"/>` +
    `<path d="M40 78V86M50 78V86M60 78V86" stroke="${DARK}" stroke-width="3"/><circle cx="35" cy="46" r="3" fill="${accent}"/><circle cx="65" cy="46" r="3" fill="${accent}"/>`,
  compass: (accent) =>
    `<circle cx="50" cy="50" r="42" fill="${WHITE}" opacity=".9"/><circle cx="50" cy="50" r="42" fill="none" stroke="${accent}" stroke-width="6"/>` +
    `<polygon points="50,14 58,50 42,50" fill="#e53935"/><polygon points="50,86 58,50 42,50" fill="${DARK}"/><circle cx="50" cy="50" r="5" fill="${accent}"/>`,
  lollipop: (accent) =>
    `<rect x="47" y="52" width="6" height="44" rx="3" fill="${WHITE}"/><circle cx="50" cy="36" r="30" fill="${accent}"/>` +
    `<path d="M50 36m-4 0a4 4 0 1 1 8 0a10 10 0 1 1 -18 0a16 16 0 1 1 30 0a22 22 0 1 1 -42 0" fill="none" stroke="${WHITE}" stroke-width="4" opacity=".8"/>`,
  heart: (accent) =>
    `<path d="M50 88C20 66 8 50 8 32C8 18 20 8 32 8C40 8 46 12 50 20C54 12 60 8 68 8C80 8 92 18 92 32C92 50 80 66 50 88Z" fill="${accent}"/>` +
    `<path d="M22 26Q24 18 32 18" stroke="${WHITE}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".7"/>`,
  diamond: (accent) =>
    `<polygon points="24,12 76,12 94,36 50,92 6,36" fill="${accent}"/>` +
    `<polygon points="6,36 94,36 50,92" fill="${SHADE}"/><path d="M24 12L36 36L50 12L64 36L76 12M36 36L50 92L64 36" stroke="${WHITE}" stroke-width="2" fill="none" opacity=".6"/>`,
  gem: (accent) =>
    `<polygon points="30,8 70,8 92,30 92,70 70,92 30,92 8,70 8,30" fill="${accent}"/>` +
    `<polygon points="36,24 64,24 76,36 76,64 64,76 36,76 24,64 24,36" fill="${WHITE}" opacity=".25"/>` +
    `<path d="M30 8L36 24M70 8L64 24M92 30L76 36M92 70L76 64M70 92L64 76M30 92L36 76M8 70L24 64M8 30L24 36" stroke="${WHITE}" stroke-width="2" opacity=".5"/>`,
  crown: (accent) =>
    `<path d="M10 30L30 56L50 18L70 56L90 30L82 80H18Z" fill="${accent}" stroke-linejoin="round"/>` +
    `<rect x="16" y="76" width="68" height="12" rx="3" fill="${accent}"/><rect x="16" y="76" width="68" height="12" rx="3" fill="${SHADE}"/>` +
    `<circle cx="10" cy="28" r="6" fill="${accent}"/><circle cx="50" cy="16" r="6" fill="${accent}"/><circle cx="90" cy="28" r="6" fill="${accent}"/>` +
    `<circle cx="50" cy="62" r="6" fill="#e53935"/><circle cx="30" cy="66" r="4" fill="#40c4ff"/><circle cx="70" cy="66" r="4" fill="#40c4ff"/>`,
  flame: (accent) =>
    `<path d="M50 6C58 28 82 38 82 62C82 82 66 94 50 94C34 94 18 82 18 62C18 46 30 38 34 24C40 36 44 40 48 42C50 30 50 18 50 6Z" fill="${accent}"/>` +
    `<path d="M50 46C56 58 66 64 66 74C66 86 58 92 50 92C42 92 34 86 34 76C34 66 44 60 50 46Z" fill="#ffee58"/>`,
  'dragon-eye': (accent) =>
    `<path d="M4 50Q50 4 96 50Q50 96 4 50Z" fill="${accent}"/><path d="M4 50Q50 4 96 50" fill="none" stroke="${SHADE}" stroke-width="4"/>` +
    `<ellipse cx="50" cy="50" rx="7" ry="28" fill="${DARK}"/><circle cx="62" cy="38" r="5" fill="${WHITE}" opacity=".8"/>`,
  'crystal-ball': (accent) =>
    `<path d="M26 80H74L82 94H18Z" fill="#6d4c41"/><circle cx="50" cy="44" r="36" fill="${accent}" opacity=".85"/>` +
    `<circle cx="50" cy="44" r="36" fill="none" stroke="${WHITE}" stroke-width="3" opacity=".6"/><path d="M30 30Q36 18 48 16" stroke="${WHITE}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<polygon points="${star(58, 50, 4, 12, 4)}" fill="${WHITE}"/>`,
  moon: (accent) =>
    `<path d="M62 8A42 42 0 1 0 92 70A34 34 0 1 1 62 8Z" fill="${accent}"/>` +
    `<circle cx="36" cy="44" r="5" fill="${SHADE}"/><circle cx="46" cy="70" r="7" fill="${SHADE}"/>`,
  bat: (accent) =>
    `<path d="M50 40Q44 28 40 36Q30 28 4 34Q16 44 14 58Q24 50 32 60Q38 52 44 62L50 56L56 62Q62 52 68 60Q76 50 86 58Q84 44 96 34Q70 28 60 36Q56 28 50 40Z" fill="${DARK}" stroke="${accent}" stroke-width="2"/>` +
    `<circle cx="46" cy="44" r="2" fill="${accent}"/><circle cx="54" cy="44" r="2" fill="${accent}"/>`,
  sun: (accent) =>
    `<polygon points="${star(50, 50, 12, 46, 30)}" fill="${accent}"/><circle cx="50" cy="50" r="26" fill="${accent}"/>` +
    `<circle cx="50" cy="50" r="26" fill="${SHADE}" opacity=".4"/><circle cx="42" cy="46" r="4" fill="${DARK}"/><circle cx="58" cy="46" r="4" fill="${DARK}"/>` +
    `<path d="M40 60Q50 68 60 60" stroke="${DARK}" stroke-width="3" fill="none"/>`,
  mask: (accent) =>
    `<path d="M14 14H86V56Q86 90 50 94Q14 90 14 56Z" fill="${accent}"/>` +
    `<path d="M24 42H44M56 42H76" stroke="${DARK}" stroke-width="8" stroke-linecap="round"/><rect x="36" y="66" width="28" height="10" rx="2" fill="${DARK}"/>` +
    `<path d="M14 26H86M50 48V60" stroke="${SHADE}" stroke-width="5"/>`,
  paw: (accent) =>
    `<ellipse cx="50" cy="66" rx="24" ry="20" fill="${accent}"/><ellipse cx="22" cy="42" rx="9" ry="12" fill="${accent}"/>` +
    `<ellipse cx="38" cy="22" rx="9" ry="13" fill="${accent}"/><ellipse cx="62" cy="22" rx="9" ry="13" fill="${accent}"/><ellipse cx="78" cy="42" rx="9" ry="12" fill="${accent}"/>`,
  tree: (accent) =>
    `<path d="M46 92L48 50L34 36M52 50L66 34M50 92H54L52 50" stroke="#5d4037" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="50" cy="30" rx="44" ry="15" fill="${accent}"/><ellipse cx="50" cy="36" rx="40" ry="8" fill="${SHADE}"/>` +
    `<ellipse cx="36" cy="24" rx="14" ry="5" fill="${WHITE}" opacity=".35"/>`,
  snowflake: (accent) =>
    `${around(
      6,
      (degrees) =>
        `<g transform="rotate(${degrees} 50 50)"><path d="M50 50V8M50 22L40 12M50 22L60 12M50 36L42 28M50 36L58 28" stroke="${accent}" stroke-width="5" stroke-linecap="round" fill="none"/></g>`,
    )}<circle cx="50" cy="50" r="6" fill="${WHITE}"/>`,
  gift: (accent) =>
    `<rect x="14" y="40" width="72" height="52" rx="4" fill="${accent}"/><rect x="8" y="30" width="84" height="16" rx="3" fill="${accent}"/>` +
    `<rect x="8" y="30" width="84" height="16" rx="3" fill="${SHADE}" opacity=".4"/><rect x="44" y="30" width="12" height="62" fill="${WHITE}"/>` +
    `<path d="M50 30Q30 4 24 20Q20 30 50 30Q80 30 76 20Q70 4 50 30Z" fill="${WHITE}"/>`,
  note: (accent) =>
    `<path d="M38 76V20L84 10V66" stroke="${accent}" stroke-width="7" fill="none" stroke-linejoin="round"/><path d="M38 20L84 10V24L38 34Z" fill="${accent}"/>` +
    `<ellipse cx="28" cy="78" rx="13" ry="10" transform="rotate(-20 28 78)" fill="${accent}"/><ellipse cx="74" cy="68" rx="13" ry="10" transform="rotate(-20 74 68)" fill="${accent}"/>`,
  roulette: (accent) =>
    `<circle cx="50" cy="50" r="46" fill="#6d4c41"/><circle cx="50" cy="50" r="46" fill="none" stroke="${accent}" stroke-width="3"/>` +
    around(
      18,
      (degrees, index) =>
        `<path d="${wedge(50, 50, 40, degrees, degrees + 20)}" fill="${index === 0 ? '#2e7d32' : index % 2 ? '#c62828' : DARK}"/>`,
    ) +
    `<circle cx="50" cy="50" r="26" fill="#8d6e63"/><circle cx="50" cy="50" r="18" fill="${accent}"/>` +
    `<path d="M50 36V64M36 50H64" stroke="${SHADE}" stroke-width="4"/><circle cx="72" cy="26" r="5" fill="${WHITE}"/>`,
  cards: (accent) =>
    `<rect x="14" y="14" width="46" height="66" rx="6" transform="rotate(-14 37 47)" fill="${WHITE}" stroke="${SHADE}" stroke-width="2"/>` +
    `<rect x="40" y="18" width="46" height="66" rx="6" transform="rotate(12 63 51)" fill="${WHITE}" stroke="${SHADE}" stroke-width="2"/>` +
    `<path d="M64 36C56 46 50 50 54 58C56 62 62 62 64 58C66 62 72 62 74 58C78 50 72 46 64 36Z" transform="rotate(12 63 51)" fill="${accent}"/>` +
    `<rect x="60" y="56" width="8" height="12" transform="rotate(12 63 51)" fill="${accent}"/>`,
  chip: (accent) =>
    `<circle cx="50" cy="50" r="44" fill="${accent}"/><circle cx="50" cy="50" r="38" fill="none" stroke="${WHITE}" stroke-width="10" stroke-dasharray="14 16"/>` +
    `<circle cx="50" cy="50" r="24" fill="${WHITE}" opacity=".9"/><circle cx="50" cy="50" r="24" fill="none" stroke="${SHADE}" stroke-width="3"/>` +
    `<polygon points="${star(50, 50, 5, 14, 6)}" fill="${accent}"/>`,
  wheel: (accent) => {
    const colors = ['#e53935', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#fb8c00', '#00acc1', '#f06292'];
    return (
      `<circle cx="50" cy="54" r="44" fill="${WHITE}"/>` +
      around(
        8,
        (degrees, index) => `<path d="${wedge(50, 54, 40, degrees, degrees + 45)}" fill="${colors[index]}"/>`,
      ) +
      `<circle cx="50" cy="54" r="10" fill="${accent}"/><polygon points="42,2 58,2 50,18" fill="${accent}" stroke="${DARK}" stroke-width="2"/>`
    );
  },
  dice: (accent) => {
    const pips = (cx: number, cy: number, spots: [number, number][]) =>
      spots.map(([x, y]) => `<circle cx="${cx + x}" cy="${cy + y}" r="4.5" fill="${DARK}"/>`).join('');
    return (
      `<rect x="6" y="30" width="50" height="50" rx="10" transform="rotate(-12 31 55)" fill="${WHITE}"/>` +
      `<g transform="rotate(-12 31 55)">${pips(31, 55, [
        [-13, -13],
        [0, 0],
        [13, 13],
      ])}</g>` +
      `<rect x="46" y="16" width="48" height="48" rx="10" transform="rotate(14 70 40)" fill="${accent}"/>` +
      `<g transform="rotate(14 70 40)">${pips(70, 40, [
        [-12, -12],
        [12, -12],
        [-12, 12],
        [12, 12],
      ])}</g>`
    );
  },
  plinko: (accent) => {
    let pegs = '';
    for (let row = 0; row < 5; row += 1) {
      for (let col = 0; col <= row; col += 1) {
        pegs += `<circle cx="${50 - row * 9 + col * 18}" cy="${26 + row * 15}" r="3.5" fill="${WHITE}"/>`;
      }
    }
    return (
      `${pegs}<circle cx="58" cy="52" r="7" fill="${accent}" stroke="${WHITE}" stroke-width="2"/>` +
      around(
        5,
        (_degrees, index) =>
          `<rect x="${10 + index * 17}" y="90" width="14" height="8" rx="2" fill="${accent}" opacity="${0.5 + index * 0.1}"/>`,
      )
    );
  },
  mine: (accent) =>
    around(
      8,
      (degrees) =>
        `<rect x="46" y="4" width="8" height="18" rx="3" transform="rotate(${degrees} 50 50)" fill="${DARK}"/>`,
    ) +
    `<circle cx="50" cy="50" r="30" fill="${DARK}"/><circle cx="50" cy="50" r="30" fill="none" stroke="${accent}" stroke-width="3"/>` +
    `<circle cx="40" cy="40" r="8" fill="${WHITE}" opacity=".55"/><circle cx="50" cy="50" r="6" fill="${accent}"/>`,
  tower: (accent) =>
    `<path d="M24 20H34V28H44V20H56V28H66V20H76V40H24Z" fill="${accent}"/><rect x="28" y="38" width="44" height="56" fill="${accent}"/>` +
    `<rect x="28" y="38" width="44" height="56" fill="${SHADE}" opacity=".4"/><path d="M42 94V76A8 8 0 0 1 58 76V94Z" fill="${DARK}"/>` +
    `<rect x="45" y="50" width="10" height="14" rx="5" fill="#ffee58"/>`,
  arrows: (accent) =>
    `<path d="M30 10L54 40H40V90H20V40H6Z" fill="#43a047" stroke="${WHITE}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M70 90L94 60H80V10H60V60H46Z" fill="#e53935" stroke="${WHITE}" stroke-width="3" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="50" r="6" fill="${accent}"/>`,
};

export const GLYPH_NAMES = Object.keys(glyphs);

/** The glyph's shapes in a 100×100 box; an unknown name draws a star rather than failing a request. */
export function drawGlyph(name: string, accent: string): string {
  return (glyphs[name] ?? glyphs.star!)(accent);
}
