import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/people/index.js';
import { TEST_PASSWORD } from '../test/template.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import {
  commitRounds,
  commitSchedule,
  commitsBare,
  commitThroughApp,
  generateScormCommitBench,
  launchLearners,
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
  it('commits through the app and through the bare write on the same attempts', async () => {
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
    const bare = await commitSchedule(
      3,
      seconds,
      await commitsBare(
        ctx.database,
        targets.map((target) => target.attemptId),
        rounds + 1,
      ),
      intervalMs,
    );
    expect(bare).toMatchObject({ commits: 3 * (rounds - 1), errors: 0 });
    expect(bare.p99).toBeGreaterThan(0);
  });
});
