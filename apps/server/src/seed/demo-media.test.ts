import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, workspaceToken, type TestContext } from '../test/harness.js';
import { DEMO_MEDIA, storeDemoMedia } from './demo-media.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// The demo data is in the template unless a run leaves it out (TEST_WITHOUT_DEMO_DATA).
describe.skipIf(process.env.TEST_WITHOUT_DEMO_DATA === 'true')('the demo media library', () => {
  it("is Northwind Events' content builder's to browse, its images served once stored", async () => {
    await storeDemoMedia(ctx.database.db, ctx.app.services.storage);
    const token = await workspaceToken(ctx.app, 'media@northwind.test', 'Northwind Events');
    const list = await ctx.app.inject({
      url: '/api/file-storage/api/library?pageSize=100',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const items = list.json<{
      data: { title: string; kind: string; alt: string; presignedUrls: { small?: string } }[];
    }>().data;
    expect(items.map((item) => item.title)).toEqual(DEMO_MEDIA.map((media) => media.title).reverse());
    for (const item of items.filter((entry) => entry.kind === 'image')) {
      expect(item.alt).not.toBe('');
      const small = await ctx.app.inject(item.presignedUrls.small ?? '');
      expect(small.statusCode).toBe(200);
    }
    // Storing again changes nothing.
    await storeDemoMedia(ctx.database.db, ctx.app.services.storage);
  });

  it('shows on the London venue and its rooms, to those who see venues', async () => {
    await storeDemoMedia(ctx.database.db, ctx.app.services.storage);
    const token = await workspaceToken(ctx.app, 'infra@northwind.test', 'Northwind Events');
    const list = await ctx.app.inject({ url: '/api/classroom/venues?search=London', headers: bearer(token) });
    const [london] = list.json<{ data: { id: string }[] }>().data;
    const venue = await ctx.app.inject({ url: `/api/classroom/venues/${london?.id}`, headers: bearer(token) });
    const files = venue.json<{ files: { title: string; url: string }[] }>().files;
    expect(files.map((file) => file.title)).toEqual(['London venue at dusk']);
    expect((await ctx.app.inject(files[0]?.url ?? '')).statusCode).toBe(200);
  });
});
