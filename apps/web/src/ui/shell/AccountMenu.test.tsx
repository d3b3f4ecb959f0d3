import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../lib/session/tokenStore';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { idToken, workspaceToken } from '../../test/tokens';

describe('the account menu', () => {
  it('closes on Escape pressed at once, before the menu has taken focus', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(workspaceToken());
    mockFetch({});
    const user = userEvent.setup();
    renderApp('/');

    const button = await screen.findByRole('button', { name: /^Account menu for Ada Lovelace/ });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: /^Account menu for Ada Lovelace/ })).toBeInTheDocument();
    // Focus is still on the button: the menu's focus trap moves it a moment later.
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Account menu for/ })).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
