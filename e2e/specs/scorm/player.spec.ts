import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { GUIDED_2004, NOTEBOOK_12, TOUR_2004 } from '../../fixtures/scorm-packages';
import { createTenant } from '../../fixtures/tenant';

/**
 * The SCORM player (issue 27, docs/scorm.md "Player"): a learner plays modules of a course they
 * are enrolled on, in Chromium, with the real packages of ../shared/fixtures/scorm/ (copied to
 * apps/server/assets/demo-scorm) and packages of the journeys' own making. The content runs on the content origin (127.0.0.1 beside the app's
 * localhost, decision 0049) and reaches the runtime in the player through the frame page's API.
 */
/** The real packages, kept in the repository with their origin and licence (assets/demo-scorm/ORIGIN.md). */
const FIXTURES = path.join(import.meta.dirname, '../../../apps/server/assets/demo-scorm');
const GOLF_12 = {
  standard: 'scorm12' as const,
  scos: [{ identifier: 'item_1', title: 'Golf Explained', launch: 'shared/launchpage.html', masteryScore: null }],
  zip: fs.readFileSync(path.join(FIXTURES, 'RuntimeBasicCalls_SCORM12.zip')).toString('base64'),
};
const GOLF_2004 = {
  standard: 'scorm2004' as const,
  scos: [{ identifier: 'item_1', title: 'Golf Explained', launch: 'shared/launchpage.html', masteryScore: null }],
  zip: fs.readFileSync(path.join(FIXTURES, 'RuntimeBasicCalls_SCORM20043rdEdition.zip')).toString('base64'),
};

// Each journey loads a package through two frames on another origin, twice, with an axe check, and
// each move between SCOs waits for a save: a minute, and 20 s a step, not the half minute and 10 s
// a page's journey gets, so a busy machine does not fail them.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

type Package = typeof GOLF_12 | typeof GOLF_2004 | typeof NOTEBOOK_12 | typeof TOUR_2004 | typeof GUIDED_2004;

/** A learner enrolled on a course whose node `node-1` holds a released module of the package. */
async function learnerWithModule(request: APIRequestContext, name: string, pkg: Package) {
  const { workspaces, people } = await createTenant(request, {
    workspaces: { learning: { name: 'Journey Learning' } },
    people: {
      creator: {
        firstName: 'Cora',
        lastName: 'Reed',
        profiles: [{ workspace: 'learning', roles: ['course_creator'] }],
      },
      learner: { firstName: 'Lena', lastName: 'Park', profiles: [{ workspace: 'learning', roles: ['learner'] }] },
    },
  });
  const seeded = await request.post('/api/e2e/scorm-modules', {
    data: {
      workspaceId: workspaces.learning.id,
      ownerId: people.creator.id,
      learnerId: people.learner.id,
      name,
      ...pkg,
    },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  const { moduleId, enrolmentId } = (await seeded.json()) as { moduleId: string; enrolmentId: string };
  const playerPath = `/catalogue/modules/iframe/scorm/${moduleId}?enrolmentId=${enrolmentId}&nodeId=node-1`;
  return { learner: people.learner, enrolmentId, playerPath };
}

/** The package's SCO: in the frame page on the content origin, below the player. */
const scoOf = (page: Page) => page.frameLocator('iframe[title^="Module content"]').frameLocator('#sco');

/**
 * Waits for the SCO to show its heading after a move. The player gives each SCO a new frame from
 * the content origin, a frame of its own process in Chromium: a wait begun in the frame being
 * replaced ends with "Target closed" rather than finding the new one, so it starts again.
 */
const expectScoHeading = (page: Page, name: string) =>
  expect(async () => {
    await expect(scoOf(page).getByRole('heading', { name })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });

const outcomesOf = async (request: APIRequestContext, enrolmentId: string) =>
  (await (await request.get(`/api/e2e/enrolments/${enrolmentId}/module-outcomes`)).json()) as {
    state: string;
    outcomes: { nodeId: string; completion: string; success: string; scoreScaled: number | null }[];
  };

test('a learner keeps 20 000 characters of notes through a closed tab, and the pass reaches the enrolment', async ({
  page,
  context,
  request,
}) => {
  const { learner, enrolmentId, playerPath } = await learnerWithModule(request, 'Notebook', NOTEBOOK_12);
  await signIn(page, learner, { path: playerPath });
  await expect(page.getByRole('heading', { level: 1, name: 'Notebook' })).toBeVisible();
  const sco = scoOf(page);
  await expect(sco.locator('#entry')).toHaveText('ab-initio');
  await expect(sco.locator('#length')).toHaveText('0');
  expect((await axe(page).analyze()).violations).toEqual([]);

  await sco.getByLabel('Your answer').fill('Birdie on the fourth');
  await sco.getByRole('button', { name: 'Keep my notes' }).click();
  await expect(sco.locator('#state')).toHaveText('Notes kept');
  // Closed at once, before the debounced save: only the page-hide beacon can keep the notes.
  await page.close();

  const again = await context.newPage();
  await again.goto(playerPath);
  const resumed = scoOf(again);
  await expect(resumed.locator('#entry')).toHaveText('resume');
  await expect(resumed.locator('#length')).toHaveText('20000');
  await expect(resumed.locator('#location')).toHaveText('page-3');
  await expect(resumed.getByLabel('Your answer')).toHaveValue('Birdie on the fourth');

  await resumed.getByRole('button', { name: 'Finish with 80 %' }).click();
  await expect(again.getByText('You have finished this module.')).toBeVisible();
  await expect
    .poll(() => outcomesOf(request, enrolmentId))
    .toEqual({
      // The course's one required node is completed, so the course is (issue 28).
      state: 'completed',
      outcomes: [{ nodeId: 'node-1', completion: 'completed', success: 'passed', scoreScaled: 0.8 }],
    });
});

test('the real SCORM 1.2 package resumes on the page the learner left, after a closed tab', async ({
  page,
  context,
  request,
}) => {
  const { learner, playerPath } = await learnerWithModule(request, 'Golf Explained 1.2', GOLF_12);
  await signIn(page, learner, { path: playerPath });
  const sco = scoOf(page);
  const content = sco.frameLocator('#contentFrame');
  await expect(content.getByRole('heading', { name: 'Play of the game' })).toBeVisible();
  await sco.getByRole('button', { name: 'Next ->' }).click();
  await expect(content.getByRole('heading', { name: 'Par' })).toBeVisible();
  await sco.getByRole('button', { name: 'Next ->' }).click();
  await expect(content.getByRole('heading', { name: 'Scoring' })).toBeVisible();
  await page.close();

  const again = await context.newPage();
  // The package asks "resume?" itself (a confirm in its frame, which the sandbox allows).
  const asked: string[] = [];
  again.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await again.goto(playerPath);
  await expect(scoOf(again).frameLocator('#contentFrame').getByRole('heading', { name: 'Scoring' })).toBeVisible();
  expect(asked).toContain('Would you like to resume from where you previously left off?');
});

test('the real SCORM 2004 package suspends by its navigation request and resumes', async ({ page, request }) => {
  const { learner, playerPath } = await learnerWithModule(request, 'Golf Explained 2004', GOLF_2004);
  await signIn(page, learner);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(playerPath);
  const sco = scoOf(page);
  await expect(sco.frameLocator('#contentFrame').getByRole('heading', { name: 'Play of the game' })).toBeVisible();
  await sco.getByRole('button', { name: 'Next ->' }).click();
  await expect(sco.frameLocator('#contentFrame').getByRole('heading', { name: 'Par' })).toBeVisible();
  // Exit, "save your progress?" yes: adl.nav.request suspendAll, then Terminate ends the module.
  await sco.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByText('You have finished this module.')).toBeVisible();

  await page.goto(playerPath);
  await expect(scoOf(page).frameLocator('#contentFrame').getByRole('heading', { name: 'Par' })).toBeVisible();
});

test('a SCORM 2004 package of three SCOs moves by its navigation requests and the learner’s choice', async ({
  page,
  request,
}) => {
  const { learner, enrolmentId, playerPath } = await learnerWithModule(request, 'Course tour', TOUR_2004);
  await signIn(page, learner, { path: playerPath });
  const navigation = page.getByRole('navigation', { name: 'Module navigation' });
  await expectScoHeading(page, 'Introduction');
  expect((await axe(page).analyze()).violations).toEqual([]);

  await scoOf(page).getByRole('button', { name: 'Next SCO' }).click();
  await expectScoHeading(page, 'Lesson');
  await scoOf(page).getByRole('button', { name: 'Previous SCO' }).click();
  await expectScoHeading(page, 'Introduction');
  // The SCO it left was completed, and that is what it finds on its way back.
  await expect(scoOf(page).locator('#completion')).toHaveText('completed');

  await navigation.getByRole('button', { name: 'Continue' }).click();
  await expectScoHeading(page, 'Lesson');
  await scoOf(page).getByRole('button', { name: 'Straight to the quiz' }).click();
  await expectScoHeading(page, 'Quiz');
  await scoOf(page).getByRole('button', { name: 'Pass the quiz' }).click();
  await expect(page.getByText('You have finished this module.')).toBeVisible();

  await expect
    .poll(() => outcomesOf(request, enrolmentId))
    .toEqual({
      // The course's one required node is completed, so the course is (issue 28).
      state: 'completed',
      outcomes: [{ nodeId: 'node-1', completion: 'completed', success: 'passed', scoreScaled: 0.9 }],
    });
});

test('a SCORM 2004 package’s sequencing rules decide where the learner may go', async ({ page, request }) => {
  const { learner, enrolmentId, playerPath } = await learnerWithModule(request, 'Guided tour', GUIDED_2004);
  await signIn(page, learner, { path: playerPath });
  const navigation = page.getByRole('navigation', { name: 'Module navigation' });
  const sco = scoOf(page);
  await expectScoHeading(page, 'Introduction');
  // The quiz is disabled until the introduction is passed: no way on, for the SCO or the learner.
  await expect(sco.locator('#continue-valid')).toHaveText('false');
  await expect(navigation.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await navigation.getByRole('combobox', { name: 'Go to' }).click();
  await expect(page.getByRole('option', { name: 'Quiz' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  expect((await axe(page).analyze()).violations).toEqual([]);

  // Asking anyway ends the SCO without anywhere to go: the player says so and offers its navigation.
  await sco.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The module does not allow that step yet.', { exact: false })).toBeVisible();
  await navigation.getByRole('combobox', { name: 'Go to' }).click();
  await page.getByRole('option', { name: 'Introduction' }).click();
  await expectScoHeading(page, 'Introduction');

  // Passed: the rules open the quiz, for the SCO (request_valid) and the player's buttons alike.
  await scoOf(page).getByRole('button', { name: 'I have read it' }).click();
  await expect(async () => {
    await scoOf(page).getByRole('button', { name: 'Check the way on' }).click();
    await expect(scoOf(page).locator('#continue-valid')).toHaveText('true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(navigation.getByRole('button', { name: 'Continue' })).toBeEnabled();
  // Continue flows past the appendix, which its rule skips, to the quiz.
  await scoOf(page).getByRole('button', { name: 'Continue' }).click();
  await expectScoHeading(page, 'Quiz');
  await scoOf(page).getByRole('button', { name: 'Pass the quiz' }).click();
  await expect(page.getByText('You have finished this module.')).toBeVisible();

  // One attempt at the quiz: it cannot be chosen again.
  await navigation.getByRole('combobox', { name: 'Go to' }).click();
  await expect(page.getByRole('option', { name: 'Quiz' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('option', { name: 'Appendix' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  // Rolled up by the package's rules: the unopened appendix does not count, the quiz decides.
  await expect
    .poll(() => outcomesOf(request, enrolmentId))
    .toEqual({
      // The course's one required node is completed, so the course is (issue 28).
      state: 'completed',
      outcomes: [{ nodeId: 'node-1', completion: 'completed', success: 'passed', scoreScaled: 0.9 }],
    });
});
