import { formatAmount } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { lookupMessage, type Messages } from '../../db/seed/resolve-messages.ts';
import type { PaymentDirection, PaymentRow } from '../../db/tables/payments.table.ts';
import { csvDocument } from '../../lib/csv.ts';
import type { ContentCache } from '../content/content.service.ts';
import { getMessagesJson } from '../content/content.service.ts';
import { paymentMethods } from './payment-methods.ts';
import { paymentsBefore } from './payments.repository.ts';

/** Rows read per query; the export walks the whole history in pages of this size. */
const PAGE = 500;

/** `2026-03-05 07:04:00`: UTC, in the form spreadsheets read as a date and sort correctly. */
function utcTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The player's deposits and withdrawals (all, or one type) as CSV, newest first: headers, types,
 * statuses and method names in the player's language, amounts in the spec §9 format.
 */
export async function historyCsv(
  db: Db,
  cache: ContentCache,
  locale: string,
  player: { id: number; currency: string },
  direction: PaymentDirection | undefined,
): Promise<string> {
  const [messagesJson, deposit, withdraw] = await Promise.all([
    getMessagesJson(db, cache, locale),
    paymentMethods(db, cache, locale, 'deposit', player.currency),
    paymentMethods(db, cache, locale, 'withdraw', player.currency),
  ]);
  const messages = JSON.parse(messagesJson) as Messages;
  const t = (key: string) => lookupMessage(messages, key) ?? key;
  const methodNames = new Map([...deposit, ...withdraw].map((method) => [method.sysname, method.name]));

  const rows: (string | null)[][] = [
    [
      `${t('cashier.history.date')} (UTC)`,
      t('cashier.history.type'),
      t('cashier.history.method'),
      t('cashier.history.amount'),
      t('cashier.history.currency'),
      t('cashier.history.status'),
      t('cashier.receipt.transactionId'),
      t('cashier.receipt.requisites'),
      `${t('cashier.receipt.completed')} (UTC)`,
    ],
  ];
  const row = (payment: PaymentRow) => [
    utcTimestamp(payment.created_at),
    t(`cashier.history.${payment.direction}`),
    methodNames.get(payment.method) ?? payment.method,
    formatAmount(payment.amount, payment.currency),
    payment.currency,
    t(`cashier.statuses.${payment.status}`),
    payment.public_id,
    payment.requisites_masked,
    payment.completed_at ? utcTimestamp(payment.completed_at) : null,
  ];
  let beforeId: number | undefined;
  for (;;) {
    const page = await paymentsBefore(db, player.id, {
      ...(direction ? { direction } : {}),
      ...(beforeId === undefined ? {} : { beforeId }),
      limit: PAGE,
    });
    rows.push(...page.map(row));
    if (page.length < PAGE) break;
    beforeId = page[page.length - 1]?.id;
  }
  return csvDocument(rows);
}
