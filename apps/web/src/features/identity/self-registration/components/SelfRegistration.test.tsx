import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';

const KEY = 'ABCDEF234567';
const USER = '8c3d0e2f-4a5b-4c6d-9e7f-0a1b2c3d4e5f';
const UNIT = '1a2b3c4d-1111-4a5b-8c6d-9e7f0a1b2c3d';
const GROUP = '2b3c4d5e-2222-4b5c-9d6e-0f1a2b3c4d5e';
const BADGE = '3c4d5e6f-3333-4c5d-8e6f-1a2b3c4d5e6f';
const DEPARTMENT = '4d5e6f7a-4444-4d5e-9f7a-2b3c4d5e6f7a';

const details = {
  isValid: true,
  workspace: { id: '9d4e1f3a-5b6c-4d7e-8f9a-1b2c3d4e5f6a', name: 'Engine Room' },
  orgUnits: [{ id: UNIT, name: 'Sales' }],
  groups: [{ id: GROUP, name: 'New starters' }],
  customFields: [
    {
      id: BADGE,
      name: 'Badge number',
      fieldType: 'text',
      required: true,
      help: 'On your badge',
      options: [],
      minLength: 4,
      maxLength: 10,
    },
    {
      id: DEPARTMENT,
      name: 'Department',
      fieldType: 'single_choice',
      required: false,
      help: null,
      options: ['Sales', 'Finance'],
      minLength: null,
      maxLength: null,
    },
  ],
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^first name/i), 'Rosa');
  await user.type(screen.getByLabelText(/^last name/i), 'Parks');
  await user.type(screen.getByLabelText(/^email address/i), 'rosa@example.com');
  await user.type(screen.getByLabelText(/^new password/i), 'Register!234');
  await user.type(screen.getByLabelText(/^confirm password/i), 'Register!234');
}

describe('self-registration', () => {
  it('shows the spec text for a key that is not valid', async () => {
    mockFetch({ [`GET /api/sso/self-registration/key-details/${KEY}`]: { body: { ...details, isValid: false } } });
    renderApp(`/auth/self-registration/${KEY}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This key is not valid. Please contact your administrator for another key.',
    );
  });

  it('checks the custom fields, sends what the key offers and goes on to the code step', async () => {
    const calls = mockFetch({
      [`GET /api/sso/self-registration/key-details/${KEY}`]: { body: details },
      'POST /api/sso/self-registration/register-user': { status: 201, body: { id: USER } },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/auth/self-registration/${KEY}`);
    expect(await screen.findByRole('heading', { name: 'Join Engine Room' })).toBeInTheDocument();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Fill in Badge number.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^badge number/i), 'B1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Badge number must be at least 4 characters.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('register-user'))).toBe(false);

    await user.type(screen.getByLabelText(/^badge number/i), '234');
    await user.selectOptions(screen.getByLabelText(/^organisation unit/i), 'Sales');
    await user.click(screen.getByRole('checkbox', { name: 'New starters' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/complete-registration'));
    expect(router.state.location.search).toContain(`userId=${USER}`);
    expect(calls.find((call) => call.url.includes('register-user'))?.body).toEqual({
      key: KEY,
      firstName: 'Rosa',
      lastName: 'Parks',
      emailAddress: 'rosa@example.com',
      password: 'Register!234',
      orgUnit: UNIT,
      groups: [GROUP],
      // The untouched Department is not sent: empty values are dropped.
      customFields: { [BADGE]: 'B1234' },
    });
  });

  it('shows the server text when registration is refused', async () => {
    mockFetch({
      [`GET /api/sso/self-registration/key-details/${KEY}`]: { body: { ...details, customFields: [] } },
      'POST /api/sso/self-registration/register-user': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'UsernameExistsException',
          message: 'User already exists. Please try again with different details.',
          errors: { message: 'User already exists. Please try again with different details.' },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(`/auth/self-registration/${KEY}`);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User already exists. Please try again with different details.',
    );
  });

  it('confirms with the typed code and sends a new one on request', async () => {
    const calls = mockFetch({
      [`POST /api/sso/self-registration/resend-code/${USER}`]: { status: 204 },
      'POST /api/sso/self-registration/confirm-signup': { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/auth/complete-registration?userId=${USER}&email=rosa%40example.com`);
    expect(await screen.findByText(/sent a 6-digit code to rosa@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We have sent a new 6-digit code to rosa@example.com.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^verification code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?email=rosa%40example.com');
    expect(calls.find((call) => call.url.includes('confirm-signup'))?.body).toEqual({ userId: USER, code: '123456' });
  });

  it('confirms from the emailed link; a used link offers a new code, and resending for a confirmed account leads to the password reset', async () => {
    mockFetch({
      'POST /api/sso/self-registration/confirm-signup': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'ExpiredCodeException',
          message: 'Invalid code provided, please request a code again.',
          errors: { message: 'Invalid code provided, please request a code again.' },
        },
      },
      [`POST /api/sso/self-registration/resend-code/${USER}`]: {
        status: 409,
        body: { statusCode: 409, code: 'already_confirmed', message: 'confirmed', errors: { message: 'confirmed' } },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/auth/confirm-registration/${USER}/123456`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code provided, please request a code again.');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/reset-password'));
    expect(router.state.location.search).toContain('forceResetPassword=true');
  });

  it('signing in before confirming goes back to the code step', async () => {
    mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/subscription-manager/saml/login-methods': { body: [] },
      'POST /api/sso/v2/auth/login': {
        status: 403,
        body: {
          statusCode: 403,
          code: 'UserNotConfirmedException',
          message: 'User is not confirmed.',
          errors: { message: 'User is not confirmed.' },
          details: { userId: USER },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText(/^email address/i), 'rosa@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^password/i), 'Register!234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/complete-registration'));
    expect(router.state.location.search).toContain(`userId=${USER}`);
  });
});
