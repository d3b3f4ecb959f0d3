import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { PASSWORD_RESET_ERRORS } from '@campus/contracts';
import { apiError, mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';

const SEND = 'POST /api/sso/v2/auth/forgot-password';
const CONFIRM = 'POST /api/sso/v2/auth/confirm-forgot-password';
const LABELS = ['Verification code', 'New password', 'Confirm password'];
const ERR = PASSWORD_RESET_ERRORS;

async function toCodeStage(routes: Parameters<typeof mockFetch>[0]) {
  const calls = mockFetch({ [SEND]: { status: 204 }, ...routes });
  const show = vi.spyOn(notifications, 'show');
  const user = userEvent.setup();
  const view = renderApp('/auth/reset-password?email=ada%40example.com');
  expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('status')).toHaveTextContent('We have sent a 6-digit code to ada@example.com.');
  expect(calls[0]?.body).toEqual({ email: 'ada@example.com' });
  return { calls, show, user, view };
}

async function fillNewPassword(
  user: ReturnType<typeof userEvent.setup>,
  code: string,
  password: string,
  repeat = password,
) {
  await user.type(screen.getByRole('textbox', { name: /verification code/i }), code);
  await user.type(screen.getByLabelText(/new password/i), password);
  await user.type(screen.getByLabelText(/confirm password/i), repeat);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

/** The failure is in the page's alert, in the spec's words, and not also in a toast. */
async function expectInlineError(message: string, show: ReturnType<typeof vi.spyOn>) {
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(show).not.toHaveBeenCalled();
}

describe('ResetPasswordPage', () => {
  it('sends the code, then resets and returns to sign in with the email', async () => {
    const { calls, show, user, view } = await toCodeStage({
      [CONFIRM]: { status: 204 },
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
    });
    await fillNewPassword(user, '123456', 'Fresh!Start42');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/auth/login'));
    expect(view.router.state.location.search).toBe('?email=ada%40example.com');
    expect(calls[1]?.body).toEqual({ email: 'ada@example.com', code: '123456', newPassword: 'Fresh!Start42' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Password changed', 'data-status': 'success' }));
    expect(
      await screen.findByText('Your password has been reset. You can now sign in with your new password.'),
    ).toBeInTheDocument();
    // The address is known: straight to the password, nothing to press again.
    expect(await screen.findByLabelText(/^password/i, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('labels each field so that no label contains another (e2e label look-ups match substrings)', async () => {
    await toCodeStage({});
    for (const label of LABELS) expect(screen.getAllByLabelText(new RegExp(label, 'i'))).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /verification code/i })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: /verification code/i })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    for (const toggle of screen.getAllByRole('button', { name: 'Show or hide characters', hidden: true })) {
      expect(toggle.getAttribute('aria-label')).not.toMatch(/password/i);
    }
  });

  it.each([
    [400, ERR.wrongCode],
    [400, ERR.expiredCode],
    [400, ERR.invalidPassword],
    [429, ERR.tooManyAttempts],
    [404, ERR.unknownUser],
    [400, ERR.generic],
  ])('shows the spec text when the reset answers %i %s', async (status, error) => {
    const { show, user, view } = await toCodeStage({ [CONFIRM]: apiError(status, error.code, error.message) });
    await fillNewPassword(user, '123456', 'Fresh!Start42');
    await expectInlineError(error.message, show);
    expect(view.router.state.location.pathname).toBe('/auth/reset-password');
  });

  it.each([
    [404, ERR.unknownUser],
    [429, ERR.tooManyAttempts],
  ])('shows the spec text when sending the code answers %i %s (no 404 page)', async (status, error) => {
    mockFetch({ [SEND]: apiError(status, error.code, error.message) });
    const show = vi.spyOn(notifications, 'show');
    const user = userEvent.setup();
    const view = renderApp('/auth/reset-password');
    await user.type(await screen.findByRole('textbox', { name: /email address/i }), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await expectInlineError(error.message, show);
    expect(view.router.state.location.pathname).toBe('/auth/reset-password');
  });

  it('catches a bad code, a weak password and a mismatch without calling the server', async () => {
    const { calls, user } = await toCodeStage({});
    await fillNewPassword(user, '12ab', 'weak', 'weak');
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(screen.getByText(ERR.invalidPassword.message)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/verification code/i));
    await user.type(screen.getByLabelText(/verification code/i), '123456');
    await user.clear(screen.getByLabelText(/new password/i));
    await user.type(screen.getByLabelText(/new password/i), 'Fresh!Start42');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/confirm password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/confirm password/i)).toHaveAccessibleDescription('The passwords do not match.');
    expect(calls).toHaveLength(1);
  });

  it('sends a new code on request and says so; a refusal shows the spec text', async () => {
    let sends = 0;
    const { calls, user } = await toCodeStage({
      [SEND]: () => (++sends === 3 ? apiError(429, ERR.tooManyAttempts.code, ERR.tooManyAttempts.message) : {}),
    });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We have sent a new 6-digit code to ada@example.com.')).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({ email: 'ada@example.com' });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERR.tooManyAttempts.message);
  });

  it('explains a forced reset and leads back to sign in with the email', async () => {
    mockFetch({});
    renderApp('/auth/reset-password?forceResetPassword=true&email=ada%40example.com');
    expect(await screen.findByText('Your account has been forced to reset password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('ada@example.com');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/login?email=ada%40example.com',
    );
  });
});
