import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { apiError, mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';
import { identityUser } from '../../../../test/identityUser';

function signIn(claims: Parameters<typeof idToken>[0] = {}) {
  tokenStore.signIn({ idToken: idToken(claims), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(workspaceToken());
}

describe('account page', () => {
  it('sends someone who must use 2FA but has not set it up to the security tab with the spec toast', async () => {
    signIn({ mfa_required: true, mfa_enabled: false });
    mockFetch({ [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser({ mfaRequired: true }) } });
    const { router } = renderApp('/');
    expect(await screen.findByText('You have to set up two factor authentication.')).toBeInTheDocument();
    expect(screen.getAllByText('2FA required').length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lms/user/account/security'));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
  });

  it('enrols an authenticator: QR code, secret, wrong then right code', async () => {
    signIn();
    let verifyAttempts = 0;
    const calls = mockFetch({
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser() },
      'POST /api/sso/v2/cognito/get-mfa-secret-code': {
        body: {
          secretCode: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Campus:ada%40example.com?secret=JBSWY3DPEHPK3PXP',
        },
      },
      'POST /api/sso/v2/cognito/verify-mfa-software-token': () =>
        (verifyAttempts += 1) === 1
          ? apiError(400, 'CodeMismatchException', 'Something went wrong. Try to type the code once again.')
          : { body: { status: 'SUCCESS' } },
      'POST /api/sso/v2/auth/refresh': {
        body: {
          idToken: idToken({ mfa_enabled: true }),
          refreshToken: 'refresh-token-yyyyyyyyyyyyyyyyyyyyyy',
          expiresIn: 900,
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/lms/user/account/security');
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByTitle('QR code for your authenticator app')).toBeInTheDocument();
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    const code = screen.getByLabelText(/authentication code/i);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Try to type the code once again.',
    );

    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Two-factor authentication is now protecting your account.')).toBeInTheDocument();
    const verify = calls.filter((call) => call.url === '/api/sso/v2/cognito/verify-mfa-software-token').at(-1);
    expect(verify?.body).toMatchObject({ userId: IDS.user, code: '222222' });
  });

  it('never offers a superadmin the switch to turn 2FA off', async () => {
    signIn({ mfa_required: true, mfa_enabled: true });
    mockFetch({
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: {
        body: identityUser({ mfaEnabled: true, mfaRequired: true, isSuperadmin: true }),
      },
    });
    renderApp('/lms/user/account/security');
    expect(await screen.findByText('Superadmins always use two-factor authentication.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor authentication' })).not.toBeInTheDocument();
  });

  it('changes the password, keeping the confirmation in the form', async () => {
    signIn();
    const calls = mockFetch({
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser() },
      'POST /api/sso/v2/auth/change-password': { status: 204 },
    });
    const user = userEvent.setup();
    renderApp('/lms/user/account/security');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^current password/i), 'Old!Pass123');
    await user.type(within(form).getByLabelText(/^new password/i), 'New!Pass123');
    await user.type(within(form).getByLabelText(/^confirm password/i), 'New!Pass123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/sso/v2/auth/change-password')?.body).toEqual({
      oldPassword: 'Old!Pass123',
      newPassword: 'New!Pass123',
    });
  });

  it('lists the activity log with en-GB dates and plain words', async () => {
    signIn();
    mockFetch({
      'GET /api/sso/v2/user-activity-log': {
        body: {
          data: [
            {
              id: '9a1e7b8d-6c9f-4e0a-9b2c-4d5e6f7a8b9c',
              occurredAt: '2026-11-20T15:04:00.000Z',
              action: 'POST /api/sso/v2/auth/login',
              outcome: 'failure',
              workspaceName: null,
              ip: '203.0.113.9',
              actingUser: null,
            },
          ],
          pagination: { page: 1, pageSize: 20, total: 1 },
        },
      },
    });
    renderApp('/lms/user/account/activity-log');
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText(/20 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
  });
});
