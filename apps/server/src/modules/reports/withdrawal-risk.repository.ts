import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';

/**
 * What the risk hints of a page of withdrawals rest on, in one query for the page (decision 0055):
 * the player's registration and verification, the last successful deposit before each withdrawal, and
 * the biggest single real-money win (casino round or sports bet) between that deposit and the request.
 * Read-only across the modules' tables, as the reports are (decision 0046); each lateral read follows a
 * (user, …) index, so the cost grows with the page, not with the tables.
 */
export async function withdrawalRiskFacts(db: DbOrTrx, transactions: readonly string[]) {
  if (transactions.length === 0) return [];
  const { rows } = await sql<{
    transaction: string;
    registered_at: Date;
    is_verified: boolean;
    deposit_amount: string | null;
    biggest_win: string;
    requested_at: Date;
  }>`
    select w.public_id as transaction, w.created_at as requested_at,
      u.created_at as registered_at, u.is_verified,
      d.amount as deposit_amount,
      greatest(coalesce(r.win, 0), coalesce(b.win, 0)) as biggest_win
    from payments w
    join users u on u.id = w.user_id
    left join lateral (
      select p.amount, p.completed_at from payments p
      where p.user_id = w.user_id and p.direction = 'deposit' and p.status = 'success' and p.id < w.id
      order by p.id desc limit 1
    ) d on true
    left join lateral (
      select max(g.total_win) as win from game_rounds g
      where g.user_id = w.user_id and g.mode = 'real' and g.status = 'closed'
        and g.closed_at >= coalesce(d.completed_at, '-infinity'::timestamptz) and g.closed_at <= w.created_at
    ) r on true
    left join lateral (
      select max(s.settled_return) as win from sports_bets s
      where s.user_id = w.user_id and s.status in ('won', 'cashed_out') and s.funding = 'main'
        and s.settled_at >= coalesce(d.completed_at, '-infinity'::timestamptz) and s.settled_at <= w.created_at
    ) b on true
    where w.direction = 'withdrawal' and w.public_id = any(${[...transactions]}::text[])
  `.execute(db);
  return rows;
}
