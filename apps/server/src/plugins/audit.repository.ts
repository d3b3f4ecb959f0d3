import type { Queryable } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export type AuditRecord = typeof auditLog.$inferInsert;

/** One row of the audit trail (audit_log, owned by the audit plugin). */
export async function insertAuditRecord(db: Queryable, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values(record);
}
