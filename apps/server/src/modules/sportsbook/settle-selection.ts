import { isQuarterLine, type Market, OTHER_SCORE, type Score, type ScoreScope, scoreKey } from './markets.ts';

/** How one selection ended. push and void both refund; push is the line landing, void a cancellation. */
export type LegOutcome = 'win' | 'lose' | 'push' | 'half-win' | 'half-lose' | 'void';

/**
 * What settles a market: the final scores by scope and, for outrights, the winner. `void` is an event
 * abandoned or cancelled (or a market voided by hand); a scope without a score voids its markets too.
 */
export type EventResult =
  | { status: 'finished'; scores: Partial<Record<ScoreScope, Score>>; winnerId?: string }
  | { status: 'void' };

/** The outcome of one selection of a market given the result. Unknown selections are refused loudly. */
export function settleSelection(market: Market, selection: string, result: EventResult): LegOutcome {
  if (result.status === 'void') return 'void';
  if (market.kind === 'outright') {
    if (result.winnerId === undefined) return 'void';
    return selection === result.winnerId ? 'win' : 'lose';
  }
  const score = result.scores[market.scope];
  if (score === undefined) return 'void';
  const { home, away } = score;
  switch (market.kind) {
    case 'match-result':
      return settleMatchResult(selection, home, away);
    case 'double-chance': {
      const winning =
        home > away
          ? ['home-draw', 'home-away']
          : home < away
            ? ['home-away', 'draw-away']
            : ['home-draw', 'draw-away'];
      expectOneOf(selection, ['home-draw', 'home-away', 'draw-away']);
      return winning.includes(selection) ? 'win' : 'lose';
    }
    case 'total':
      expectOneOf(selection, ['over', 'under']);
      return settleLine(
        selection === 'over' ? home + away - market.line : market.line - home - away,
        market.line,
      );
    case 'handicap':
      expectOneOf(selection, ['home', 'away']);
      return settleLine(
        selection === 'home' ? home + market.line - away : away - market.line - home,
        market.line,
      );
    case 'both-score':
      expectOneOf(selection, ['yes', 'no']);
      return (home > 0 && away > 0) === (selection === 'yes') ? 'win' : 'lose';
    case 'correct-score': {
      if (selection === OTHER_SCORE) return home > market.grid || away > market.grid ? 'win' : 'lose';
      const [h, a] = selection.split('-').map(Number);
      if (!Number.isInteger(h) || !Number.isInteger(a) || h! > market.grid || a! > market.grid) {
        throw new RangeError(`Not a selection of this market: ${selection}`);
      }
      return selection === scoreKey(score) ? 'win' : 'lose';
    }
  }
}

function settleMatchResult(selection: string, home: number, away: number): LegOutcome {
  expectOneOf(selection, ['home', 'draw', 'away']);
  const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
  return selection === winner ? 'win' : 'lose';
}

/**
 * A line bet given its margin over the line (score minus line, from the selection's side). A quarter
 * line is two half stakes on the lines a quarter either side, so one half may push or lose while the
 * other wins: that is where half wins and half losses come from.
 */
function settleLine(marginOverLine: number, line: number): LegOutcome {
  if (!isQuarterLine(line)) throw new RangeError(`Not a quarter line: ${line}`);
  if (!Number.isInteger(marginOverLine * 2)) {
    const low = sign(marginOverLine - 0.25);
    const high = sign(marginOverLine + 0.25);
    if (low === high) return low;
    // The halves are half a point apart, so they differ by exactly one step: win/push or push/lose.
    return high === 'win' ? 'half-win' : 'half-lose';
  }
  return sign(marginOverLine);
}

function sign(value: number): 'win' | 'push' | 'lose' {
  return value > 0 ? 'win' : value < 0 ? 'lose' : 'push';
}

function expectOneOf(selection: string, allowed: readonly string[]): void {
  if (!allowed.includes(selection)) throw new RangeError(`Not a selection of this market: ${selection}`);
}
