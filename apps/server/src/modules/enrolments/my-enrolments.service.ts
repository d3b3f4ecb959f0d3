import type { MyEnrolments } from '@campus/contracts';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { toEnrolment } from './enrolments.repository.js';
import { learnerOf } from './learner.js';
import { myEnrolmentsPage } from './my-enrolments.repository.js';

/** The learner's own enrolments, for their home (issue 12). */
export function myEnrolmentsService({ database }: Pick<AppServices, 'database'>) {
  return {
    /** A page of the caller's own live enrolments in their token's workspace, with course names. */
    async page(scope: Scope, page: number, pageSize: number): Promise<MyEnrolments> {
      const { rows, total } = await myEnrolmentsPage(database.db, learnerOf(scope), page, pageSize);
      return {
        data: rows.map(({ enrolment, courseName }) => ({ ...toEnrolment(enrolment), courseName })),
        pagination: { page, pageSize, total },
      };
    },
  };
}

export type MyEnrolmentsService = ReturnType<typeof myEnrolmentsService>;
