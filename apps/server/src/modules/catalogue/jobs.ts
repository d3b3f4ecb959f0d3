import { forSystem, jobIn } from '../../lib/scope.js';
import { QUEUES } from '../../services/jobs/queue.js';
import type { AppServices } from '../../services/services.js';
import { archiveCatalogItemsOf } from './courses/courses.repository.js';

/** What POST /v2/courses/{id}/archive queues, with the course's archiving. */
export interface CourseArchivingJob {
  courseId: string;
  customerId: string;
  workspaceId: string;
}

/**
 * The catalogue's background work (listed in modules/jobs.ts): archiving a course's catalogue
 * items once the course is archived (02 §4 "Course archive: starts a background process").
 */
export async function registerJobs(services: AppServices): Promise<void> {
  await services.jobs.work<CourseArchivingJob>(QUEUES.courseArchiving, async (job) => {
    const scope = jobIn(forSystem('course archiving'), job.data);
    await archiveCatalogItemsOf(services.database.db, scope, job.data.courseId);
  });
}
