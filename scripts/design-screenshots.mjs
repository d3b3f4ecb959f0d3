// The screenshots of docs/design.md: sign-in, a list, a form, an empty state and a home page,
// at 1280 and 375 px wide, against a running Campus with the demo data.
//
//   node scripts/design-screenshots.mjs http://localhost:3000 before
//   node scripts/design-screenshots.mjs http://localhost:3000 after
//
// Writes docs/design/<name>-<label>-<width>.png, then makes each a 256-colour PNG with
// ImageMagick's `convert` when it is installed, so the pictures stay small in the repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { resolveChromium } from '@campus/browser';

const [baseUrl = 'http://localhost:3000', label = 'after', only = ''] = process.argv.slice(2);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs', 'design');
mkdirSync(out, { recursive: true });
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo!2345';
const WIDTHS = [1280, 375];

async function signIn(page, email) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel(/^Password/).waitFor({ state: 'hidden' });
  await page.waitForLoadState('networkidle');
}

/** Each picture: who signs in (or nobody), then what to open and wait for. */
const SHOTS = [
  {
    name: 'sign-in',
    open: async (page) => {
      await page.goto(`${baseUrl}/auth/login`);
      await page.getByLabel('Email address').waitFor();
    },
  },
  {
    name: 'sign-in-workspace',
    open: async (page) => {
      // The address names a workspace as email links do: ?targetWorkspace=<id>.
      const login = await page.request.post(`${baseUrl}/api/sso/v2/auth/login`, {
        data: { email: 'learner@northwind.test', password: PASSWORD },
      });
      const { idToken } = await login.json();
      const userId = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()).sub;
      const list = await page.request.get(`${baseUrl}/api/sso/v2/user-workspaces/${userId}`, {
        headers: { authorization: `Bearer ${idToken}` },
      });
      const workspace = (await list.json()).data[0];
      await page.goto(`${baseUrl}/auth/login?targetWorkspace=${workspace.id}`);
      await page.getByLabel('Email address').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'list',
    as: 'useradmin@northwind.test',
    open: async (page) => {
      await page.goto(`${baseUrl}/users/users`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'form',
    as: 'learner@northwind.test',
    open: async (page) => {
      await page.goto(`${baseUrl}/lms/user/account/personal`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'empty-state',
    as: 'useradmin@northwind.test',
    open: async (page) => {
      await page.goto(`${baseUrl}/users/users`);
      await page.getByRole('searchbox').first().fill('nobody by this name');
      await page.waitForTimeout(800);
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'account-menu',
    as: 'lxa@northwind.test',
    open: async (page) => {
      await page.goto(`${baseUrl}/what-new`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('dialog', { name: /^Account menu for/ }).waitFor();
    },
  },
  {
    name: 'footer',
    as: 'lxa@northwind.test',
    open: async (page) => {
      await page.goto(`${baseUrl}/what-new`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'learner-home',
    as: 'learner@northwind.test',
    open: async (page) => {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'home',
    as: 'lxa@northwind.test',
    open: async (page) => {
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
];

const { executablePath, args } = await resolveChromium();
const browser = await chromium.launch({ executablePath, args });
try {
  for (const shot of SHOTS.filter((entry) => !only || entry.name === only)) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width > 500 ? 800 : 740 },
        isMobile: width <= 500,
        hasTouch: width <= 500,
        locale: 'en-GB',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      if (shot.as) await signIn(page, shot.as);
      await shot.open(page);
      // Let transitions and lazy images settle.
      await page.waitForTimeout(400);
      const file = path.join(out, `${shot.name}-${label}-${width}.png`);
      await page.screenshot({ path: file, fullPage: false });
      try {
        execFileSync('convert', [file, '-strip', '-colors', '256', `PNG8:${file}`], { stdio: 'ignore' });
      } catch {
        // No ImageMagick: keep the full-colour picture.
      }
      console.log(path.relative(root, file));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
