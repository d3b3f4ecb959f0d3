import { expect, test, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectEmailUnbroken, expectNoSidewaysScroll } from '../../fixtures/layout';

/**
 * The user list as Northwind's owner (a site admin on the platform token) finds it in the demo:
 * a table on a wide screen, one card per person on a phone (issue 12, defects 4 and 7). Twelve of
 * the 24 are the learners who fill the demo events' seats (issue 14).
 */
const openUserList = async (page: Page) => {
  await signIn(page, { email: 'owner@northwind.test' }, { path: '/users/users' });
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByText('24 people')).toBeVisible();
};

/** The list pages at 20: a person is found by searching, as an administrator would. */
const search = async (page: Page, text: string) => {
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(text);
  await expect(page.getByText(/^1 person$/)).toBeVisible();
};

/** One person's entry: a table row on a wide screen, a card on a phone. */
const entryOf = (page: Page, name: string) =>
  page.locator('tr, li').filter({ has: page.getByRole('link', { name, exact: true }) });

test('the user list fits the screen without breaking email addresses @mobile', async ({ page }) => {
  await openUserList(page);
  await expectNoSidewaysScroll(page);
  for (const email of ['coordinator@northwind.test', 'useradmin@northwind.test', 'licences@northwind.test']) {
    await search(page, email);
    await expectEmailUnbroken(page.getByText(email, { exact: true }));
    await expectNoSidewaysScroll(page);
  }
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('every role shows, customer roles too, and a name opens the person @mobile', async ({ page }) => {
  await openUserList(page);
  // Customer roles with their customer; all profile roles with their workspace.
  await search(page, 'Olivia Turner');
  const olivia = entryOf(page, 'Olivia Turner');
  await expect(olivia).toContainText('Owner · Northwind Training');
  await expect(olivia).toContainText('Site administrator · Northwind Training');
  await search(page, 'Tara Singh');
  const tara = entryOf(page, 'Tara Singh');
  await expect(tara).toContainText('Trainer · Northwind Training');
  await expect(tara).toContainText('Learner · Northwind Events');

  const name = page.getByRole('link', { name: 'Tara Singh', exact: true });
  await name.click();
  const person = page.getByRole('dialog', { name: 'Tara Singh' });
  await expect(person).toBeVisible();
  await expect(person).toContainText('trainer@northwind.test');
  await expect(person).toContainText('Active');
  await expect(person).toContainText('Trainer · Northwind Training');
  await expect(person.getByRole('list', { name: 'Profiles' })).toContainText('Northwind Events');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await expectNoSidewaysScroll(page);

  await page.keyboard.press('Escape');
  await expect(person).toBeHidden();
  await expect(name).toBeFocused();
  // The address says whose details were open, so Back closes them and a link to them can be shared;
  // the list's search stays in it (ui/list-page).
  await expect(page).toHaveURL(/\/users\/users\?search=Tara\+Singh$/);
});
