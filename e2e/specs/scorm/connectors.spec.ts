import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { NOTEBOOK_12 } from '../../fixtures/scorm-packages';
import { createTenant, workspaceTokenFor } from '../../fixtures/tenant';
import { unzip } from '../../fixtures/zip';

/**
 * SCORM connectors (issue 27 item 4, docs/scorm.md "SCORM connectors"): an administrator downloads
 * a course's package, and another learning system (a plain page on another port, with scorm-again
 * as its SCORM 1.2 API, as an LMS would give a SCO) launches it. The package frames our player;
 * the learner plays the module, and the host's API receives completed with the score.
 */

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** scorm-again's SCORM 1.2 API as a browser script (it sets `Scorm12API` on the window). */
const SCORM12_API = fs.readFileSync(
  path.join(import.meta.dirname, '../../../node_modules/scorm-again/dist/scorm12.js'),
  'utf8',
);

/** The other learning system's page: its SCORM API for the SCO it launches in a frame, with its learner. */
const LMS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Other learning system</title>
<script src="/scorm12.js"></script>
<script>
window.API = new Scorm12API({ autocommit: false, lmsCommitUrl: false, logLevel: 5 });
window.API.loadFromJSON({ core: { student_id: 'other-lms-42', student_name: 'Rivera, Sam' } });
window.lmsCalls = [];
['LMSInitialize', 'LMSCommit', 'LMSFinish'].forEach(function (name) {
  window.API.on(name, function () { window.lmsCalls.push(name); });
});
</script></head>
<body><h1>Other learning system</h1>
<iframe id="course" title="Course" src="/package/index.html" style="width:100%;height:640px;border:0"></iframe>
</body></html>`;

/** Serves the other learning system's page and the imported package, on 127.0.0.1 and a port of its own. */
async function startOtherLms(files: Map<string, Buffer>) {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.xml': 'text/xml' };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://lms.test');
    const body =
      url.pathname === '/lms.html'
        ? LMS_PAGE
        : url.pathname === '/scorm12.js'
          ? SCORM12_API
          : files.get(url.pathname.replace(/^\/package\//, ''));
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(url.pathname)] ?? 'application/octet-stream' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/lms.html`, close: () => new Promise((done) => server.close(done)) };
}

/** The SCO, four frames down: package page, our connector player, the content origin's frame page, the SCO. */
const scoOf = (page: Page, course: string) =>
  page
    .frameLocator('#course')
    .frameLocator(`iframe[title="${course}"]`)
    .frameLocator('iframe[title^="Module content"]')
    .frameLocator('#sco');

const hostApi = (page: Page, field: 'lesson_status' | 'score.raw') =>
  page.evaluate((name) => {
    const core = (window as unknown as { API: { cmi: { core: Record<string, unknown> } } }).API.cmi.core;
    return name === 'lesson_status' ? String(core.lesson_status) : String((core.score as { raw: string }).raw);
  }, field);

test('another learning system plays a course through its connector package and receives completed with the score', async ({
  page,
  request,
}) => {
  const course = 'Connected notebook';
  const { workspaces, people } = await createTenant(request, {
    workspaces: { learning: { name: 'Journey Learning' } },
    people: {
      admin: { firstName: 'Ada', lastName: 'Mensah', profiles: [{ workspace: 'learning', roles: ['admin'] }] },
      creator: {
        firstName: 'Cora',
        lastName: 'Reed',
        profiles: [{ workspace: 'learning', roles: ['course_creator'] }],
      },
    },
  });
  const seeded = await request.post('/api/e2e/scorm-modules', {
    data: {
      workspaceId: workspaces.learning.id,
      ownerId: people.creator.id,
      course: true,
      name: course,
      ...NOTEBOOK_12,
    },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  const { catalogItemId } = (await seeded.json()) as { catalogItemId: string };

  // The administrator downloads the course's package.
  const token = await workspaceTokenFor(request, people.admin, workspaces.learning.id);
  const download = await request.get(`/api/course-catalogue/v2/lms-connector/${catalogItemId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(download.status(), await download.text()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/zip');
  const files = unzip(await download.body());
  expect(files.get('imsmanifest.xml')!.toString('utf8')).toContain('<schemaversion>1.2</schemaversion>');

  const lms = await startOtherLms(files);
  try {
    await page.goto(lms.url);
    const sco = scoOf(page, course);
    await expect(sco.getByRole('heading', { name: 'Notebook' })).toBeVisible();
    // The other system's learner reaches the SCO by name, through our player.
    await expect(sco.locator('#entry')).toHaveText('ab-initio');
    await expect.poll(() => hostApi(page, 'lesson_status')).toBe('incomplete');

    await sco.getByLabel('Your answer').fill('Connected answer');
    await sco.getByRole('button', { name: 'Keep my notes' }).click();

    // Closed mid-way and launched again, the same learner resumes with their notes.
    await page.reload();
    await expect(scoOf(page, course).locator('#entry')).toHaveText('resume');
    await expect(scoOf(page, course).getByLabel('Your answer')).toHaveValue('Connected answer');
    await scoOf(page, course).getByRole('button', { name: 'Finish with 80 %' }).click();

    // The host's API receives the course's status and score, as its own SCO would set them.
    await expect.poll(() => hostApi(page, 'lesson_status')).toBe('passed');
    await expect.poll(() => hostApi(page, 'score.raw')).toBe('80');
    expect(await page.evaluate(() => (window as unknown as { lmsCalls: string[] }).lmsCalls)).toContain('LMSCommit');

    // The connector player passes axe, framed as the other system shows it.
    const connector = page.frames().find((frame) => frame.url().includes('/catalogue/modules/iframe/connector/'))!;
    await expect(connector.getByText('You have finished this course.')).toBeVisible();
    const results = await axe(page).include('#course').analyze();
    expect(results.violations).toEqual([]);

    // Revoked, the package no longer opens.
    const listed = await request.get('/api/course-catalogue/v2/lms-connectors', {
      headers: { authorization: `Bearer ${token}` },
    });
    const [issued] = ((await listed.json()) as { data: { id: string; learners: number }[] }).data;
    expect(issued!.learners).toBe(1);
    const revoked = await request.post(`/api/course-catalogue/v2/lms-connectors/${issued!.id}/revoke`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(200);
    await page.reload();
    await expect(
      page.frameLocator('#course').frameLocator(`iframe[title="${course}"]`).getByText('This course is not available.'),
    ).toBeVisible();
  } finally {
    await lms.close();
  }
});
