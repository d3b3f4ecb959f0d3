import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, signInThroughUi } from '../../fixtures/auth';

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
        ? { email: 'creator@northwind.test', name: 'Cara Lewis' }
        : { email: 'licences@northwind.test', name: 'Leo Walker' };
    await signInThroughUi(page, person.email);
    await page.getByRole('link', { name: 'My account' }).click();
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

    await page.getByRole('button', { name: 'Log out' }).click();
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
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(person.name)).toBeVisible();
  });

  test('a superadmin without two-factor is sent to set it up', async ({ page }) => {
    await enterPassword(page, 'superadmin@campus.test');
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
    await expect(page.getByText('You have to set up two factor authentication.').first()).toBeVisible();
    // Other pages stay closed until it is set up.
    await page.goto('/lms/user/workspaces');
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
  });
});
