import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { apiError, mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';

const tokens = { idToken: idToken(), refreshToken: 'refresh-token-from-sso-xxxxxxxxxxxxxxx', expiresIn: 900 };
const handoff = '8d4b0e1a-9f2c-4b3d-8e5f-7a8b9c0d1e2f.c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3JldA';

describe('/landing?sso=', () => {
  it('exchanges the handoff once, keeps the session and continues like a password sign-in', async () => {
    const platform = workspaceToken({
      workspaceId: null,
      workspace: null,
      profile: null,
      origin: 'customer',
      roles: [],
    });
    const calls = mockFetch({
      'POST /api/subscription-manager/saml/handoff': { body: tokens },
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: { body: { data: [], customerRoles: [] } },
      'POST /api/sso/v2/exchange/token': { body: { token: platform, expiresIn: 3600 } },
    });
    const view = renderApp(`/landing?sso=${encodeURIComponent(handoff)}`);
    // A customer-role holder without a workspace: the after-login rules pick the destination.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/my-learning/dashboard/trainer'));
    expect(tokenStore.get()).toEqual({
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      workspaceToken: platform,
    });
    const exchanges = calls.filter((call) => call.url === '/api/subscription-manager/saml/handoff');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.body).toEqual({ handoff });
    expect(exchanges[0]?.headers.get('Authorization')).toBeNull();
  });

  it('returns to the login page with an explanation when the handoff is refused', async () => {
    mockFetch({
      'POST /api/subscription-manager/saml/handoff': apiError(
        401,
        'sso_handoff_invalid',
        'Some errors occurred while logging in.',
      ),
    });
    const view = renderApp('/landing?sso=2e5c1f2b-0a3d-4c4e-9f6a-8b9c0d1e2f3a.used-already-xxxxxxxxxxxxxxxxxxxx');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sign-in took too long or was already used. Please try again.');
    expect(view.router.state.location.pathname).toBe('/auth/login');
    expect(tokenStore.get().idToken).toBeNull();
  });

  it('goes home when there is nothing to do', async () => {
    mockFetch({});
    const view = renderApp('/landing');
    await waitFor(() => expect(view.router.state.location.pathname).not.toBe('/landing'));
  });
});

describe('/landing?token= (old-system hand-over)', () => {
  const oldSystemSession = () =>
    workspaceToken({
      origin: 'subdomain',
      domain: 'northwind-events',
      roles: ['event_coordinator'],
      profile: { id: IDS.profile, roles: ['event_coordinator'], customerRoles: [] },
      customerRoles: [],
      customerServices: ['EBS'],
    });

  it('opens the old-system session, starts where the spec says and offers the way back', async () => {
    const workspace = oldSystemSession();
    const calls = mockFetch({
      'POST /api/sso/jwt/validate': { body: { ...tokens, token: workspace } },
      'GET /api/config': {
        body: {
          oldSystemUrl: 'https://{subdomain}.old.example.com/login',
          supportGuideUrl: null,
          termsUrl: '/legal/terms.html',
          privacyUrl: '/legal/privacy.html',
        },
      },
    });
    const view = renderApp('/landing?token=old-system-handover-token-0123456789');
    // An old-system event coordinator starts at Home (01 §2 root redirect).
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/home'));
    expect(tokenStore.get().workspaceToken).toBe(workspace);
    const handovers = calls.filter((call) => call.url === '/api/sso/jwt/validate');
    expect(handovers).toHaveLength(1);
    expect(handovers[0]?.body).toEqual({ token: 'old-system-handover-token-0123456789' });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Account menu for/ }));
    expect(await screen.findByRole('link', { name: 'Back to the old system' })).toHaveAttribute(
      'href',
      'https://northwind-events.old.example.com/login',
    );
  });

  it('shows the server’s message on the 404 page when the hand-over is refused', async () => {
    mockFetch({
      'POST /api/sso/jwt/validate': apiError(
        401,
        'handover_used',
        'This sign-in link has already been used. Sign in from the old system again.',
      ),
    });
    const view = renderApp('/landing?token=used-handover-token-9876543210');
    expect(
      await screen.findByText('This sign-in link has already been used. Sign in from the old system again.'),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(tokenStore.get().workspaceToken).toBeNull();
  });
});
