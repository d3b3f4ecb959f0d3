import { expect, test, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createReleasedScormModule, createTenant } from '../../fixtures/tenant';

/**
 * Course building (issue 28, docs/courses.md "Screens"): a course creator adds a course, builds its
 * content from a released SCORM module, a group and a note, moves a node by keyboard, attaches a
 * PDF, adds a link, releases 1.0, edits the course (the minor release 1.1 follows, 02 §4) and reads
 * the history. At 1280 and 375 px (@mobile), axe-clean on each screen.
 */
test.describe.configure({ timeout: 90_000 });

const axeClean = async (page: Page) => {
  expect((await axe(page).analyze()).violations).toEqual([]);
};

test('a course creator builds a course, moves a node by keyboard, releases it and edits it @mobile', async ({
  page,
  request,
}) => {
  const { workspaces, people } = await createTenant(request, {
    services: ['LMS', 'CCS'],
    workspaces: { learning: { name: 'Journey Learning' } },
    people: {
      creator: {
        firstName: 'Cora',
        lastName: 'Reed',
        profiles: [{ workspace: 'learning', roles: ['course_creator'] }],
      },
    },
  });
  await createReleasedScormModule(request, {
    workspaceId: workspaces.learning.id,
    owner: people.creator,
    name: 'Golf explained',
  });

  await signIn(page, people.creator, { path: '/catalogue/courses' });
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No courses yet' })).toBeVisible();
  await axeClean(page);

  // Add: the details step, then the edit wizard's details step (02 §2).
  await page.getByRole('link', { name: 'Add course' }).first().click();
  await expect(page).toHaveURL(/\/catalogue\/courses\/add\/details$/);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Golf for beginners');
  await page.getByRole('textbox', { name: /^Description/ }).fill('<p>The <strong>basics</strong> of golf.</p>');
  await page.getByRole('textbox', { name: /^Duration/ }).fill('01:30');
  const labels = page.getByRole('combobox', { name: 'Labels' });
  await labels.fill('Sport');
  await labels.press('Enter');
  await axeClean(page);
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByText('Course has been successfully created.')).toBeVisible();
  await expect(page).toHaveURL(/\/catalogue\/courses\/[0-9a-f-]{36}\/edit\/course\/details$/);
  await expect(page.getByRole('textbox', { name: /^Duration/ })).toHaveValue('01:30');

  // Modules: a SCORM module, a group and a note, each saved at once with the spec's toast.
  await page.getByRole('link', { name: '2. Modules' }).click();
  await expect(page.getByRole('heading', { name: 'No content yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add module' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add module' });
  await dialog.getByRole('combobox', { name: 'Released module' }).click();
  await page.getByRole('option', { name: /Golf explained/ }).click();
  await dialog.getByRole('button', { name: 'Add module' }).click();
  await expect(page.getByText('Module has been successfully added.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add group' }).click();
  dialog = page.getByRole('dialog', { name: 'Add group' });
  await dialog.getByRole('textbox', { name: /^Group name/ }).fill('Week one');
  await dialog.getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByText('Section has been successfully added.')).toBeVisible();

  await page.getByRole('button', { name: 'Add note' }).click();
  dialog = page.getByRole('dialog', { name: 'Add note' });
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Bring a putter');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note has been successfully added.')).toBeVisible();
  await axeClean(page);

  // By keyboard: the note's actions menu moves it into the group above, and says so.
  const actions = page.getByRole('button', { name: 'Actions for Bring a putter' });
  await actions.focus();
  await page.keyboard.press('Enter');
  const into = page.getByRole('menuitem', { name: 'Move into Week one' });
  await expect(into).toBeVisible();
  await into.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Bring a putter moved into Week one' })).toHaveText(
    'Bring a putter moved into Week one, position 1 of 1.',
  );
  await expect(actions).toBeFocused();
  // The module, then the group holding the note.
  const content = page.getByRole('group', { name: 'Course content' });
  await expect(content.getByRole('listitem').first()).toContainText('Golf explained');
  await expect(content.getByRole('listitem').nth(1)).toContainText('Week one');
  await expect(content.getByRole('listitem').nth(1).getByRole('listitem')).toContainText('Bring a putter');
  await axeClean(page);

  // Attachments: a PDF, uploaded and attached at once.
  await page.getByRole('link', { name: '3. Attachments' }).click();
  await expect(page.getByRole('heading', { name: 'No attachments yet' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'rules.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(page.getByRole('link', { name: 'rules.pdf' })).toBeVisible();
  await axeClean(page);

  // Links: a web page for learners, saved at once.
  await page.getByRole('link', { name: '4. Links' }).click();
  await page.getByRole('textbox', { name: 'Web address' }).fill('https://golf.example/rules');
  await page.getByRole('textbox', { name: 'Name (optional)' }).fill('Rules of golf');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByRole('link', { name: 'Rules of golf' })).toHaveAttribute('href', 'https://golf.example/rules');
  await axeClean(page);

  // Versions: release 1.0 (major, offered at once).
  await page.getByRole('link', { name: '5. Versions' }).click();
  await expect(page.getByText('This course has not been released yet.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Release notes/ }).fill('First release');
  await expect(page.getByRole('checkbox', { name: /Instant offer/ })).toBeChecked();
  await page.getByRole('button', { name: 'Release version 1.0' }).click();
  await expect(page.getByText('Version 1.0 is released.')).toBeVisible();
  await expect(page.getByText('The draft is the same as the latest release.')).toBeVisible();
  const history = page.getByRole(page.viewportSize()!.width < 768 ? 'list' : 'table', {
    name: 'Versions of Golf for beginners',
  });
  await expect(history.getByText('First release')).toBeVisible();
  await expect(history.getByText('Cora Reed')).toBeVisible();
  await axeClean(page);

  // Edit: a new name, saved; the minor release follows (02 §4) and the history shows both.
  await page.getByRole('link', { name: '1. Details' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Golf for everyone');
  await page.getByRole('button', { name: 'Save course' }).click();
  // One toast: 'Course updated', with the release under it (earlier changes toasted it alone).
  const released = page.getByText('Version 1.1 is released.');
  await expect(released).toBeVisible();
  await expect(released.locator('..')).toContainText('Course updated');
  await expect(page).toHaveURL(/\/edit\/course\/versions$/);
  const newHistory = page.getByRole(page.viewportSize()!.width < 768 ? 'list' : 'table', {
    name: 'Versions of Golf for everyone',
  });
  await expect(newHistory.getByText('1.1', { exact: true })).toBeVisible();
  await expect(newHistory.getByText('Content updated')).toBeVisible();
  await expect(newHistory.getByText('First release')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axeClean(page);

  // The list: released as 1.1.
  await page.goto('/catalogue/courses');
  await expect(page.getByRole('link', { name: 'Golf for everyone' })).toBeVisible();
  await expect(page.getByText('1.1', { exact: true })).toBeVisible();
  await axeClean(page);
});
