import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, workspaceToken, type TestContext } from '../test/harness.js';
import { DEMO_SCORM, storeDemoScorm } from './demo-scorm.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// The demo data is in the template unless a run leaves it out (TEST_WITHOUT_DEMO_DATA).
describe.skipIf(process.env.TEST_WITHOUT_DEMO_DATA === 'true')('the demo SCORM modules', () => {
  it("are Northwind Learning's course creator's, released, with their files unpacked once", async () => {
    await storeDemoScorm(ctx.database.db, ctx.app.services.storage);
    const token = await workspaceToken(ctx.app, 'creator@northwind.test', 'Northwind Learning');
    const released = await ctx.app.inject({
      url: '/api/course-catalogue/v2/scorm-modules/released',
      headers: bearer(token),
    });
    expect(released.json().data).toMatchObject([
      { name: 'Golf explained (SCORM 1.2)', majorVersion: 1, minorVersion: 0, draft: false, ownerName: 'Cara Lewis' },
      { name: 'Golf explained (SCORM 2004)', majorVersion: 1, minorVersion: 0, draft: false, ownerName: 'Cara Lewis' },
    ]);
    for (const demo of DEMO_SCORM) {
      expect(await ctx.app.services.storage.head(`scorm/${demo.contentId}/shared/launchpage.html`)).not.toBeNull();
    }
    const module = await ctx.app.inject({
      url: `/api/course-catalogue/v2/scorm-module/${released.json().data[1].id}`,
      headers: bearer(token),
    });
    expect(module.json().content).toMatchObject({ standard: 'scorm2004', schemaVersion: '2004 3rd Edition' });
    // Storing again changes nothing.
    await storeDemoScorm(ctx.database.db, ctx.app.services.storage);
  });
});
