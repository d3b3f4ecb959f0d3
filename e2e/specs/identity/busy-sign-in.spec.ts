import { expect, test } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { createTenant, uniqueSuffix } from '../../fixtures/tenant';

test.describe('signing in while the server is busy', () => {
  test('the screen counts down the seconds given, tries again by itself and lands signed in', async ({
    page,
    request,
  }) => {
    const { people } = await createTenant(request, {
      services: ['LMS'],
      workspaces: { learning: { name: `Busy sign-in ${uniqueSuffix()}` } },
      people: {
        Bea: { firstName: 'Bea', lastName: 'Patient', profiles: [{ workspace: 'learning', roles: ['learner'] }] },
      },
    });
    const { email, password } = people.Bea;
    // The next sign-in of Bea's address meets the busy 503 (test-only, decision 0042).
    const forced = await request.post('/api/e2e/busy-sign-ins', { data: { email, times: 1, retryAfterSeconds: 3 } });
    expect(forced.status()).toBe(204);

    const logins: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/sso/v2/auth/login') logins.push(response.status());
    });
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^Password/).fill(password);
    const busy = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sso/v2/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await busy).status()).toBe(503);
    expect((await busy).headers()['retry-after']).toBe('3');

    const countdown = page.getByRole('status').filter({ hasText: 'Trying again by itself' });
    await expect(countdown).toHaveText(/Trying again by itself in [1-3] seconds?\./);
    await expect(countdown).toHaveAttribute('aria-live', 'polite');
    // The password stays typed while the screen waits.
    await expect(page.getByLabel(/^Password/)).toHaveValue(password);
    expect((await axe(page).analyze()).violations).toEqual([]);

    await expect(page).toHaveURL(/\/my-learning\/dashboard\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Bea' })).toBeVisible();
    expect(logins).toEqual([503, 200]);
  });
});
