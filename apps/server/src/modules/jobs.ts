import type { RegisterJobs } from '../services/jobs/workers.js';
import { registerJobs as catalogueJobs } from './catalogue/index.js';
import { courseProgress } from './enrolments/index.js';
import { registerJobs as eventsJobs, type CourseProgress } from './events/index.js';

/**
 * Every module's background work, handed to `registerWorkers` by the entry points (app.ts,
 * worker.ts). A module with jobs exports its `registerJobs` from its index.ts and is listed here.
 */
export const MODULE_JOBS: readonly RegisterJobs[] = [
  // Events record automatic completion and tell enrolments' course progress (as modules/index.ts does).
  (services) => eventsJobs(services, courseProgress satisfies CourseProgress),
  // Courses' archiving archives their catalogue items.
  catalogueJobs,
];
