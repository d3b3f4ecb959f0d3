import { expect, test } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { workspaceOf } from '../../fixtures/api';
import { DEMO_PASSWORD } from '../../fixtures/auth';

const linkTo = (path: string, workspaceId: string) =>
  `${path}?source=email&ownerType=workspace&externalId=${workspaceId}&userType=learner`;

test('an emailed link signs the person in to its workspace, switches between workspaces, and refuses others @mobile', async ({
  page,
  request,
}) => {
  const events = await workspaceOf(request, 'multi@northwind.test', 'Northwind Events');
  const learning = await workspaceOf(request, 'multi@northwind.test', 'Northwind Learning');
  const southwind = await workspaceOf(request, 'learner@southwind.test', 'Southwind Campus');

  // Signed out: the link goes to sign in, carrying where it was going.
  await page.goto(linkTo('/lms/user/account/security', events.id));
  await expect(page).toHaveURL(/\/auth\/login\?targetPath=%2Flms%2Fuser%2Faccount%2Fsecurity&targetWorkspace=/);
  await page.getByLabel('Email address').fill('multi@northwind.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Two workspaces, yet the link's one is entered and its page opened.
  await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
  await expect(page).toHaveTitle('Northwind Events – Campus');
  await expect(page.getByText('You have accessed the workspace successfully.')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  // Signed in to Events, a link for Learning switches workspace first.
  await page.goto(linkTo('/lms/user/account/personal', learning.id));
  await expect(page.getByText('Your workspace has been switched.')).toBeVisible();
  await expect(page).toHaveTitle('Northwind Learning – Campus');
  await expect(page).toHaveURL(/\/lms\/user\/account\/personal$/);

  // A workspace the person does not belong to: the workspace list.
  await page.goto(linkTo('/lms/user/account/personal', southwind.id));
  await expect(page).toHaveURL(/\/lms\/user\/workspaces$/);
  await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
});
