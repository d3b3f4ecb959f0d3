import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createTenant, uniqueSuffix } from '../../fixtures/tenant';
import { storedZip } from '../../fixtures/zip';

/**
 * SCORM modules (02 §2 "Modules", issue 27): a course creator with CCS uploads a real SCORM 1.2
 * package, describes it, releases 1.0, finds it in the list, edits it with a new upload released
 * as 1.1, deletes and undeletes it; a zip that is not a SCORM package shows the import's refusal.
 * Each test makes its own customer and people (decision 0023).
 */

/** Rustici's "Golf Explained" run-time sample, as the demo data keeps it (ORIGIN.md there). */
const GOLF_SCORM_12 = fileURLToPath(
  new URL('../../../apps/server/assets/demo-scorm/RuntimeBasicCalls_SCORM12.zip', import.meta.url),
);

const GREEN_IMAGE = fileURLToPath(new URL('../../../apps/server/assets/demo-media/main-stage.png', import.meta.url));

const withCreator = (request: APIRequestContext) =>
  createTenant(request, {
    services: ['LMS', 'CCS'],
    workspaces: { learning: { name: `Journey Learning ${uniqueSuffix()}` } },
    people: {
      creator: {
        firstName: 'Cora',
        lastName: 'Quinn',
        profiles: [{ workspace: 'learning', roles: ['course_creator'] }],
      },
    },
  });

const axeClean = async (page: Page) => {
  expect((await axe(page).analyze()).violations).toEqual([]);
};

/** Chooses a package through the file dialog the content step's button opens. */
async function choosePackage(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Choose (a \.zip file|another file)$/ }).click();
  await (await chooser).setFiles(file);
}

test('a course creator uploads a SCORM package, releases it, changes it as 1.1, deletes and undeletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { people } = await withCreator(request);
  await signIn(page, people.creator, { path: '/catalogue/modules' });
  await expect(page.getByRole('heading', { level: 1, name: 'SCORM modules' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No SCORM modules yet' })).toBeVisible();
  await axeClean(page);

  // Content: the upload runs as soon as the file is chosen.
  await page.getByRole('link', { name: 'Add SCORM module' }).first().click();
  await expect(page).toHaveURL(/\/catalogue\/modules\/add\/content$/);
  await axeClean(page);
  await choosePackage(page, GOLF_SCORM_12);
  await expect(page.getByText(/RuntimeBasicCalls_SCORM12\.zip \(.+\) is uploaded/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload of RuntimeBasicCalls_SCORM12.zip' })).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();

  // Details.
  await page.getByRole('textbox', { name: /^Name/ }).fill('Golf explained');
  await page.getByRole('textbox', { name: /^Description/ }).fill('The rules and etiquette of golf.');
  await page.getByRole('textbox', { name: /^Duration/ }).fill('00:45');
  const labels = page.getByRole('combobox', { name: 'Labels' });
  await labels.fill('Sport');
  await labels.press('Enter');
  const keywords = page.getByRole('combobox', { name: 'Keywords' });
  await keywords.fill('golf');
  await keywords.press('Enter');
  // An image from the media library, uploaded there through the picker.
  await page.getByRole('button', { name: 'Choose an image' }).click();
  const library = page.getByRole('dialog', { name: 'Image' });
  const imageChooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Choose files' }).click();
  await (await imageChooser).setFiles(GREEN_IMAGE);
  await library.getByRole('button', { name: /^Use 1 / }).click();
  await expect(library).toBeHidden();
  await expect(page.getByRole('group', { name: 'Image' }).getByText('main-stage')).toBeVisible();
  await axeClean(page);
  await page.getByRole('link', { name: 'Next' }).click();

  // Versions: release 1.0 now.
  await page.getByRole('radio', { name: /Release version 1\.0/ }).check();
  await page.getByRole('textbox', { name: /^Release notes/ }).fill('First release');
  await axeClean(page);
  await page.getByRole('button', { name: 'Create module' }).click();

  // "Creating a SCORM module … opens the module page" (02 §2).
  await expect(page.getByRole('heading', { level: 1, name: 'Golf explained' })).toBeVisible();
  await expect(page.getByText('SCORM has been successfully created.')).toBeVisible();
  await expect(page.getByText('Version 1.0 is released.')).toBeVisible();
  await expect(page.getByText('Released · version 1.0')).toBeVisible();
  await expect(page.getByText('SCORM 1.2', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('main-stage')).toBeVisible();
  const versions = page.getByRole('table', { name: 'Versions of Golf explained' });
  await expect(versions.getByText('First release')).toBeVisible();
  await expect(versions.getByText(`${people.creator.firstName} ${people.creator.lastName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Preview/ })).toHaveAttribute(
    'href',
    /\/catalogue\/modules\/iframe\/scorm\/[0-9a-f-]{36}$/,
  );
  const moduleUrl = page.url();
  await axeClean(page);

  // The list: version as major.minor, searchable, narrowed by label.
  await page.getByRole('link', { name: 'Back to SCORM modules' }).click();
  const list = page.getByRole('table', { name: 'SCORM modules' });
  await expect(list.getByRole('link', { name: 'Golf explained' })).toBeVisible();
  await expect(list.getByRole('cell', { name: '1.0', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('nothing like it');
  await expect(page.getByRole('heading', { name: 'No module matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search, labels and status' }).click();
  await expect(list.getByRole('link', { name: 'Golf explained' })).toBeVisible();
  await axeClean(page);

  // Edit with a new upload, released as the next minor.
  await page.goto(moduleUrl);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit SCORM module' })).toBeVisible();
  await expect(page.getByText('Current content')).toBeVisible();
  await choosePackage(page, GOLF_SCORM_12);
  await expect(page.getByText(/is uploaded/)).toBeVisible();
  await page.getByRole('link', { name: '3. Versions' }).click();
  await page.getByRole('radio', { name: /Release version 1\.1/ }).check();
  await page.getByRole('textbox', { name: /^Release notes/ }).fill('New package');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('SCORM has been successfully updated.')).toBeVisible();
  await expect(page.getByText('Released · version 1.1')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Versions of Golf explained' }).getByText('New package')).toBeVisible();

  // Delete (asked first) and undelete.
  await page.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete this SCORM module?' });
  await axeClean(page);
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('SCORM has been successfully deleted.')).toBeVisible();
  await expect(page.getByText('Deleted · version 1.1')).toBeVisible();
  await page.goto('/catalogue/modules');
  await expect(page.getByRole('heading', { name: 'No SCORM modules yet' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('deleted');
  await page.getByRole('table', { name: 'SCORM modules' }).getByRole('link', { name: 'Golf explained' }).click();
  await page.getByRole('button', { name: 'Undelete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Undelete' }).click();
  await expect(page.getByText('SCORM has been successfully restored.')).toBeVisible();
  await expect(page.getByText('Released · version 1.1')).toBeVisible();
});

test('a zip that is not a SCORM package is refused with the import’s reason, on the content step', async ({
  page,
  request,
}) => {
  const { people } = await withCreator(request);
  await signIn(page, people.creator, { path: '/catalogue/modules/add' });
  await choosePackage(page, {
    name: 'not-scorm.zip',
    mimeType: 'application/zip',
    buffer: storedZip({ 'readme.txt': 'A zip without imsmanifest.xml.' }),
  });
  await expect(page.getByText(/not-scorm\.zip \(.+\) is uploaded/)).toBeVisible();
  await page.getByRole('link', { name: '2. Details' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Not a package');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page.getByText("SCORM hasn't been created.").first()).toBeVisible();
  await expect(page.getByText(/imsmanifest\.xml/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/catalogue\/modules\/add\/content$/);
  await axeClean(page);
});

test('the module screens fit a phone and a desktop, and axe finds nothing @mobile', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { people } = await withCreator(request);
  await signIn(page, people.creator, { path: '/catalogue/modules/add/content' });
  await choosePackage(page, GOLF_SCORM_12);
  await expect(page.getByText(/is uploaded/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axeClean(page);
  await page.getByRole('link', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Golf on a phone');
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Release version 1\.0/ }).check();
  await expectNoSidewaysScroll(page);
  await axeClean(page);
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Golf on a phone' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axeClean(page);
  await page.goto('/catalogue/modules');
  await expect(page.getByRole('link', { name: 'Golf on a phone' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axeClean(page);
});
