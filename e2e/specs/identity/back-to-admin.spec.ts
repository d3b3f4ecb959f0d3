import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { chooseFromAccountMenu, signInThroughUi } from '../../fixtures/auth';
import { createTenant } from '../../fixtures/tenant';

test('Back to admin after acting as a manager who lands on Home returns a superadmin to the user list, as themselves @mobile', async ({
  page,
  request,
}) => {
  test.slow();
  const { people } = await createTenant(request, {
    workspaces: { learning: { name: 'Journey Learning', units: [{ name: 'Sales' }] } },
    people: {
      pat: { firstName: 'Pat', lastName: 'Platform', superadmin: true },
      mia: {
        firstName: 'Mia',
        lastName: 'Roberts',
        profiles: [{ workspace: 'learning', roles: ['manager'], manages: ['Sales'] }],
      },
    },
  });
  await signInThroughUi(page, people.pat.email, people.pat.password);
  await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Authentication code').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Superadmins always use two-factor authentication.')).toBeVisible();
  const header = page.getByRole('banner');

  await page.goto('/users/users');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(people.mia.email);
  await expect(page.getByText('1 person')).toBeVisible();
  await page.getByRole('button', { name: 'Impersonate Mia Roberts' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: /Account menu for Mia Roberts, acting on behalf of/ })).toBeVisible();
  await expect(header).toContainText('Journey Learning');

  await chooseFromAccountMenu(page, 'Back to admin');
  await expect(page).toHaveURL(/\/users\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Pat Platform' })).toBeVisible();
  // Nothing of the impersonated person's workspace stays behind in the header.
  await expect(header).not.toContainText('Journey Learning');
});
