import type { RegisterJobs } from '../services/jobs/workers.js';
import { registerJobs as eventsJobs } from './events/index.js';

/**
 * Every module's background work, handed to `registerWorkers` by the entry points (app.ts,
 * worker.ts). A module with jobs exports its `registerJobs` from its index.ts and is listed here.
 */
export const MODULE_JOBS: readonly RegisterJobs[] = [eventsJobs];
