import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { chooseFromAccountMenu, signInThroughUi } from '../../fixtures/auth';

test('Back to admin after acting as a manager who lands on Home returns a superadmin to the user list, as themselves', async ({
  page,
}) => {
  await signInThroughUi(page, 'support@campus.test');
  await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Authentication code').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Superadmins always use two-factor authentication.')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toContainText('Campus');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('manager@northwind');
  await page.getByRole('button', { name: 'Impersonate Mia Roberts' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: /Account menu for Mia Roberts, acting on behalf of/ })).toBeVisible();

  await chooseFromAccountMenu(page, 'Back to admin');
  await expect(page).toHaveURL(/\/users\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Sofia Reyes' })).toBeVisible();
  // Nothing of the impersonated person's workspace stays behind in the header.
  await expect(header).not.toContainText('Northwind Learning');
});
