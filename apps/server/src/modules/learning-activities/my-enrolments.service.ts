import type { MyEnrolments } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { toEnrolment, type Learner } from './enrolments.repository.js';
import { myEnrolmentsPage } from './my-enrolments.repository.js';

/** A page of the learner's own live enrolments in their token's workspace, with course names. */
export async function myEnrolments(
  db: Queryable,
  learner: Learner,
  page: number,
  pageSize: number,
): Promise<MyEnrolments> {
  const { rows, total } = await myEnrolmentsPage(db, learner.profileId, page, pageSize);
  return {
    data: rows.map(({ enrolment, courseName }) => ({ ...toEnrolment(enrolment), courseName })),
    pagination: { page, pageSize, total },
  };
}
