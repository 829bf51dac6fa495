import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Playable bonus money (decision 0041). A bonus's money is `amount + played`: play takes stakes from
  // it and gives wins back; never below zero.
  await sql`alter table bonuses add column played bigint not null default 0`.execute(db);
  await sql`alter table bonuses add constraint bonuses_money_non_negative check (amount + played >= 0)`.execute(
    db,
  );
  // What of a round's stake came from the bonus (and which bonus), so wins return in proportion.
  await sql`alter table game_rounds add column bonus_id bigint references bonuses (id)`.execute(db);
  await sql`alter table game_rounds add column bonus_bet bigint not null default 0 check (bonus_bet >= 0)`.execute(
    db,
  );
  // What of a bet came from the bonus, so its rollback gives back exactly that.
  await sql`alter table game_wallet_transactions add column bonus_amount bigint not null default 0 check (bonus_amount >= 0)`.execute(
    db,
  );
  await sql`drop function game_wallet_call(text, text, text, text, text, bigint, boolean, text, text, timestamptz,
    bigint, bigint, bigint[], bigint[])`.execute(db);
  // game_wallet_call of migration 0019, which it leaves unchanged when no bonus is in play; a bet of a
  // player with an active bonus splits its stake, a win or rollback of a round that staked bonus money
  // splits its credit.
  await sql`
    create or replace function game_wallet_call(
      p_provider text,
      p_operation text,
      p_session text,
      p_transaction_id text,
      p_round_id text,
      p_amount bigint,
      p_finished boolean,
      p_reference_transaction_id text,
      p_request_hash text,
      p_now timestamptz,
      p_main_account bigint,
      p_clearing_account bigint,
      p_contribution_accounts bigint[],
      p_contribution_amounts bigint[],
      p_bonus_id bigint,
      p_bonus_first boolean,
      p_isolated boolean,
      p_max_bet bigint
    ) returns jsonb
    language plpgsql
    as $$
    declare
      v_first game_wallet_transactions%rowtype;
      v_target game_wallet_transactions%rowtype;
      v_session game_sessions%rowtype;
      v_round game_rounds%rowtype;
      v_claimed bigint;
      v_amount bigint;
      v_delta bigint;
      v_kind text;
      v_close boolean := false;
      v_balance bigint;
      v_ledger bigint;
      v_contributed bigint;
      v_answer jsonb;
      v_bonus bonuses%rowtype;
      v_bonus_account bigint;
      v_liability_account bigint;
      v_main_balance bigint;
      v_remaining bigint;
      v_main_part bigint := 0;
      v_bonus_part bigint := 0;
      v_legs_accounts bigint[];
      v_legs_amounts bigint[];
    begin
      select * into v_first from game_wallet_transactions t
      where t.provider = p_provider and t.transaction_id = p_transaction_id;
      if found then
        return game_wallet_repeat(v_first.request_hash, v_first.response, p_request_hash);
      end if;

      select * into v_session from game_sessions s where s.token = p_session;
      if not found or v_session.provider <> p_provider then
        raise exception using errcode = 'GW001', message = 'SESSION_NOT_FOUND', detail = 'Unknown game session';
      end if;

      if p_operation = 'bet' then
        if v_session.expires_at <= p_now then
          raise exception using errcode = 'GW001', message = 'SESSION_EXPIRED',
            detail = 'The game session has expired';
        end if;
        if exists (select 1 from game_wallet_transactions r where r.provider = p_provider
            and r.operation = 'rollback' and r.reference_transaction_id = p_transaction_id) then
          raise exception using errcode = 'GW001', message = 'BET_ALREADY_SETTLED',
            detail = 'This bet was already rolled back';
        end if;
        -- Opens the round on its first bet; the no-op update brings an existing round back, locked.
        insert into game_rounds (provider, round_id, session_token, user_id, sysname, mode, currency, status, opened_at)
        values (p_provider, p_round_id, v_session.token, v_session.user_id, v_session.sysname, v_session.mode,
          v_session.currency, 'open', p_now)
        on conflict (provider, round_id) do update set provider = excluded.provider
        returning * into v_round;
        if v_round.session_token <> v_session.token then
          raise exception using errcode = 'GW001', message = 'ROUND_NOT_FOUND',
            detail = 'This round belongs to another game session';
        end if;
        v_amount := p_amount;
        v_delta := -p_amount;
        v_kind := 'game_bet';
      elsif p_operation = 'win' then
        select * into v_round from game_rounds r where r.provider = p_provider and r.round_id = p_round_id for update;
        if not found or v_round.session_token <> v_session.token then
          raise exception using errcode = 'GW001', message = 'ROUND_NOT_FOUND',
            detail = 'No bet was placed in this round';
        end if;
        v_amount := p_amount;
        v_delta := p_amount;
        v_kind := 'game_win';
        v_close := p_finished;
      else
        select * into v_target from game_wallet_transactions t
        where t.provider = p_provider and t.transaction_id = p_reference_transaction_id;
        if v_target.id is not null then
          if v_target.operation <> 'bet' or v_target.session_token <> v_session.token then
            raise exception using errcode = 'GW001', message = 'INVALID_REQUEST',
              detail = 'Only a bet of this session can be rolled back';
          end if;
          if v_target.round_pk is not null then
            select * into v_round from game_rounds r
            where r.provider = p_provider and r.round_id = p_round_id for update;
          end if;
          if v_round.id is null or v_round.id <> v_target.round_pk then
            raise exception using errcode = 'GW001', message = 'INVALID_REQUEST',
              detail = 'The bet belongs to another round';
          end if;
          if exists (select 1 from game_wallet_transactions w where w.round_pk = v_round.id and w.operation = 'win') then
            raise exception using errcode = 'GW001', message = 'BET_ALREADY_SETTLED',
              detail = 'The round already paid a win; its bet cannot be rolled back';
          end if;
        end if;
        v_amount := coalesce(v_target.amount, 0);
        v_delta := v_amount;
        v_kind := 'game_rollback';
        v_close := v_round.id is not null and v_round.total_bet = v_amount;
      end if;

      -- Claims the transaction id. A twin that committed first makes this call its repeat; for a rollback,
      -- a free id refused by the rollback-once index means the bet was already rolled back.
      insert into game_wallet_transactions
        (provider, transaction_id, operation, session_token, amount, reference_transaction_id, request_hash)
      values (p_provider, p_transaction_id, p_operation, v_session.token, v_amount, p_reference_transaction_id,
        p_request_hash)
      on conflict do nothing
      returning id into v_claimed;
      if v_claimed is null then
        select * into v_first from game_wallet_transactions t
        where t.provider = p_provider and t.transaction_id = p_transaction_id;
        if found then
          return game_wallet_repeat(v_first.request_hash, v_first.response, p_request_hash);
        end if;
        v_delta := 0;
      end if;

      -- After the claim: a twin that closed the round while this call waited for its lock has been
      -- answered as a repeat above, so only a new transaction id hears that the round is closed.
      if p_operation <> 'rollback' and v_round.status = 'closed' then
        raise exception using errcode = 'GW001', message = 'ROUND_CLOSED', detail = 'The round is already closed';
      end if;

      if v_delta = 0 then
        if v_session.mode = 'demo' then
          select s.fun_balance into v_balance from game_sessions s where s.token = v_session.token;
        else
          select a.balance into v_balance from ledger_accounts a where a.id = p_main_account;
        end if;
      elsif v_session.mode = 'demo' then
        update game_sessions s set fun_balance = s.fun_balance + v_delta
        where s.token = v_session.token and s.fun_balance >= -v_delta
        returning s.fun_balance into v_balance;
        if not found then
          raise exception using errcode = 'GW001', message = 'INSUFFICIENT_FUNDS', detail = 'Not enough play money';
        end if;
      elsif p_bonus_id is null and coalesce(v_round.bonus_bet, 0) = 0
          and (p_operation <> 'rollback' or coalesce(v_target.bonus_amount, 0) = 0) then
        -- No bonus in play: the posting of migration 0019, unchanged (the wallet's hot path).
        v_contributed := case when p_operation = 'bet'
          then coalesce((select sum(c) from unnest(p_contribution_amounts) as c), 0) else 0 end;
        select l.transaction_id, l.balance_after into v_ledger, v_balance
        from ledger_post(
          v_kind,
          'game:' || p_provider || ':' || p_transaction_id,
          p_request_hash,
          v_session.user_id,
          'round:' || p_provider || ':' || p_round_id,
          jsonb_build_object('sysname', v_session.sysname),
          array[p_main_account, p_clearing_account]
            || case when p_operation = 'bet' then coalesce(p_contribution_accounts, '{}') else '{}' end,
          array[v_delta, -v_delta - v_contributed]
            || case when p_operation = 'bet' then coalesce(p_contribution_amounts, '{}') else '{}' end
        ) l
        where l.account_id = p_main_account;
      else
        -- Bonus money in play (decision 0041). The bonus row is locked before the accounts (ledger_post
        -- locks them), as a release or removal does, so the two cannot deadlock and the bonus's money
        -- (amount + played) is read and changed by one of them at a time.
        select a.id into v_bonus_account from ledger_accounts a
        where a.user_id = v_session.user_id and a.kind = 'bonus' and a.currency = v_session.currency;
        select a.id into v_liability_account from ledger_accounts a
        where a.user_id is null and a.kind = 'bonus_liability' and a.currency = v_session.currency
          and a.shard = v_session.user_id % 16;
        if p_operation = 'bet' then
          select * into v_bonus from bonuses b
          where b.id = p_bonus_id and b.user_id = v_session.user_id and b.status = 'active'
            and b.currency = v_session.currency
          for update;
          if found and v_bonus_account is not null then
            if p_max_bet is not null and v_round.total_bet + p_amount > p_max_bet then
              raise exception using errcode = 'GW001', message = 'LIMIT_REACHED',
                detail = 'While a bonus is wagered a round may stake at most ' || p_max_bet || ' (minor units)';
            end if;
            select a.balance into v_main_balance from ledger_accounts a where a.id = p_main_account;
            v_remaining := v_bonus.amount + v_bonus.played;
            if p_isolated then
              -- Isolation: one balance funds the whole round, never a mix.
              if v_round.total_bet > 0 then
                v_bonus_part := case when v_round.bonus_bet > 0 then p_amount else 0 end;
              elsif p_bonus_first then
                v_bonus_part := case when v_remaining >= p_amount then p_amount else 0 end;
              else
                v_bonus_part := case when v_main_balance >= p_amount then 0 else p_amount end;
              end if;
            elsif p_bonus_first then
              v_bonus_part := least(p_amount, v_remaining);
            else
              v_bonus_part := greatest(0, p_amount - greatest(v_main_balance, 0));
            end if;
            if v_bonus_part > v_remaining then
              raise exception using errcode = 'GW001', message = 'INSUFFICIENT_FUNDS',
                detail = 'Not enough money for this bet';
            end if;
            if v_bonus_part > 0 then
              update bonuses b set played = b.played - v_bonus_part where b.id = v_bonus.id;
            end if;
          end if;
          v_main_part := p_amount - v_bonus_part;
          v_contributed := coalesce((select sum(c) from unnest(p_contribution_amounts) as c), 0);
          v_legs_accounts := array[p_main_account, v_bonus_account, p_clearing_account]
            || coalesce(p_contribution_accounts, '{}');
          v_legs_amounts := array[-v_main_part, -v_bonus_part, p_amount - v_contributed]
            || coalesce(p_contribution_amounts, '{}');
        else
          -- A win returns the bonus-funded share of the round's stake to the bonus (rounded down: the
          -- remainder goes to main); a rollback returns exactly what its bet took from each balance.
          if p_operation = 'win' then
            v_bonus_part := case when v_round.total_bet > 0 and v_round.bonus_bet > 0
              then floor(p_amount::numeric * v_round.bonus_bet / v_round.total_bet)::bigint else 0 end;
          else
            v_bonus_part := v_target.bonus_amount;
          end if;
          v_main_part := v_amount - v_bonus_part;
          v_legs_accounts := array[p_main_account, p_clearing_account];
          v_legs_amounts := array[v_main_part, -v_amount];
          if v_bonus_part > 0 then
            select * into v_bonus from bonuses b where b.id = v_round.bonus_id for update;
            if v_bonus.status in ('active', 'pending') then
              -- The bonus is still open: its money grows.
              update bonuses b set played = b.played + v_bonus_part where b.id = v_bonus.id;
              v_legs_accounts := v_legs_accounts || v_bonus_account;
              v_legs_amounts := v_legs_amounts || v_bonus_part;
            elsif v_bonus.status = 'wagered' then
              -- Released while the round was open: its money is real money now.
              v_legs_amounts[1] := v_amount;
            else
              -- Expired or removed while the round was open: forfeited like the rest of that bonus.
              v_legs_accounts := v_legs_accounts || v_liability_account;
              v_legs_amounts := v_legs_amounts || v_bonus_part;
            end if;
          end if;
        end if;
        select l.transaction_id into v_ledger
        from ledger_post(
          v_kind,
          'game:' || p_provider || ':' || p_transaction_id,
          p_request_hash,
          v_session.user_id,
          'round:' || p_provider || ':' || p_round_id,
          jsonb_build_object('sysname', v_session.sysname),
          array(select a from unnest(v_legs_accounts, v_legs_amounts) as l(a, m) where m <> 0),
          array(select m from unnest(v_legs_accounts, v_legs_amounts) as l(a, m) where m <> 0)
        ) l
        limit 1;
        select a.balance into v_balance from ledger_accounts a where a.id = p_main_account;
      end if;

      -- The game sees what the player can stake: main plus the active bonus's money.
      if p_bonus_id is not null and v_session.mode = 'real' then
        v_balance := v_balance + coalesce((select b.amount + b.played from bonuses b
          where b.id = p_bonus_id and b.status = 'active'), 0);
      end if;

      if v_claimed is null then
        return jsonb_build_object('status', 'ok', 'balance', v_balance, 'currency', v_session.currency,
          'duplicate', true);
      end if;

      v_answer := jsonb_build_object('status', 'ok', 'balance', v_balance, 'currency', v_session.currency,
        'wallet_transaction_id', v_claimed::text);
      if v_round.id is not null then
        update game_rounds r set
          total_bet = r.total_bet + case p_operation when 'bet' then v_amount when 'rollback' then -v_amount else 0 end,
          total_win = r.total_win + case p_operation when 'win' then v_amount else 0 end,
          bonus_bet = r.bonus_bet + case p_operation when 'bet' then v_bonus_part
            when 'rollback' then -v_bonus_part else 0 end,
          bonus_id = case when p_operation = 'bet' and v_bonus_part > 0 then v_bonus.id else r.bonus_id end,
          status = case when v_close then 'closed' else r.status end,
          closed_at = case when v_close then p_now else r.closed_at end
        where r.id = v_round.id;
      end if;
      update game_wallet_transactions t
      set response = v_answer, ledger_transaction_id = v_ledger, round_pk = v_round.id,
        bonus_amount = case when p_operation = 'bet' then v_bonus_part else 0 end
      where t.id = v_claimed;
      return v_answer;
    end
    $$`.execute(db);
}
