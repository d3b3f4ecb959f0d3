import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth';
import { createTenant } from '../../fixtures/tenant';

test.describe('empty user fields gate', () => {
  test('a manager with a required profile field empty is asked to fill it in first', async ({ page, request }) => {
    // The workspace requires a student number that Tom has not given yet.
    const { people } = await createTenant(request, {
      workspaces: {
        campus: {
          name: 'Journey Campus',
          units: [{ name: 'Faculty' }],
          profileFields: [
            {
              name: 'Student number',
              fieldType: 'text',
              required: true,
              minLength: 6,
              maxLength: 8,
              help: 'As printed on your student card',
            },
          ],
        },
      },
      people: {
        tom: {
          firstName: 'Tom',
          lastName: 'Price',
          profiles: [{ workspace: 'campus', roles: ['manager'], unit: 'Faculty' }],
        },
      },
    });
    await signInThroughUi(page, people.tom.email, people.tom.password);

    await expect(page).toHaveURL(/\/lms\/user\/account\/personal$/);
    await expect(page.getByText('Empty user fields')).toBeVisible();
    await expect(
      page.getByText('There is some missing information. Please update the required profile fields.'),
    ).toBeVisible();

    // Anywhere else in the workspace leads back here until it is done.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/lms\/user\/account\/personal$/);

    const studentNumber = page.getByRole('textbox', { name: /Student number/ });
    await page.getByRole('button', { name: 'Save profile fields' }).click();
    await expect(page.getByText('Fill in Student number.')).toBeVisible();
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    await studentNumber.fill('12');
    await page.getByRole('button', { name: 'Save profile fields' }).click();
    await expect(page.getByText('Student number must be at least 6 characters.')).toBeVisible();

    await studentNumber.fill('2026117');
    await page.getByRole('button', { name: 'Save profile fields' }).click();
    await expect(page.getByText('Your profile fields have been updated.')).toBeVisible();

    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Welcome, Tom' })).toBeVisible();
    await page.goto('/lms/user/account/personal');
    await expect(page.getByRole('textbox', { name: /Student number/ })).toHaveValue('2026117');
  });
});
