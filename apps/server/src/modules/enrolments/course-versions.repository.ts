import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { enrolments } from '../../db/schema/index.js';
import type { CustomerScope } from '../../lib/scope.js';

/** Enrolments on a catalogue item that have begun (or finished) the course: they keep their version. */
export const BEGUN_STATES = ['started', 'in_progress', 'awaiting_feedback', 'completed'] as const;

/**
 * Pins the customer's begun enrolments on the catalogue item that follow the item's version (none
 * kept yet) to `versionId`, the version they began on; answers how many.
 */
export async function keepBegunOnVersion(
  db: Queryable,
  scope: CustomerScope,
  catalogItemId: string,
  versionId: string,
): Promise<number> {
  const rows = await db
    .update(enrolments)
    .set({ courseVersionId: versionId, updatedAt: new Date() })
    .where(
      and(
        eq(enrolments.customerId, scope.customerId),
        eq(enrolments.catalogItemId, catalogItemId),
        isNull(enrolments.courseVersionId),
        inArray(enrolments.state, [...BEGUN_STATES]),
      ),
    )
    .returning({ id: enrolments.id });
  return rows.length;
}
