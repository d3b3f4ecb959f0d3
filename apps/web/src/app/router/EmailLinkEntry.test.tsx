import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../lib/session/tokenStore';
import { apiError, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { IDS, idToken, workspaceToken } from '../../test/tokens';

const link = (workspaceId: string) => `/home?source=email&ownerType=workspace&externalId=${workspaceId}&userType=admin`;
const inWorkspaceB = workspaceToken({ workspaceId: IDS.workspaceB, workspace: 'Mill' });

function signIn() {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(workspaceToken());
}

describe('email-link entry (01 §2)', () => {
  it('switches to the link’s workspace first and says so', async () => {
    signIn();
    mockFetch({
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceB}`]: { body: { token: inWorkspaceB, expiresIn: 3600 } },
    });
    const { router } = renderApp(link(IDS.workspaceB));
    expect(await screen.findByText('Your workspace has been switched.')).toBeInTheDocument();
    expect(screen.getAllByText('Workspace access').length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/home');
    expect(tokenStore.get().workspaceToken).toBe(inWorkspaceB);
  });

  it('says the workspace was accessed when already in it', async () => {
    signIn();
    mockFetch({});
    renderApp(link(IDS.workspaceA));
    expect(await screen.findByText('You have accessed the workspace successfully.')).toBeInTheDocument();
  });

  it('goes to the workspace list when the workspace cannot be entered', async () => {
    signIn();
    mockFetch({
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceB}`]: apiError(403, 'forbidden', 'No access'),
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: { body: { data: [], customerRoles: [] } },
    });
    const { router } = renderApp(link(IDS.workspaceB));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lms/user/workspaces'));
  });

  it('without a session goes to login with the target, and after sign-in enters it', async () => {
    mockFetch({
      'GET /api/sso/v3/users/exists': { body: { exists: true } },
      'POST /api/subscription-manager/saml/login-methods': { body: [] },
      'POST /api/sso/v2/auth/login': {
        body: { idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx', expiresIn: 3600 },
      },
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: { body: { data: [], customerRoles: [] } },
      'POST /api/sso/v2/exchange/token': { body: { token: workspaceToken({ workspaceId: null }), expiresIn: 3600 } },
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceB}`]: { body: { token: inWorkspaceB, expiresIn: 3600 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp(link(IDS.workspaceB));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('targetPath')).toBe('/home');
    expect(new URLSearchParams(router.state.location.search).get('targetWorkspace')).toBe(IDS.workspaceB);

    await user.type(await screen.findByLabelText(/^email address/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^password/i), 'Correct-horse-1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(tokenStore.get().workspaceToken).toBe(inWorkspaceB);
    expect(await screen.findByText('You have accessed the workspace successfully.')).toBeInTheDocument();
  });
});
