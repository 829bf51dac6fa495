import { randomBytes } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { isCurrencyCode } from '@casino/shared/money/currencies';
import type { MinorUnits } from '@casino/shared/money/minor-units';
import { formatAmount } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { lookupMessage, type Messages } from '../../db/seed/resolve-messages.ts';
import { csvDocument } from '../../lib/csv.ts';
import type { ContentCache } from '../content/content.service.ts';
import { getGeneralInfo, getMessagesJson } from '../content/content.service.ts';
import {
  completeHistoryExport,
  countPlayerRounds,
  findHistoryExport,
  insertHistoryExport,
  type PlayerRoundRow,
  playerRounds,
} from './game-wallet.repository.ts';

export interface RoundView {
  round_id: string;
  game: string;
  game_name: string;
  currency: string;
  status: 'open' | 'closed';
  bet: MinorUnits;
  win: MinorUnits;
  opened_at: string;
  closed_at: string | null;
}

function toView(row: PlayerRoundRow): RoundView {
  return {
    round_id: row.round_id,
    game: row.sysname,
    game_name: row.title ?? row.sysname,
    currency: row.currency,
    status: row.status,
    bet: row.total_bet,
    win: row.total_win,
    opened_at: row.opened_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}

/** The player's real-money rounds with what they staked and won, newest first. */
export async function roundHistory(db: Db, userId: number, page: { offset: number; count: number }) {
  const [rows, count] = await Promise.all([playerRounds(db, userId, page), countPlayerRounds(db, userId)]);
  return { count, items: rows.map(toView) };
}

/** A pending export older than this was lost with its process, and is built when next asked for. */
const STALE_EXPORT_MS = 60_000;
const EXPORT_PAGE = 500;

export interface ExportDeps {
  db: Db;
  contentCache: ContentCache;
  locale: string;
}

export interface ExportView {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  rows: number | null;
  created_at: string;
  completed_at: string | null;
}

function exportView(row: {
  public_id: string;
  status: ExportView['status'];
  rows: number | null;
  created_at: Date;
  completed_at: Date | null;
}): ExportView {
  return {
    id: row.public_id,
    status: row.status,
    rows: row.rows,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

/**
 * Starts a CSV export of the player's whole round history (when the operator enables it); the file is
 * built in the background and fetched once `gethistoryexportrequest` says it is ready.
 */
export async function requestHistoryExport(deps: ExportDeps, userId: number): Promise<ExportView> {
  const info = await getGeneralInfo(deps.db, deps.contentCache);
  if (!info.is_game_history_export_enabled) {
    throw new ApiError('AccessDeniedException', 'Game history export is not available');
  }
  const row = await insertHistoryExport(deps.db, userId, randomBytes(12).toString('base64url'));
  setImmediate(() => void buildExport(deps, userId, row.id));
  return exportView(row);
}

export async function historyExportStatus(deps: ExportDeps, userId: number, id: string): Promise<ExportView> {
  let row = await findHistoryExport(deps.db, userId, id);
  if (!row)
    throw new ApiError('InvalidParameterException', 'Unknown export', {
      invalidParameters: { id: 'Unknown export' },
    });
  if (row.status === 'pending' && Date.now() - row.created_at.getTime() > STALE_EXPORT_MS) {
    await buildExport(deps, userId, row.id);
    row = (await findHistoryExport(deps.db, userId, id)) ?? row;
  }
  return exportView(row);
}

/** The finished file, for its owner only. */
export async function historyExportFile(db: Db, userId: number, id: string): Promise<string | undefined> {
  const row = await findHistoryExport(db, userId, id);
  return row?.status === 'ready' ? (row.csv ?? undefined) : undefined;
}

async function buildExport(deps: ExportDeps, userId: number, exportId: number): Promise<void> {
  try {
    const messages = JSON.parse(await getMessagesJson(deps.db, deps.contentCache, deps.locale)) as Messages;
    const t = (key: string) => lookupMessage(messages, key) ?? key;
    const rows: (string | number | null)[][] = [
      [
        `${t('gameHistory.date')} (UTC)`,
        t('gameHistory.game'),
        t('gameHistory.round'),
        t('gameHistory.bet'),
        t('gameHistory.win'),
        t('gameHistory.currency'),
        t('gameHistory.status'),
      ],
    ];
    let before: number | undefined;
    for (;;) {
      const page = await playerRounds(deps.db, userId, { offset: 0, count: EXPORT_PAGE, before });
      for (const round of page) {
        rows.push([
          round.opened_at.toISOString().slice(0, 19).replace('T', ' '),
          round.title ?? round.sysname,
          round.round_id,
          // A platform currency in its digits; the demo's FUN in cents.
          formatAmount(round.total_bet, isCurrencyCode(round.currency) ? round.currency : undefined),
          formatAmount(round.total_win, isCurrencyCode(round.currency) ? round.currency : undefined),
          round.currency,
          t(`gameHistory.${round.status}`),
        ]);
      }
      if (page.length < EXPORT_PAGE) break;
      before = page[page.length - 1]?.id;
    }
    await completeHistoryExport(deps.db, exportId, {
      status: 'ready',
      rows: rows.length - 1,
      csv: csvDocument(rows),
    });
  } catch {
    await completeHistoryExport(deps.db, exportId, { status: 'failed', rows: null, csv: null }).catch(
      () => undefined,
    );
  }
}
