import type {
  CASHBACK_FIELDS,
  CashbackStatus,
  CashbackView,
} from '@casino/shared/contract/cashback.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { negateMinor } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { bonusAccounts, grantTitledBonus } from '../bonuses/bonuses.service.ts';
import { type PromotionBar, promotionBar } from '../responsible-gaming/self-exclusion-status.service.ts';
import { postTransaction } from '../wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import * as repository from './cashback.repository.ts';
import { cashbackAmount, lastFinishedPeriod, type Period, periodAt } from './cashback-rules.ts';

const DAY_MS = 86_400_000;
const INSERT_BATCH = 500;

/**
 * Grants each player's cashback of one programme's period. Safe to run in any number of processes at
 * once and again later: a period's cashback exists once per player and currency (unique key), so a
 * repeat grants nothing. No money moves here; it moves when the player pays the cashback out.
 */
async function grantPeriod(
  db: Db,
  programme: repository.ProgrammeRow,
  period: Period,
  now: Date,
  userId: number | null = null,
): Promise<number> {
  const rows = (await repository.periodLosses(db, period, userId)).flatMap((player) => {
    const amount = cashbackAmount(player.losses, programme.percent, programme.limits[player.currency]);
    if (amount <= 0) return [];
    return [
      {
        user_id: player.user_id,
        programme_id: programme.id,
        currency: player.currency,
        period_start: period.start,
        period_end: period.end,
        losses: player.losses,
        amount,
        status: 'active' as const,
        created_at: now,
        receiving_expired_at: new Date(now.getTime() + programme.payout_days * DAY_MS),
      },
    ];
  });
  let granted = 0;
  for (let index = 0; index < rows.length; index += INSERT_BATCH) {
    granted += await repository.insertCashbacks(db, rows.slice(index, index + INSERT_BATCH));
  }
  return granted;
}

/** The scheduled job: every programme's newest finished period is granted (once); answers how many. */
export async function grantDueCashbacks(db: Db, now: Date): Promise<number> {
  let granted = 0;
  for (const programme of await repository.programmes(db)) {
    granted += await grantPeriod(db, programme, lastFinishedPeriod(programme, now), now);
  }
  return granted;
}

/**
 * Demo mode's clock (decision 0014): grants one player's cashback of the running period as if it ended
 * `now`. The period keeps its start, so when it really ends the job grants this player nothing more.
 */
export async function grantRunningPeriodNow(db: Db, userId: number, now: Date): Promise<number> {
  let granted = 0;
  for (const programme of await repository.programmes(db)) {
    // Up to and including `now`: a round that closed in that very millisecond is of this period.
    const period = { start: periodAt(programme, now).start, end: new Date(now.getTime() + 1) };
    granted += await grantPeriod(db, programme, period, now, userId);
  }
  return granted;
}

/** Expires every active cashback past its deadline (the job calls it); answers how many. */
export function expireDueCashbacks(db: Db, now: Date): Promise<number> {
  return repository.expireDue(db, now);
}

type Refusal = 'NOT_FOUND' | 'EXPIRED' | 'NOT_ACTIVE' | PromotionBar;

const REFUSAL_TEXT: Record<Refusal, string> = {
  NOT_FOUND: 'Unknown cashback',
  EXPIRED: 'This cashback can no longer be paid out',
  NOT_ACTIVE: 'This cashback is no longer active',
  SELF_EXCLUDED: 'A cashback paid as a bonus cannot be taken while you are self-excluded',
  TIME_OUT: 'A cashback paid as a bonus cannot be taken while you take a break',
};

function refusal(reason: Refusal) {
  return new ApiError('InvalidParameterException', REFUSAL_TEXT[reason], {
    invalidParameters: { cashback_id: REFUSAL_TEXT[reason] },
    errorData: { cashback_id: [reason] },
  });
}

/** Why an ending was refused, read after the conditional update found nothing to end. */
async function refusalOf(db: Db, userId: number, id: number, now: Date) {
  const cashback = await repository.findCashback(db, userId, id);
  if (!cashback) return refusal('NOT_FOUND');
  if (cashback.status === 'expired' || (cashback.status === 'active' && cashback.receiving_expired_at <= now))
    return refusal('EXPIRED');
  return refusal('NOT_ACTIVE');
}

/** The bonus once-key of a cashback paid as a bonus: one cashback, one bonus. */
export function cashbackBonusKey(cashbackId: number): string {
  return `cashback:${cashbackId}`;
}

/**
 * `cashbacks.payout`: credits an active cashback, as its programme says (decision 0044): real money
 * from the house account to the main balance, or a casino bonus from the bonus liability with its own
 * wagering. The status change and the credit are one transaction, and the status change is
 * conditional, so a payout racing another payout, a removal or the expiry pays at most once; the
 * posting's idempotency key (or the bonus's once-key) holds it to once as well. A bonus is not taken
 * during a self-exclusion or a break; real money is the player's either way.
 */
export async function payOutCashback(db: Db, userId: number, id: number, now: Date): Promise<void> {
  const found = await repository.findCashback(db, userId, id);
  if (!found) throw refusal('NOT_FOUND');
  const [programme] = await repository.findProgrammes(db, [found.programme_id]);
  const asBonus = programme?.bonus ?? null;
  if (asBonus) {
    const bar = await promotionBar(db, userId, now);
    if (bar) throw refusal(bar);
  }
  const [main, house, accounts] = await Promise.all([
    playerAccount(db, userId, 'main', found.currency),
    systemAccount(db, 'house', found.currency, userId),
    asBonus ? bonusAccounts(db, userId, found.currency) : undefined,
  ]);
  const paid = await db.transaction().execute(async (trx) => {
    const cashback = await repository.finishCashback(trx, userId, id, 'paid_out', now);
    if (!cashback) return false;
    if (asBonus && accounts) {
      const titles = Object.fromEntries(
        Object.entries(programme?.texts ?? {}).map(([locale, texts]) => [locale, texts.title]),
      );
      await grantTitledBonus(
        trx,
        {
          userId,
          currency: cashback.currency,
          amount: cashback.amount,
          wager: asBonus.wager,
          days: asBonus.days,
          onceKey: cashbackBonusKey(cashback.id),
          titles,
        },
        accounts,
        now,
      );
      return true;
    }
    await postTransaction(trx, {
      kind: 'cashback_payout',
      idempotencyKey: `cashback_payout:${cashback.id}`,
      userId,
      reference: `cashback:${cashback.id}`,
      metadata: { programme_id: cashback.programme_id },
      legs: [
        { accountId: house, amount: negateMinor(cashback.amount) },
        { accountId: main, amount: cashback.amount },
      ],
    });
    return true;
  });
  if (!paid) throw await refusalOf(db, userId, id, now);
}

/** `cashbacks.remove`: the player gives up an active cashback; nothing is credited. */
export async function removeCashback(db: Db, userId: number, id: number, now: Date): Promise<void> {
  const removed = await db
    .transaction()
    .execute((trx) => repository.finishCashback(trx, userId, id, 'removed', now));
  if (!removed) throw await refusalOf(db, userId, id, now);
}

const DEFAULT_FIELDS: readonly (typeof CASHBACK_FIELDS)[number][] = [
  'description',
  'receiving_expired_at',
  'amount',
];

/** `cashbacks.get`: the player's cashbacks, any past their deadline expired first. */
export async function cashbacksView(
  db: Db,
  userId: number,
  query: {
    locale: string;
    count: number;
    sort: 'period_end' | 'amount';
    order: 'asc' | 'desc';
    statuses?: readonly CashbackStatus[] | undefined;
    fields?: readonly (typeof CASHBACK_FIELDS)[number][] | undefined;
  },
  now: Date,
): Promise<CashbackView[]> {
  await repository.expireDue(db, now, userId);
  const rows = await repository.cashbacksOf(db, userId, query);
  const programmeIds = [...new Set(rows.map((row) => row.programme_id))];
  const programmes = new Map(
    (await repository.findProgrammes(db, programmeIds)).map((programme) => [programme.id, programme]),
  );
  const fields = new Set(query.fields ?? DEFAULT_FIELDS);
  return rows.map((row) => {
    const bonus = programmes.get(row.programme_id)?.bonus ?? null;
    const view: CashbackView = {
      id: row.id,
      status: row.status,
      pays_as: bonus ? { kind: 'bonus', wager: bonus.wager, days: bonus.days } : { kind: 'money' },
    };
    if (fields.has('description')) {
      const texts = programmes.get(row.programme_id)?.texts ?? {};
      view.description = texts[query.locale] ?? Object.values(texts)[0] ?? { title: '', text: '' };
    }
    if (fields.has('receiving_expired_at'))
      view.receiving_expired_at = row.receiving_expired_at.toISOString();
    if (fields.has('amount')) view.amount = { amount: row.amount, currency: row.currency };
    if (fields.has('losses')) view.losses = row.losses;
    if (fields.has('period'))
      view.period = { start: row.period_start.toISOString(), end: row.period_end.toISOString() };
    if (fields.has('finished_at')) view.finished_at = row.finished_at?.toISOString() ?? null;
    return view;
  });
}
