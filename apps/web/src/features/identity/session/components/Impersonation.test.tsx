import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad } from '../../../../lib/navigation/pageLoad';
import { TOKEN_KEYS, tokenStore } from '../../../../lib/session/tokenStore';
import { mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { IDS, idToken, workspaceToken } from '../../../../test/tokens';

describe('impersonation in the shell', () => {
  it("shows the original user's initials, disables workspace change, and goes Back to admin", async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(
      workspaceToken({ originUser: { id: IDS.profile, firstName: 'Umar', lastName: 'Khan' } }),
    );
    const adminToken = workspaceToken({ user: { firstName: 'Umar', lastName: 'Khan', emailAddress: 'u@example.com' } });
    const calls = mockFetch({ 'POST /api/sso/v2/unimpersonate': { body: { token: adminToken, expiresIn: 3600 } } });
    const user = userEvent.setup();
    const loaded = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {});
    renderApp('/');

    const menu = await screen.findByRole('button', {
      name: 'Account menu for Ada Lovelace, acting on behalf of Umar Khan',
    });
    expect(menu).toHaveTextContent(/ALUK$/);

    await user.click(menu);
    expect(await screen.findByText('Acting on behalf of Umar Khan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change workspace' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back to admin' }));
    // Back to the user list, where impersonation starts (03 §6), in a fresh page as the admin.
    await waitFor(() => expect(loaded).toHaveBeenCalledWith('/users/users'));
    expect(calls.some((call) => call.url === '/api/sso/v2/unimpersonate')).toBe(true);
    expect(window.localStorage.getItem(TOKEN_KEYS.workspaceToken)).toBe(adminToken);
    // The page on its way out does not turn into the administrator's (its guards would misjudge).
    expect(screen.getByRole('button', { name: /acting on behalf of Umar Khan/ })).toBeInTheDocument();
    loaded.mockRestore();
  });
});
