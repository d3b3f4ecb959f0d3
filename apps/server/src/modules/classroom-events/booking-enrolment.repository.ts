import { sql } from 'drizzle-orm';
import { LIVE_ENROLMENT_STATES } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { enrolments } from '../../db/schema/index.js';

/**
 * Book-and-enrol's enrolment (02 §7): the learner enrolled on the event's course unless they
 * already hold a live enrolment of it (the partial unique index decides; nothing is changed then).
 */
export async function enrolForBooking(
  db: Queryable,
  values: {
    customerId: string;
    workspaceId: string;
    catalogItemId: string;
    learnerProfileId: string;
    learnerUserId: string;
    createdBy: string | null;
  },
): Promise<void> {
  await db
    .insert(enrolments)
    .values({ ...values, state: 'enrolled' })
    .onConflictDoNothing({
      target: [enrolments.catalogItemId, enrolments.learnerProfileId],
      where: sql`${enrolments.state} in (${sql.join(
        LIVE_ENROLMENT_STATES.map((state) => sql`${state}`),
        sql`, `,
      )})`,
    });
}
