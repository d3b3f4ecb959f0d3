import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScormLaunch } from '@campus/contracts';
import { createCatalogItem, createEnrolment, createPerson, createTenant, tokenOf } from '../../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../../test/harness.js';
import { createScormContent, createScormModule } from '../../../test/scorm-player-factories.js';

// Without a content origin of its own (a public URL that is not local, no SCORM_CONTENT_ORIGIN),
// the package is served on the app's origin: sandboxed to an opaque origin (decision 0049).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'http://campus.test' });
});
afterAll(() => ctx.close());

describe('content on the app’s own origin', () => {
  it('runs sandboxed without allow-same-origin, so it can read nothing of the app', async () => {
    const db = ctx.database.db;
    const { workspace } = await createTenant(db);
    const content = await createScormContent(db, ctx.app.services.storage, workspace);
    const { module } = await createScormModule(db, workspace, content.id);
    const learner = await createPerson(db, workspace);
    const enrolment = await createEnrolment(db, learner, await createCatalogItem(db, workspace), { state: 'enrolled' });
    const launched = await ctx.app.inject({
      method: 'GET',
      url: `/api/course-catalogue/v2/scorm-player/${module.id}/launch`,
      query: { enrolmentId: enrolment.id, nodeId: 'node-1' },
      headers: bearer(await tokenOf(ctx.app, learner)),
    });
    const launch = launched.json<ScormLaunch>();
    expect(launch.contentOrigin).toBe('http://campus.test');
    const file = new URL(`${launch.contentBase}index.html`);
    const served = await ctx.app.inject({ method: 'GET', url: file.pathname, headers: { host: 'campus.test' } });
    expect(served.statusCode).toBe(200);
    const csp = String(served.headers['content-security-policy']);
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
  });
});
