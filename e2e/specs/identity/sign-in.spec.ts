import { expect, test } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { chooseFromAccountMenu, signInThroughUi } from '../../fixtures/auth';
import { createTenant, uniqueSuffix } from '../../fixtures/tenant';

test.describe('signing in', () => {
  test('a learner with one workspace lands in it and can log out for good @mobile', async ({ page, request }) => {
    const { people, workspaces } = await createTenant(request, {
      services: ['LMS'],
      workspaces: { learning: { name: `Sign-in learning ${uniqueSuffix()}` } },
      people: {
        Lena: { firstName: 'Lena', lastName: 'Ward', profiles: [{ workspace: 'learning', roles: ['learner'] }] },
      },
    });
    await signInThroughUi(page, people.Lena.email, people.Lena.password);
    // A learner's start page: their courses dashboard.
    await expect(page).toHaveURL(/\/my-learning\/dashboard\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Lena' })).toBeVisible();
    await expect(page.getByText(workspaces.learning.name).first()).toBeVisible();
    await expect(page).toHaveTitle(`${workspaces.learning.name} – Campus`);

    await chooseFromAccountMenu(page, 'Log out');
    await expect(page).toHaveURL(/\/auth\/login/);
    // The session is over: the signed-in page sends us back to sign in.
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('a person with two workspaces chooses one from the list', async ({ page }) => {
    await signInThroughUi(page, 'multi@northwind.test');
    await expect(page).toHaveURL(/\/lms\/user\/workspaces/);
    await expect(page.getByText('Northwind Learning')).toBeVisible();
    await expect(page.getByText('Northwind Events')).toBeVisible();
    await page.getByRole('button', { name: /Select.*Northwind Events/ }).click();
    await expect(page).toHaveURL(/\/my-learning\/dashboard\/courses$/);
    await expect(page).toHaveTitle('Northwind Events – Campus');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Max' })).toBeVisible();
  });

  test('a wrong password is explained and nothing else happens', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill('learner@northwind.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill('Wrong!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect username or password.');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('the login page has no accessibility violations @mobile', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByLabel('Email address')).toBeVisible();
    const emailStage = await axe(page).analyze();
    expect(emailStage.violations).toEqual([]);
    await page.getByLabel('Email address').fill('learner@northwind.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    const passwordStage = await axe(page).analyze();
    expect(passwordStage.violations).toEqual([]);
  });

  test('the keyboard alone can sign in', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email address').focus();
    await page.keyboard.type('learner@northwind.test');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('Demo!2345');
    await page.keyboard.press('Enter');
    // Liam learns in one workspace and books in another: he chooses from the list.
    await expect(page).toHaveURL(/\/lms\/user\/workspaces/);
  });
});
