import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { SignJWT } from 'jose';
import { OLD_SYSTEM_JWT_SECRET } from '../../fixtures/servers';

/** What the old platform puts in its link when someone moves across. */
const handover = (email: string, domain: string) =>
  new SignJWT({ email, domain })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(crypto.randomUUID())
    .setExpirationTime('2m')
    .sign(new TextEncoder().encode(OLD_SYSTEM_JWT_SECRET));

test('an infrastructure manager arrives from the old system and can go back to it', async ({ page }) => {
  const token = await handover('infra@northwind.test', 'northwind-events');
  await page.goto(`/landing?token=${encodeURIComponent(token)}`);

  // Old-system coordinators and infrastructure managers start at Home (01 §2 root redirect).
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Isaac' })).toBeVisible();

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  const back = page.getByRole('link', { name: 'Back to the old system' });
  await expect(back).toHaveAttribute('href', 'https://northwind-events.old-campus.example/login');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');

  // The same link twice is refused, with the reason on the 404 page.
  await page.goto(`/landing?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/404$/);
  await expect(
    page.getByText('This sign-in link has already been used. Sign in from the old system again.'),
  ).toBeVisible();
});
