import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth';
import { readLatestMail } from '../../fixtures/mailbox';

/**
 * Enrolment requests (02 §2, §4): the demo has Liam and Max waiting for "Leadership essentials"
 * and Liam for "Coaching conversations" in Northwind Learning. Their LXA sees the count in the
 * account menu, opens the list from it, approves one and rejects another; each learner is emailed
 * the outcome. The third stays waiting for the phone-width check.
 */
test('an LXA resolves the waiting enrolment requests from the account menu', async ({ page, context }) => {
  await signInThroughUi(page, 'lxa@northwind.test');
  const accountButton = page.getByRole('button', {
    name: /^Account menu for Leah Morgan, 3 enrolment requests waiting$/,
  });
  await expect(accountButton).toBeVisible();
  await expect(page.getByTestId('enrolment-request-count')).toContainText('3');

  await accountButton.click();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page
    .getByRole('dialog', { name: /^Account menu for/ })
    .getByRole('link', { name: /Enrolment requests/ })
    .click();
  await expect(page).toHaveURL(/\/catalogue\/requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolment requests' })).toBeVisible();
  await expect(page).toHaveTitle(/Northwind Learning/);
  const table = page.getByRole('table', { name: 'Enrolment requests' });
  await expect(table.getByRole('row')).toHaveCount(4);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Approve the request from Liam Hughes for Leadership essentials' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(page.getByText('2 requests waiting')).toBeVisible();

  await page.getByRole('button', { name: 'Reject the request from Max Wright for Leadership essentials' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reject this request?' });
  await expect(confirm).toContainText('Max Wright will be told by email');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Request rejected')).toBeVisible();
  await expect(page.getByText('1 request waiting')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(
    page.getByRole('button', { name: /^Account menu for Leah Morgan, 1 enrolment request waiting$/ }),
  ).toBeVisible();

  expect(
    await readLatestMail(context, 'learner@northwind.test', 'You are enrolled on Leadership essentials'),
  ).toContain('has been approved');
  expect(
    await readLatestMail(
      context,
      'multi@northwind.test',
      'Your request to enrol on Leadership essentials was declined',
    ),
  ).toContain('has not been approved');
});

test('the request list fits a phone and passes axe @mobile', async ({ page }) => {
  await signInThroughUi(page, 'lxa@northwind.test');
  await page.goto('/catalogue/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolment requests' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Enrolment requests' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('learners cannot open the request list', async ({ page }) => {
  await signInThroughUi(page, 'learner@northwind.test');
  await page.goto('/catalogue/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
