import type { ScormAttemptStatus } from '@campus/contracts';
import type { AppServices } from '../../../services/services.js';
import { NotFoundError } from '../../../lib/errors.js';
import { inWorkspace, type Scope } from '../../../lib/scope.js';
import { enrolmentIdsOnCatalogItem, workspaceEnrolment } from '../../enrolments/index.js';
import { attemptsOfNode, clearSuspendData, logAttempt, setAttemptStatus } from './attempts.repository.js';
import type { ModuleProgress } from './module-progress.js';
import { statusOf } from './player.service.js';

type SettableStatus = 'not_attempted' | 'incomplete' | 'completed' | 'passed' | 'failed';

/** A status an administrator sets, as the attempt keeps it (1.2's lesson_status words, folded as the runtime's). */
const STATUS: Record<SettableStatus, Pick<ScormAttemptStatus, 'completionStatus' | 'successStatus'>> = {
  not_attempted: { completionStatus: 'not_attempted', successStatus: 'unknown' },
  incomplete: { completionStatus: 'incomplete', successStatus: 'unknown' },
  completed: { completionStatus: 'completed', successStatus: 'unknown' },
  passed: { completionStatus: 'completed', successStatus: 'passed' },
  failed: { completionStatus: 'completed', successStatus: 'failed' },
};

/**
 * The spec's two administration calls on SCORM attempts (02 §7, issue 27 "administrators only"),
 * in the caller's workspace: set a module node's status for an enrolment (the attempt and the
 * course's outcome move together), and clear the suspend data of a catalogue item's attempts (a
 * broken package's saved state, so learners restart it).
 */
export function administrationService(services: Pick<AppServices, 'database'>, progress: ModuleProgress) {
  const db = services.database.db;

  async function updateStatus(scope: Scope, enrolmentId: string, nodeId: string, status: SettableStatus) {
    const caller = inWorkspace(scope, () => new NotFoundError());
    return db.transaction(async (tx) => {
      const enrolment = await workspaceEnrolment(tx, caller, enrolmentId);
      if (!enrolment) throw new NotFoundError();
      const [attempt] = await attemptsOfNode(tx, caller, enrolment.id, nodeId);
      if (!attempt) throw new NotFoundError().because('No SCORM attempt for this node of the enrolment.');
      const updated = await setAttemptStatus(tx, attempt, { ...STATUS[status], scoreScaled: attempt.scoreScaled });
      await logAttempt(tx, attempt, {
        kind: 'status',
        scoId: null,
        sequence: null,
        detail: { status, by: caller.userId },
      });
      await progress.recordModuleOutcome(tx, caller, {
        enrolmentId: enrolment.id,
        nodeId,
        moduleId: attempt.moduleId,
        completion: updated.completionStatus,
        success: updated.successStatus,
        scoreScaled: updated.scoreScaled,
      });
      return statusOf(updated);
    });
  }

  async function clearForCatalogItem(scope: Scope, catalogItemId: string) {
    const caller = inWorkspace(scope, () => new NotFoundError());
    return db.transaction(async (tx) => {
      const enrolmentIds = await enrolmentIdsOnCatalogItem(tx, caller, catalogItemId);
      const cleared = await clearSuspendData(tx, caller, enrolmentIds);
      for (const sco of cleared) {
        await logAttempt(
          tx,
          { id: sco.attemptId, customerId: sco.customerId },
          {
            kind: 'clear',
            scoId: sco.scoId,
            sequence: null,
            detail: { by: caller.userId, catalogItemId },
          },
        );
      }
      return { cleared: cleared.length };
    });
  }

  return { updateStatus, clearForCatalogItem };
}
