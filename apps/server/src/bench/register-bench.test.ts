import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeOf } from '../lib/scope.js';
import { createLearners } from '../test/classroom-factories.js';
import { createPerson, createTenant, tokenOf } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import {
  generateRegisterBench,
  REGISTER_LEARNERS,
  registerBaselineRoutes,
  registerRoundTrips,
} from './register-bench.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * The bench's register case runs (npm run bench measures it; docs/performance.md): a 200-learner
 * register loaded and saved twice through the app and through the baseline's bare routes, with
 * no error answer, each save naming the versions its load read.
 */
describe('the register bench case', () => {
  it('loads and saves a 200-learner register through the app and the baseline', async () => {
    const db = ctx.database.db;
    const { workspace } = await createTenant(db);
    const coordinator = await createPerson(db, workspace, { roles: ['event_coordinator'] });
    const learners = await createLearners(db, workspace, REGISTER_LEARNERS);
    const register = await generateRegisterBench(
      db,
      { customerId: workspace.customerId, workspaceId: workspace.id },
      coordinator.user.id,
      learners.map((learner) => learner.id),
    );
    expect(register.learners).toBe(200);

    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await tokenOf(ctx.app, coordinator);
    const app = await registerRoundTrips(
      {
        load: `${address}/api/classroom/digital-register-list/${register.sessionId}`,
        save: `${address}/api/classroom/digital-register-bulk`,
      },
      { authorization: `Bearer ${token}` },
      2,
    );
    expect(app).toMatchObject({ rounds: 2, load: { errors: 0 }, save: { errors: 0 } });

    const bare = Fastify();
    registerBaselineRoutes(
      bare,
      ctx.database,
      scopeOf({
        actor: {
          stage: 'second',
          userId: coordinator.user.id,
          isSuperadmin: false,
          roles: ['event_coordinator'],
          customerRoles: [],
          services: ['EBS'],
          workspaceId: workspace.id,
          customerId: workspace.customerId,
          hasSelectedProfile: true,
          origin: null,
          impersonating: false,
          mfaEnrolmentOnly: false,
        },
        secondStage: null,
      }),
    );
    const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
    const baseline = await registerRoundTrips(
      { load: `${bareAddress}/registers/${register.sessionId}`, save: `${bareAddress}/registers` },
      {},
      2,
    );
    await bare.close();
    expect(baseline).toMatchObject({ rounds: 2, load: { errors: 0 }, save: { errors: 0 } });
  });
});
