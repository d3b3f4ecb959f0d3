import crypto from 'node:crypto';
import {
  SCORM_SUSPEND_DATA_MAX,
  type ScormCommit,
  type ScormCommitResult,
  type ScormLaunch,
  type ScormStandard,
} from '@campus/contracts';
import type { AppServices } from '../../../services/services.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { forSystem, inWorkspace, jobIn, type Scope } from '../../../lib/scope.js';
import { findUserById } from '../../people/index.js';
import { learnerOf, ownFollowingEnrolment } from '../../enrolments/index.js';
import {
  attemptByCommitKey,
  contentOfAttempt,
  endedAttemptsOfAttempt,
  insertAttempt,
  logAttempt,
  moduleInCustomer,
  ownAttempt,
  ownAttemptFor,
  releasedVersion,
  reread,
  restartPreview,
  scosOfAttempt,
  scoStatuses,
  setAttemptStatus,
  setCommitKey,
  storeCommit,
  type AttemptOwner,
  type AttemptRow,
  type StoredAttempt,
} from './attempts.repository.js';
import { scoProgressOf, Sequencer } from '@campus/contracts';
import { connectorLearnerAdmitted } from '../connectors/connector-access.js';
import { cmiRoot, rollUp, rollUpBySequencing, summarise, type ScoSummary } from './cmi.js';
import { signLaunchKey } from './launch-keys.js';
import { scosOf, sequencingOfContent } from './manifest.js';
import type { ModuleProgress } from './module-progress.js';
import { mayPreview } from './player.policy.js';

/**
 * A commit's report to the course runs in the attempt's workspace: the beacon has no person's
 * scope, and the player's commit is the learner's, not an administrator's of that workspace.
 */
const COMMITS = forSystem('scorm commit');

/** The beacon's key lives a day: longer than any sitting, renewed at each launch. */
const COMMIT_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

type Body = Omit<ScormCommit, 'suspendData' | 'finish'> & { suspendData: string; finish: boolean };

/**
 * The SCORM player's use cases (docs/scorm.md "Player", decision 0049): launch an attempt (new on
 * the module's latest release, or resumed on the version it started), and store its commits in
 * order, from the player or from the page-hide beacon; each stored commit reports the module
 * node's outcome to the course (`ModuleProgress`).
 */
export function playerService(services: Pick<AppServices, 'database' | 'keys' | 'config'>, progress: ModuleProgress) {
  const db = services.database.db;
  const contentOrigin = services.config.scormContentOrigin;

  async function launch(
    scope: Scope,
    moduleId: string,
    query: { enrolmentId?: string; nodeId?: string; versionId?: string },
  ): Promise<ScormLaunch> {
    const caller = inWorkspace(scope);
    const preview = query.enrolmentId === undefined;
    if (!preview && !query.nodeId) {
      throw new ValidationError([{ path: 'nodeId', message: 'Required with enrolmentId' }]);
    }
    const module = await moduleInCustomer(db, caller, moduleId);
    if (!module) throw new NotFoundError();
    if (preview && (!mayPreview(caller) || module.workspaceId !== caller.workspaceId)) throw new NotFoundError();
    let enrolmentId: string | null = null;
    if (!preview) {
      const enrolment = await ownFollowingEnrolment(db, learnerOf(caller), query.enrolmentId!);
      if (!enrolment) throw new NotFoundError();
      enrolmentId = enrolment.id;
    }
    const key = { enrolmentId, nodeId: preview ? null : query.nodeId!, moduleId };
    const commitKey = crypto.randomBytes(24).toString('base64url');
    const commitKeyHash = sha256(commitKey);
    const commitKeyExpiresAt = new Date(Date.now() + COMMIT_KEY_LIFETIME_MS);

    const attempt = await db.transaction(async (tx) => {
      const found = await ownAttemptFor(tx, caller, key);
      if (found) {
        await setCommitKey(tx, caller, found.id, commitKeyHash, commitKeyExpiresAt);
        if (preview && found.contentId !== module.contentId) {
          await restartPreview(tx, caller, found.id, module.contentId);
          return { ...found, contentId: module.contentId, sequence: 0, currentSco: null };
        }
        return found;
      }
      // A learner's new attempt takes the latest release (or the one the course names); one part-way
      // through keeps the version it started on (above). A preview plays the draft.
      const version = preview ? null : await releasedVersion(tx, caller, moduleId, query.versionId);
      // A version the course names must be this module's: another's is as unknown (404).
      if (!preview && !version && query.versionId) throw new NotFoundError();
      if (!preview && !version) throw new ConflictError('This module has not been released yet.');
      const made = await insertAttempt(tx, caller, {
        ...key,
        versionId: version?.id ?? null,
        contentId: version?.contentId ?? module.contentId,
        commitKeyHash,
        commitKeyExpiresAt,
      });
      if (made) return made;
      const raced = await ownAttemptFor(tx, caller, key);
      await setCommitKey(tx, caller, raced!.id, commitKeyHash, commitKeyExpiresAt);
      return raced!;
    });

    const learner = await findUserById(db, caller.userId);
    return presentLaunch(
      attempt,
      module,
      {
        id: caller.userId,
        name: learner ? `${learner.lastName}, ${learner.firstName}` : '',
      },
      commitKey,
    );
  }

  /**
   * The launch the player starts from, for an attempt reached by its owner's launch (the caller's,
   * or a SCORM connector's learner): the package's SCOs, the saved data to resume, and the signed
   * addresses of its files on the content origin. Logs the launch.
   */
  async function presentLaunch(
    attempt: AttemptRow,
    module: { id: string; name: string },
    learner: { id: string; name: string },
    commitKey: string,
    options: { framedAnywhere?: boolean } = {},
  ): Promise<ScormLaunch> {
    const content = await contentOfAttempt(db, attempt);
    const scos = scosOf(content.manifest);
    if (scos.length === 0) throw new ConflictError('This package has nothing to launch.');
    const saved = await scosOfAttempt(db, attempt);
    const sequencing = sequencingOfContent(content.manifest);
    const attempts = await endedAttemptsOfAttempt(db, attempt);
    // Where a new attempt starts: the first SCO the package's sequencing delivers (skip rules apply).
    const start = sequencing
      ? new Sequencer(
          sequencing,
          Object.fromEntries(saved.map((row) => [row.scoId, scoProgressOf(row.cmi, attempts[row.scoId] ?? 0)])),
        ).start()
      : null;
    await logAttempt(db, attempt, {
      kind: 'launch',
      scoId: attempt.currentSco,
      sequence: attempt.sequence,
      detail: {},
    });
    const launchKey = signLaunchKey(services.keys.scormLaunchSecret, {
      attemptId: attempt.id,
      contentId: content.id,
      framedAnywhere: options.framedAnywhere,
    });
    const base = `${contentOrigin}/api/scorm-content/${content.id}/${launchKey}`;
    return {
      attemptId: attempt.id,
      moduleId: module.id,
      versionId: attempt.versionId,
      contentId: content.id,
      standard: content.standard,
      title: module.name,
      scos,
      sequencing,
      attempts,
      currentSco: scos.some((sco) => sco.identifier === attempt.currentSco)
        ? attempt.currentSco!
        : scos.some((sco) => sco.identifier === start)
          ? start!
          : scos[0]!.identifier,
      entry: saved.length > 0 ? 'resume' : 'ab-initio',
      data: Object.fromEntries(saved.map((row) => [row.scoId, { cmi: row.cmi, suspendData: row.suspendData }])),
      sequence: attempt.sequence,
      frameUrl: base,
      contentBase: `${base}/`,
      contentOrigin,
      commitKey,
      learner,
    };
  }

  /** A commit of the caller's own attempt. */
  async function commit(scope: Scope, attemptId: string, body: Body): Promise<ScormCommitResult> {
    const caller = inWorkspace(scope);
    const kind = body.finish ? 'finish' : 'commit';
    const seenKey = `${attemptId} ${caller.userId} ${caller.workspaceId}`;
    const contentId = seen.get(seenKey);
    if (contentId) {
      // The attempt's row is not read again: its commit's guard checks it is still this caller's,
      // on this content (a preview restarted on a new draft is not), and else the call starts over.
      const owner = { userId: caller.userId, workspaceId: caller.workspaceId };
      const stored = await store({ id: attemptId, contentId, customerId: caller.customerId }, body, kind, owner);
      if (stored) return stored;
      seen.delete(seenKey);
    }
    const attempt = await ownAttempt(db, caller, attemptId);
    if (!attempt) throw new NotFoundError();
    if (seen.size >= 10_000) seen.delete(seen.keys().next().value!);
    seen.set(seenKey, attempt.contentId);
    return store(attempt, body, kind);
  }

  /** The page-hide beacon's commit, authorised by the attempt's commit key. */
  async function beacon(attemptId: string, body: Body & { key: string }): Promise<ScormCommitResult> {
    const attempt = await attemptByCommitKey(db, attemptId, sha256(body.key));
    if (!attempt) throw new NotFoundError();
    // A SCORM connector's learner saves only while the package is live (not revoked, ELMS subscribed).
    if (attempt.connectorLearnerId && !(await connectorLearnerAdmitted(db, attempt.connectorLearnerId))) {
      throw new NotFoundError();
    }
    return store(attempt, body, 'beacon');
  }

  /**
   * A package's standard and SCOs, by content id: content never changes after import, so each
   * instance reads a manifest once, not at every commit (learners commit every few seconds).
   */
  const packages = new Map<
    string,
    { standard: ScormStandard; scos: ReturnType<typeof scosOf>; sequencing: ReturnType<typeof sequencingOfContent> }
  >();
  /**
   * The content of attempts this instance has found their owner committing to, by attempt, person
   * and workspace (a learner commits every few seconds): an attempt's owner never changes.
   */
  const seen = new Map<string, string>();
  async function packageOf(attempt: Pick<AttemptRow, 'contentId' | 'customerId'>) {
    const known = packages.get(attempt.contentId);
    if (known) return known;
    const content = await contentOfAttempt(db, attempt);
    const found = {
      standard: content.standard,
      scos: scosOf(content.manifest),
      sequencing: sequencingOfContent(content.manifest),
    };
    if (packages.size >= 1000) packages.delete(packages.keys().next().value!);
    packages.set(attempt.contentId, found);
    return found;
  }

  /**
   * Stores a commit in the attempt's order and reports the node's outcome, in one transaction. A
   * one-SCO package (most) needs one statement for the attempt's rows (`storeCommit`: sequence,
   * status, the SCO's data and the log line) and one for the report; with several SCOs the status
   * rolls up from the SCOs' stored statuses, read once the commit holds the attempt's row.
   */
  async function store(
    attempt: Pick<AttemptRow, 'id' | 'contentId' | 'customerId'>,
    body: Body,
    kind: 'commit' | 'finish' | 'beacon',
  ): Promise<ScormCommitResult>;
  /** With `owner`, the attempt was not read: null, writing nothing, unless it is theirs on that content. */
  async function store(
    attempt: Pick<AttemptRow, 'id' | 'contentId' | 'customerId'>,
    body: Body,
    kind: 'commit' | 'finish' | 'beacon',
    owner: AttemptOwner,
  ): Promise<ScormCommitResult | null>;
  async function store(
    attempt: Pick<AttemptRow, 'id' | 'contentId' | 'customerId'>,
    body: Body,
    kind: 'commit' | 'finish' | 'beacon',
    owner?: AttemptOwner,
  ): Promise<ScormCommitResult | null> {
    // Unread, the attempt may have moved to other content (a preview restarted): read it first.
    const found = owner ? await packageOf(attempt).catch(() => null) : await packageOf(attempt);
    if (!found) return null;
    const { standard, scos, sequencing } = found;
    if (!scos.some((sco) => sco.identifier === body.scoId)) {
      if (owner) return null;
      throw new ValidationError([{ path: 'scoId', message: 'Not an item of this package' }]);
    }
    const { cmi, suspendData } = separateSuspendData(body);
    const summary = summarise(standard, cmi);
    const logDetail = (rolled: Pick<ScoSummary, 'completionStatus' | 'successStatus'>) => ({
      lessonStatus: summary.lessonStatus,
      // A finish whose exit is not suspend ends the SCO's attempt (counted for attemptLimit).
      exit: summary.exit,
      completion: rolled.completionStatus,
      success: rolled.successStatus,
      suspendDataLength: suspendData.length,
    });
    // Only this SCO's rows exist for a one-SCO package (its identifier is checked above), and
    // without sequencing rules its status is the attempt's.
    const alone = scos.length === 1 && !sequencing ? rollUp(1, [summary]) : null;
    return db.transaction(async (tx) => {
      const stored = await storeCommit(tx, attempt, {
        sequence: body.sequence,
        scoId: body.scoId,
        data: { cmi, suspendData, ...summary },
        status: alone,
        log: alone ? { kind, detail: logDetail(alone) } : null,
        owner: owner ? { ...owner, contentId: attempt.contentId } : null,
      });
      if (!stored) {
        const current = await reread(tx, attempt);
        if (!current) {
          if (owner) return null;
          throw new NotFoundError();
        }
        const theirs =
          !owner ||
          (current.userId === owner.userId &&
            current.workspaceId === owner.workspaceId &&
            current.contentId === attempt.contentId);
        if (!theirs) return null;
        await logAttempt(tx, attempt, {
          kind: 'stale',
          scoId: body.scoId,
          sequence: body.sequence,
          detail: { via: kind },
        });
        return { stored: false, sequence: current.sequence, status: statusOf(current) };
      }
      let updated: StoredAttempt = stored;
      let rolled = alone;
      if (!rolled) {
        // A 2004 package's own rollup rules decide (they read each SCO's objectives); else its SCOs' statuses.
        rolled = sequencing
          ? rollUpBySequencing(
              sequencing,
              await scosOfAttempt(tx, attempt),
              await attemptsWith(tx, attempt, kind, body.scoId, summary.exit),
            )
          : rollUp(scos.length, await scoStatuses(tx, attempt));
        updated = await setAttemptStatus(tx, attempt, rolled);
        await logAttempt(tx, attempt, { kind, scoId: body.scoId, sequence: body.sequence, detail: logDetail(rolled) });
      }
      if (updated.enrolmentId && updated.nodeId) {
        await progress.recordModuleOutcome(tx, jobIn(COMMITS, updated), {
          enrolmentId: updated.enrolmentId,
          nodeId: updated.nodeId,
          moduleId: updated.moduleId,
          completion: rolled.completionStatus,
          success: rolled.successStatus,
          scoreScaled: rolled.scoreScaled,
        });
      }
      return { stored: true, sequence: updated.sequence, status: statusOf(updated) };
    });
  }

  return { launch, presentLaunch, commit, beacon };
}

/** The SCOs' ended attempts, with the one this finish ends (its log line is written after the rollup). */
async function attemptsWith(
  tx: Parameters<typeof endedAttemptsOfAttempt>[0],
  attempt: Pick<AttemptRow, 'id' | 'customerId'>,
  kind: 'commit' | 'finish' | 'beacon',
  scoId: string,
  exit: string | null,
) {
  const attempts = await endedAttemptsOfAttempt(tx, attempt);
  if (kind === 'finish' && exit !== 'suspend') attempts[scoId] = (attempts[scoId] ?? 0) + 1;
  return attempts;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** The attempt's status as the calls answer it. */
export const statusOf = (attempt: Pick<AttemptRow, 'id' | 'completionStatus' | 'successStatus' | 'scoreScaled'>) => ({
  attemptId: attempt.id,
  completionStatus: attempt.completionStatus,
  successStatus: attempt.successStatus,
  scoreScaled: attempt.scoreScaled,
});

/**
 * suspend_data is kept apart from the data model (a text column, no cap but ours): taken from the
 * body's field, or from the data model when the runtime left it there, and removed from the latter.
 */
function separateSuspendData(body: Body): { cmi: Record<string, unknown>; suspendData: string } {
  const cmi = structuredClone(body.cmi);
  const root = cmiRoot(cmi);
  const inModel = typeof root.suspend_data === 'string' ? root.suspend_data : '';
  delete root.suspend_data;
  const suspendData = body.suspendData !== '' ? body.suspendData : inModel;
  if (suspendData.length > SCORM_SUSPEND_DATA_MAX) {
    throw new ValidationError([
      { path: 'suspendData', message: `Suspend data longer than ${SCORM_SUSPEND_DATA_MAX} characters` },
    ]);
  }
  return { cmi, suspendData };
}
