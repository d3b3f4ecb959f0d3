import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, chooseFromAccountMenu, signInThroughUi } from '../../fixtures/auth';

/** What an authenticator app shows for the secret, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: Date.now() + steps * 30_000 });

async function enterPassword(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('two-factor authentication', () => {
  test('a person turns on TOTP, signs out, and signs in with a code @mobile', async ({ page }, testInfo) => {
    // Each viewport gets its own person: the journeys share one server and database.
    const person =
      testInfo.project.name === 'mobile'
        ? { email: 'infra@northwind.test', firstName: 'Isaac' }
        : { email: 'useradmin@northwind.test', firstName: 'Umar' };
    await signInThroughUi(page, person.email);
    await chooseFromAccountMenu(page, 'My profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);

    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByLabel('Authentication code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('Two-factor authentication is now protecting your account.')).toBeVisible();
    await expect(page.getByText('On', { exact: true })).toBeVisible();

    await chooseFromAccountMenu(page, 'Log out');
    await expect(page).toHaveURL(/\/auth\/login/);

    await enterPassword(page, person.email);
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
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
    const signInByApi = async (email: string) =>
      (
        (await (await request.post('/api/sso/v2/auth/login', { data: { email, password: DEMO_PASSWORD } })).json()) as {
          idToken: string;
        }
      ).idToken;
    const ownerId = await signInByApi('owner@northwind.test');
    const platform = await request.post('/api/sso/v2/exchange/token', {
      headers: { authorization: `Bearer ${ownerId}` },
      data: {},
    });
    const ownerToken = ((await platform.json()) as { token: string }).token;
    const managerId = JSON.parse(
      Buffer.from((await signInByApi('manager@northwind.test')).split('.')[1] ?? '', 'base64url').toString(),
    ).sub;
    const required = await request.post('/api/sso/v2/cognito/set-user-mfa-required', {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: { userId: managerId, enabled: true },
    });
    expect(required.status()).toBe(204);

    await enterPassword(page, 'manager@northwind.test');
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
    await expect(page.getByText('You have to set up two factor authentication.').first()).toBeVisible();
    // Other pages stay closed until it is set up.
    await page.goto('/');
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
    await expect(page.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeHidden();
  });
});
