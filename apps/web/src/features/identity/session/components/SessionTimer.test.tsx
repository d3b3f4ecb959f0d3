import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';

const now = () => Math.floor(Date.now() / 1000);

function signInExpiringIn(seconds: number) {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(workspaceToken({ exp: now() + seconds }));
}

describe('session timer', () => {
  it("asks 'Stay logged in?' in the last minute; staying renews the token and closes it", async () => {
    signInExpiringIn(45);
    const fresh = workspaceToken({ exp: now() + 3600 });
    const calls = mockFetch({
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceA}`]: { body: { token: fresh, expiresIn: 3600 } },
    });
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Stay logged in?' });
    expect(dialog).toHaveTextContent(/Your session will expire in (4[0-5]) seconds\./);
    // Non-closable: no close button, Escape does nothing.
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Stay logged in?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tokenStore.get().workspaceToken).toBe(fresh);
    expect(calls.filter((call) => call.url.includes('/validate/workspace/'))).toHaveLength(1);
  });

  it("logs out at 0 with 'You've been logged out due to inactivity.'", async () => {
    signInExpiringIn(2);
    mockFetch({ 'POST /api/sso/v2/auth/logout': { status: 204 } });
    const { router } = renderApp('/');
    expect(
      await screen.findByText("You've been logged out due to inactivity.", {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(tokenStore.get().workspaceToken).toBeNull();
  });

  it('logs out from the dialog', async () => {
    signInExpiringIn(30);
    mockFetch({ 'POST /api/sso/v2/auth/logout': { status: 204 } });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Stay logged in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
