import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';

const OKTA = { id: '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d', name: 'Northwind Okta' };
const ENTRA = { id: '7c3a9d0f-8e1b-4a2c-9d4e-6f7a8b9c0d1e', name: 'Northwind Entra ID' };

async function submitEmail(email = 'ada@example.com') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/email address/i), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('login: single sign-on stage', () => {
  it('asks which providers the email may use and offers each as a link to its sign-in', async () => {
    const calls = mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: false } },
      'POST /api/subscription-manager/saml/login-methods': { body: [ENTRA, OKTA] },
    });
    renderApp('/auth/login');
    await submitEmail('Ada@Example.com');

    const entra = await screen.findByRole('link', { name: 'Continue with Northwind Entra ID' });
    expect(entra).toHaveAttribute('href', `/api/subscription-manager/saml/login/${ENTRA.id}`);
    expect(screen.getByRole('link', { name: 'Continue with Northwind Okta' })).toHaveAttribute(
      'href',
      `/api/subscription-manager/saml/login/${OKTA.id}`,
    );
    expect(entra).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const methods = calls.find((call) => call.url.endsWith('/saml/login-methods'));
    expect(methods?.method).toBe('POST');
    expect(methods?.body).toEqual({ email: 'ada@example.com' });
    expect(methods?.headers.get('Authorization')).toBeNull();
    // No account yet: the provider will create it; there is no password to offer.
    expect(screen.queryByRole('button', { name: 'Sign in with a password' })).not.toBeInTheDocument();
    expect(screen.queryByText('No account found for this email.')).not.toBeInTheDocument();
  });

  it('still lets someone with an account sign in with their password', async () => {
    const wsToken = workspaceToken();
    mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/subscription-manager/saml/login-methods': { body: [OKTA] },
      'POST /api/sso/v2/auth/login': {
        body: { idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx', expiresIn: 900 },
      },
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: {
        body: {
          data: [
            {
              id: IDS.workspaceA,
              name: 'Engine Room',
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
            },
          ],
          customerRoles: [],
        },
      },
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceA}`]: { body: { token: wsToken, expiresIn: 3600 } },
    });
    renderApp('/auth/login');
    const user = await submitEmail();
    await screen.findByRole('link', { name: 'Continue with Northwind Okta' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a password' }));
    await user.type(await screen.findByLabelText(/^password/i), 'Correct-horse-1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(tokenStore.get().workspaceToken).toBe(wsToken);
  });

  it('goes back to the email stage with Change', async () => {
    mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/subscription-manager/saml/login-methods': { body: [OKTA] },
    });
    renderApp('/auth/login');
    const user = await submitEmail();
    await screen.findByRole('link', { name: 'Continue with Northwind Okta' });
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByRole('textbox', { name: /email address/i })).toHaveValue('ada@example.com');
  });

  it('falls back to the password stage when the provider look-up fails', async () => {
    mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/subscription-manager/saml/login-methods': { status: 500, body: { message: 'boom' } },
    });
    renderApp('/auth/login');
    await submitEmail();
    expect(await screen.findByLabelText(/^password/i)).toBeInTheDocument();
  });

  it.each([
    ['failed', "Your organisation's sign-in could not be completed. Please try again."],
    ['not_allowed', "Your organisation's account can't be used to sign in here. Ask your administrator for access."],
    ['unavailable', 'This way of signing in is not available at the moment. Please contact your administrator.'],
    ['expired', 'The sign-in took too long or was already used. Please try again.'],
  ])('explains a single sign-on that came back with ssoError=%s', async (reason, text) => {
    mockFetch({});
    renderApp(`/auth/login?ssoError=${reason}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some errors occurred while logging in.');
    expect(alert).toHaveTextContent(text);
  });

  it('clears the single sign-on error once the person tries again', async () => {
    mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/subscription-manager/saml/login-methods': { body: [] },
    });
    renderApp('/auth/login?ssoError=failed');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await submitEmail();
    await screen.findByLabelText(/^password/i);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
