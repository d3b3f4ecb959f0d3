import { expect, test } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signInThroughUi } from '../../fixtures/auth';

/** Max Wright is a learner in both Northwind workspaces (demo data): he chooses one at sign-in. */
const MAX = 'multi@northwind.test';

test('the initials sit inside the account menu’s avatar (issue 12, defect 7) @mobile', async ({ page }) => {
  await signInThroughUi(page, MAX);
  const account = page.getByRole('button', { name: 'Account menu for Max Wright' });
  await expect(account).toBeVisible();
  const { avatar, text } = await account.evaluate((button) => {
    const initials = Array.from(button.querySelectorAll('*')).find(
      (element) => element.childElementCount === 0 && element.textContent === 'MW',
    )!;
    const range = document.createRange();
    range.selectNodeContents(initials);
    return {
      avatar: initials.parentElement!.getBoundingClientRect().toJSON() as DOMRect,
      text: range.getBoundingClientRect().toJSON() as DOMRect,
    };
  });
  // Within the circle, with room to spare at the sides: not touching or crossing its edge.
  expect(text.width).toBeLessThanOrEqual(avatar.width * 0.75);
  expect(text.left).toBeGreaterThan(avatar.left);
  expect(text.right).toBeLessThan(avatar.right);
});

test('the workspace chooser marks the current workspace (issue 12, defect 7) @mobile', async ({ page }) => {
  await signInThroughUi(page, MAX);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a workspace' })).toBeVisible();
  // At sign-in no workspace is current yet.
  await expect(page.locator('[aria-current]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Select Northwind Learning' }).click();
  await expect(page.getByRole('banner')).toContainText('Northwind Learning');
  // Entered: the chooser has moved on to the workspace's start page.
  await expect(page).not.toHaveURL(/\/lms\/user\/workspaces$/);

  await page.getByRole('button', { name: 'Account menu for Max Wright' }).click();
  await page
    .getByRole('dialog', { name: 'Account menu for Max Wright' })
    .getByRole('button', { name: 'Change workspace' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a workspace' })).toBeVisible();
  const current = page.getByRole('listitem').filter({ hasText: 'Northwind Learning' });
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toContainText('Current workspace');
  await expect(page.getByRole('listitem').filter({ hasText: 'Northwind Events' })).not.toHaveAttribute(
    'aria-current',
    /.*/,
  );
  expect((await axe(page).analyze()).violations).toEqual([]);

  // Moving to the other one makes it the current one.
  await page.getByRole('button', { name: 'Select Northwind Events' }).click();
  await expect(page.getByRole('banner')).toContainText('Northwind Events');
  await expect(page).not.toHaveURL(/\/lms\/user\/workspaces$/);
});
