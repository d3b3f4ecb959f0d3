import { expect, test, type Page } from '@playwright/test';
import { axe } from '../../fixtures/axe';
import { chooseFromAccountMenu } from '../../fixtures/auth';
import { platformTokenFor } from '../../fixtures/api';
import { startTestIdp, type RunningIdp } from '../../fixtures/saml-idp';
import { createTenant, uniqueSuffix, type Person } from '../../fixtures/tenant';

/**
 * The identity provider listens next to the app: E2E_PORT + 90 for the desktop project, + 91 for
 * the phone one (3190 and 3191 for 3100), as both may run at once in parallel workers.
 */
const idpPortFor = (project: string) =>
  Number(process.env.E2E_IDP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 90) + (project === 'mobile' ? 1 : 0);
let idpPort: number;
let idp: RunningIdp;
let domain: string;
let provider: string;
/** A learner of this customer who also has a password. */
let liam: Person;
const providerLink = (page: Page) => page.getByRole('link', { name: `Continue with ${provider}`, exact: true });

test.describe('single sign-on through an identity provider', () => {
  // One identity provider per worker and project: these journeys share it, one after another.
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }, testInfo) => {
    idpPort = idpPortFor(testInfo.project.name);
    idp = await startTestIdp(idpPort);
    // Each run (and retry) gets its own customer and domain: the database lives as long as the server.
    const suffix = uniqueSuffix();
    provider = `Journey Test IdP (${testInfo.project.name})`;
    domain = `sso-${suffix}.example`;
    const { people, workspaces, customerId } = await createTenant(request, {
      services: ['EBS', 'LMS', 'CCS', 'ELMS', 'SSO'],
      workspaces: { learning: { name: 'Journey Learning' } },
      people: {
        support: { firstName: 'Sofia', lastName: 'Reyes', superadmin: true },
        liam: { firstName: 'Liam', lastName: 'Hughes', profiles: [{ workspace: 'learning', roles: ['learner'] }] },
      },
    });
    liam = people.liam;
    const workspace = workspaces.learning;

    // A superadmin sets the subscription up through the API, as the setup screens will.
    const admin = await platformTokenFor(request, people.support);
    const headers = { authorization: `Bearer ${admin}` };
    const created = await request.post('/api/subscription-manager/sso-subscriptions', {
      headers,
      data: { customerId, name: provider, setupType: 'metadata', emailDomains: [domain] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const setup = await request.post(`/api/subscription-manager/sso-subscriptions-customer-setup/${id}`, {
      headers,
      data: { metadata: idp.metadata },
    });
    expect(setup.ok()).toBe(true);
    const spMetadata = await request.get(`/api/subscription-manager/saml/metadata/${id}`, { headers });
    idp.trust(await spMetadata.text());
    const current = await request.get(`/api/subscription-manager/signup-and-authentication-settings/${workspace.id}`, {
      headers,
    });
    const { options } = (await current.json()) as { options: string[] };
    const enabled = await request.post(`/api/subscription-manager/signup-and-authentication-settings/${workspace.id}`, {
      headers,
      data: { options: [...options, id] },
    });
    expect(enabled.ok()).toBe(true);
  });

  test.afterAll(async () => {
    await idp?.close();
  });

  test('a new person signs in with their organisation account and lands in the workspace', async ({ page }) => {
    const email = `grace.${Date.now().toString(36)}@${domain}`;
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    // No account yet: only the provider is offered.
    await expect(providerLink(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Sign in with a password' })).toHaveCount(0);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await providerLink(page).click();

    await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
    expect(new URL(page.url()).port).toBe(String(idpPort));
    await page.getByLabel('Work email').fill(email);
    const landing = page.waitForRequest(/\/landing\?sso=/);
    await page.getByRole('button', { name: 'Sign in at the identity provider' }).click();
    const landingUrl = (await landing).url();

    // Back through the ACS and /landing into the only workspace, signed in as the new person.
    await expect(page).toHaveTitle('Journey Learning – Campus');
    await expect(page).toHaveURL(/\/my-learning\/dashboard\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // The used landing address is gone from the history and worthless if replayed.
    await expect(page).not.toHaveURL(/sso=/);
    await chooseFromAccountMenu(page, 'Log out');
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.goto(landingUrl);
    await expect(page).toHaveURL(/\/auth\/login\?ssoError=expired/);
    await expect(page.getByRole('alert')).toContainText('Some errors occurred while logging in.');
  });

  test('someone with a password account may use the provider or the password @mobile', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill(liam.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(providerLink(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with a password' })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);

    await providerLink(page).click();
    await page.getByLabel('Work email').fill(liam.email);
    await page.getByRole('button', { name: 'Sign in at the identity provider' }).click();
    await expect(page).toHaveTitle('Journey Learning – Campus');
    // Linked by email: Campus keeps the name it holds.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Liam' })).toBeVisible();
  });

  test('a refused sign-in comes back to the login page with the spec message', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill(`someone@${domain}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await providerLink(page).click();
    // The provider vouches for an address outside the subscription's domains.
    await page.getByLabel('Work email').fill('intruder@elsewhere.example');
    await page.getByRole('button', { name: 'Sign in at the identity provider' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?ssoError=not_allowed/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Some errors occurred while logging in.');
    await expect(alert).toContainText("Your organisation's account can't be used to sign in here.");
  });
});
