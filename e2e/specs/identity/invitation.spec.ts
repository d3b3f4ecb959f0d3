import { expect, test } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { platformTokenFor } from '../../fixtures/api';
import { signInThroughUi } from '../../fixtures/auth';
import { readLatestMail } from '../../fixtures/mailbox';
import { createTenant, uniqueSuffix } from '../../fixtures/tenant';

test('an invited person signs up from the email, signs in and lands in the workspace @mobile', async ({
  page,
  context,
  request,
}) => {
  const { people, workspaces } = await createTenant(request, {
    workspaces: { learning: { name: 'Journey Learning' } },
    people: { owner: { firstName: 'Olivia', lastName: 'Turner', customerRoles: ['owner', 'master_administrator'] } },
  });
  const email = `ivy.${uniqueSuffix()}@example.com`;
  const owner = await platformTokenFor(request, people.owner);
  const invited = await request.post('/api/sso/v2/invitations', {
    headers: { authorization: `Bearer ${owner}` },
    data: {
      workspaceId: workspaces.learning.id,
      emailAddress: email,
      firstName: 'Ivy',
      lastName: 'Invited',
    },
  });
  expect(invited.status()).toBe(201);

  const mail = await readLatestMail(context, email, 'You are invited to Journey Learning');
  const link = /(http\S+landing-invitation\?invitation=[0-9a-f-]+&secret=[\w-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);

  await expect(page.getByRole('heading', { name: 'Join Journey Learning' })).toBeVisible();
  await expect(page.getByLabel(/^Email address/)).toHaveValue(email);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByLabel(/^New password/).fill('Welcome!234');
  await page.getByLabel(/^Confirm password/).fill('Welcome!234');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText('Your account is ready. Sign in with your new password.')).toBeVisible();
  await signInThroughUi(page, email, 'Welcome!234');
  // One workspace and no special role: straight into it (01 §2 after-login destination), a learner's courses dashboard.
  await expect(page).toHaveURL(/\/my-learning\/dashboard\/courses$/);
  await expect(page).toHaveTitle('Journey Learning – Campus');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ivy' })).toBeVisible();

  // The link has done its work.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'This invitation has been answered' })).toBeVisible();
});

test('a sign-up address without a pending invitation goes to login', async ({ page }) => {
  await page.goto('/auth/sign-up');
  await expect(page).toHaveURL(/\/auth\/login/);
});
