import type { Queryable } from '../../db/client.js';
import type { InWorkspaceScope } from '../../lib/scope.js';
import { completeWhereDone } from './learner-course.service.js';
import { keepModuleOutcome, type ModuleOutcomeRow } from './module-outcomes.repository.js';

/**
 * Course progress as SCORM modules report it (scorm's `ModuleProgress`, declared in
 * modules/scorm/player/module-progress.ts and handed over by `modules/index.ts`, which checks this
 * answers it with `satisfies`, as events' `CourseProgress`). A module node's completion, success
 * and score move the learner's enrolment to in_progress if it had not started, and are kept on
 * the enrolment (`enrolment_module_outcomes`) for the course issue, which decides when the course
 * itself is complete: a completed module node that leaves every deciding node completed completes
 * the enrolment (`completeWhereDone`). Requests waiting for approval and finished enrolments are left alone.
 */
export const moduleProgress = {
  async recordModuleOutcome(tx: Queryable, scope: InWorkspaceScope, outcome: ModuleOutcomeRow): Promise<boolean> {
    const kept = await keepModuleOutcome(tx, scope, outcome);
    // A completed module may finish the course: its required nodes decide (learner-course.service.ts).
    if (kept && outcome.completion === 'completed') await completeWhereDone(tx, scope, [outcome.enrolmentId]);
    return kept;
  },
};
