import { expect, test, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { Secret, TOTP } from 'otpauth';
import { signIn } from '../../fixtures/api-sign-in';
import { signInThroughUi } from '../../fixtures/auth';
import { createTenant, type Person } from '../../fixtures/tenant';

/**
 * Every persona's start page and navigation (issue 12), at 1280 px and, with @mobile, at 375 px:
 * each person signs in, lands on their home, and follows every navigation entry that is a link.
 * None leads to the 404 page, no page scrolls sideways, axe finds nothing, and what is not built
 * yet says "Coming soon" in words rather than being a dead link.
 */

type Key =
  | 'learner'
  | 'trainer'
  | 'manager'
  | 'coordinator'
  | 'lxa'
  | 'useradmin'
  | 'siteadmin'
  | 'superadmin'
  | 'twoWorkspaces';

/** What each person's home must show: its heading, and something real on it. */
const HOMES: Record<Key, { path: RegExp; shows: (page: Page) => ReturnType<Page['getByRole']> }> = {
  learner: {
    path: /\/my-learning\/dashboard\/courses$/,
    shows: (page) => page.getByRole('region', { name: 'Waiting for approval' }),
  },
  trainer: {
    path: /\/my-learning\/dashboard\/trainer$/,
    shows: (page) => page.getByRole('region', { name: 'Your account' }),
  },
  manager: { path: /\/home$/, shows: (page) => page.getByRole('link', { name: /^Users/ }) },
  coordinator: { path: /\/home$/, shows: (page) => page.getByRole('link', { name: /^Events/ }) },
  lxa: { path: /\/home$/, shows: (page) => page.getByRole('link', { name: /^Requests.*1 waiting/ }) },
  useradmin: { path: /\/home$/, shows: (page) => page.getByRole('link', { name: /^Users/ }) },
  // After signing in a site admin lands on the user list; their root address is Home (01 §2).
  siteadmin: { path: /\/home$/, shows: (page) => page.getByRole('link', { name: /^Users/ }) },
  superadmin: { path: /\/users\/users$/, shows: (page) => page.getByRole('heading', { level: 1, name: 'Users' }) },
  twoWorkspaces: {
    path: /\/my-learning\/dashboard\/courses$/,
    shows: (page) => page.getByRole('region', { name: 'Your workspaces' }),
  },
};

const NAVIGATION = 'nav[aria-label="Main"], nav[aria-label$=" pages"]';

/** The page is a real screen: a heading, not the 404 page, nothing sideways, nothing axe objects to. */
async function expectSoundPage(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
  await expect(page, where).not.toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), where).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  const { violations } = await axe(page).analyze();
  expect(violations, where).toEqual([]);
}

/** The addresses of the navigation's links on this page (top or bottom bar and the section's row). */
const navigationLinks = (page: Page) =>
  page
    .locator(NAVIGATION)
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/**
 * Clicks the navigation link to `href` (client-side routing, as a person moves through the app)
 * and waits for its screen: the address and the link marked current change in the same render
 * as the screen they lead to.
 */
async function follow(page: Page, href: string) {
  const link = page.locator(NAVIGATION).locator(`a[href="${href}"]`).filter({ visible: true }).first();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** Entries not built yet: not links, and marked "Coming soon" in visible words. */
async function expectComingSoonInWords(page: Page) {
  const entries = page.locator(NAVIGATION).locator('[aria-disabled="true"]');
  for (const entry of await entries.all()) {
    await expect(entry).not.toHaveAttribute('href');
    const grouped = await entry.evaluate((element) => element.closest('[role="group"]') !== null);
    if (grouped) {
      await expect(entry.locator('xpath=ancestor::*[@role="group"][1]')).toContainText('Coming soon');
    } else {
      await expect(entry.getByText('Coming soon')).toBeVisible();
    }
  }
}

async function signInAs(page: Page, key: Key, person: Person) {
  // The two whose sign-in has a step of its own take it on the screen; the others through the API.
  if (key !== 'superadmin' && key !== 'twoWorkspaces') return signIn(page, person, { path: '/' });
  await signInThroughUi(page, person.email, person.password);
  if (key === 'superadmin') {
    // Superadmins always use two-factor authentication: the gate sends them to set it up first.
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    await page.getByLabel('Authentication code').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('Superadmins always use two-factor authentication.')).toBeVisible();
  }
  if (key === 'twoWorkspaces') {
    // Two workspaces: the list to choose from, then that workspace's start page.
    await expect(page).toHaveURL(/\/lms\/user\/workspaces$/);
    await expectSoundPage(page, 'the workspace list');
    await page.getByRole('button', { name: 'Select Journey Learning' }).click();
    await expect(page).toHaveURL(HOMES.twoWorkspaces.path);
  }
  // The home's full load, as after the API's sign-in.
  await page.goto('/');
}

test.describe('every persona’s home and navigation @mobile', () => {
  for (const key of Object.keys(HOMES) as Key[]) {
    test(`${key}: home, every navigation link, no 404, nothing sideways, axe clean`, async ({ page, request }) => {
      test.slow();
      const { people } = await createTenant(request, {
        workspaces: {
          learning: {
            name: 'Journey Learning',
            units: [{ name: 'Sales' }],
            courses: [
              { name: 'Leadership essentials', requireApproval: true },
              { name: 'Data protection basics', requireApproval: false },
            ],
          },
          events: { name: 'Journey Events' },
        },
        people: {
          // The first person owns the courses.
          lxa: {
            firstName: 'Leah',
            lastName: 'Morgan',
            profiles: [{ workspace: 'learning', roles: ['learning_experience_administrator'] }],
          },
          learner: {
            firstName: 'Liam',
            lastName: 'Hughes',
            profiles: [
              { workspace: 'learning', roles: ['learner'], unit: 'Sales', requests: ['Leadership essentials'] },
            ],
          },
          trainer: { firstName: 'Tara', lastName: 'Singh', customerRoles: ['trainer'] },
          manager: {
            firstName: 'Mia',
            lastName: 'Roberts',
            profiles: [{ workspace: 'learning', roles: ['manager'], manages: ['Sales'] }],
          },
          coordinator: {
            firstName: 'Colin',
            lastName: 'Reed',
            profiles: [{ workspace: 'events', roles: ['event_coordinator'] }],
          },
          useradmin: {
            firstName: 'Umar',
            lastName: 'Khan',
            profiles: [{ workspace: 'learning', roles: ['user_administrator'] }],
          },
          siteadmin: { firstName: 'Olivia', lastName: 'Turner', customerRoles: ['master_administrator', 'owner'] },
          superadmin: { firstName: 'Sam', lastName: 'Superadmin', superadmin: true },
          twoWorkspaces: {
            firstName: 'Max',
            lastName: 'Wright',
            profiles: [
              { workspace: 'learning', roles: ['learner'], unit: 'Sales' },
              { workspace: 'events', roles: ['learner'] },
            ],
          },
        },
      });
      const person = people[key];
      const home = HOMES[key];

      await signInAs(page, key, person);
      await expect(page).toHaveURL(home.path);
      await expect(home.shows(page)).toBeVisible();
      await expectSoundPage(page, `${key}’s home`);
      await expectComingSoonInWords(page);

      // Follow every enabled navigation link, and the links of each section row it opens, by
      // clicking them as a person does (the home was a full load). A section's row is walked
      // before the next section, so each link is on the screen it is clicked from; the home is
      // not opened again through its own link.
      const toVisit = [...new Set(await navigationLinks(page))];
      const visited = new Set<string>([new URL(page.url()).pathname]);
      while (toVisit.length > 0) {
        const href = toVisit.shift() as string;
        if (visited.has(href)) continue;
        visited.add(href);
        await follow(page, href);
        await expectSoundPage(page, `${key} → ${href}`);
        await expectComingSoonInWords(page);
        const found = (await navigationLinks(page)).filter((next) => !visited.has(next) && !toVisit.includes(next));
        toVisit.unshift(...found);
      }
    });
  }
});
