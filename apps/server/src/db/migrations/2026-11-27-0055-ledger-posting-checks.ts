import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The wallet's hot path does less per call (decision 0064). Four foreign keys re-checked, row by row,
  // what the one function that writes these columns has just written or locked itself: an entry's
  // transaction (inserted by the same ledger_post) and account (updated by it, under its lock), a wallet
  // transaction's posting (ledger_post's answer) and round (inserted or locked by game_wallet_call).
  // Neither transactions nor accounts nor rounds are ever deleted; the ledger check finds an orphan.
  await sql`alter table ledger_entries drop constraint ledger_entries_transaction_id_fkey`.execute(db);
  await sql`alter table ledger_entries drop constraint ledger_entries_account_id_fkey`.execute(db);
  await sql`alter table game_wallet_transactions drop constraint game_wallet_transactions_ledger_transaction_id_fkey`.execute(
    db,
  );
  await sql`alter table game_wallet_transactions drop constraint game_wallet_transactions_round_pk_fkey`.execute(
    db,
  );
  // ledger_post of migration 0016 with its five checks of the legs in one query (each was a query).
  await sql`
    create or replace function ledger_post(
      p_kind text,
      p_idempotency_key text,
      p_request_hash text,
      p_user_id bigint,
      p_reference text,
      p_metadata jsonb,
      p_accounts bigint[],
      p_amounts bigint[]
    ) returns table (transaction_id bigint, duplicate boolean, account_id bigint, amount bigint, balance_after bigint,
      owner_id bigint)
    language plpgsql
    as $$
    declare
      v_transaction bigint;
      v_first_hash text;
      v_leg record;
      v_balance bigint;
      v_owner bigint;
    begin
      if coalesce(array_length(p_accounts, 1), 0) < 2
        or array_length(p_accounts, 1) is distinct from array_length(p_amounts, 1)
        or (select count(distinct l.account) <> count(*) or sum(l.amount) <> 0 or bool_or(l.amount = 0)
          from unnest(p_accounts, p_amounts) as l(account, amount)) then
        raise exception using errcode = 'LD003', message = 'ledger legs must be two or more distinct accounts summing to zero';
      end if;

      insert into ledger_transactions (kind, idempotency_key, request_hash, user_id, reference, metadata)
      values (p_kind, p_idempotency_key, p_request_hash, p_user_id, p_reference, p_metadata)
      on conflict (idempotency_key) do nothing
      returning id into v_transaction;

      if v_transaction is null then
        select t.id, t.request_hash into v_transaction, v_first_hash
        from ledger_transactions t where t.idempotency_key = p_idempotency_key;
        if v_transaction is null then
          raise exception 'idempotency key % conflicted but its transaction is not visible', p_idempotency_key;
        end if;
        if v_first_hash is distinct from p_request_hash then
          raise exception using errcode = 'LD002', message = 'idempotency key reused for a different movement',
            detail = p_idempotency_key;
        end if;
        return query
          select v_transaction, true, e.account_id, e.amount, e.balance_after, a.user_id
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = v_transaction order by e.id;
        return;
      end if;

      -- Accounts are locked in id order, so two postings over the same accounts cannot deadlock.
      for v_leg in
        select l.account, l.amount from unnest(p_accounts, p_amounts) as l(account, amount) order by l.account
      loop
        update ledger_accounts a set balance = a.balance + v_leg.amount
        where a.id = v_leg.account and (a.allow_negative or a.balance + v_leg.amount >= 0)
        returning a.balance, a.user_id into v_balance, v_owner;
        if not found then
          raise exception using errcode = 'LD001', message = 'insufficient funds', detail = v_leg.account::text;
        end if;
        insert into ledger_entries (transaction_id, account_id, amount, balance_after)
        values (v_transaction, v_leg.account, v_leg.amount, v_balance);
        transaction_id := v_transaction;
        duplicate := false;
        account_id := v_leg.account;
        amount := v_leg.amount;
        balance_after := v_balance;
        owner_id := v_owner;
        return next;
      end loop;
    end
    $$`.execute(db);
}
