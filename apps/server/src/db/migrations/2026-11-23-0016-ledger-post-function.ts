import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One posting in one statement (decision 0007): the transaction row, every conditional balance change in
  // account-id order and the entries; each leg comes back with its account's owner, whom the service tells
  // after commit (a NOTIFY inside the transaction would serialise every commit on PostgreSQL). A statement
  // is atomic, so a refused debit undoes the legs already applied. Errors carry their own SQLSTATE for the service to map:
  // LD001 insufficient funds (detail: the account id), LD002 idempotency key reused for another movement,
  // LD003 malformed legs.
  await sql`
    create function ledger_post(
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
        or array_length(p_accounts, 1) <> array_length(p_amounts, 1)
        or (select sum(m) from unnest(p_amounts) as m) <> 0
        or exists (select 1 from unnest(p_amounts) as m where m = 0)
        or (select count(distinct a) from unnest(p_accounts) as a) <> array_length(p_accounts, 1) then
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
