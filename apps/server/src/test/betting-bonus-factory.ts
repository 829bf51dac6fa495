import type { Db } from '../db/schema.ts';
import type { SelectionParam } from '../modules/sportsbook/bet-placement.service.ts';
import { playerAccount } from '../modules/wallet/ledger-accounts.service.ts';
import type { TestBook } from './sportsbook-factory.ts';

/** The player's betting bonus balance, read straight from the ledger. */
export async function bettingBonusBalance(db: Db, userId: number, currency = 'USD'): Promise<number> {
  const id = await playerAccount(db, userId, 'betting_bonus', currency);
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Selections on upcoming events (one per event) whose odds are at least (or below) `minOdds` (decimal). */
export function selectionsByOdds(
  book: TestBook,
  minOdds: number,
  side: 'at-least' | 'below',
  count: number,
): SelectionParam[] {
  const soon = book.now().getTime() + 30 * 60_000;
  const found: SelectionParam[] = [];
  for (const { fixture, view } of book.sportsbook.events(2)) {
    if (view.phase !== 'not-started' || fixture.startsAt < soon) continue;
    const market = book.sportsbook.event(fixture.id)?.markets.find((m) => m.key === 'match-result:match');
    const selection = market?.selections.find(
      (each) => each.odds >= minOdds * 1000 === (side === 'at-least'),
    );
    if (!market || !selection) continue;
    found.push({
      event_id: fixture.id,
      market_key: market.key,
      selection_key: selection.key,
      odds: selection.odds,
    });
    if (found.length === count) return found;
  }
  throw new Error(`only ${found.length} selections ${side} ${minOdds}`);
}

/** A betting offer with a promo code, added for a test (content has the others). */
export async function insertBettingCode(
  db: Db,
  offer: { id: number; code: string; amount: number; wager: number; minOdds: number; maxUses?: number },
): Promise<void> {
  await db
    .insertInto('betting_offers')
    .values({
      id: offer.id,
      position: offer.id,
      trigger: 'promo_code',
      code: offer.code,
      amounts: JSON.stringify({ USD: offer.amount }),
      wager: offer.wager,
      min_odds: offer.minOdds,
      days: 7,
      max_uses: offer.maxUses ?? null,
      texts: JSON.stringify({ en: { title: offer.code, text: '' } }),
    })
    .execute();
}
