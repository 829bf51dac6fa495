import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Many wallet calls in one statement and one commit (decision 0049). Each call runs game_wallet_call
  // (migration 0041) unchanged, in its own block: a refusal or error undoes that call's writes only and
  // comes back as its answer ({error, message, detail} with the SQLSTATE), while the calls before and
  // after it stand. The answers come back in the order of the calls. A cancelled statement or a lost
  // connection is not caught (plpgsql's `others` never catches a cancel): the whole batch rolls back.
  await sql`
    create function game_wallet_calls(p_calls jsonb) returns setof jsonb
    language plpgsql
    as $$
    declare
      c jsonb;
      v_answer jsonb;
      v_detail text;
    begin
      for c in select value from jsonb_array_elements(p_calls) loop
        begin
          v_answer := game_wallet_call(
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
          v_answer := jsonb_build_object('error', sqlstate, 'message', sqlerrm, 'detail', v_detail);
        end;
        return next v_answer;
      end loop;
    end
    $$`.execute(db);
}
