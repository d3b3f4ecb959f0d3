import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { NOTEBOOK_12 } from '../../fixtures/scorm-packages';
import { createTenant, workspaceTokenFor } from '../../fixtures/tenant';

/**
 * The learner's catalogue and course (issue 28, docs/courses.md "Screens: the learner's catalogue
 * and course"): a course of one SCORM module node, offered to unit A only and with approval
 * required. A learner of unit B does not find it; a learner of unit A finds it, requests a place,
 * is approved (by the LXA, through the API), plays the module inside the course page and sees the
 * course completed, then finds it among their completions.
 */
// A package in two frames on another origin, and four screens with axe: a minute, 20 s a step.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const COURSE = 'Site safety';

async function offeredToUnitA(request: APIRequestContext) {
  const tenant = await createTenant(request, {
    workspaces: { learning: { name: 'Journey Learning', units: [{ name: 'Unit A' }, { name: 'Unit B' }] } },
    people: {
      creator: {
        firstName: 'Cora',
        lastName: 'Reed',
        profiles: [{ workspace: 'learning', roles: ['course_creator'] }],
      },
      lxa: {
        firstName: 'Lou',
        lastName: 'Xavier',
        profiles: [{ workspace: 'learning', roles: ['learning_experience_administrator'] }],
      },
      ada: {
        firstName: 'Ada',
        lastName: 'Archer',
        profiles: [{ workspace: 'learning', roles: ['learner'], unit: 'Unit A' }],
      },
      ben: {
        firstName: 'Ben',
        lastName: 'Brook',
        profiles: [{ workspace: 'learning', roles: ['learner'], unit: 'Unit B' }],
      },
    },
  });
  const workspace = tenant.workspaces.learning;
  const seeded = await request.post('/api/e2e/scorm-modules', {
    data: { workspaceId: workspace.id, ownerId: tenant.people.creator.id, course: true, name: COURSE, ...NOTEBOOK_12 },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  const { catalogItemId } = (await seeded.json()) as { catalogItemId: string };

  // The LXA's settings for the workspace: approval required, offered to unit A only.
  const lxa = { authorization: `Bearer ${await workspaceTokenFor(request, tenant.people.lxa, workspace.id)}` };
  const base = `/api/course-catalogue/v2/catalog/${catalogItemId}/workspace/${workspace.id}`;
  const settings = await request.post(base, {
    headers: lxa,
    data: { workspaceId: workspace.id, approvalRequired: true },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const visible = await request.patch(`${base}/visible`, {
    headers: lxa,
    data: { visible: true, organisationUnits: [workspace.units!['Unit A']] },
  });
  expect(visible.ok(), await visible.text()).toBe(true);
  return { ...tenant, lxa };
}

async function approveRequest(request: APIRequestContext, lxa: Record<string, string>) {
  const unresolved = await request.get('/api/learning-activities/enrolments/unresolved', { headers: lxa });
  expect(unresolved.ok()).toBe(true);
  const { data } = (await unresolved.json()) as { data: { id: string; course: { name: string } }[] };
  const waiting = data.find((entry) => entry.course.name === COURSE);
  expect(waiting).toBeDefined();
  const approved = await request.post(`/api/learning-activities/enrolment/${waiting!.id}/approve`, { headers: lxa });
  expect(approved.ok(), await approved.text()).toBe(true);
}

const noViolations = async (page: Page) => expect((await axe(page).analyze()).violations).toEqual([]);

test('a learner of the unit finds the course, requests a place, plays it once approved and completes it @mobile', async ({
  page,
  request,
}) => {
  const { people, lxa } = await offeredToUnitA(request);

  // Unit B: the course is not offered, so the catalogue is empty.
  await signIn(page, people.ben, { path: '/my-learning/dashboard/browse' });
  await expect(page.getByRole('heading', { level: 1, name: 'Browse courses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No courses offered yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: COURSE })).toHaveCount(0);

  // Unit A: found, opened, requested.
  await signIn(page, people.ada, { path: '/my-learning/dashboard/browse' });
  const card = page.getByRole('article', { name: COURSE });
  await expect(card).toBeVisible();
  await expect(card.getByText('Needs approval')).toBeVisible();
  await noViolations(page);
  await card.getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What the course holds' })).toBeVisible();
  await page.getByRole('button', { name: 'Request a place' }).click();
  await expect(page.getByText(`Your request to join ${COURSE} is waiting for approval.`)).toBeVisible();
  await expect(page.getByText('It is waiting for approval.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await noViolations(page);

  await approveRequest(request, lxa);

  // The learner's home lists the course; its page starts the module inline.
  await page.goto('/my-learning/dashboard/courses');
  await page.getByRole('region', { name: 'Your courses' }).getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByText('0 of 1 required part completed')).toBeVisible();
  await page.getByRole('button', { name: `Start: ${COURSE}` }).click();
  const sco = page.frameLocator('iframe[title^="Module content"]').frameLocator('#sco');
  await expect(sco.locator('#entry')).toHaveText('ab-initio');
  await noViolations(page);
  await sco.getByRole('button', { name: 'Finish with 80 %' }).click();
  await expect(page.getByText('You have finished this module.')).toBeVisible();

  // The one required node is completed: so is the course.
  const status = page.getByRole('region', { name: 'Your place on this course' });
  await expect(status.getByText('Completed', { exact: true })).toBeVisible();
  await expect(status.getByText('You completed this course on', { exact: false })).toBeVisible();
  await noViolations(page);

  await page.goto('/my-learning/dashboard/completions');
  await expect(page.getByRole('heading', { level: 1, name: 'Completions' })).toBeVisible();
  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to completions' })).toBeVisible();
  await noViolations(page);
});
