import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../lib/session/tokenStore';
import { apiError, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../test/tokens';

const customisation = {
  displayName: null,
  workspaceLogo: null,
  workspaceLogoHeight: 25,
  primaryColour: '#0074D9',
  textColour: '#111111',
  backgroundColour: '#FFFFFF',
  onboardings: [],
  helpdeskEmail: null,
  helpdeskPhone: null,
};
const list = {
  data: [
    {
      id: IDS.workspaceA,
      name: 'Engine Room',
      customerId: IDS.customer,
      customerName: 'Analytical Engines Ltd',
      status: 'active',
      profileId: IDS.profile,
      roles: ['learner', 'manager'],
      customisation,
    },
    {
      id: IDS.workspaceB,
      name: 'Mill',
      customerId: IDS.customer,
      customerName: 'Analytical Engines Ltd',
      status: 'active',
      profileId: IDS.profile,
      roles: ['admin'],
      customisation,
    },
  ],
  customerRoles: [],
};

describe('WorkspaceListPage', () => {
  it('lists workspaces with customer and roles, and selecting one enters it', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    const token = workspaceToken({ workspaceId: IDS.workspaceB, workspace: 'Mill' });
    mockFetch({
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: { body: list },
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceB}`]: { body: { token, expiresIn: 3600 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/lms/user/workspaces');

    expect(await screen.findByRole('heading', { name: 'Engine Room' })).toBeInTheDocument();
    expect(screen.getAllByText('Customer: Analytical Engines Ltd')).toHaveLength(2);
    expect(screen.getByText('Manager')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select Mill' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(tokenStore.get().workspaceToken).toBe(token);
  });

  it('marks the current workspace when opened from the account menu, and none at sign-in', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    mockFetch({ [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: { body: list } });
    const first = renderApp('/lms/user/workspaces');
    expect(await screen.findByRole('heading', { name: 'Engine Room' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-current'))).toHaveLength(0);
    expect(screen.queryByText('Current workspace')).not.toBeInTheDocument();
    first.unmount();

    tokenStore.setWorkspaceToken(workspaceToken({ workspaceId: IDS.workspaceB, workspace: 'Mill' }));
    renderApp('/lms/user/workspaces');
    const mill = (await screen.findByRole('heading', { name: 'Mill' })).closest('li')!;
    expect(mill).toHaveAttribute('aria-current', 'true');
    expect(mill).toHaveTextContent('Current workspace');
    expect(screen.getByRole('button', { name: 'Continue in Mill' })).toBeInTheDocument();
    const engineRoom = screen.getByRole('heading', { name: 'Engine Room' }).closest('li')!;
    expect(engineRoom).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Select Engine Room' })).toBeInTheDocument();
  });

  it('shows a failed selection inline', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    mockFetch({
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: { body: list },
      [`POST /api/sso/v2/validate/workspace/${IDS.workspaceA}`]: apiError(
        403,
        'forbidden',
        'You do not have access to this resource.',
      ),
    });
    const user = userEvent.setup();
    renderApp('/lms/user/workspaces');
    await user.click(await screen.findByRole('button', { name: 'Select Engine Room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this resource.');
  });
});
