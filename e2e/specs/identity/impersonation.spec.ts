import { expect, test } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { Secret, TOTP } from 'otpauth';
import { chooseFromAccountMenu, signInThroughUi } from '../../fixtures/auth';
import { readLatestMail } from '../../fixtures/mailbox';
import { createTenant, uniqueSuffix } from '../../fixtures/tenant';

test.describe('impersonation', () => {
  test('a superadmin sets up 2FA, acts as a learner, goes back to admin and adds a superadmin', async ({
    page,
    context,
    request,
  }) => {
    // The longest journey (two sign-ins, four axe scans): on a busy machine with parallel workers
    // it came within a step of 30 s, so it gets the slow allowance.
    test.slow();
    // A new superadmin (no two-factor yet) and a learner of a customer of their own.
    const { people } = await createTenant(request, {
      workspaces: { learning: { name: 'Journey Learning' } },
      people: {
        sam: { firstName: 'Sam', lastName: 'Superadmin', superadmin: true },
        liam: { firstName: 'Liam', lastName: 'Hughes', profiles: [{ workspace: 'learning', roles: ['learner'] }] },
      },
    });
    // Superadmins must use two-factor authentication: the gate sends Sam to set it up.
    await signInThroughUi(page, people.sam.email, people.sam.password);
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    await page.getByLabel('Authentication code').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('Superadmins always use two-factor authentication.')).toBeVisible();

    // People → Users, find this journey's Liam (by his address: the platform has others), impersonate him.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }).click();
    await expect(page).toHaveURL(/\/users\/users$/);
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(people.liam.email);
    await expect(page.getByText('1 person')).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Impersonate Liam Hughes' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Liam' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Account menu for Liam Hughes, acting on behalf of Sam Superadmin' });
    await expect(menu).toContainText('LHSS');
    expect((await axe(page).analyze()).violations).toEqual([]);
    // Changing workspace is not possible while acting as someone else.
    await menu.click();
    await expect(page.getByRole('button', { name: 'Change workspace', exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');

    await chooseFromAccountMenu(page, 'Back to admin');
    await expect(page.getByRole('button', { name: 'Account menu for Sam Superadmin' })).toBeVisible();
    // Back on the user list, where it started (03 §6).
    await expect(page).toHaveURL(/\/users\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    // Sam adds a colleague as a superadmin; she is emailed a code to choose her password.
    await page.getByRole('link', { name: 'Add superadmin' }).click();
    await page.getByRole('textbox', { name: /First name/ }).fill('Priya');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Shah');
    const priya = `priya.ops.${uniqueSuffix()}@journey.test`;
    await page.getByRole('textbox', { name: /Email address/ }).fill(priya);
    expect((await axe(page).include('main').analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Add superadmin' }).click();
    await expect(page.getByText('They have been emailed a code to choose their password.')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/users$/);
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(priya);
    const row = page.getByRole('row', { name: /Priya Shah/ });
    await expect(row.getByText('Superadmin', { exact: true })).toBeVisible();
    const mail = await readLatestMail(context, priya, 'You have been added to Campus as a superadmin');
    expect(mail).toMatch(/code \d{6}/);
  });
});
