import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScormLaunch } from '@campus/contracts';
import {
  enrolmentModuleOutcomes,
  enrolments,
  scormAttemptLog,
  scormAttempts,
  scormModules,
} from '../../../db/schema/index.js';
import {
  createCatalogItem,
  createEnrolment,
  createPerson,
  createTenant,
  tokenOf,
  type Person,
  type Workspace,
} from '../../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../../test/harness.js';
import { createScormContent, createScormModule, releaseScormModule } from '../../../test/scorm-player-factories.js';

const CONTENT_ORIGIN = 'http://content.test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SCORM_CONTENT_ORIGIN: CONTENT_ORIGIN });
});
afterAll(() => ctx.close());

const PLAYER = '/api/course-catalogue/v2/scorm-player';
const launch = (token: string, moduleId: string, query: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `${PLAYER}/${moduleId}/launch`, query, headers: bearer(token) });
const commit = (token: string, attemptId: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `${PLAYER}/attempts/${attemptId}/commit`, headers: bearer(token), payload });
const beacon = (attemptId: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `${PLAYER}/attempts/${attemptId}/beacon`, payload });
/** A content address as the browser asks for it on the content origin. */
const onContentOrigin = (address: string) => {
  const url = new URL(address);
  return ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });
};

/** The 1.2 data model as scorm-again renders it. */
const cmi12 = (core: Record<string, unknown>) => ({
  cmi: { core: { lesson_status: 'incomplete', ...core }, interactions: {} },
});
const longText = (length: number) => 'x1,'.repeat(Math.ceil(length / 3)).slice(0, length);

/** A learner enrolled on a course whose module node `node-1` holds a released SCORM module. */
async function world(standard: 'scorm12' | 'scorm2004' = 'scorm12') {
  const db = ctx.database.db;
  const { workspace } = await createTenant(db);
  const content = await createScormContent(db, ctx.app.services.storage, workspace, {
    standard,
    files: {
      'index.html': '<!doctype html><title>Lesson</title><script src="lib/api.js"></script>',
      'lib/api.js': 'var API = null;',
      'media/clip.mp4': Buffer.from([0, 0, 0, 24, 102, 116, 121, 112]),
    },
  });
  const { module, version } = await createScormModule(db, workspace, content.id);
  const course = await createCatalogItem(db, workspace, { name: 'Golf for beginners' });
  const learner = await createPerson(db, workspace);
  const enrolment = await createEnrolment(db, learner, course, { state: 'enrolled' });
  const token = await tokenOf(ctx.app, learner);
  const query = { enrolmentId: enrolment.id, nodeId: 'node-1' };
  return { db, workspace, content, module, version: version!, course, learner, enrolment, token, query };
}

async function launched(token: string, moduleId: string, query: Record<string, string>) {
  const response = await launch(token, moduleId, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScormLaunch>();
}

describe('launching and resuming', () => {
  it('starts a new attempt on the latest release, then resumes it with the saved data', async () => {
    const w = await world();
    const first = await launched(w.token, w.module.id, w.query);
    expect(first).toMatchObject({
      moduleId: w.module.id,
      versionId: w.version.id,
      contentId: w.content.id,
      standard: 'scorm12',
      entry: 'ab-initio',
      currentSco: 'sco-1',
      data: {},
      sequence: 0,
      contentOrigin: CONTENT_ORIGIN,
    });
    expect(first.frameUrl.startsWith(`${CONTENT_ORIGIN}/api/scorm-content/${w.content.id}/`)).toBe(true);

    const suspendData = longText(64_000);
    const stored = await commit(w.token, first.attemptId, {
      sequence: 1,
      scoId: 'sco-1',
      cmi: cmi12({ lesson_location: '7', exit: 'suspend', session_time: '0000:12:30.00' }),
      suspendData,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ stored: true, sequence: 1, status: { completionStatus: 'incomplete' } });

    const again = await launched(w.token, w.module.id, w.query);
    expect(again).toMatchObject({ attemptId: first.attemptId, entry: 'resume', sequence: 1, currentSco: 'sco-1' });
    expect(again.data['sco-1']!.suspendData).toBe(suspendData);
    expect(again.data['sco-1']!.cmi).toMatchObject({ cmi: { core: { lesson_location: '7', exit: 'suspend' } } });
    // A fresh commit key each launch: the earlier page's beacon no longer works.
    expect(again.commitKey).not.toBe(first.commitKey);
    const log = await w.db.select().from(scormAttemptLog).where(eq(scormAttemptLog.attemptId, first.attemptId));
    expect(log.map((row) => row.kind).sort()).toEqual(['commit', 'launch', 'launch']);
  });

  it('keeps a learner part-way through on the version they started; a new attempt takes the new release', async () => {
    const w = await world();
    const started = await launched(w.token, w.module.id, w.query);
    const newer = await createScormContent(w.db, ctx.app.services.storage, w.workspace);
    const release = await releaseScormModule(w.db, w.module, newer.id, { major: 1, minor: 1 });

    expect(await launched(w.token, w.module.id, w.query)).toMatchObject({
      attemptId: started.attemptId,
      versionId: w.version.id,
      contentId: w.content.id,
    });
    const other = await createPerson(w.db, w.workspace);
    const enrolment = await createEnrolment(w.db, other, w.course, { state: 'in_progress' });
    const fresh = await launched(await tokenOf(ctx.app, other), w.module.id, {
      enrolmentId: enrolment.id,
      nodeId: 'node-1',
    });
    expect(fresh).toMatchObject({ versionId: release.id, contentId: newer.id, entry: 'ab-initio' });
  });

  it('lets a course creator preview the draft without an enrolment, and nobody else', async () => {
    const db = ctx.database.db;
    const { workspace } = await createTenant(db);
    const creator = await createPerson(db, workspace, { roles: ['course_creator'] });
    const content = await createScormContent(db, ctx.app.services.storage, workspace);
    const { module } = await createScormModule(db, workspace, content.id, { released: false, owner: creator.user });
    expect(await launched(await tokenOf(ctx.app, creator), module.id, {})).toMatchObject({
      versionId: null,
      contentId: content.id,
    });
    const learner = await createPerson(db, workspace);
    expect((await launch(await tokenOf(ctx.app, learner), module.id)).statusCode).toBe(404);
  });

  it('refuses an enrolment that is not the caller’s, a node left out, and a module never released', async () => {
    const w = await world();
    const other = await createPerson(w.db, w.workspace);
    expect((await launch(await tokenOf(ctx.app, other), w.module.id, w.query)).statusCode).toBe(404);
    expect((await launch(w.token, w.module.id, { enrolmentId: w.enrolment.id })).statusCode).toBe(400);
    const { module } = await createScormModule(w.db, w.workspace, w.content.id, { released: false });
    const refused = await launch(w.token, module.id, w.query);
    expect(refused.statusCode).toBe(409);
  });

  it('hides another customer’s module and attempt (404)', async () => {
    const w = await world();
    const attempt = await launched(w.token, w.module.id, w.query);
    const { workspace } = await createTenant(w.db);
    const stranger = await createPerson(w.db, workspace);
    const strangerToken = await tokenOf(ctx.app, stranger);
    expect((await launch(strangerToken, w.module.id, w.query)).statusCode).toBe(404);
    const response = await commit(strangerToken, attempt.attemptId, { sequence: 1, scoId: 'sco-1', cmi: cmi12({}) });
    expect(response.statusCode).toBe(404);
  });
});

describe('commits', () => {
  it('keeps 64 000 characters of suspend data for SCORM 2004, and completion and score reach the enrolment', async () => {
    const w = await world('scorm2004');
    const attempt = await launched(w.token, w.module.id, w.query);
    const suspendData = longText(64_000);
    const response = await commit(w.token, attempt.attemptId, {
      sequence: 1,
      scoId: 'sco-1',
      // The runtime may leave suspend_data in the data model: it is kept apart all the same.
      cmi: {
        cmi: {
          completion_status: 'completed',
          success_status: 'passed',
          score: { scaled: '0.85', raw: '85', min: '0', max: '100' },
          location: 'page-14',
          session_time: 'PT12M30S',
          suspend_data: suspendData,
          interactions: { 0: { id: 'q1', type: 'choice', result: 'correct' } },
        },
      },
      finish: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toEqual({
      attemptId: attempt.attemptId,
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.85,
    });
    const resumed = await launched(w.token, w.module.id, w.query);
    expect(resumed.data['sco-1']!.suspendData).toBe(suspendData);
    expect(JSON.stringify(resumed.data['sco-1']!.cmi)).not.toContain('suspend_data');

    const [outcome] = await w.db
      .select()
      .from(enrolmentModuleOutcomes)
      .where(eq(enrolmentModuleOutcomes.enrolmentId, w.enrolment.id));
    expect(outcome).toMatchObject({
      nodeId: 'node-1',
      moduleId: w.module.id,
      completion: 'completed',
      success: 'passed',
      scoreScaled: 0.85,
    });
    const [enrolment] = await w.db.select().from(enrolments).where(eq(enrolments.id, w.enrolment.id));
    expect(enrolment!.state).toBe('in_progress');
  });

  it('ignores a late beacon behind a newer commit, and a repeated commit changes nothing', async () => {
    const w = await world();
    const attempt = await launched(w.token, w.module.id, w.query);
    const newer = { sequence: 5, scoId: 'sco-1', cmi: cmi12({ lesson_location: 'newer' }), suspendData: 'newer' };
    expect((await commit(w.token, attempt.attemptId, newer)).json()).toMatchObject({ stored: true, sequence: 5 });
    const late = await beacon(attempt.attemptId, {
      key: attempt.commitKey,
      sequence: 4,
      scoId: 'sco-1',
      cmi: cmi12({ lesson_location: 'older' }),
      suspendData: 'older',
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ stored: false, sequence: 5 });
    expect((await commit(w.token, attempt.attemptId, newer)).json()).toMatchObject({ stored: false, sequence: 5 });

    const resumed = await launched(w.token, w.module.id, w.query);
    expect(resumed.data['sco-1']!.suspendData).toBe('newer');
    // The beacon of the page that launched before no longer works; this launch's does.
    const stale = await beacon(attempt.attemptId, {
      key: attempt.commitKey,
      sequence: 6,
      scoId: 'sco-1',
      cmi: cmi12({}),
    });
    expect(stale.statusCode).toBe(404);
    const fresh = await beacon(attempt.attemptId, {
      key: resumed.commitKey,
      sequence: 6,
      scoId: 'sco-1',
      cmi: cmi12({ lesson_location: 'on page hide' }),
      suspendData: longText(20_000),
    });
    expect(fresh.json()).toMatchObject({ stored: true, sequence: 6 });
  });

  it('rolls a package of several SCOs up from their stored statuses, keeping the first completion’s time', async () => {
    const db = ctx.database.db;
    const { workspace } = await createTenant(db);
    const content = await createScormContent(db, ctx.app.services.storage, workspace, {
      standard: 'scorm2004',
      scos: [
        { identifier: 'intro', launch: 'index.html' },
        { identifier: 'quiz', launch: 'index.html?quiz' },
      ],
    });
    const { module } = await createScormModule(db, workspace, content.id);
    const course = await createCatalogItem(db, workspace);
    const learner = await createPerson(db, workspace);
    const enrolment = await createEnrolment(db, learner, course, { state: 'enrolled' });
    const token = await tokenOf(ctx.app, learner);
    const attempt = await launched(token, module.id, { enrolmentId: enrolment.id, nodeId: 'node-1' });
    const cmi2004 = (root: Record<string, unknown>) => ({ cmi: { interactions: [], ...root } });
    const outcome = async () =>
      (await db.select().from(enrolmentModuleOutcomes).where(eq(enrolmentModuleOutcomes.enrolmentId, enrolment.id)))[0];
    const completedAt = async () =>
      (await db.select().from(scormAttempts).where(eq(scormAttempts.id, attempt.attemptId)))[0]!.completedAt;

    const intro = await commit(token, attempt.attemptId, {
      sequence: 1,
      scoId: 'intro',
      cmi: cmi2004({ completion_status: 'completed', success_status: 'unknown' }),
    });
    expect(intro.json()).toMatchObject({
      stored: true,
      status: { completionStatus: 'incomplete', successStatus: 'unknown', scoreScaled: null },
    });
    expect(await outcome()).toMatchObject({ completion: 'incomplete', success: 'unknown' });

    const quiz = await commit(token, attempt.attemptId, {
      sequence: 2,
      scoId: 'quiz',
      cmi: cmi2004({ completion_status: 'completed', success_status: 'passed', score: { scaled: '0.9' } }),
      suspendData: 'quiz state',
    });
    expect(quiz.json()).toMatchObject({
      stored: true,
      sequence: 2,
      status: { completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.9 },
    });
    expect(await outcome()).toMatchObject({ completion: 'completed', success: 'passed', scoreScaled: 0.9 });
    const first = await completedAt();
    expect(first).not.toBeNull();

    // A later commit of the intro changes neither the quiz's verdict nor when the attempt was completed.
    const again = await commit(token, attempt.attemptId, {
      sequence: 3,
      scoId: 'intro',
      cmi: cmi2004({ completion_status: 'completed', location: 'end' }),
    });
    expect(again.json()).toMatchObject({
      stored: true,
      status: { completionStatus: 'completed', successStatus: 'passed' },
    });
    expect(await completedAt()).toEqual(first);
    const resumed = await launched(token, module.id, { enrolmentId: enrolment.id, nodeId: 'node-1' });
    expect(resumed).toMatchObject({ currentSco: 'intro', sequence: 3 });
    expect(resumed.data.quiz!.suspendData).toBe('quiz state');
    const log = await db.select().from(scormAttemptLog).where(eq(scormAttemptLog.attemptId, attempt.attemptId));
    expect(log.filter((row) => row.kind === 'commit').map((row) => row.sequence)).toEqual([1, 2, 3]);
  });

  it('keeps the first completion’s time of a one-SCO attempt and logs each stored commit with its roll-up', async () => {
    const w = await world();
    const attempt = await launched(w.token, w.module.id, w.query);
    const done = cmi12({ lesson_status: 'passed', score: { raw: '90' } });
    expect((await commit(w.token, attempt.attemptId, { sequence: 1, scoId: 'sco-1', cmi: done })).json()).toMatchObject(
      { stored: true, status: { completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.9 } },
    );
    const [first] = await w.db.select().from(scormAttempts).where(eq(scormAttempts.id, attempt.attemptId));
    expect(first!.completedAt).not.toBeNull();
    await commit(w.token, attempt.attemptId, { sequence: 2, scoId: 'sco-1', cmi: done, finish: true });
    const [later] = await w.db.select().from(scormAttempts).where(eq(scormAttempts.id, attempt.attemptId));
    expect(later!.completedAt).toEqual(first!.completedAt);
    const log = await w.db.select().from(scormAttemptLog).where(eq(scormAttemptLog.attemptId, attempt.attemptId));
    expect(log.filter((row) => row.kind !== 'launch').map((row) => [row.kind, row.sequence, row.detail])).toEqual(
      expect.arrayContaining([
        ['commit', 1, expect.objectContaining({ completion: 'completed', success: 'passed', lessonStatus: 'passed' })],
        ['finish', 2, expect.objectContaining({ completion: 'completed', success: 'passed' })],
      ]),
    );
  });

  it('stores a preview’s commit on the draft it restarted on, and refuses another person the attempt its owner commits to', async () => {
    const db = ctx.database.db;
    const { workspace } = await createTenant(db);
    const creator = await createPerson(db, workspace, { roles: ['course_creator'] });
    const token = await tokenOf(ctx.app, creator);
    const first = await createScormContent(db, ctx.app.services.storage, workspace);
    const { module } = await createScormModule(db, workspace, first.id, { released: false, owner: creator.user });
    const preview = await launched(token, module.id, {});
    const before = await commit(token, preview.attemptId, { sequence: 1, scoId: 'sco-1', cmi: cmi12({}) });
    expect(before.json()).toMatchObject({ stored: true, sequence: 1 });

    // A new draft with another SCO: the next preview restarts the attempt on it.
    const second = await createScormContent(db, ctx.app.services.storage, workspace, {
      scos: [{ identifier: 'redone', launch: 'index.html' }],
    });
    await db.update(scormModules).set({ contentId: second.id }).where(eq(scormModules.id, module.id));
    const restarted = await launched(token, module.id, {});
    expect(restarted).toMatchObject({ attemptId: preview.attemptId, contentId: second.id, sequence: 0 });
    const after = await commit(token, preview.attemptId, {
      sequence: 1,
      scoId: 'redone',
      cmi: cmi12({ lesson_status: 'completed' }),
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ stored: true, sequence: 1, status: { completionStatus: 'completed' } });
    expect((await commit(token, preview.attemptId, { sequence: 2, scoId: 'sco-1', cmi: cmi12({}) })).statusCode).toBe(
      400,
    );

    // Someone else in the workspace, naming the attempt its owner has been committing to.
    const colleague = await createPerson(db, workspace, { roles: ['course_creator'] });
    const refused = await commit(await tokenOf(ctx.app, colleague), preview.attemptId, {
      sequence: 9,
      scoId: 'redone',
      cmi: cmi12({ lesson_status: 'failed' }),
    });
    expect(refused.statusCode).toBe(404);
    const [attempt] = await db.select().from(scormAttempts).where(eq(scormAttempts.id, preview.attemptId));
    expect(attempt).toMatchObject({ sequence: 1, completionStatus: 'completed' });
  });

  it('refuses suspend data over its cap, an unknown SCO, and a commit without a token', async () => {
    const w = await world();
    const attempt = await launched(w.token, w.module.id, w.query);
    const tooLong = await commit(w.token, attempt.attemptId, {
      sequence: 1,
      scoId: 'sco-1',
      cmi: cmi12({}),
      suspendData: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('suspendData');
    const unknown = await commit(w.token, attempt.attemptId, { sequence: 1, scoId: 'elsewhere', cmi: cmi12({}) });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${PLAYER}/attempts/${attempt.attemptId}/commit`,
      payload: { sequence: 1, scoId: 'sco-1', cmi: cmi12({}) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/**
 * A SCORM 2004 package of our own making whose sequencing changes what navigation allows
 * (docs/scorm.md "Sequencing"): the quiz is disabled until the introduction's objective, shared as
 * the global objective g-intro, is satisfied, and may be taken once; the appendix is skipped by
 * flow; only the quiz counts for the course's success, and the appendix not for its completion.
 */
const GUIDED = {
  organisation: '<imsss:controlMode choice="true" flow="true"/>',
  scos: [
    {
      identifier: 'intro',
      launch: 'intro.html',
      sequencing:
        '<imsss:rollupRules rollupObjectiveSatisfied="false"/>' +
        '<imsss:objectives><imsss:primaryObjective objectiveID="intro-read">' +
        '<imsss:mapInfo targetObjectiveID="g-intro" readSatisfiedStatus="false" writeSatisfiedStatus="true"/>' +
        '</imsss:primaryObjective></imsss:objectives>',
    },
    {
      identifier: 'appendix',
      launch: 'appendix.html',
      sequencing:
        '<imsss:sequencingRules><imsss:preConditionRule><imsss:ruleConditions>' +
        '<imsss:ruleCondition condition="always"/></imsss:ruleConditions><imsss:ruleAction action="skip"/>' +
        '</imsss:preConditionRule></imsss:sequencingRules>' +
        '<imsss:rollupRules rollupObjectiveSatisfied="false" rollupProgressCompletion="false"/>',
    },
    {
      identifier: 'quiz',
      launch: 'quiz.html',
      sequencing:
        // Disabled while the introduction is not satisfied, or not known to be (IMS SS's usual prerequisite).
        '<imsss:sequencingRules><imsss:preConditionRule><imsss:ruleConditions conditionCombination="any">' +
        '<imsss:ruleCondition referencedObjective="intro-done" operator="not" condition="satisfied"/>' +
        '<imsss:ruleCondition referencedObjective="intro-done" operator="not" condition="objectiveStatusKnown"/>' +
        '</imsss:ruleConditions><imsss:ruleAction action="disabled"/></imsss:preConditionRule></imsss:sequencingRules>' +
        '<imsss:limitConditions attemptLimit="1"/>' +
        '<imsss:objectives><imsss:primaryObjective objectiveID="quiz-passed"/>' +
        '<imsss:objective objectiveID="intro-done"><imsss:mapInfo targetObjectiveID="g-intro"/></imsss:objective>' +
        '</imsss:objectives>',
    },
  ],
};

describe('a SCORM 2004 package’s sequencing', () => {
  async function guided() {
    const db = ctx.database.db;
    const { workspace } = await createTenant(db);
    const content = await createScormContent(db, ctx.app.services.storage, workspace, {
      standard: 'scorm2004',
      scos: GUIDED.scos,
      sequencing: GUIDED.organisation,
      files: Object.fromEntries(
        GUIDED.scos.map((sco) => [sco.launch, `<!doctype html><title>${sco.identifier}</title>`]),
      ),
    });
    const { module } = await createScormModule(db, workspace, content.id);
    const course = await createCatalogItem(db, workspace, { name: 'Guided tour' });
    const learner = await createPerson(db, workspace);
    const enrolment = await createEnrolment(db, learner, course, { state: 'enrolled' });
    return {
      db,
      module,
      enrolment,
      token: await tokenOf(ctx.app, learner),
      query: { enrolmentId: enrolment.id, nodeId: 'node-1' },
    };
  }
  const finish = (scoId: string, cmi: Record<string, unknown>, sequence: number) => ({
    sequence,
    scoId,
    cmi: { cmi: { exit: 'normal', ...cmi } },
    finish: true,
  });

  it('hands the activity tree to the player, rolls the attempt up by the rules and counts ended attempts', async () => {
    const w = await guided();
    const first = await launched(w.token, w.module.id, w.query);
    expect(first.currentSco).toBe('intro');
    expect(first.attempts).toEqual({});
    expect(first.sequencing).toMatchObject({
      choice: true,
      flow: true,
      children: [
        { identifier: 'intro', rollupObjectiveSatisfied: false, objectives: [{ id: 'intro-read', primary: true }] },
        { identifier: 'appendix', preConditions: [{ action: 'skip' }], rollupProgressCompletion: false },
        { identifier: 'quiz', attemptLimit: 1, preConditions: [{ action: 'disabled' }] },
      ],
    });

    const read = await commit(
      w.token,
      first.attemptId,
      finish('intro', { completion_status: 'completed', success_status: 'passed' }, 1),
    );
    expect(read.statusCode, read.body).toBe(200);
    // The introduction passed, but only the quiz counts for success, and it is not done yet.
    expect(read.json().status).toMatchObject({ completionStatus: 'incomplete', successStatus: 'unknown' });

    const quiz = await commit(
      w.token,
      first.attemptId,
      finish('quiz', { completion_status: 'completed', success_status: 'passed', score: { scaled: '0.9' } }, 2),
    );
    // The appendix, never opened, does not hold back completion.
    expect(quiz.json().status).toMatchObject({ completionStatus: 'completed', successStatus: 'passed' });
    const [outcome] = await w.db
      .select()
      .from(enrolmentModuleOutcomes)
      .where(eq(enrolmentModuleOutcomes.enrolmentId, w.enrolment.id));
    expect(outcome).toMatchObject({ completion: 'completed', success: 'passed' });

    const again = await launched(w.token, w.module.id, w.query);
    expect(again.attempts).toEqual({ intro: 1, quiz: 1 });
  });

  it('fails the course when the quiz, the only SCO that counts, is failed', async () => {
    const w = await guided();
    const first = await launched(w.token, w.module.id, w.query);
    await commit(
      w.token,
      first.attemptId,
      finish('intro', { completion_status: 'completed', success_status: 'passed' }, 1),
    );
    const failed = await commit(
      w.token,
      first.attemptId,
      finish('quiz', { completion_status: 'completed', success_status: 'failed' }, 2),
    );
    expect(failed.json().status).toMatchObject({ completionStatus: 'completed', successStatus: 'failed' });
  });

  it('starts a new attempt where the flow delivers, past a SCO its rules skip', async () => {
    const db = ctx.database.db;
    const { workspace } = await createTenant(db);
    const skip =
      '<imsss:sequencingRules><imsss:preConditionRule><imsss:ruleConditions><imsss:ruleCondition condition="always"/>' +
      '</imsss:ruleConditions><imsss:ruleAction action="skip"/></imsss:preConditionRule></imsss:sequencingRules>';
    const content = await createScormContent(db, ctx.app.services.storage, workspace, {
      standard: 'scorm2004',
      scos: [
        { identifier: 'cover', launch: 'cover.html', sequencing: skip },
        { identifier: 'lesson', launch: 'lesson.html' },
      ],
      sequencing: '<imsss:controlMode flow="true"/>',
      files: { 'cover.html': '<title>Cover</title>', 'lesson.html': '<title>Lesson</title>' },
    });
    const { module } = await createScormModule(db, workspace, content.id);
    const course = await createCatalogItem(db, workspace, { name: 'Skipping' });
    const learner = await createPerson(db, workspace);
    const enrolment = await createEnrolment(db, learner, course, { state: 'enrolled' });
    const started = await launched(await tokenOf(ctx.app, learner), module.id, {
      enrolmentId: enrolment.id,
      nodeId: 'node-1',
    });
    expect(started.currentSco).toBe('lesson');
  });
});

describe('the package’s files', () => {
  it('serves them on the content origin with their type, a sandbox and nosniff, framed by the app only', async () => {
    const w = await world();
    const attempt = await launched(w.token, w.module.id, w.query);
    const page = await onContentOrigin(`${attempt.contentBase}index.html`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBeUndefined();
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('sandbox allow-scripts allow-forms allow-popups');
    expect(csp).toContain('allow-same-origin');
    expect(csp).toContain(`frame-ancestors ${new URL(ctx.config.publicUrl).origin} ${CONTENT_ORIGIN}`);
    expect((await onContentOrigin(`${attempt.contentBase}lib/api.js`)).headers['content-type']).toBe(
      'text/javascript; charset=utf-8',
    );
    expect((await onContentOrigin(`${attempt.contentBase}media/clip.mp4`)).headers['content-type']).toBe('video/mp4');
    expect((await onContentOrigin(`${attempt.contentBase}missing.html`)).statusCode).toBe(404);
  });

  it('refuses path traversal, a forged or other content’s key, and the app’s own origin', async () => {
    const w = await world();
    const attempt = await launched(w.token, w.module.id, w.query);
    expect((await onContentOrigin(`${attempt.contentBase}..%2f..%2fkeys%2fprivate.pem`)).statusCode).toBe(400);
    expect((await onContentOrigin(`${attempt.contentBase}lib%2f..%2f..%2findex.html`)).statusCode).toBe(400);
    expect((await onContentOrigin(`${attempt.contentBase}%5c..%5cindex.html`)).statusCode).toBe(400);
    const forged = attempt.contentBase.replace(/\.[\w-]+\/$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/');
    expect((await onContentOrigin(`${forged}index.html`)).statusCode).toBe(404);
    const other = await createScormContent(w.db, ctx.app.services.storage, w.workspace);
    expect((await onContentOrigin(`${attempt.contentBase.replace(w.content.id, other.id)}index.html`)).statusCode).toBe(
      404,
    );
    const onApp = new URL(`${attempt.contentBase}index.html`);
    expect((await ctx.app.inject({ method: 'GET', url: onApp.pathname })).statusCode).toBe(404);
  });

  it('serves nothing but the content on the content origin: no app, no API', async () => {
    const onContentHost = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'content.test' } });
    expect((await onContentHost('/')).statusCode).toBe(404);
    expect((await onContentHost('/api/ready')).statusCode).toBe(404);
    expect((await onContentHost('/api/sso/v2/user')).statusCode).toBe(404);
  });

  it('serves the frame page with the API of the package’s standard and only its own script', async () => {
    const w = await world('scorm2004');
    const attempt = await launched(w.token, w.module.id, w.query);
    const frame = await onContentOrigin(`${attempt.frameUrl}?sco=sco-1`);
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain('window.API_1484_11 = api2004');
    expect(frame.body).toContain(`"launch":"/api/scorm-content/${w.content.id}/`);
    const csp = String(frame.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'sha256-[\w+/=]+'/);
    expect(csp).toContain("default-src 'none'");
    expect(frame.headers['cache-control']).toBe('no-store');
  });
});

describe('administration', () => {
  async function administered() {
    const w = await world();
    const attempt = await launched(w.token, w.module.id, w.query);
    await commit(w.token, attempt.attemptId, {
      sequence: 1,
      scoId: 'sco-1',
      cmi: cmi12({}),
      suspendData: 'saved state',
    });
    const lxa = await createPerson(w.db, w.workspace, { roles: ['learning_experience_administrator'] });
    return { ...w, attempt, lxaToken: await tokenOf(ctx.app, lxa) };
  }
  const setStatus = (token: string, enrolmentId: string, nodeId: string, status: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/course-catalogue/update-scorm-status/${enrolmentId}/${nodeId}/${status}`,
      headers: bearer(token),
    });
  const clear = (token: string, catalogItemId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/learning-activities/internal/clear-suspend-data-for-catalog-item/${catalogItemId}`,
      headers: bearer(token),
    });

  it('sets a module node’s status, which the course’s outcome follows', async () => {
    const w = await administered();
    const response = await setStatus(w.lxaToken, w.enrolment.id, 'node-1', 'passed');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ completionStatus: 'completed', successStatus: 'passed' });
    const [outcome] = await w.db
      .select()
      .from(enrolmentModuleOutcomes)
      .where(eq(enrolmentModuleOutcomes.enrolmentId, w.enrolment.id));
    expect(outcome).toMatchObject({ completion: 'completed', success: 'passed' });
    expect((await setStatus(w.lxaToken, w.enrolment.id, 'node-2', 'passed')).statusCode).toBe(404);
    expect((await setStatus(w.lxaToken, w.enrolment.id, 'node-1', 'great')).statusCode).toBe(400);
    expect((await setStatus(w.token, w.enrolment.id, 'node-1', 'passed')).statusCode).toBe(403);
    const { workspace } = await createTenant(w.db);
    const stranger = await createPerson(w.db, workspace, { roles: ['learning_experience_administrator'] });
    expect((await setStatus(await tokenOf(ctx.app, stranger), w.enrolment.id, 'node-1', 'passed')).statusCode).toBe(
      404,
    );
  });

  it('clears the suspend data of a catalogue item’s attempts, for administrators only', async () => {
    const w = await administered();
    expect((await clear(w.token, w.course)).statusCode).toBe(403);
    const { workspace } = await createTenant(w.db);
    const stranger = await createPerson(w.db, workspace, { roles: ['admin'] });
    expect((await clear(await tokenOf(ctx.app, stranger), w.course)).json()).toEqual({ cleared: 0 });
    const response = await clear(w.lxaToken, w.course);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ cleared: 1 });
    const resumed = await launched(w.token, w.module.id, w.query);
    expect(resumed.data['sco-1']!.suspendData).toBe('');
  });
});

export type { Person, Workspace };
