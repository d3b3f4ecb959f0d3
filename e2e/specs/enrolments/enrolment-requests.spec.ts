import { expect, test, type APIRequestContext } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectEmailUnbroken, expectNoSidewaysScroll } from '../../fixtures/layout';
import { readLatestMail } from '../../fixtures/mailbox';
import { createTenant } from '../../fixtures/tenant';

/**
 * Enrolment requests (02 §2, §4), as in the demo: Liam and Max wait for "Leadership essentials"
 * and Liam for "Coaching conversations" in the learning workspace. Their LXA sees the count in the
 * account menu, opens the list from it, approves one and rejects another; each learner is emailed
 * the outcome.
 */
const withWaitingRequests = (request: APIRequestContext) =>
  createTenant(request, {
    workspaces: {
      learning: {
        name: 'Journey Learning',
        units: [{ name: 'Head office' }, { name: 'Sales', parent: 'Head office' }],
        courses: [
          { name: 'Leadership essentials', requireApproval: true },
          { name: 'Coaching conversations', requireApproval: true },
        ],
      },
    },
    people: {
      lxa: {
        firstName: 'Leah',
        lastName: 'Morgan',
        profiles: [{ workspace: 'learning', roles: ['learning_experience_administrator'], unit: 'Head office' }],
      },
      liam: {
        firstName: 'Liam',
        lastName: 'Hughes',
        profiles: [
          {
            workspace: 'learning',
            roles: ['learner'],
            unit: 'Sales',
            requests: ['Leadership essentials', 'Coaching conversations'],
          },
        ],
      },
      max: {
        firstName: 'Max',
        lastName: 'Wright',
        profiles: [{ workspace: 'learning', roles: ['learner'], unit: 'Sales', requests: ['Leadership essentials'] }],
      },
    },
  });

test('an LXA resolves the waiting enrolment requests from the account menu', async ({ page, context, request }) => {
  const { people } = await withWaitingRequests(request);
  await signIn(page, people.lxa);
  const accountButton = page.getByRole('button', {
    name: /^Account menu for Leah Morgan, 3 enrolment requests waiting$/,
  });
  await expect(accountButton).toBeVisible();
  await expect(page.getByTestId('enrolment-request-count')).toContainText('3');

  await accountButton.click();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page
    .getByRole('dialog', { name: /^Account menu for/ })
    .getByRole('link', { name: /Enrolment requests/ })
    .click();
  await expect(page).toHaveURL(/\/catalogue\/requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolment requests' })).toBeVisible();
  await expect(page).toHaveTitle(/Journey Learning/);
  const table = page.getByRole('table', { name: 'Enrolment requests' });
  await expect(table.getByRole('row')).toHaveCount(4);
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Approve the request from Liam Hughes for Leadership essentials' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(page.getByText('2 requests waiting')).toBeVisible();

  await page.getByRole('button', { name: 'Reject the request from Max Wright for Leadership essentials' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reject this request?' });
  await expect(confirm).toContainText('Max Wright will be told by email');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Request rejected')).toBeVisible();
  await expect(page.getByText('1 request waiting')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(
    page.getByRole('button', { name: /^Account menu for Leah Morgan, 1 enrolment request waiting$/ }),
  ).toBeVisible();

  expect(await readLatestMail(context, people.liam.email, 'You are enrolled on Leadership essentials')).toContain(
    'has been approved',
  );
  expect(
    await readLatestMail(context, people.max.email, 'Your request to enrol on Leadership essentials was declined'),
  ).toContain('has not been approved');
});

test('the request list fits the screen, a card per request on a phone, and passes axe @mobile', async ({
  page,
  request,
}, testInfo) => {
  const { people } = await withWaitingRequests(request);
  await signIn(page, people.lxa, { path: '/catalogue/requests' });
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolment requests' })).toBeVisible();
  await expect(page.getByText('3 requests waiting')).toBeVisible();
  if (testInfo.project.name === 'mobile') {
    // A phone gets one card per request instead of a wide table.
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Enrolment requests' }).getByRole('listitem')).toHaveCount(3);
  } else {
    await expect(page.getByRole('table', { name: 'Enrolment requests' }).getByRole('row')).toHaveCount(4);
  }
  await expectNoSidewaysScroll(page);
  for (const person of [people.liam, people.max]) {
    await expectEmailUnbroken(page.getByText(person.email, { exact: true }).first());
  }
  expect((await axe(page).analyze()).violations).toEqual([]);

  // Selecting and resolving work the same way on a card.
  await page.getByRole('checkbox', { name: 'Select the request from Max Wright for Leadership essentials' }).check();
  await expect(page.getByText('1 request selected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Approve the request from Liam Hughes for Coaching conversations' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(page.getByText('2 requests waiting')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('learners cannot open the request list', async ({ page }) => {
  await signIn(
    page,
    { email: 'learner@northwind.test' },
    { workspace: 'Northwind Learning', path: '/catalogue/requests' },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
