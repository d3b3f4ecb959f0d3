import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { apiError, mockFetch, type RecordedCall } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';
import { identityUser } from '../../../../test/identityUser';

const tokens = { idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx', expiresIn: 3600 };

/** After sign-in the person has no workspace: a platform token and their after-login destination. */
const noWorkspaces = {
  [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: { body: { data: [], customerRoles: [] } },
  'POST /api/sso/v2/exchange/token': { body: { token: workspaceToken({ workspaceId: null }), expiresIn: 3600 } },
  [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser() },
};

async function signInWithPassword() {
  const user = userEvent.setup();
  renderApp('/auth/login');
  await user.type(await screen.findByLabelText(/email address/i), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/^password/i), 'Correct-horse-1!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in challenges', () => {
  it('asks for the authenticator code, shows the spec text for a wrong one, then signs in', async () => {
    let attempts = 0;
    const calls: RecordedCall[] = mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/sso/v2/auth/login': { body: { challengeName: 'SOFTWARE_TOKEN_MFA', session: 'challenge-session-1' } },
      'POST /api/sso/v2/auth/mfa': () =>
        (attempts += 1) === 1
          ? apiError(400, 'CodeMismatchException', 'Something went wrong. Try to type the code once again.')
          : { body: tokens },
      ...noWorkspaces,
    });
    const user = await signInWithPassword();

    const code = await screen.findByLabelText(/authentication code/i);
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Try to type the code once again.',
    );
    expect(tokenStore.get().idToken).toBeNull();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // A trainer without a workspace: the trainer dashboard.
    expect(await screen.findByRole('heading', { level: 2, name: 'Sessions I run' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/sso/v2/auth/mfa').at(-1)?.body).toEqual({
      session: 'challenge-session-1',
      code: '654321',
    });
    expect(tokenStore.get().idToken).toBe(tokens.idToken);
  });

  it('asks for a new password when the account must choose one, checking it before sending', async () => {
    const calls = mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/sso/v2/auth/login': {
        body: { challengeName: 'NEW_PASSWORD_REQUIRED', session: 'challenge-session-2' },
      },
      'POST /api/sso/v2/auth/new-password': { body: tokens },
      ...noWorkspaces,
    });
    const user = await signInWithPassword();

    await user.type(await screen.findByLabelText(/^new password/i), 'Fresh!Pass9');
    await user.type(screen.getByLabelText(/^confirm password/i), 'Fresh!Pass8');
    await user.click(screen.getByRole('button', { name: 'Save password and continue' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/sso/v2/auth/new-password')).toBe(false);

    await user.clear(screen.getByLabelText(/^confirm password/i));
    await user.type(screen.getByLabelText(/^confirm password/i), 'Fresh!Pass9');
    await user.click(screen.getByRole('button', { name: 'Save password and continue' }));
    // A trainer without a workspace: the trainer dashboard.
    expect(await screen.findByRole('heading', { level: 2, name: 'Sessions I run' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/sso/v2/auth/new-password')?.body).toEqual({
      session: 'challenge-session-2',
      newPassword: 'Fresh!Pass9',
    });
  });
});
