import { applyMargin } from '../margin.ts';
import { type Market, marketKey, type Score } from '../markets.ts';
import { type Odds, oddsFromProbability } from '../odds.ts';
import { settleSelection } from '../settle-selection.ts';

/**
 * The surest outcome a market is offered with. Past it the power method has to lay nearly all the
 * margin on the long shots (the favourite cannot pass 1), which would make their prices move against
 * the score; bookmakers close such markets too.
 */
const MAX_FAVOURITE = 0.95;

/** A final score of a market's scope and how likely it is. */
export type ScoreChance = { readonly score: Score; readonly probability: number };

export type PricedSelection = { readonly key: string; readonly odds: Odds };
export type PricedMarket = {
  readonly key: string;
  readonly market: Market;
  readonly selections: PricedSelection[];
};

/**
 * Prices a market from a distribution of its scope's final score, by settling every selection against
 * every score with the same rules bets are settled by — so a price can never disagree with settlement.
 * A selection's fair probability is its expected winnings over its expected winnings plus losses (W / (W +
 * L), half outcomes counting half): refunded mass drops out, which is what makes a quarter line or a
 * whole line fair. The margin then goes on by the power method. Selections that cannot happen or are
 * priced past the longest price are left out; a market whose favourite is all but certain is as good as
 * decided and not offered at all.
 */
export function priceMarket(
  market: Market,
  selections: readonly string[],
  distribution: readonly ScoreChance[],
  margin: number,
): PricedMarket | undefined {
  const scope = market.kind === 'outright' ? 'match' : market.scope;
  const fair = selections.map((selection) => {
    let wins = 0;
    let losses = 0;
    for (const { score, probability } of distribution) {
      const outcome = settleSelection(market, selection, { status: 'finished', scores: { [scope]: score } });
      if (outcome === 'win') wins += probability;
      else if (outcome === 'half-win') wins += probability / 2;
      else if (outcome === 'lose') losses += probability;
      else if (outcome === 'half-lose') losses += probability / 2;
    }
    return wins + losses > 0 ? wins / (wins + losses) : 0;
  });
  return priceFair(market, selections, fair, margin);
}

/** Prices a market from fair probabilities given directly (they are normalised to sum to 1). */
export function priceFair(
  market: Market,
  selections: readonly string[],
  fair: readonly number[],
  margin: number,
): PricedMarket | undefined {
  const total = fair.reduce((sum, p) => sum + p, 0);
  if (!(total > 0)) return undefined;
  const normalised = fair.map((p) => p / total);
  if (Math.max(...normalised) > MAX_FAVOURITE) return undefined;
  const adjusted = applyMargin(normalised, margin);
  const priced: PricedSelection[] = [];
  selections.forEach((key, index) => {
    const price = oddsFromProbability(adjusted[index]!);
    if (price !== undefined && fair[index]! > 0) priced.push({ key, odds: price });
  });
  if (priced.length < 2) return undefined;
  return { key: marketKey(market), market, selections: priced };
}
