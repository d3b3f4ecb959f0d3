import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../lib/session/tokenStore';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../test/tokens';
import { toast } from '../../ui/toast';

const signIn = (withWorkspace: boolean) => {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  if (withWorkspace) tokenStore.setWorkspaceToken(workspaceToken());
};

describe('routes', () => {
  it('renders the 404 page for an unknown path', async () => {
    mockFetch({});
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('keeps a signed-in person inside the app’s frame on an unknown address', async () => {
    signIn(true);
    mockFetch({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Account menu for/ })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('renders the 404 page at /404', async () => {
    mockFetch({});
    renderApp('/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a visitor without a token from / to the login page', async () => {
    mockFetch({});
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in to Campus' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(document.title).toBe('Campus');
  });

  it('guards the workspace list too', async () => {
    mockFetch({});
    const { router } = renderApp('/lms/user/workspaces');
    await screen.findByRole('heading', { name: 'Sign in to Campus' });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends a user with only an identity token from / to the workspace list', async () => {
    signIn(false);
    mockFetch({ [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: { body: { data: [], customerRoles: [] } } });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Choose a workspace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lms/user/workspaces');
  });

  it('sends a manager from / to Home, with a skip link, role badges and the workspace in the title', async () => {
    signIn(true);
    mockFetch({});
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const roles = await screen.findByRole('list', { name: 'Roles' });
    expect(within(roles).getByText('Learner')).toBeInTheDocument();
    expect(within(roles).getByText('Trainer')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Engine Room – Campus'));
  });

  it('sends a learner with LMS from / to their courses dashboard', async () => {
    signIn(true);
    tokenStore.setWorkspaceToken(workspaceToken({ roles: ['learner'], customerRoles: [], customerServices: ['LMS'] }));
    mockFetch({});
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-learning/dashboard/courses'));
  });

  it('sends an events-only learner from / to their learner dashboard', async () => {
    signIn(true);
    tokenStore.setWorkspaceToken(workspaceToken({ roles: ['learner'], customerRoles: [], customerServices: ['EBS'] }));
    mockFetch({
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { status: 404 },
      'GET /api/classroom/dashboard/learner-session-states': {
        body: { data: [], pagination: { page: 1, pageSize: 20, total: 0 } },
      },
    });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-learning/dashboard/learner'));
    expect(await screen.findByRole('heading', { name: 'You have no upcoming sessions.' })).toBeInTheDocument();
  });

  it('a 404 from a query goes to the 404 page without a toast', async () => {
    signIn(true);
    mockFetch({});
    const { router, queryClient } = renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    await act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: ['missing'],
          queryFn: () => import('../../lib/api/client').then((m) => m.apiRequest('/api/missing')),
        })
        .catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs out: calls the API, clears the tokens and goes to login', async () => {
    signIn(true);
    const calls = mockFetch({ 'POST /api/sso/v2/auth/logout': { status: 204 } });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Account menu for Ada Lovelace/ }));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Sign in to Campus' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(tokenStore.get()).toEqual({ idToken: null, refreshToken: null, workspaceToken: null });
    const logout = calls.find((call) => call.url === '/api/sso/v2/auth/logout');
    expect(logout?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(logout?.body).toEqual({ refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  });

  it('shows a toast link with the default text View', async () => {
    mockFetch({});
    renderApp('/404');
    await screen.findByRole('heading', { name: 'Page not found' });
    act(() => {
      toast.success({ title: 'Saved', message: 'Course saved.', link: { to: '/catalogue' } });
    });
    expect(await screen.findByRole('link', { name: 'View' })).toHaveAttribute('href', '/catalogue');
  });
});

describe('redirect-only routes', () => {
  it('/users opens the first list the person may see', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(workspaceToken());
    mockFetch({ 'GET /api/sso/v2/users': { body: { data: [], pagination: { page: 1, pageSize: 20, total: 0 } } } });
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/users');
  });

  it('/reports is a 404 for someone with no report page', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(workspaceToken({ roles: ['learner'], customerRoles: [] }));
    mockFetch({});
    renderApp('/reports');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
