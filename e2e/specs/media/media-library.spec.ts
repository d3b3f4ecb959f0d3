import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { signIn } from '../../fixtures/api-sign-in';
import { expectNoSidewaysScroll } from '../../fixtures/layout';
import { createTenant } from '../../fixtures/tenant';

/**
 * The media library (03 §2, issue 13): a content builder (a trainer who coordinates events, 03
 * §6) uploads three images at once and watches each one's progress, describes one for people who
 * cannot see it, walks to the next and previous items, and deletes one. A site administrator who
 * manages venues then does the same and uses an image on a venue through the MediaPicker (a group
 * named after its label, a "Choose images" button, a dialog with "Select <title>" checkboxes and
 * "Use N items").
 */
const IMAGES = ['london-venue.jpg', 'meeting-room.jpg', 'main-stage.png'];
const asset = (name: string) => ({
  name,
  mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  buffer: readFileSync(new URL(`../../../apps/server/assets/demo-media/${name}`, import.meta.url)),
});

const axeClean = async (page: Page) => expect((await axe(page).analyze()).violations).toEqual([]);

test('a content builder uploads three images, describes one, pages through them and deletes one @mobile', async ({
  page,
  request,
}) => {
  const { people } = await createTenant(request, {
    services: ['EBS'],
    workspaces: { events: { name: 'Journey Events', units: [{ name: 'Events team' }] } },
    people: {
      mina: {
        firstName: 'Mina',
        lastName: 'Das',
        customerRoles: ['trainer'],
        profiles: [{ workspace: 'events', roles: ['event_coordinator'], unit: 'Events team' }],
      },
    },
  });
  await signIn(page, people.mina, { path: '/setup/media-library' });
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await expect(page.getByText('The media library is empty.')).toBeVisible();
  await axeClean(page);

  // Three at once, through the file dialog the "Choose files" button opens.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(IMAGES.map(asset));
  const uploads = page.getByRole('list', { name: 'Uploads' });
  for (const name of IMAGES)
    await expect(uploads.getByRole('progressbar', { name: `Uploading ${name}` })).toBeVisible();
  await expect(page.getByText('Media has been successfully uploaded.')).toBeVisible();
  await expect(uploads.getByText('Uploaded')).toHaveCount(3);
  await expect(page.getByText('3 items')).toBeVisible();
  await expect(page.getByText('No alt text')).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await axeClean(page);

  // The middle one: its neighbours are the first and the last of the batch, in the order chosen.
  await page.getByRole('link', { name: 'Edit meeting-room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit media' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('meeting-room');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter alt text: describe the image for people who cannot see it.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Meeting room 2');
  await page
    .getByRole('textbox', { name: /Alt text/ })
    .fill('A meeting room with a long table, teal chairs and a wall screen.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You have successfully updated the media.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axeClean(page);

  await page.getByRole('link', { name: 'Next item' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('main-stage');
  await expect(page.getByRole('link', { name: 'Next item' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Previous item' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Meeting room 2');
  await page.getByRole('link', { name: 'Previous item' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('london-venue');
  await expect(page.getByRole('link', { name: 'Previous item' })).toHaveCount(0);

  // Delete it: after confirming, back to the library with two left.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Media has been successfully removed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await expect(page.getByText('2 items')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit london-venue' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Meeting room 2' })).toBeVisible();
  await expect(page.getByText('No alt text')).toHaveCount(1);
});

test('a site administrator who manages venues uploads three images, describes one and uses it on a venue @mobile', async ({
  page,
  request,
}) => {
  const { people } = await createTenant(request, {
    services: ['EBS'],
    workspaces: { events: { name: 'Journey Venues' } },
    people: {
      sam: {
        firstName: 'Sam',
        lastName: 'Okafor',
        customerRoles: ['master_administrator'],
        profiles: [{ workspace: 'events', roles: ['infrastructure_manager'] }],
      },
    },
  });
  await signIn(page, people.sam, { path: '/setup/media-library' });
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(IMAGES.map(asset));
  const uploads = page.getByRole('list', { name: 'Uploads' });
  for (const name of IMAGES)
    await expect(uploads.getByRole('progressbar', { name: `Uploading ${name}` })).toBeVisible();
  await expect(uploads.getByText('Uploaded')).toHaveCount(3);

  const alt = 'The front of a brick training centre with tall windows, seen from the street.';
  await page.getByRole('link', { name: 'Edit london-venue' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Riverside front');
  await page.getByRole('textbox', { name: /Alt text/ }).fill(alt);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You have successfully updated the media.')).toBeVisible();

  // The venue takes it from the library through the picker.
  await page.goto('/setup/venues/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add venue' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Riverside Training Centre');
  await page.getByRole('button', { name: 'Choose images' }).click();
  const library = page.getByRole('dialog', { name: 'Images' });
  await library.getByRole('checkbox', { name: 'Select Riverside front' }).check();
  await axeClean(page);
  await library.getByRole('button', { name: /^Use 1 / }).click();
  await expect(library).toBeHidden();
  await page.getByRole('button', { name: 'Create venue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Training Centre' })).toBeVisible();
  const picture = page.getByRole('img', { name: alt });
  await expect(picture).toBeVisible();
  // The picture really loads (a broken address has no natural width).
  await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);
  await axeClean(page);
});
