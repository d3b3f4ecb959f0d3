import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/people/index.js';
import { TEST_PASSWORD } from '../test/template.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import {
  commitRounds,
  commitSchedule,
  commitsBare,
  commitThroughApp,
  commitThroughBaseline,
  generateScormCommitBench,
  launchLearners,
  registerScormCommitBaseline,
} from './scorm-commit-bench.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * The bench's SCORM commit case runs (npm run bench measures it; docs/performance.md "SCORM
 * commit"): its learners sign in and launch through the app, commit on the schedule through the
 * real call, and the bare write goes on with the same attempts, with no commit refused or lost.
 */
describe('the SCORM commit bench case', () => {
  it('commits through the app, the baseline route and the bare write on the same attempts', async () => {
    const bench = await generateScormCommitBench(
      ctx.database.db,
      ctx.app.services.storage,
      await hashPassword(TEST_PASSWORD),
      3,
    );
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const targets = await launchLearners(address, bench, TEST_PASSWORD);
    expect(targets).toHaveLength(3);

    const seconds = 0.4;
    const intervalMs = 200;
    const rounds = commitRounds(seconds, intervalMs);
    const app = await commitSchedule(3, seconds, commitThroughApp(address, targets), intervalMs);
    expect(app).toMatchObject({ commits: 3 * (rounds - 1), errors: 0 });

    // The baseline server's route writes the next commits; the same commits again are stale, so
    // none is stored a second time (the guarded write really ran).
    const attemptIds = targets.map((target) => target.attemptId);
    const baselineServer = registerScormCommitBaseline(Fastify(), ctx.database);
    const baselineAddress = await baselineServer.listen({ port: 0, host: '127.0.0.1' });
    try {
      const baseline = await commitSchedule(
        3,
        seconds,
        commitThroughBaseline(baselineAddress, attemptIds, rounds + 1),
        intervalMs,
      );
      expect(baseline).toMatchObject({ commits: 3 * (rounds - 1), errors: 0 });
      const repeated = await commitSchedule(
        3,
        seconds,
        commitThroughBaseline(baselineAddress, attemptIds, rounds + 1),
        intervalMs,
      );
      expect(repeated).toMatchObject({ commits: 3 * (rounds - 1), errors: 3 * (rounds - 1) });
    } finally {
      await baselineServer.close();
    }

    const bare = await commitSchedule(
      3,
      seconds,
      await commitsBare(ctx.database, attemptIds, 2 * rounds + 1),
      intervalMs,
    );
    expect(bare).toMatchObject({ commits: 3 * (rounds - 1), errors: 0 });
    expect(bare.p99).toBeGreaterThan(0);
  });
});
