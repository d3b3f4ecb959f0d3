import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createTenant, offeredCourse, type PersonSpec } from '../../fixtures/tenant';

const LEARNERS = 30;
const number = (index: number) => String(index + 1).padStart(2, '0');

/**
 * Issue 28 screens, the course admin view and the catalogue item edit (02 §2, §4): a released
 * course offered in the workspace; its administrator (admin and LXA on LMS, who also administers
 * the workspace's people and so may list its units) sets it to approval required and visible to one
 * unit only, bulk-enrols 30 learners of that unit with the progress shown, and withdraws 5.
 */
const withOfferedCourse = async (request: APIRequestContext) => {
  const learners: Record<string, PersonSpec> = {};
  for (let index = 0; index < LEARNERS; index += 1) {
    learners[`learner${number(index)}`] = {
      firstName: 'Pat',
      lastName: `Learner ${number(index)}`,
      profiles: [{ workspace: 'learning', roles: ['learner'], unit: 'Sales' }],
    };
  }
  const tenant = await createTenant(request, {
    services: ['LMS', 'CCS'],
    workspaces: {
      learning: {
        name: 'Journey Learning',
        units: [{ name: 'Head office' }, { name: 'Sales', parent: 'Head office' }, { name: 'Support' }],
        courses: [{ name: 'Fire safety', requireApproval: false }],
      },
    },
    people: {
      admin: {
        firstName: 'Leah',
        lastName: 'Morgan',
        profiles: [
          {
            workspace: 'learning',
            roles: ['admin', 'learning_experience_administrator', 'user_administrator'],
            unit: 'Head office',
          },
        ],
      },
      ...learners,
    },
  });
  const course = await offeredCourse(request, tenant.people.admin, tenant.workspaces.learning.id, 'Fire safety');
  return { ...tenant, course };
};

async function expectAxeClean(page: Page) {
  expect((await axe(page).analyze()).violations).toEqual([]);
}

test('an administrator offers a course to one unit with approval, enrols 30 learners and withdraws 5 @mobile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { people, course } = await withOfferedCourse(request);
  await signIn(page, people.admin, { path: `/catalogue/courses/${course.courseId}/show/admin` });
  await expect(page.getByRole('heading', { level: 1, name: 'Fire safety' })).toBeVisible();
  await expect(page.getByText('Fire safety, offered for an end-to-end journey.')).toBeVisible();
  await expect(page.getByText('Every organisation unit')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nobody is enrolled yet' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);

  // The LXA's catalogue item edit: approval required, visible to Sales only.
  await page.getByRole('link', { name: 'Edit catalogue item' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/catalogue/courses/${course.courseId}/${course.catalogItemId}/${course.versionId}/edit$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Edit catalogue item' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('switch', { name: /Approval required/ }).check();
  await page.getByRole('radio', { name: 'Chosen organisation units' }).check();
  await page.getByRole('combobox', { name: 'Organisation units' }).click();
  await page.getByRole('option', { name: 'Sales' }).click();
  await page.keyboard.press('Escape');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Catalogue item settings saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the course' }).click();
  const settings = page.getByRole('region', { name: 'In this workspace’s catalogue' });
  await expect(settings.getByText('Sales', { exact: true })).toBeVisible();
  await expect(settings.getByText('Yes')).toHaveCount(2);

  // Enrol learners: three pages of ten, every one chosen, then one call each.
  await page.getByRole('button', { name: 'Enrol learners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enrol learners' });
  await expect(dialog.getByText('Pat Learner 01', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
    if (pageNumber > 1) {
      await dialog.getByRole('button', { name: `Page ${pageNumber}` }).click();
      await expect(dialog.getByText(`Pat Learner ${number((pageNumber - 1) * 10)}`, { exact: true })).toBeVisible();
    }
    await dialog.getByRole('checkbox', { name: 'Select all learners on this page' }).check();
  }
  await expect(dialog.getByText('30 learners chosen')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enrol 30 learners' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Enrolment progress' })).toBeVisible();
  await expect(dialog.getByText('Enrolled 30 of 30')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Bulk enrolment has been successfully created.')).toBeVisible();
  await expect(dialog.getByText('Enrolled', { exact: true })).toHaveCount(30);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByText('30 learners enrolled')).toBeVisible();
  await expectAxeClean(page);

  // Withdraw five.
  for (let index = 0; index < 5; index += 1) {
    await page.getByRole('checkbox', { name: `Select Pat Learner ${number(index)}` }).check();
  }
  await expect(page.getByText('5 learners selected')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw 5 learners?' });
  await expectAxeClean(page);
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Enrolments withdrawn')).toBeVisible();
  await expect(page.getByText('5 licence(s) reclaimed')).toBeVisible();
  await expect(page.getByText('25 learners enrolled')).toBeVisible();
  await expect(page.getByText('Pat Learner 01', { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
});
