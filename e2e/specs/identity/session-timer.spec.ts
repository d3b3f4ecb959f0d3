import { expect, test } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signInToWorkspace } from '../../fixtures/auth';
import { SHORT_SESSION_TTL_SECONDS, shortSessionUrl, waitUntilReady } from '../../fixtures/servers';

// This server issues workspace tokens that live 64 seconds: the dialog appears after about 4.
test.use({ baseURL: shortSessionUrl });
// The config starts that server beside the main one without waiting for it (playwright.config.ts).
test.beforeAll(async () => {
  test.setTimeout(150_000);
  await waitUntilReady(shortSessionUrl);
});

test.describe('session timer', () => {
  test('an idle person is asked to stay, stays, and is later logged out at 0 @mobile', async ({ page }) => {
    test.setTimeout((SHORT_SESSION_TTL_SECONDS + 60) * 1000);
    await page.clock.install();
    await signInToWorkspace(page, 'learner@northwind.test', 'Northwind Learning');
    await expect(page).toHaveURL(/\/my-learning\/dashboard\/courses$/);

    const dialog = page.getByRole('dialog', { name: 'Stay logged in?' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText(/Your session will expire in \d+ seconds\./);
    expect((await axe(page).analyze()).violations).toEqual([]);
    // It cannot be dismissed.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Stay logged in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Liam' })).toBeVisible();

    // Idle again until the renewed token runs out.
    await page.clock.fastForward(SHORT_SESSION_TTL_SECONDS * 1000);
    await expect(page.getByText("You've been logged out due to inactivity.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
