import type { Queryable } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';

/**
 * The audit trail belongs to the audit plugin (plugins/audit.ts), which records every mutating
 * request from its reply. The identity provider's answer is recorded here instead: the plugin
 * would see only a redirect, not who signed in or why it was refused.
 * @unscoped sign-in SAML sign-in, before any scope exists: it records who the provider vouched for.
 */
export async function recordSignInAudit(db: Queryable, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
