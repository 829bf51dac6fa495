import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // game_wallet_calls of migration 0047, with its common calls applied together (decision 0064). A batch
  // ran game_wallet_call once per call: some twenty-five statements each, one backend doing them one
  // after another while the next batch waited. Now the calls that are plain real-money bets and wins of
  // players with one call in the batch — no bonus, no jackpot, a transaction id and round of their own,
  // the money there — are applied by ten statements for the whole batch, with exactly the rows, postings
  // and answers game_wallet_call would give them. Every other call (a repeat, a rollback, a refusal,
  // bonus money, demo play, a player's second call) goes through game_wallet_call afterwards, in order,
  // as before; it shares no player, round or transaction id with the calls applied together, and names
  // none of theirs as the bet it rolls back.
  //
  // Locks: the fast calls' existing rounds, then their accounts (players' and the clearing accounts), each
  // set in id order — the order game_wallet_call takes a round, then ledger_post the accounts in id order.
  // Entries are inserted in call order, so each account's balance_after follows its entries by id.
  await sql`
    create or replace function game_wallet_calls(p_calls jsonb) returns setof jsonb
    language plpgsql
    -- Index lookups whatever the tables' sizes: a scan of a small table is cheap, but not as it grows.
    set enable_seqscan = off
    as $$
    declare
      n integer;
      i integer;
      v_fast boolean[];
      v_provider text[];
      v_operation text[];
      v_session text[];
      v_transaction text[];
      v_round text[];
      v_amount bigint[];
      v_finished boolean[];
      v_reference text[];
      v_hash text[];
      v_now timestamptz[];
      v_main bigint[];
      v_clearing bigint[];
      v_user bigint[];
      v_sysname text[];
      v_currency text[];
      v_round_pk bigint[];
      v_round_ids bigint[];
      v_round_session text[];
      v_round_status text[];
      v_round_bonus bigint[];
      v_accounts bigint[];
      v_balances bigint[];
      v_overdraft boolean[];
      v_balance bigint[];
      v_claim bigint[];
      v_ledger bigint[];
      v_answer jsonb[];
      v_inserted bigint[];
      v_position integer;
      v_detail text;
      v_result jsonb;
      c jsonb;
    begin
      n := jsonb_array_length(p_calls);
      if n = 0 then
        return;
      end if;

      -- The calls, and whether each may go with the others: see above. Sessions and known transaction ids
      -- are read here; what can change under a lock (rounds, balances) is checked again once locked.
      select array_agg(x.fast order by x.pos), array_agg(x.provider order by x.pos),
        array_agg(x.operation order by x.pos), array_agg(x.session order by x.pos),
        array_agg(x.transaction_id order by x.pos), array_agg(x.round_id order by x.pos),
        array_agg(x.amount order by x.pos), array_agg(x.finished order by x.pos),
        array_agg(x.reference order by x.pos), array_agg(x.request_hash order by x.pos),
        array_agg(x.now order by x.pos), array_agg(x.main order by x.pos), array_agg(x.clearing order by x.pos),
        array_agg(x.user_id order by x.pos), array_agg(x.sysname order by x.pos),
        array_agg(x.currency order by x.pos)
      into v_fast, v_provider, v_operation, v_session, v_transaction, v_round, v_amount, v_finished,
        v_reference, v_hash, v_now, v_main, v_clearing, v_user, v_sysname, v_currency
      from (
        select c.pos, c.v->>'provider' as provider, c.v->>'operation' as operation, c.v->>'session' as session,
          c.v->>'transaction_id' as transaction_id, c.v->>'round_id' as round_id,
          (c.v->>'amount')::bigint as amount, (c.v->>'finished')::boolean as finished,
          c.v->>'reference_transaction_id' as reference, c.v->>'request_hash' as request_hash,
          (c.v->>'now')::timestamptz as now, (c.v->>'main_account')::bigint as main,
          (c.v->>'clearing_account')::bigint as clearing, s.user_id, s.sysname, s.currency,
          coalesce(
            s.provider = c.v->>'provider' and s.mode = 'real'
            and c.v->>'operation' in ('bet', 'win')
            and (c.v->>'amount')::bigint >= 0
            and c.v->>'round_id' is not null and c.v->>'request_hash' is not null
            and c.v->>'main_account' is not null and c.v->>'clearing_account' is not null
            and c.v->>'bonus_id' is null and c.v->>'max_bet' is null
            and coalesce(jsonb_array_length(c.v->'contribution_accounts'), 0) = 0
            and (c.v->>'operation' = 'win' or s.expires_at > (c.v->>'now')::timestamptz)
            and count(*) over (partition by s.user_id) = 1
            and count(*) over (partition by c.v->>'main_account') = 1
            and count(*) over (partition by c.v->>'provider', c.v->>'round_id') = 1
            and count(*) over (partition by c.v->>'provider', c.v->>'transaction_id') = 1
            -- A rollback in the batch that names it (any session's) goes first, the long way.
            and not coalesce((c.v->>'provider') || ' ' || (c.v->>'transaction_id') = any(refs.list), false)
            and (select true from game_wallet_transactions t
              where t.provider = c.v->>'provider' and t.transaction_id = c.v->>'transaction_id') is null
            and (c.v->>'operation' = 'win' or (select true from game_wallet_transactions r
              where r.provider = c.v->>'provider' and r.operation = 'rollback'
                and r.reference_transaction_id = c.v->>'transaction_id') is null),
            false) as fast
        from jsonb_array_elements(p_calls) with ordinality as c(v, pos)
        cross join (select array_agg((o->>'provider') || ' ' || (o->>'reference_transaction_id')) as list
          from jsonb_array_elements(p_calls) as o where o->>'reference_transaction_id' is not null) refs
        left join lateral (select * from game_sessions g where g.token = c.v->>'session') s on true
      ) x;

      if true = any(v_fast) then
        -- Their rounds that exist, then locked and read in id order. Every lookup here is by a unique
        -- index, row by row (a join would scan the tables while they are small, and more as they grow).
        select array_agg((select r.id from game_rounds r where r.provider = u.provider and r.round_id = u.round_id)
          order by u.pos)
        into v_round_pk
        from unnest(v_provider, v_round, v_fast) with ordinality as u(provider, round_id, fast, pos);
        for i in 1..n loop
          if not v_fast[i] then
            v_round_pk[i] := null;
          end if;
        end loop;
        select array_agg(r.id order by k.id), array_agg(r.session_token order by k.id),
          array_agg(r.status order by k.id), array_agg(r.bonus_bet order by k.id)
        into v_round_ids, v_round_session, v_round_status, v_round_bonus
        from (select distinct id from unnest(v_round_pk) as u(id) where id is not null order by id) k
        cross join lateral (select g.id, g.session_token, g.status, g.bonus_bet from game_rounds g
          where g.id = k.id for update) r;

        -- Their accounts, locked in id order; the players' balances are read under the lock.
        select array_agg(a.id order by k.id), array_agg(a.balance order by k.id),
          array_agg(a.allow_negative order by k.id)
        into v_accounts, v_balances, v_overdraft
        from (
          select m as id from unnest(v_main, v_fast) as u(m, fast) where u.fast
          union select k as id from unnest(v_clearing, v_fast) as u(k, fast) where u.fast
          order by id
        ) k
        cross join lateral (select l.id, l.balance, l.allow_negative from ledger_accounts l
          where l.id = k.id for update) a;

        v_balance := array_fill(null::bigint, array[n]);
        for i in 1..n loop
          if v_fast[i] then
            v_position := array_position(v_accounts, v_main[i]);
            v_fast[i] := v_position is not null and v_main[i] <> v_clearing[i]
              and coalesce(v_overdraft[array_position(v_accounts, v_clearing[i])], false)
              and case when v_round_pk[i] is null then v_operation[i] = 'bet'
                else v_round_session[array_position(v_round_ids, v_round_pk[i])] = v_session[i]
                  and v_round_status[array_position(v_round_ids, v_round_pk[i])] = 'open'
                  and v_round_bonus[array_position(v_round_ids, v_round_pk[i])] = 0 end
              and (v_operation[i] = 'win' or v_balances[v_position] >= v_amount[i]);
            if v_fast[i] then
              v_balance[i] := v_balances[v_position]
                + case when v_operation[i] = 'bet' then -v_amount[i] else v_amount[i] end;
            end if;
          end if;
        end loop;
      end if;

      if true = any(v_fast) then
        -- A bet's new round; one another process opened meanwhile sends the call the long way.
        with opened as (
          insert into game_rounds (provider, round_id, session_token, user_id, sysname, mode, currency, status,
            opened_at)
          select u.provider, u.round_id, u.session, u.user_id, u.sysname, 'real', u.currency, 'open', u.now
          from unnest(v_provider, v_round, v_session, v_user, v_sysname, v_currency, v_now, v_fast, v_round_pk)
            with ordinality as u(provider, round_id, session, user_id, sysname, currency, now, fast, round_pk, pos)
          where u.fast and u.round_pk is null
          order by u.pos
          on conflict (provider, round_id) do nothing
          returning id, provider, round_id
        )
        select array_agg(o.id order by u.pos) into v_inserted
        from unnest(v_provider, v_round) with ordinality as u(provider, round_id, pos)
        left join opened o on o.provider = u.provider and o.round_id = u.round_id;
        for i in 1..n loop
          if v_fast[i] and v_round_pk[i] is null then
            v_round_pk[i] := v_inserted[i];
            v_fast[i] := v_inserted[i] is not null;
          end if;
        end loop;
      end if;

      if true = any(v_fast) then
        -- Ids first, so each claim is written once with its answer and its posting's id.
        v_claim := array_fill(null::bigint, array[n]);
        v_ledger := array_fill(null::bigint, array[n]);
        v_answer := array_fill(null::jsonb, array[n]);
        for i in 1..n loop
          if v_fast[i] then
            v_claim[i] := nextval('game_wallet_transactions_id_seq');
            if v_amount[i] > 0 then
              v_ledger[i] := nextval('ledger_transactions_id_seq');
            end if;
            v_answer[i] := jsonb_build_object('status', 'ok', 'balance', v_balance[i], 'currency', v_currency[i],
              'wallet_transaction_id', v_claim[i]::text);
          end if;
        end loop;
        -- The claims. A twin that committed first keeps its id: that call becomes its repeat, the long way.
        with claimed as (
          insert into game_wallet_transactions (id, provider, transaction_id, operation, session_token, amount,
            reference_transaction_id, request_hash, response, ledger_transaction_id, round_pk)
          select u.claim, u.provider, u.transaction_id, u.operation, u.session, u.amount, u.reference, u.hash,
            u.answer, u.ledger, u.round_pk
          from unnest(v_claim, v_provider, v_transaction, v_operation, v_session, v_amount, v_reference, v_hash,
            v_answer, v_ledger, v_round_pk, v_fast) with ordinality as u(claim, provider, transaction_id,
              operation, session, amount, reference, hash, answer, ledger, round_pk, fast, pos)
          where u.fast
          order by u.pos
          on conflict do nothing
          returning id
        )
        select array_agg(c.id order by u.pos) into v_inserted
        from unnest(v_claim) with ordinality as u(claim, pos)
        left join claimed c on c.id = u.claim;
        for i in 1..n loop
          if v_fast[i] and v_inserted[i] is null then
            -- Its new round (if any) stays empty and open, as game_wallet_call leaves one for a refused call.
            v_fast[i] := false;
          end if;
        end loop;
      end if;

      if true = any(v_fast) then
        -- The postings: game_wallet_call's, as ledger_post writes them.
        insert into ledger_transactions (id, kind, idempotency_key, request_hash, user_id, reference, metadata)
        select u.ledger, case u.operation when 'bet' then 'game_bet' else 'game_win' end,
          'game:' || u.provider || ':' || u.transaction_id, u.hash, u.user_id,
          'round:' || u.provider || ':' || u.round_id, jsonb_build_object('sysname', u.sysname)
        from unnest(v_ledger, v_operation, v_provider, v_transaction, v_hash, v_user, v_round, v_sysname, v_fast)
          with ordinality as u(ledger, operation, provider, transaction_id, hash, user_id, round_id, sysname,
            fast, pos)
        where u.fast and u.ledger is not null
        order by u.pos;

        -- Legs: each call's main and clearing account, in account id order within a posting.
        with legs as (
          select u.ledger, u.pos, leg.account, leg.amount
          from unnest(v_ledger, v_main, v_clearing, v_operation, v_amount, v_fast) with ordinality
            as u(ledger, main, clearing, operation, amount, fast, pos)
          cross join lateral (values
            (u.main, case when u.operation = 'bet' then -u.amount else u.amount end),
            (u.clearing, case when u.operation = 'bet' then u.amount else -u.amount end)) as leg(account, amount)
          where u.fast and u.ledger is not null
        ),
        moved as (
          update ledger_accounts a set balance = a.balance + d.amount
          from (select account, sum(amount) as amount from legs group by account) d
          where a.id = d.account
        ),
        before as (
          select b.account, b.balance from unnest(v_accounts, v_balances) as b(account, balance)
        )
        insert into ledger_entries (transaction_id, account_id, amount, balance_after)
        select l.ledger, l.account, l.amount,
          b.balance + sum(l.amount) over (partition by l.account order by l.pos rows unbounded preceding)
        from legs l join before b on b.account = l.account
        order by l.pos, l.account;

        -- The rounds' totals; a win that finishes its round closes it.
        update game_rounds r set
          total_bet = r.total_bet + case when u.operation = 'bet' then u.amount else 0 end,
          total_win = r.total_win + case when u.operation = 'win' then u.amount else 0 end,
          status = case when u.operation = 'win' and u.finished then 'closed' else r.status end,
          closed_at = case when u.operation = 'win' and u.finished then u.now else r.closed_at end
        from unnest(v_round_pk, v_operation, v_amount, v_finished, v_now, v_fast)
          as u(round_pk, operation, amount, finished, now, fast)
        where u.fast and r.id = u.round_pk;
      end if;

      for i in 1..n loop
        if v_fast[i] then
          return next v_answer[i];
          continue;
        end if;
        c := p_calls->(i - 1);
        begin
          v_result := game_wallet_call(
            c->>'provider',
            c->>'operation',
            c->>'session',
            c->>'transaction_id',
            c->>'round_id',
            (c->>'amount')::bigint,
            (c->>'finished')::boolean,
            c->>'reference_transaction_id',
            c->>'request_hash',
            (c->>'now')::timestamptz,
            (c->>'main_account')::bigint,
            (c->>'clearing_account')::bigint,
            array(select a::bigint from jsonb_array_elements_text(c->'contribution_accounts') as a),
            array(select m::bigint from jsonb_array_elements_text(c->'contribution_amounts') as m),
            (c->>'bonus_id')::bigint,
            coalesce((c->>'bonus_first')::boolean, false),
            coalesce((c->>'isolated')::boolean, false),
            (c->>'max_bet')::bigint);
        exception when others then
          get stacked diagnostics v_detail = pg_exception_detail;
          v_result := jsonb_build_object('error', sqlstate, 'message', sqlerrm, 'detail', v_detail);
        end;
        return next v_result;
      end loop;
    end
    $$`.execute(db);
}
