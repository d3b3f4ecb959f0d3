import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';

const ID = '7b2c9d1e-3f4a-4b5c-8d6e-9f0a1b2c3d4e';
const SECRET = 'Zm9yLXRlc3RzLW9ubHktbm90LWEtcmVhbC1zZWNyZXQ';
const LINK = `invitation=${ID}&secret=${SECRET}`;
const invitation = (overrides = {}) => ({
  id: ID,
  status: 'sent',
  user: {
    id: '8c3d0e2f-4a5b-4c6d-9e7f-0a1b2c3d4e5f',
    emailAddress: 'nina@example.com',
    firstName: 'Nina',
    lastName: 'New',
  },
  workspace: { id: '9d4e1f3a-5b6c-4d7e-8f9a-1b2c3d4e5f6a', name: 'Engine Room' },
  hasAccount: false,
  ...overrides,
});

describe('invitation sign-up', () => {
  it('sends a sign-up without a pending invitation to login', async () => {
    mockFetch({});
    const { router } = renderApp('/auth/sign-up');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('treats a link without its secret as a broken invitation link, without asking the server', async () => {
    const calls = mockFetch({ [`GET /api/sso/v2/invitations/${ID}`]: { body: invitation() } });
    const { router } = renderApp(`/landing-invitation?invitation=${ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lms/user/invitation/error'));
    expect(calls).toEqual([]);
  });

  it('routes the emailed link: no account → sign up; an answered invitation → resolved', async () => {
    mockFetch({ [`GET /api/sso/v2/invitations/${ID}`]: { body: invitation() } });
    const { router } = renderApp(`/landing-invitation?${LINK}`);
    expect(await screen.findByRole('heading', { name: 'Join Engine Room' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/sign-up');
  });

  it('creates the account with the marketing choice, then goes to sign in', async () => {
    const calls = mockFetch({
      [`GET /api/sso/v2/invitations/${ID}`]: { body: invitation() },
      'POST /api/sso/v2/cognito/sign-up': { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/auth/sign-up?${LINK}`);
    expect(await screen.findByLabelText(/^email address/i)).toHaveValue('nina@example.com');
    await user.type(screen.getByLabelText(/^new password/i), 'Welcome!234');
    await user.type(screen.getByLabelText(/^confirm password/i), 'Welcome!234');
    await user.click(screen.getByRole('checkbox', { name: /send me news/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(calls.find((call) => call.url === '/api/sso/v2/cognito/sign-up')?.body).toEqual({
      invitationId: ID,
      invitationSecret: SECRET,
      password: 'Welcome!234',
      firstName: 'Nina',
      lastName: 'New',
      marketingAgree: true,
    });
  });

  it('waits out a busy server with a countdown, keeping the password typed, then creates the account', async () => {
    const busy = apiError(503, 'service_busy', 'Many people are signing in right now.');
    const answers = [{ ...busy, body: { ...busy.body, details: { retryAfterSeconds: '1' } } }];
    const calls = mockFetch({
      [`GET /api/sso/v2/invitations/${ID}`]: { body: invitation() },
      'POST /api/sso/v2/cognito/sign-up': () => answers.shift() ?? { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/auth/sign-up?${LINK}`);
    await user.type(await screen.findByLabelText(/^new password/i), 'Welcome!234');
    await user.type(screen.getByLabelText(/^confirm password/i), 'Welcome!234');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Trying again by itself in 1 second.');
    expect(screen.getByLabelText(/^new password/i)).toHaveValue('Welcome!234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 4000 });
    expect(calls.filter((call) => call.url === '/api/sso/v2/cognito/sign-up')).toHaveLength(2);
  });

  it('accepts for someone with an account and says so', async () => {
    const calls = mockFetch({
      [`GET /api/sso/v2/invitations/${ID}`]: { body: invitation({ hasAccount: true }) },
      [`POST /api/sso/v2/accept-invitation/${ID}`]: { status: 204 },
    });
    const user = userEvent.setup();
    renderApp(`/landing-invitation?${LINK}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Invitation has been successfully accepted.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/sso/v2/accept-invitation/'))?.body).toEqual({
      secret: SECRET,
    });
  });
});
