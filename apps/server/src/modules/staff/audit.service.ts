import type { AuditEntry } from '@casino/shared/backoffice/backoffice.contract';
import type { DbOrTrx } from '../../db/schema.ts';
import { announcePlayerChangesAfterCommit } from '../account/player-changes.service.ts';
import { insertAuditEntry, listAuditEntries } from './audit.repository.ts';

/** Who acts, from where: every audit entry carries it. */
export interface Actor {
  staffId: number | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditRecord {
  action: string;
  target?: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
  reason?: string | undefined;
}

/** Records a change; called with the transaction that makes it, so the two commit or fail together. */
export async function recordAudit(trx: DbOrTrx, actor: Actor, record: AuditRecord): Promise<void> {
  await insertAuditEntry(trx, {
    ...actor,
    action: record.action,
    targetType: record.target?.type ?? null,
    targetId: record.target === undefined ? null : String(record.target.id),
    before: record.before,
    after: record.after,
    reason: record.reason ?? null,
  });
  // What staff did to a player shows on the player's pages at once (decision 0058).
  if (record.target?.type === 'player')
    await announcePlayerChangesAfterCommit(trx, [Number(record.target.id)]);
}

const AUDIT_PAGE = 100;

export async function listAudit(
  db: DbOrTrx,
  filter: { beforeId?: number | undefined; targetType?: string | undefined; targetId?: string | undefined },
): Promise<AuditEntry[]> {
  return (await listAuditEntries(db, filter, AUDIT_PAGE)).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staff_id: row.staff_id,
    staff_email: row.staff_email,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
    user_agent: row.user_agent,
  }));
}
