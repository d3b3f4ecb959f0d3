import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { apiError, mockFetch, type RecordedCall } from '../../../../test/fetchMock';
import { identityUser } from '../../../../test/identityUser';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';

const workspace = (id: string, name: string) => ({
  id,
  name,
  customerId: IDS.customer,
  customerName: 'Analytical Engines Ltd',
  status: 'active',
  profileId: IDS.profile,
  roles: ['learner'],
  customisation: {
    displayName: null,
    workspaceLogo: null,
    workspaceLogoHeight: 25,
    primaryColour: '#0074D9',
    textColour: '#111111',
    backgroundColour: '#FFFFFF',
    onboardings: [],
    helpdeskEmail: null,
    helpdeskPhone: null,
  },
});

const tokens = { idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx', expiresIn: 3600 };

async function goToPasswordStage(calls: RecordedCall[]) {
  const user = userEvent.setup();
  const view = renderApp('/auth/login');
  await user.type(await screen.findByLabelText(/email address/i), 'Ada@Example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText(/^password/i);
  expect(calls[0]?.url).toBe('/api/sso/v3/users/exists?email=ada%40example.com');
  return { user, view };
}

describe('LoginPage', () => {
  it('has a main landmark, a heading and a labelled email field', async () => {
    mockFetch({});
    renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Campus' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email address/i })).toBeInTheDocument();
  });

  it('checks the email, then asks for the password showing the email with a Change link', async () => {
    const calls = mockFetch({ 'GET /api/sso/v3/users/exists': { body: { exists: true } } });
    const { user } = await goToPasswordStage(calls);

    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /change/i }));
    expect(await screen.findByRole('textbox', { name: /email address/i })).toHaveValue('ada@example.com');
  });

  it('says so when no account exists for the email', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/sso/v3/users/exists': { body: { exists: false } } });
    renderApp('/auth/login');
    await user.type(await screen.findByLabelText(/email address/i), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No account found for this email.');
    expect(alert).toHaveTextContent('Some errors occurred while logging in.');
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
  });

  it('validates the email before calling the server', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({});
    renderApp('/auth/login');
    await user.type(await screen.findByLabelText(/email address/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message inline when the password is wrong", async () => {
    const calls = mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/sso/v2/auth/login': apiError(401, 'invalid_credentials', 'Incorrect username or password.'),
    });
    const { user } = await goToPasswordStage(calls);
    await user.type(screen.getByLabelText(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect username or password.');
    expect(calls.at(-1)?.body).toEqual({ email: 'ada@example.com', password: 'wrong-password' });
    expect(tokenStore.get().idToken).toBeNull();
  });

  it('tries again by itself twice when many people are signing in, then asks kindly in the seconds given', async () => {
    const message = 'Many people are signing in right now. Please try again in a few seconds.';
    const busy = (seconds: string) => {
      const answer = apiError(503, 'service_busy', message);
      return { ...answer, body: { ...answer.body, details: { retryAfterSeconds: seconds } } };
    };
    // One-second waits for the screen's own tries keep the test short; the last answer is shown.
    const answers = [busy('1'), busy('1'), busy('7')];
    const calls = mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/sso/v2/auth/login': () => answers.shift() ?? busy('7'),
    });
    const { user } = await goToPasswordStage(calls);
    await user.type(screen.getByLabelText(/^password/i), 'Demo!2345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Many people are signing in right now. Please try again in 7 seconds.');
    expect(calls.filter((call) => call.url === '/api/sso/v2/auth/login')).toHaveLength(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The password stays, so trying again is one click.
    expect(screen.getByLabelText(/^password/i)).toHaveValue('Demo!2345');
  });

  it('counts down the seconds the busy server gives, tries again by itself and signs in', async () => {
    const answer = apiError(503, 'service_busy', 'Many people are signing in right now.');
    const answers = [{ ...answer, body: { ...answer.body, details: { retryAfterSeconds: '2' } } }, { body: tokens }];
    const calls = mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/sso/v2/auth/login': () => answers.shift() ?? { body: tokens },
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: {
        body: { data: [workspace(IDS.workspaceA, 'Engine Room')], customerRoles: [] },
      },
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceA}`]: { body: { token: workspaceToken(), expiresIn: 3600 } },
    });
    const { user } = await goToPasswordStage(calls);
    await user.type(screen.getByLabelText(/^password/i), 'Correct-horse-1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const countdown = await screen.findByRole('status');
    expect(countdown).toHaveAttribute('aria-live', 'polite');
    expect(countdown).toHaveTextContent('Trying again by itself in 2 seconds.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Trying again by itself in 1 second.'));
    expect(screen.getByLabelText(/^password/i)).toHaveValue('Correct-horse-1!');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/sso/v2/auth/login')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('enters the only workspace and lands on the default route', async () => {
    const wsToken = workspaceToken();
    const calls = mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/sso/v2/auth/login': { body: tokens },
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: {
        body: { data: [workspace(IDS.workspaceA, 'Engine Room')], customerRoles: [] },
      },
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceA}`]: { body: { token: wsToken, expiresIn: 3600 } },
    });
    const { user } = await goToPasswordStage(calls);
    await user.type(screen.getByLabelText(/^password/i), 'Correct-horse-1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(tokenStore.get()).toEqual({
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      workspaceToken: wsToken,
    });
    const validate = calls.find((call) => call.url.includes('/validate/workspace/'));
    expect(validate?.body).toEqual({ token: tokens.idToken });
    expect(validate?.headers.get('Authorization')).toBe(`Bearer ${tokens.idToken}`);
  });

  it('opens the page asked for before signing in', async () => {
    const managerToken = workspaceToken({
      roles: ['manager'],
      customerServices: ['LMS'],
      profile: { id: IDS.profile, roles: ['manager'], customerRoles: [] },
    });
    mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/sso/v2/auth/login': { body: tokens },
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: {
        body: { data: [workspace(IDS.workspaceA, 'Engine Room')], customerRoles: [] },
      },
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceA}`]: { body: { token: managerToken, expiresIn: 3600 } },
      'GET /api/learning-activities/enrolments/unresolved': {
        body: { data: [], pagination: { page: 1, pageSize: 20, total: 0 } },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/catalogue/requests');
    await user.type(await screen.findByLabelText(/email address/i), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^password/i), 'Correct-horse-1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/requests'));
  });

  it('sends a user with several workspaces to the workspace list', async () => {
    const calls = mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/sso/v2/auth/login': { body: tokens },
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: {
        body: {
          data: [workspace(IDS.workspaceA, 'Engine Room'), workspace(IDS.workspaceB, 'Mill')],
          customerRoles: [],
        },
      },
    });
    const { user } = await goToPasswordStage(calls);
    await user.type(screen.getByLabelText(/^password/i), 'Correct-horse-1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a workspace' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Select Mill' })).toBeInTheDocument();
  });

  it('exchanges the token when the user has no workspace', async () => {
    const platform = workspaceToken({
      workspaceId: null,
      workspace: null,
      profile: null,
      origin: 'customer',
      roles: ['superadmin'],
    });
    const calls = mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/sso/v2/auth/login': { body: tokens },
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: { body: { data: [], customerRoles: [] } },
      'POST /api/sso/v2/exchange/token': { body: { token: platform, expiresIn: 3600 } },
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: {
        body: identityUser({ mfaRequired: true, isSuperadmin: true }),
      },
    });
    const { user } = await goToPasswordStage(calls);
    await user.type(screen.getByLabelText(/^password/i), 'Correct-horse-1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // A superadmin without two-factor goes to account security (01 §2 after-login destination).
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    await waitFor(() => expect(tokenStore.get().workspaceToken).toBe(platform));
  });
});

describe('LoginPage and password reset', () => {
  it('goes straight to the password for the address in ?email= (the reset screen returns here with it)', async () => {
    const calls = mockFetch({ 'GET /api/sso/v3/users/exists': { body: { exists: true } } });
    renderApp('/auth/login?email=ada%40example.com');
    expect(await screen.findByLabelText(/^password/i, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/sso/v3/users/exists?email=ada%40example.com');
  });

  it('offers "Forgot your password?" carrying the email', async () => {
    const calls = mockFetch({ 'GET /api/sso/v3/users/exists': { body: { exists: true } } });
    await goToPasswordStage(calls);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/reset-password?email=ada%40example.com',
    );
  });

  it('sends a reset-required account to the reset screen', async () => {
    const calls = mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/sso/v2/auth/login': apiError(
        403,
        'PasswordResetRequiredException',
        'Your account has been forced to reset password.',
      ),
    });
    const show = vi.spyOn(notifications, 'show');
    const { user, view } = await goToPasswordStage(calls);
    await user.type(screen.getByLabelText(/^password/i), 'Demo!2345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/auth/reset-password');
    expect(view.router.state.location.search).toBe('?forceResetPassword=true&email=ada%40example.com');
    expect(screen.getByText('Your account has been forced to reset password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('ada@example.com');
    expect(show).not.toHaveBeenCalled();
  });
});

describe('LoginPage of an address that names a workspace', () => {
  it('wears the workspace’s name, logo and colours; an unknown one keeps the product’s', async () => {
    mockFetch({
      [`GET /api/subscription-manager/workspaces/${IDS.workspaceA}/branding`]: {
        body: {
          id: IDS.workspaceA,
          name: 'Engine Room',
          workspaceLogo: 'logo-file',
          workspaceLogoHeight: 30,
          primaryColour: '#0B7A75',
          textColour: '#111111',
          backgroundColour: '#FFFFFF',
        },
      },
    });
    const { unmount } = renderApp(`/auth/login?targetWorkspace=${IDS.workspaceA}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Engine Room' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Engine Room logo' })).toHaveAttribute(
      'src',
      '/api/file-storage/file/logo-file/medium',
    );
    await waitFor(() =>
      expect(getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled')).toMatch(
        /0B7A75/i,
      ),
    );
    unmount();

    renderApp(`/auth/login?targetWorkspace=${IDS.workspaceB}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Campus' })).toBeInTheDocument();
  });
});
