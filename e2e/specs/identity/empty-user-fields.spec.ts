import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { chooseFromAccountMenu, signInThroughUi } from '../../fixtures/auth';
import { createTenant } from '../../fixtures/tenant';

/** The gate's reminder toast (the personal tab's own notice says the same in the page). */
const reminderToast = (page: Page) =>
  page.locator('.mantine-Notification-root').filter({ hasText: 'Empty user fields' });

/** How long a toast like the reminder stays (SUCCESS_TOAST_AUTO_CLOSE_MS in the contracts). */
const REMINDER_SHOWS_MS = 5_000;

/** A manager of a workspace that requires a student number they have not given yet. */
const withAnEmptyRequiredField = (request: APIRequestContext) =>
  createTenant(request, {
    workspaces: {
      campus: {
        name: 'Journey Campus',
        units: [{ name: 'Faculty' }],
        profileFields: [{ name: 'Student number', fieldType: 'text', required: true, minLength: 6, maxLength: 8 }],
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
    await expect(reminderToast(page)).toContainText(
      'There is some missing information. Please update the required profile fields.',
    );
    // The page says so too, for as long as it is true.
    await expect(page.getByRole('main').getByText('Empty user fields')).toBeVisible();

    // Anywhere else in the workspace leads back here until it is done.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/lms\/user\/account\/personal$/);

    const studentNumber = page.getByRole('textbox', { name: /Student number/ });
    await page.getByRole('button', { name: 'Save profile fields' }).click();
    await expect(page.getByText('Fill in Student number.')).toBeVisible();
    expect((await axe(page).include('main').analyze()).violations).toEqual([]);

    await studentNumber.fill('12');
    await page.getByRole('button', { name: 'Save profile fields' }).click();
    await expect(page.getByText('Student number must be at least 6 characters.')).toBeVisible();

    await studentNumber.fill('2026117');
    await page.getByRole('button', { name: 'Save profile fields' }).click();
    await expect(page.getByText('Your profile fields have been updated.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Empty user fields')).toBeHidden();

    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Welcome, Tom' })).toBeVisible();
    await page.goto('/lms/user/account/personal');
    await expect(page.getByRole('textbox', { name: /Student number/ })).toHaveValue('2026117');
  });

  test('a full load of the personal tab does not let the logo through (issue 12, defect 2)', async ({
    page,
    request,
  }) => {
    const { people } = await withAnEmptyRequiredField(request);
    await signInThroughUi(page, people.tom.email, people.tom.password);
    await expect(page).toHaveURL(/\/lms\/user\/account\/personal$/);

    // A full load of the personal tab on a slow connection: the gate's check has not answered yet
    // when the logo is clicked.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/sso/v2/all-custom-fields-filled-in/**', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/lms/user/account/personal');
    await expect(page.getByRole('textbox', { name: /Student number/ })).toBeVisible();
    await page.getByRole('link', { name: 'Campus – home' }).click();
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('heading', { name: 'Welcome, Tom' })).toBeHidden();

    answer();
    await expect(page).toHaveURL(/\/lms\/user\/account\/personal$/);
    await expect(page.getByRole('textbox', { name: /Student number/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Tom' })).toBeHidden();
  });

  test('on a phone the reminder leaves the header free, closes by itself and does not come back on each click @mobile', async ({
    page,
    request,
  }) => {
    const { people } = await withAnEmptyRequiredField(request);
    // The page's clock runs as usual, but the wait for the reminder to close is fast-forwarded.
    await page.clock.install();
    await signInThroughUi(page, people.tom.email, people.tom.password);
    await expect(page).toHaveURL(/\/lms\/user\/account\/personal$/);
    const reminder = reminderToast(page);
    await expect(reminder).toBeVisible();

    // It covers neither the logo nor the account menu (on a phone it shows under the header).
    const toast = (await reminder.boundingBox())!;
    for (const control of [
      page.getByRole('link', { name: 'Campus – home' }),
      page.getByRole('button', { name: /^Account menu for/ }),
    ]) {
      const box = (await control.boundingBox())!;
      const overlaps =
        box.x < toast.x + toast.width &&
        toast.x < box.x + box.width &&
        box.y < toast.y + toast.height &&
        toast.y < box.y + box.height;
      expect(overlaps, `the reminder lies over ${control}`).toBe(false);
    }
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    const menu = page.getByRole('dialog', { name: /^Account menu for/ });
    // Nothing lies over the menu's items (a trial click checks what would receive it).
    await menu.getByRole('link', { name: 'My profile' }).click({ trial: true, timeout: 2_000 });
    await menu.getByRole('button', { name: 'Log out' }).click({ trial: true, timeout: 2_000 });
    await page.keyboard.press('Escape');

    // It closes by itself.
    await page.clock.fastForward(REMINDER_SHOWS_MS);
    await expect(reminder).toBeHidden();

    // A click the gate holds back does not bring it back; the personal tab says what is missing.
    await page.getByRole('link', { name: 'Campus – home' }).click();
    await expect(page).toHaveURL(/\/lms\/user\/account\/personal$/);
    await expect(page.getByRole('main').getByText('Empty user fields')).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(reminder).toHaveCount(0);
    expect((await axe(page).analyze()).violations).toEqual([]);

    await chooseFromAccountMenu(page, 'Log out');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
