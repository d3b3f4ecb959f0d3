import { expect, test, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { Secret, TOTP } from 'otpauth';
import { platformTokenFor } from '../../fixtures/api';
import { chooseFromAccountMenu, signInThroughUi } from '../../fixtures/auth';
import { createTenant, type Person } from '../../fixtures/tenant';

/** What an authenticator app shows for the secret, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: Date.now() + steps * 30_000 });

async function enterPassword(page: Page, person: Person) {
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(person.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('two-factor authentication', () => {
  test('a person turns on TOTP, signs out, and signs in with a code @mobile', async ({ page, request }, testInfo) => {
    // An infrastructure manager on phones, a user administrator on desktops.
    const [firstName, lastName, role] =
      testInfo.project.name === 'mobile'
        ? ['Isaac', 'Patel', 'infrastructure_manager']
        : ['Umar', 'Khan', 'user_administrator'];
    const { people } = await createTenant(request, {
      workspaces: { main: { name: 'Journey Workspace' } },
      people: { person: { firstName, lastName, profiles: [{ workspace: 'main', roles: [role] }] } },
    });
    const person = people.person;
    await signInThroughUi(page, person.email, person.password);
    await chooseFromAccountMenu(page, 'My profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);

    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await axe(page).analyze()).violations).toEqual([]);

    await page.getByLabel('Authentication code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('Two-factor authentication is now protecting your account.')).toBeVisible();
    await expect(page.getByText('On', { exact: true })).toBeVisible();

    await chooseFromAccountMenu(page, 'Log out');
    await expect(page).toHaveURL(/\/auth\/login/);

    await enterPassword(page, person);
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    // A code far from now is wrong: the spec's text, and still on the sign-in screen.
    await code.fill(codeFor(secret, 20));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Try to type the code once again.');

    // The enrolment used this step's code; the app's next code is accepted (one step of drift).
    await code.fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Both are staff whose start page is Home (01 §2 root redirect).
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${person.firstName}` })).toBeVisible();
  });

  test('someone an administrator requires to use 2FA is sent to set it up', async ({ page, request }) => {
    const { people } = await createTenant(request, {
      workspaces: { learning: { name: 'Journey Learning' } },
      people: {
        owner: { firstName: 'Olivia', lastName: 'Turner', customerRoles: ['owner', 'master_administrator'] },
        manager: { firstName: 'Mia', lastName: 'Roberts', profiles: [{ workspace: 'learning', roles: ['manager'] }] },
      },
    });
    const ownerToken = await platformTokenFor(request, people.owner);
    const required = await request.post('/api/sso/v2/cognito/set-user-mfa-required', {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: { userId: people.manager.id, enabled: true },
    });
    expect(required.status()).toBe(204);

    await enterPassword(page, people.manager);
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
    await expect(page.getByText('You have to set up two factor authentication.').first()).toBeVisible();
    // Other pages stay closed until it is set up.
    await page.goto('/');
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
    await expect(page.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeHidden();
  });
});
