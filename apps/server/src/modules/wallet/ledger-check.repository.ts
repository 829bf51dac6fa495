import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';

interface Rule {
  rule: string;
  /** Each row found is one violation. */
  query: ReturnType<typeof sql<Record<string, unknown>>>;
}

/** Every invariant of the ledger as a query that finds the rows breaking it. */
const RULES: Rule[] = [
  {
    rule: 'every transaction balances to zero',
    query: sql`select t.id as transaction_id, coalesce(sum(e.amount), 0)::text as sum, count(e.id)::int as entries
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  },
  {
    rule: 'stored balance equals the sum of entries',
    query: sql`select a.id as account_id, a.balance::text as stored, coalesce(sum(e.amount), 0)::text as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  },
  {
    // No foreign key checks these on every posting (decision 0064): ledger_post writes them itself.
    rule: 'every entry belongs to a transaction and an account',
    query: sql`select e.id as entry_id, e.transaction_id, e.account_id from ledger_entries e
      where not exists (select 1 from ledger_transactions t where t.id = e.transaction_id)
        or not exists (select 1 from ledger_accounts a where a.id = e.account_id)`,
  },
  {
    rule: "every game wallet call's posting and round exist",
    query: sql`select w.id as wallet_transaction_id, w.ledger_transaction_id, w.round_pk
      from game_wallet_transactions w
      where (w.ledger_transaction_id is not null
          and not exists (select 1 from ledger_transactions t where t.id = w.ledger_transaction_id))
        or (w.round_pk is not null and not exists (select 1 from game_rounds r where r.id = w.round_pk))`,
  },
  {
    rule: 'no player account is negative',
    query: sql`select id as account_id, balance::text as balance from ledger_accounts
      where not allow_negative and balance < 0`,
  },
  {
    rule: 'only house and clearing accounts may go negative',
    query: sql`select id as account_id, kind from ledger_accounts where allow_negative and user_id is not null`,
  },
  {
    rule: "each entry's balance_after follows from the entries before it",
    query: sql`select account_id, id as entry_id, balance_after::text as recorded, running::text as expected from (
        select id, account_id, balance_after,
          sum(amount) over (partition by account_id order by id) as running
        from ledger_entries) chain
      where balance_after <> running`,
  },
  {
    rule: 'one effect per payment event',
    query: sql`select reference, kind, count(*)::int as transactions from ledger_transactions
      where reference is not null and kind in ('deposit', 'withdrawal_reserve', 'withdrawal_release', 'withdrawal_payout')
      group by reference, kind having count(*) > 1`,
  },
  {
    rule: 'a withdrawal is either paid out or released, never both',
    query: sql`select reference from ledger_transactions
      where kind in ('withdrawal_release', 'withdrawal_payout') and reference is not null
      group by reference having count(distinct kind) > 1`,
  },
  {
    rule: 'a cashback is paid out once',
    query: sql`select reference, count(*)::int as transactions from ledger_transactions
      where kind = 'cashback_payout' group by reference having count(*) > 1`,
  },
  {
    // Paid as money (a cashback_payout posting) or as a bonus (its once-key, decision 0044), never both.
    rule: 'a paid-out cashback is credited once, as money or as a bonus',
    query: sql`select c.id as cashback_id, c.status,
        (select count(*) from ledger_transactions t
          where t.kind = 'cashback_payout' and t.reference = 'cashback:' || c.id)::int as payouts,
        (select count(*) from bonuses b
          where b.user_id = c.user_id and b.once_key = 'cashback:' || c.id)::int as bonuses
      from cashbacks c
      where (select count(*) from ledger_transactions t
          where t.kind = 'cashback_payout' and t.reference = 'cashback:' || c.id)
        + (select count(*) from bonuses b where b.user_id = c.user_id and b.once_key = 'cashback:' || c.id)
        <> case when c.status = 'paid_out' then 1 else 0 end`,
  },
  {
    // Points are not money but buy bonuses: their balance is kept like one (decision 0026).
    rule: 'loyalty points equal the sum of their entries',
    query: sql`select a.user_id, a.programme_id, a.points::text as points, a.lifetime_points::text as lifetime,
        coalesce(sum(p.delta), 0)::text as entries
      from loyalty_accounts a left join loyalty_points p
        on p.user_id = a.user_id and p.programme_id = a.programme_id
      group by a.user_id, a.programme_id
      having a.points <> coalesce(sum(p.delta), 0)
        or a.lifetime_points <> coalesce(sum(p.delta) filter (where p.reason <> 'purchase'), 0)`,
  },
  {
    rule: "a tournament's prizes are paid once and empty its pool",
    query: sql`select reference, user_id, count(*)::int as transactions from ledger_transactions
      where kind = 'tournament_prize' group by reference, user_id having count(*) > 1
      union all
      select null, null, count(*)::int from ledger_accounts
      where kind = 'tournament_pool' and balance <> 0 having count(*) > 0`,
  },
];

/** Each rule with the rows breaking it, in the order above. */
export async function findRuleBreaches(
  db: DbOrTrx,
): Promise<{ rule: string; rows: Record<string, unknown>[] }[]> {
  const breaches: { rule: string; rows: Record<string, unknown>[] }[] = [];
  for (const { rule, query } of RULES) {
    const { rows } = await query.execute(db);
    breaches.push({ rule, rows });
  }
  return breaches;
}

export async function countLedgerTransactions(db: DbOrTrx): Promise<number> {
  const counts = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('transactions'))
    .executeTakeFirstOrThrow();
  return counts.transactions;
}
