import { expect, test } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signInThroughUi } from '../../fixtures/auth';
import { readLatestMail } from '../../fixtures/mailbox';
import { createTenant } from '../../fixtures/tenant';

const NEW_PASSWORD = 'Fresh!Start42';

test('a person who forgot their password resets it with the emailed code @mobile', async ({
  page,
  context,
  request,
}, testInfo) => {
  // A course creator on phones, a licence manager on desktops, each in a customer of their own.
  const role = testInfo.project.name === 'mobile' ? 'course_creator' : 'course_licence_manager';
  const { people } = await createTenant(request, {
    workspaces: { learning: { name: 'Journey Learning' } },
    people: { leo: { firstName: 'Leo', lastName: 'Walker', profiles: [{ workspace: 'learning', roles: [role] }] } },
  });
  const { email, password, name } = people.leo;

  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();

  await expect(page).toHaveURL(/\/auth\/reset-password/);
  // The reset screen, not the sign-in screen it replaces (its chunk may still be loading).
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  const mail = await readLatestMail(context, email, 'Your Campus password reset code');
  const code = /code is (\d{6})/.exec(mail)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid verification code provided, please try again.');

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  const oldPassword = await page.request.post('/api/sso/v2/auth/login', { data: { email, password } });
  expect(oldPassword.status()).toBe(401);
  await signInThroughUi(page, email, NEW_PASSWORD);
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
});
