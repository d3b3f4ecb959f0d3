import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defaultCustomisation, type ScormCommit } from '@campus/contracts';
import type { Database, DatabaseHandle } from '../db/client.js';
import {
  catalogItems,
  catalogItemWorkspaces,
  courses,
  courseVersions,
  customers,
  enrolments,
  scormContents,
  scormModules,
  scormModuleVersions,
  subscriptions,
  userProfiles,
  users,
  workspaces,
} from '../db/schema/index.js';
import { forSystem, jobIn } from '../lib/scope.js';
import { buildZip } from '../lib/zip-writer.js';
import { moduleProgress } from '../modules/enrolments/index.js';
import { importZipBytes, writeManifest } from '../modules/scorm/index.js';
import { reread, storeCommit } from '../modules/scorm/player/attempts.repository.js';
import { cmiRoot, rollUp, summarise } from '../modules/scorm/player/cmi.js';
import type { Storage } from '../services/storage/storage.js';

/**
 * Issue 27's commit bench (docs/performance.md "SCORM commit"): 200 learners, each enrolled on a
 * course whose node holds a released SCORM 2004 module (a package made here and imported through
 * the real pipeline), each with a launched attempt, commit their SCO's whole run-time data (status,
 * score, location, session time, five interactions, 3 000 characters of suspend_data) every 10 s,
 * staggered so that the commits spread evenly over the 10 s. The app's commit call
 * (`POST …/scorm-player/attempts/:id/commit`, each learner's own token) is timed against the bare
 * write: the same rows written by the player's repository functions in one transaction, behind a
 * Fastify route with no plugins (the baseline server, as the bench's other rows have it), and once
 * more in the bench's own process with no HTTP at all.
 */

export const SCORM_COMMIT_LEARNERS = 200;
/** Each learner commits once in this many milliseconds (scorm-again's autocommit every 10 s). */
export const SCORM_COMMIT_INTERVAL_MS = 10_000;
const NODE_ID = 'node-scorm';
const SCO_ID = 'sco-1';
const SUSPEND_DATA_CHARACTERS = 3_000;
const INTERACTIONS = 5;

export interface ScormCommitBench {
  customerId: string;
  workspaceId: string;
  moduleId: string;
  nodeId: string;
  learners: { email: string; userId: string; enrolmentId: string }[];
}

/**
 * A customer with LMS, one workspace, 200 learners (password as given) each enrolled on a course,
 * and a module released from a one-SCO SCORM 2004 package imported through the real pipeline.
 */
export async function generateScormCommitBench(
  db: Database,
  storage: Storage,
  passwordHash: string,
  learners = SCORM_COMMIT_LEARNERS,
): Promise<ScormCommitBench> {
  const [customer] = await db.insert(customers).values({ name: 'Bench SCORM Customer' }).returning();
  const customerId = customer!.id;
  await db.insert(subscriptions).values({ customerId, serviceKey: 'LMS', status: 'active' });
  const [workspace] = await db
    .insert(workspaces)
    .values({ customerId, name: 'Bench SCORM', customisation: defaultCustomisation() })
    .returning();
  const workspaceId = workspace!.id;

  const name = 'Commit bench package';
  const zip = buildZip([
    {
      name: 'imsmanifest.xml',
      data: writeManifest('scorm2004', name, [
        { identifier: SCO_ID, title: 'Lesson', launch: 'index.html', masteryScore: 80 },
      ]),
    },
    {
      name: 'index.html',
      data: '<!doctype html><title>Lesson</title><script src="lib/runtime.js"></script><p>Lesson</p>',
    },
    { name: 'lib/runtime.js', data: 'var API_1484_11 = window.parent.API_1484_11;' },
  ]);
  const imported = await importZipBytes(storage, zip, 'commit-bench.zip');
  const [content] = await db
    .insert(scormContents)
    .values({
      id: imported.contentId,
      customerId,
      workspaceId,
      name,
      standard: imported.manifest.standard,
      schemaVersion: imported.manifest.schemaVersion,
      manifest: imported.manifest,
      storagePrefix: imported.storagePrefix,
      size: imported.size,
    })
    .returning();
  const [module] = await db
    .insert(scormModules)
    .values({ customerId, workspaceId, name, contentId: content!.id, draft: false })
    .returning();
  await db
    .insert(scormModuleVersions)
    .values({ customerId, moduleId: module!.id, contentId: content!.id, name, major: 1, minor: 0 });

  const [course] = await db
    .insert(courses)
    .values({ customerId, workspaceId, name: 'SCORM commit bench course', draft: false })
    .returning({ id: courses.id });
  const [courseVersion] = await db
    .insert(courseVersions)
    .values({ customerId, courseId: course!.id, major: 1, minor: 0 })
    .returning({ id: courseVersions.id });
  const [item] = await db
    .insert(catalogItems)
    .values({ customerId, workspaceId, courseId: course!.id, versionId: courseVersion!.id })
    .returning({ id: catalogItems.id });
  await db.insert(catalogItemWorkspaces).values({ catalogItemId: item!.id, customerId, workspaceId });

  const emails = Array.from({ length: learners }, (_, index) => `scormlearner${index}@bench.test`);
  const people = await db
    .insert(users)
    .values(emails.map((email, index) => ({ email, firstName: 'Scorm', lastName: `Learner ${index}`, passwordHash })))
    .returning({ id: users.id, email: users.email });
  const profiles = await db
    .insert(userProfiles)
    .values(people.map((person) => ({ customerId, workspaceId, userId: person.id, roles: ['learner'] })))
    .returning({ id: userProfiles.id, userId: userProfiles.userId });
  const enrolled = await db
    .insert(enrolments)
    .values(
      profiles.map((profile) => ({
        customerId,
        workspaceId,
        catalogItemId: item!.id,
        learnerProfileId: profile.id,
        learnerUserId: profile.userId,
        state: 'enrolled' as const,
      })),
    )
    .returning({ id: enrolments.id, learnerUserId: enrolments.learnerUserId });
  const enrolmentOf = new Map(enrolled.map((row) => [row.learnerUserId, row.id]));
  return {
    customerId,
    workspaceId,
    moduleId: module!.id,
    nodeId: NODE_ID,
    learners: people.map((person) => ({
      email: person.email,
      userId: person.id,
      enrolmentId: enrolmentOf.get(person.id)!,
    })),
  };
}

/** A learner ready to commit: their workspace token and their attempt. */
export interface CommitTarget {
  token: string;
  attemptId: string;
}

/**
 * Each learner signs in, enters the workspace and launches the module for their enrolment's node,
 * through the app, a few at a time (sign-ins are admitted a few at once, decision 0042; a refusal
 * is retried after its Retry-After).
 */
export async function launchLearners(
  base: string,
  bench: ScormCommitBench,
  password: string,
  concurrency = 4,
): Promise<CommitTarget[]> {
  const targets: CommitTarget[] = new Array(bench.learners.length);
  const call = async (url: string, init: RequestInit): Promise<Response> => {
    for (;;) {
      const response = await fetch(url, init);
      if (response.status !== 503) return response;
      await response.arrayBuffer();
      const wait = Number(response.headers.get('retry-after')) || 1;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  };
  const json = { 'content-type': 'application/json' };
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < bench.learners.length; index = next++) {
      const learner = bench.learners[index]!;
      const login = await call(`${base}/api/sso/v2/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: learner.email, password }),
      });
      if (!login.ok) throw new Error(`Sign-in failed for ${learner.email}: ${login.status}`);
      const { idToken } = (await login.json()) as { idToken: string };
      const entered = await call(`${base}/api/sso/v2/validate/workspace/${bench.workspaceId}`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${idToken}` },
        body: JSON.stringify({ token: idToken }),
      });
      if (!entered.ok) throw new Error(`Entering the SCORM workspace failed: ${entered.status}`);
      const { token } = (await entered.json()) as { token: string };
      const query = new URLSearchParams({ enrolmentId: learner.enrolmentId, nodeId: bench.nodeId });
      const launched = await fetch(
        `${base}/api/course-catalogue/v2/scorm-player/${bench.moduleId}/launch?${query.toString()}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      if (!launched.ok) throw new Error(`Launch failed: ${launched.status} ${await launched.text()}`);
      const { attemptId } = (await launched.json()) as { attemptId: string };
      targets[index] = { token, attemptId };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return targets;
}

/**
 * The SCO's whole run-time data at a learner's `round`-th commit, as scorm-again renders the 2004
 * data model: incomplete for five rounds, then completed with a verdict; a score, the page reached,
 * the session's time, five answered questions and 3 000 characters of suspend_data (as authoring
 * tools write it: compressed state, here base64 of random bytes, new at each commit).
 */
export function commitBody(learner: number, round: number, sequence: number): Required<ScormCommit> {
  const done = round >= 5;
  const raw = 40 + ((learner * 7 + round * 13) % 61);
  const interactions = Array.from({ length: INTERACTIONS }, (_, index) => ({
    id: `q${index + 1}`,
    type: 'choice',
    timestamp: new Date(Date.UTC(2026, 10, 28, 9, round, index * 7)).toISOString(),
    weighting: '1',
    learner_response: String.fromCharCode(97 + ((learner + index + round) % 4)),
    result: (learner + index + round) % 3 === 0 ? 'incorrect' : 'correct',
    latency: `PT${5 + index}S`,
    description: `Question ${index + 1} of the lesson's check`,
    correct_responses: [{ pattern: 'b' }],
    objectives: [],
  }));
  return {
    sequence,
    scoId: SCO_ID,
    cmi: {
      cmi: {
        _version: '1.0',
        mode: 'normal',
        credit: 'credit',
        entry: round === 0 ? 'ab-initio' : 'resume',
        learner_id: `learner-${learner}`,
        learner_name: `Learner ${learner}, Scorm`,
        completion_status: done ? 'completed' : 'incomplete',
        success_status: done ? (raw >= 80 ? 'passed' : 'failed') : 'unknown',
        progress_measure: String(Math.min(1, (round + 1) / 6)),
        score: { scaled: String(raw / 100), raw: String(raw), min: '0', max: '100' },
        location: `slide-${(round + 1) * 4}`,
        session_time: `PT${(round + 1) * 10}S`,
        exit: done ? 'normal' : 'suspend',
        interactions,
        objectives: [],
        comments_from_learner: [],
      },
    },
    suspendData: crypto.randomBytes((SUSPEND_DATA_CHARACTERS * 3) / 4).toString('base64'),
    finish: false,
  };
}

/** Rounds of a schedule: the warm-up and the measured ones (a next schedule's sequences go on from there). */
export const commitRounds = (seconds: number, intervalMs = SCORM_COMMIT_INTERVAL_MS) =>
  1 + Math.max(1, Math.round((seconds * 1000) / intervalMs));

export interface CommitFigures {
  commits: number;
  p50: number;
  p95: number;
  p99: number;
  /** One over the mean time of a call (calls are timed one by one), as the register bench counts. */
  perSecond: number;
  errors: number;
  /** How late the schedule ran, at worst: the load generator's own lag. */
  lateMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)]!;

/**
 * Runs the schedule: learner i commits at i × interval / learners into each interval, for one
 * warm-up interval (each attempt's first commit, which starts the enrolment; not counted) and then
 * `seconds` measured. `prepare` makes learner i's commit of `round` (before the clock starts) and
 * answers the call to time, which answers whether the commit was stored.
 */
export async function commitSchedule(
  learners: number,
  seconds: number,
  prepare: (learner: number, round: number) => () => Promise<boolean>,
  intervalMs = SCORM_COMMIT_INTERVAL_MS,
): Promise<CommitFigures> {
  const rounds = commitRounds(seconds, intervalMs);
  const times: number[] = [];
  let errors = 0;
  let lateMs = 0;
  const started = performance.now() + 100;
  const learner = async (index: number) => {
    for (let round = 0; round < rounds; round++) {
      const due = started + round * intervalMs + (index * intervalMs) / learners;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const send = prepare(index, round);
      const begun = performance.now();
      lateMs = Math.max(lateMs, begun - due);
      const stored = await send().catch(() => false);
      if (round === 0) continue;
      times.push(performance.now() - begun);
      if (!stored) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: learners }, (_, index) => learner(index)));
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((sum, ms) => sum + ms, 0);
  return {
    commits: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: (times.length * 1000) / Math.max(1, total),
    errors,
    lateMs,
  };
}

/** The app's side: each learner's commit through the real call, with their own token. */
export function commitThroughApp(base: string, targets: CommitTarget[], firstSequence = 1) {
  return (learner: number, round: number) => {
    const target = targets[learner]!;
    const url = `${base}/api/course-catalogue/v2/scorm-player/attempts/${target.attemptId}/commit`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${target.token}` };
    const body = JSON.stringify(commitBody(learner, round, firstSequence + round));
    return async (): Promise<boolean> => {
      const response = await fetch(url, { method: 'POST', headers, body });
      const answer = (await response.json()) as { stored?: boolean };
      return response.status === 200 && answer.stored === true;
    };
  };
}

const COMMITS = forSystem('scorm commit');

/** What the bare write stores from a commit's body: the data model without suspend_data, summarised. */
function bareCommitOf(body: Required<ScormCommit>) {
  const cmi = structuredClone(body.cmi);
  delete cmiRoot(cmi).suspend_data;
  const summary = summarise('scorm2004', cmi);
  const rolled = rollUp(1, [summary]);
  const detail = {
    lessonStatus: summary.lessonStatus,
    completion: rolled.completionStatus,
    success: rolled.successStatus,
    suspendDataLength: body.suspendData.length,
  };
  return { body, cmi, summary, rolled, detail };
}

type Attempt = Awaited<ReturnType<typeof reread>>;

/**
 * The rows the player stores for a commit of a one-SCO package (the attempt's sequence and status,
 * the SCO's data, a log line, the module node's outcome on the enrolment), by the repository
 * functions `playerService`'s `store` calls, in one transaction.
 */
const writeBare = (db: Database, attempt: NonNullable<Attempt>, commit: ReturnType<typeof bareCommitOf>) =>
  db.transaction(async (tx) => {
    const { body, cmi, summary, rolled, detail } = commit;
    const stored = await storeCommit(tx, attempt, {
      sequence: body.sequence,
      scoId: body.scoId,
      data: { cmi, suspendData: body.suspendData, ...summary },
      status: rolled,
      log: { kind: 'commit', detail },
      owner: null,
    });
    if (!stored) return false;
    await moduleProgress.recordModuleOutcome(tx, jobIn(COMMITS, stored), {
      enrolmentId: stored.enrolmentId!,
      nodeId: stored.nodeId!,
      moduleId: stored.moduleId,
      completion: rolled.completionStatus,
      success: rolled.successStatus,
      scoreScaled: rolled.scoreScaled,
    });
    return true;
  });

/**
 * The bare write in the bench's own process: the body made and summarised before the clock starts.
 * No HTTP, token, validation or attempt lookup.
 */
export async function commitsBare(database: DatabaseHandle, attemptIds: string[], firstSequence: number) {
  const db = database.db;
  const attempts = await Promise.all(attemptIds.map((id) => reread(db, { id })));
  return (learner: number, round: number) => {
    const commit = bareCommitOf(commitBody(learner, round, firstSequence + round));
    return () => writeBare(db, attempts[learner]!, commit);
  };
}

/**
 * The baseline server's commit route, as the other rows of the bench have theirs (bench-server.ts):
 * a Fastify server with no plugins, the same database and the same write. It reads the body as
 * plain JSON and summarises it, then writes as `writeBare` does: no token, no session check, no
 * schema validation, and each attempt is read once and kept (the app looks it up when it has not
 * seen this person commit to it).
 */
export function registerScormCommitBaseline(bare: FastifyInstance, database: DatabaseHandle): FastifyInstance {
  const attempts = new Map<string, Promise<Attempt>>();
  bare.post('/scorm-commit/:attemptId', async (request, reply) => {
    const { attemptId } = request.params as { attemptId: string };
    if (!attempts.has(attemptId)) attempts.set(attemptId, reread(database.db, { id: attemptId }));
    const attempt = await attempts.get(attemptId);
    if (!attempt) return reply.code(404).send({ stored: false });
    return { stored: await writeBare(database.db, attempt, bareCommitOf(request.body as Required<ScormCommit>)) };
  });
  return bare;
}

/** The same commits through the baseline server's route (the same bodies as `commitThroughApp`). */
export function commitThroughBaseline(base: string, attemptIds: string[], firstSequence: number) {
  return (learner: number, round: number) => {
    const url = `${base}/scorm-commit/${attemptIds[learner]}`;
    const headers = { 'content-type': 'application/json' };
    const body = JSON.stringify(commitBody(learner, round, firstSequence + round));
    return async (): Promise<boolean> => {
      const response = await fetch(url, { method: 'POST', headers, body });
      const answer = (await response.json()) as { stored?: boolean };
      return response.status === 200 && answer.stored === true;
    };
  };
}
