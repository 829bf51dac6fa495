/**
 * Human names of markets and selections, built from a market's definition (kind, scope, line) and the
 * locale's messages under `sportsbook.markets` — so a new line or scope needs no new text, and every
 * locale names them its own way.
 */

/** A dotted message key's template in the player's locale, or undefined when it is missing. */
export type MessageTemplate = (key: string) => string | undefined;

/** What labelling needs of a market: its kind, the score it settles on and its line. */
export type MarketShape = {
  readonly kind: string;
  readonly scope?: string;
  readonly line?: number;
};

export type Sides = { readonly home: string; readonly away: string };

/** Which tab of an event page a market belongs to: the scope first (halves, sets), then the kind. */
export type MarketGroup =
  | 'main'
  | 'totals'
  | 'handicaps'
  | 'correct-score'
  | 'first-half'
  | 'first-set'
  | 'games'
  | 'outrights';

export const MARKET_GROUPS: readonly MarketGroup[] = [
  'main',
  'totals',
  'handicaps',
  'games',
  'first-half',
  'first-set',
  'correct-score',
  'outrights',
];

export function marketGroup(market: MarketShape): MarketGroup {
  if (market.scope === 'first-half') return 'first-half';
  if (market.scope === 'set-1') return 'first-set';
  if (market.scope === 'games') return 'games';
  switch (market.kind) {
    case 'total':
      return 'totals';
    case 'handicap':
      return 'handicaps';
    case 'correct-score':
      return 'correct-score';
    case 'outright':
      return 'outrights';
    default:
      return 'main';
  }
}

/** A handicap as a player reads it: +0.5, −0.25, 0. */
export function signedLine(line: number): string {
  if (line === 0) return '0';
  return line > 0 ? `+${line}` : `−${Math.abs(line)}`;
}

function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  );
}

const KIND_KEYS: Record<string, string> = {
  'match-result': 'matchResult',
  'double-chance': 'doubleChance',
  total: 'total',
  handicap: 'handicap',
  'both-score': 'bothScore',
  'correct-score': 'correctScore',
  outright: 'outright',
};

const SCOPE_KEYS: Record<string, string> = { 'first-half': 'firstHalf', games: 'games', 'set-1': 'firstSet' };

export function createMarketLabels(template: MessageTemplate) {
  const text = (key: string, values: Readonly<Record<string, string | number>> = {}) => {
    const found = template(`sportsbook.markets.${key}`);
    return found === undefined ? key : fill(found, values);
  };
  return {
    /** "Total 2.5", "Handicap −0.25 · 1st half". */
    market(market: MarketShape): string {
      const kind = KIND_KEYS[market.kind];
      const name = kind
        ? text(kind, {
            line: market.line === undefined ? '' : market.line,
            signed: signedLine(market.line ?? 0),
          })
        : market.kind;
      const scope = market.scope ? SCOPE_KEYS[market.scope] : undefined;
      return scope ? text('scoped', { market: name, scope: text(`scope.${scope}`) }) : name;
    },

    /** A selection by its key: a team, draw, over/under the line, a team with its handicap, a score. */
    selection(market: MarketShape, key: string, sides: Sides): string {
      const line = market.line ?? 0;
      switch (market.kind) {
        case 'match-result':
          return key === 'draw' ? text('draw') : key === 'away' ? sides.away : sides.home;
        case 'double-chance':
          return text(
            `doubleChanceOf.${key === 'home-draw' ? 'homeDraw' : key === 'draw-away' ? 'drawAway' : 'homeAway'}`,
            sides,
          );
        case 'total':
          return text(key === 'over' ? 'over' : 'under', { line });
        case 'handicap':
          return key === 'away' ? `${sides.away} ${signedLine(-line)}` : `${sides.home} ${signedLine(line)}`;
        case 'both-score':
          return text(key === 'yes' ? 'yes' : 'no');
        case 'correct-score':
          return key === 'other' ? text('otherScore') : key;
        case 'outright':
          // A pick's team travels as the `away` side (the feed and a bet's leg both name it so).
          return sides.away || key;
        default:
          return key;
      }
    },

    group(group: MarketGroup): string {
      return text(`groups.${group}`);
    },
  };
}

export type MarketLabels = ReturnType<typeof createMarketLabels>;
