import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_ERRORS } from '@campus/contracts';
import { apiError, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';

const SEND = 'POST /api/sso/v2/auth/forgot-password';
const CONFIRM = 'POST /api/sso/v2/auth/confirm-forgot-password';

async function toCodeStage(routes: Parameters<typeof mockFetch>[0]) {
  const calls = mockFetch({ [SEND]: { status: 204 }, ...routes });
  const user = userEvent.setup();
  const view = renderApp('/auth/reset-password?email=ada%40example.com');
  expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('We have sent a 6-digit code to ada@example.com.')).toBeInTheDocument();
  expect(calls[0]?.body).toEqual({ email: 'ada@example.com' });
  return { calls, user, view };
}

async function fillNewPassword(
  user: ReturnType<typeof userEvent.setup>,
  code: string,
  password: string,
  repeat = password,
) {
  await user.type(screen.getByRole('textbox', { name: /verification code/i }), code);
  await user.type(screen.getByLabelText(/^new password/i), password);
  await user.type(screen.getByLabelText(/repeat the new password/i), repeat);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage', () => {
  it('sends the code, then resets and returns to sign in with the email', async () => {
    const { calls, user, view } = await toCodeStage({ [CONFIRM]: { status: 204 } });
    await fillNewPassword(user, '123456', 'Fresh!Start42');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/auth/login'));
    expect(view.router.state.location.search).toBe('?email=ada%40example.com');
    expect(calls[1]?.body).toEqual({ email: 'ada@example.com', code: '123456', newPassword: 'Fresh!Start42' });
    expect(
      await screen.findByText('Your password has been reset. You can now sign in with your new password.'),
    ).toBeInTheDocument();
  });

  it.each(
    Object.values(PASSWORD_RESET_ERRORS).filter(
      (error) => error.code !== 'NotAuthorizedException' && error.code !== 'PasswordResetRequiredException',
    ),
  )('shows the spec text for $code', async (error) => {
    const { user } = await toCodeStage({ [CONFIRM]: apiError(400, error.code, error.message) });
    await fillNewPassword(user, '123456', 'Fresh!Start42');
    // The generic text is also the alert's title, so it may appear twice.
    const [text] = await screen.findAllByText(error.message);
    expect(text?.closest('[role="alert"]')).not.toBeNull();
  });

  it('catches a weak password and a mismatch without calling the server', async () => {
    const { calls, user } = await toCodeStage({});
    await fillNewPassword(user, '123456', 'weak', 'weak');
    expect(
      await screen.findByText('Password failed to satisfy constraint. Please use stronger password.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^new password/i));
    await user.type(screen.getByLabelText(/^new password/i), 'Fresh!Start42');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows an unknown email in the spec words and stays on the screen (no 404 page)', async () => {
    const error = PASSWORD_RESET_ERRORS.unknownUser;
    mockFetch({ [SEND]: apiError(404, error.code, error.message) });
    const user = userEvent.setup();
    const view = renderApp('/auth/reset-password');
    await user.type(await screen.findByRole('textbox', { name: /email address/i }), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      (await screen.findByText('There is no existing user with this email.')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(view.router.state.location.pathname).toBe('/auth/reset-password');
  });

  it('explains a forced reset', async () => {
    mockFetch({});
    renderApp('/auth/reset-password?forceResetPassword=true&email=ada%40example.com');
    expect(await screen.findByText('Your account has been forced to reset password.')).toBeInTheDocument();
  });
});
