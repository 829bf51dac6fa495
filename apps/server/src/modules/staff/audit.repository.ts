import type { DbOrTrx } from '../../db/schema.ts';

export interface NewAuditEntry {
  staffId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** The audit log's only write: an insert (the table refuses UPDATE, DELETE and TRUNCATE). */
export async function insertAuditEntry(db: DbOrTrx, entry: NewAuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      reason: entry.reason,
      ip: entry.ip,
      user_agent: entry.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
}

export function listAuditEntries(
  db: DbOrTrx,
  filter: { beforeId?: number | undefined; targetType?: string | undefined; targetId?: string | undefined },
  limit: number,
) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('staff_users', 'staff_users.id', 'audit_log.staff_id')
    .selectAll('audit_log')
    .select('staff_users.email as staff_email');
  if (filter.beforeId !== undefined) query = query.where('audit_log.id', '<', filter.beforeId);
  if (filter.targetType !== undefined) query = query.where('audit_log.target_type', '=', filter.targetType);
  if (filter.targetId !== undefined) query = query.where('audit_log.target_id', '=', filter.targetId);
  return query.orderBy('audit_log.id', 'desc').limit(limit).execute();
}
