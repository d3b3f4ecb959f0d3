import { expect, test } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { chooseFromAccountMenu, signInThroughUi } from '../../fixtures/auth';
import { readLatestMail } from '../../fixtures/mailbox';
import { createTenant, uniqueSuffix } from '../../fixtures/tenant';

test('a person changes their sign-in email address with the code sent to the new one', async ({
  page,
  context,
  request,
}) => {
  const { people } = await createTenant(request, {
    workspaces: { events: { name: 'Journey Events', units: [{ name: 'Events team' }] } },
    people: {
      chloe: {
        firstName: 'Chloe',
        lastName: 'Evans',
        profiles: [{ workspace: 'events', roles: ['event_coordinator'], unit: 'Events team' }],
      },
    },
  });
  const oldAddress = people.chloe.email;
  const newAddress = `chloe.events.${uniqueSuffix()}@journey.test`;
  await signInThroughUi(page, oldAddress, people.chloe.password);
  // Landed first: a menu choice made while the sign-in still redirects would be overtaken by it.
  await expect(page).toHaveURL(/\/home$/);
  await chooseFromAccountMenu(page, 'My profile');
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(oldAddress);

  await page.getByRole('button', { name: 'Change email address' }).click();
  await page.getByRole('textbox', { name: /New email address/ }).fill(newAddress);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We have sent a 6-digit code to ${newAddress}.`, { exact: false })).toBeVisible();
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);

  const mail = await readLatestMail(context, newAddress, 'Confirm your new Campus email address');
  const code = /code is (\d{6})/.exec(mail)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  // The old address hears about it too.
  expect(await readLatestMail(context, oldAddress, 'Your Campus email address is being changed')).toContain(newAddress);

  await page.getByRole('textbox', { name: /Code from the email/ }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid verification code provided, please try again.');

  await page.getByRole('textbox', { name: /Code from the email/ }).fill(code);
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByText('Sign in with your new email address from now on.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(newAddress);

  await chooseFromAccountMenu(page, 'Log out');
  await signInThroughUi(page, newAddress, people.chloe.password);
  await expect(page).toHaveURL(/\/home$/);
  await chooseFromAccountMenu(page, 'My profile');
  await expect(page.getByRole('main').getByText(newAddress, { exact: true })).toBeVisible();
});
