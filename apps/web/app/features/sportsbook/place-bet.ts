import type { ApiCaller } from '@casino/shared/api/api-caller';
import type {
  SportsBet,
  SportsBetFunding,
  SportsBetType,
} from '@casino/shared/contract/sports-bets.contract';
import { NAMED_SYSTEMS, type NamedSystem, type OddsChangePolicy } from '@casino/shared/sportsbook/bet-types';
import { type SlipState, stakeMinor } from './slip-state.ts';

/** A bet of the slip as `sportsbook.placeBet` takes it, its selections still a list. */
export type PlaceBetParams = {
  /** One per bet: the idempotency key, so a retried submit places the bet once. */
  slip_id: string;
  type: SportsBetType;
  /** A k-of-n system's k. */
  size?: number;
  selections: { event_id: string; market_key: string; selection_key: string; odds: number }[];
  /** Minor units, per line. */
  stake: number;
  odds_change: OddsChangePolicy;
  /** `betting_bonus`: the whole stake from the active betting bonus (decision 0048). */
  funding: SportsBetFunding;
};

/** The bets a slip makes: one single per selection, or one accumulator or system bet over them all. */
export function slipBets(
  state: SlipState,
  currency: string,
  ids: () => string,
  funding: SportsBetFunding = 'main',
): PlaceBetParams[] {
  const stake = stakeMinor(state.stake, currency) ?? 0;
  const legs = state.selections.map(({ event_id, market_key, selection_key, odds }) => ({
    event_id,
    market_key,
    selection_key,
    odds,
  }));
  const common = { stake, odds_change: state.oddsChange, funding };
  if (state.mode === 'singles') {
    return legs.map((leg) => ({ ...common, slip_id: ids(), type: 'single', selections: [leg] }));
  }
  if (state.mode === 'accumulator')
    return [{ ...common, slip_id: ids(), type: 'accumulator', selections: legs }];
  return [
    state.system in NAMED_SYSTEMS
      ? { ...common, slip_id: ids(), type: state.system as NamedSystem, selections: legs }
      : { ...common, slip_id: ids(), type: 'system', size: Number(state.system), selections: legs },
  ];
}

/** Sends one bet. The selections travel as JSON text, as nested parameters do in a form body. */
export function placeBet(api: ApiCaller, params: PlaceBetParams): Promise<SportsBet> {
  return api('sportsbook.placeBet', { ...params, selections: JSON.stringify(params.selections) });
}
