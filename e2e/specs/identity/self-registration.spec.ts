import { expect, test, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { platformTokenFor } from '../../fixtures/api';
import { signInThroughUi } from '../../fixtures/auth';
import { readLatestMail } from '../../fixtures/mailbox';
import { createTenant, uniqueSuffix } from '../../fixtures/tenant';

const PASSWORD = 'Register!234';
const SUBJECT = 'Confirm your registration with Journey Learning';
/** The key this worker's tests register with; made by the site admin before the tests. */
let key: string;

test.beforeAll(async ({ request }) => {
  // A customer of this worker's own, shaped like Northwind Learning: units, a group and two
  // profile fields for the registration form.
  const { people, workspaces } = await createTenant(request, {
    workspaces: {
      learning: {
        name: 'Journey Learning',
        units: [
          { name: 'Northwind' },
          { name: 'Sales', parent: 'Northwind' },
          { name: 'Operations', parent: 'Northwind' },
        ],
        groups: ['New starters'],
        profileFields: [
          { name: 'Employee number', fieldType: 'text', minLength: 4, maxLength: 10, help: 'As shown on your badge' },
          { name: 'Department', fieldType: 'single_choice', set: ['Sales', 'Operations', 'Finance'] },
        ],
      },
    },
    people: { owner: { firstName: 'Olivia', lastName: 'Turner', customerRoles: ['owner', 'master_administrator'] } },
  });
  // The owner (site admin) switches self-registration on and hands out an active key, as the
  // workspace settings screen will.
  const owner = await platformTokenFor(request, people.owner);
  const headers = { authorization: `Bearer ${owner}` };
  const workspace = workspaces.learning;
  const enabled = await request.post(`/api/subscription-manager/workspaces/${workspace.id}/self-registration`, {
    headers,
    data: { enabled: true },
  });
  expect(enabled.status()).toBe(204);
  const created = await request.post(`/api/sso/self-registration/workspace-keys/${workspace.id}`, {
    headers,
    data: { name: 'Journey intake', status: 'active', usageLimit: 5, groups: { availableFor: 'all', list: [] } },
  });
  expect(created.status()).toBe(201);
  key = ((await created.json()) as { key: string }).key;
});

async function register(page: Page, email: string) {
  await page.goto(`/auth/self-registration/${key}`);
  await expect(page.getByRole('heading', { name: 'Join Journey Learning' })).toBeVisible();
  await page.getByLabel(/^First name/).fill('Rosa');
  await page.getByLabel(/^Last name/).fill('Parks');
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Organisation unit/).selectOption('Sales');
  await page.getByRole('checkbox', { name: 'New starters' }).check();
  await page.getByLabel(/^Employee number/).fill('E1');
  await page.getByLabel(/^Department/).selectOption('Operations');
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  // The field's own rule (4 to 10 characters) is checked before anything is sent.
  await expect(page.getByText('Employee number must be at least 4 characters.')).toBeVisible();
  await page.getByLabel(/^Employee number/).fill('E-2041');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your registration' })).toBeVisible();
}

test('a person registers with a key, confirms from the emailed link and signs in @mobile', async ({
  page,
  context,
}) => {
  const email = `rosa.${uniqueSuffix()}@example.com`;
  await page.goto(`/auth/self-registration/${key}`);
  // Axe reads the page once it is drawn (its heading), not the empty document before the app runs.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await register(page, email);
  await expect(page.getByText(`We have sent a 6-digit code to ${email}.`, { exact: false })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  const mail = await readLatestMail(context, email, SUBJECT);
  const link = /(http\S+\/auth\/confirm-registration\/[0-9a-f-]+\/\d{6})/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText('Your account is ready. Sign in with your email address and password.')).toBeVisible();

  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveTitle('Journey Learning – Campus');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rosa' })).toBeVisible();

  // The used link cannot confirm again: the account is confirmed already, which it says, and it
  // leads to sign-in.
  await page.goto(link!);
  // Said on the page or in a toast (or both, while the page changes): either tells the person.
  await expect(page.getByText('This account is already confirmed.', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('signing in before confirming leads to the code step; the typed code confirms', async ({ page, context }) => {
  const email = `rosa.typed.${uniqueSuffix()}@example.com`;
  await register(page, email);
  const first = /confirm-registration\/[0-9a-f-]+\/(\d{6})/.exec(await readLatestMail(context, email, SUBJECT))?.[1];

  // Someone who closed the tab and tries to sign in is brought back to the code step.
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Confirm your registration' })).toBeVisible();
  await page.getByLabel(/^Verification code/).fill(first === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm registration' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid verification code provided, please try again.');

  await page.getByLabel(/^Verification code/).fill(first!);
  await page.getByRole('button', { name: 'Confirm registration' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?email=/);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveTitle('Journey Learning – Campus');
});

test('a key that is not valid says so in the spec words', async ({ page }) => {
  await page.goto('/auth/self-registration/NOTAREALKEY1');
  await expect(page.getByRole('alert')).toHaveText(
    'This key is not valid. Please contact your administrator for another key.',
  );
});
