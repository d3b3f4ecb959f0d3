import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, chooseFromAccountMenu, signInThroughUi } from '../../fixtures/auth';

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

test.describe('impersonation', () => {
  test('a superadmin sets up 2FA, acts as a learner, and goes back to admin', async ({ page, request }) => {
    // Who and where: the learner's id and workspace, read from their own sign-in.
    const login = await request.post('/api/sso/v2/auth/login', {
      data: { email: 'learner@northwind.test', password: DEMO_PASSWORD },
    });
    const learnerId = decode(((await login.json()) as { idToken: string }).idToken).sub as string;
    const list = await request.get(`/api/sso/v2/user-workspaces/${learnerId}`, {
      headers: { authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` },
    });
    const workspaceId = ((await list.json()) as { data: { id: string }[] }).data[0]?.id as string;

    // Superadmins must use two-factor authentication: the gate sends Sam to set it up.
    await signInThroughUi(page, 'superadmin@campus.test');
    await expect(page).toHaveURL(/\/lms\/user\/account\/security$/);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    await page.getByLabel('Authentication code').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('Superadmins always use two-factor authentication.')).toBeVisible();

    // The People list comes with a later area; its Impersonate action makes this call.
    const started = await page.evaluate(
      async ({ learnerId, workspaceId }) => {
        const response = await fetch(`/api/sso/v2/impersonate/${learnerId}?originWorkspaceId=${workspaceId}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${localStorage.getItem('workspaceToken')}`,
            'content-type': 'application/json',
          },
          body: '{}',
        });
        const { token } = (await response.json()) as { token: string };
        localStorage.setItem('workspaceToken', token);
        return response.status;
      },
      { learnerId, workspaceId },
    );
    expect(started).toBe(200);
    await page.goto('/');

    await expect(page.getByRole('main').getByText('Liam Hughes', { exact: true })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Account menu for Liam Hughes, acting on behalf of Sam Superadmin' });
    await expect(menu).toContainText('LHSS');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // Changing workspace is not possible while acting as someone else.
    await menu.click();
    await expect(page.getByRole('button', { name: 'Change workspace', exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');

    await chooseFromAccountMenu(page, 'Back to admin');
    await expect(page.getByRole('button', { name: 'Account menu for Sam Superadmin' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Sam Superadmin', { exact: true })).toBeVisible();
  });
});
