import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { LIVE_ENROLMENT_STATES } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { pageWithTotal } from '../../db/paging.js';
import { catalogItems, courses, enrolments } from '../../db/schema/index.js';
import type { LearnerScope } from '../../lib/scope.js';

/** The learner's live enrolments in the caller's workspace (by profile), newest first, with the course's name. */
export async function myEnrolmentsPage(db: Queryable, learner: LearnerScope, page: number, pageSize: number) {
  const where = and(
    eq(enrolments.workspaceId, learner.workspaceId),
    eq(enrolments.learnerProfileId, learner.profileId),
    inArray(enrolments.state, [...LIVE_ENROLMENT_STATES]),
  );
  const { rows, total } = await pageWithTotal(
    db
      .select({ enrolment: enrolments, courseName: courses.name })
      .from(enrolments)
      .innerJoin(catalogItems, eq(catalogItems.id, enrolments.catalogItemId))
      .innerJoin(courses, eq(courses.id, catalogItems.courseId))
      .where(where)
      .orderBy(desc(enrolments.createdAt), desc(enrolments.id)),
    db.select({ total: count() }).from(enrolments).where(where),
    { page, pageSize },
  );
  return { rows, total };
}
