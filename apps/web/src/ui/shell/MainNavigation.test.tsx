import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { tokenStore } from '../../lib/session/tokenStore';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../test/tokens';

function signInWith(roles: Parameters<typeof workspaceToken>[0]) {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(workspaceToken(roles));
}

const topNavigation = () => screen.findByRole('navigation', { name: 'Main' });

describe('navigation', () => {
  it('never offers a section as a link that would open a 404 (an event coordinator’s Reports)', async () => {
    signInWith({
      roles: ['event_coordinator'],
      customerRoles: [],
      customerServices: ['EBS'],
      profile: { id: IDS.profile, roles: ['event_coordinator'], customerRoles: [] },
    });
    mockFetch({});
    renderApp('/home');
    const main = await topNavigation();
    expect(within(main).getByText('Reports')).toHaveAttribute('aria-disabled', 'true');
    expect(within(main).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('shows a site admin the sections the spec grants, and Home lists their pages', async () => {
    signInWith({
      roles: ['admin'],
      customerRoles: ['master_administrator'],
      customerServices: ['EBS', 'LMS'],
      profile: { id: IDS.profile, roles: ['admin'], customerRoles: ['master_administrator'] },
    });
    mockFetch({});
    renderApp('/home');
    const main = await topNavigation();
    const names = within(main)
      .getAllByText(/./)
      .map((entry) => entry.textContent);
    expect(names).toEqual(['Setup', 'People', 'Catalogue', 'Reports']);
    // Setup's pages are not built yet: shown, but not links.
    expect(within(main).getByText('Setup')).toHaveAttribute('aria-disabled', 'true');

    // Home lists the same areas as shortcuts, and the account pages as links.
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByText('Site admins')).toBeInTheDocument();
    expect(within(people).queryByText('Auto-enrolments')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/lms/user/account/security');
  });

  it('shows a learner with LMS only My learning, and never Achievements', async () => {
    signInWith({
      roles: ['learner'],
      customerRoles: [],
      customerServices: ['LMS'],
      profile: { id: IDS.profile, roles: ['learner'], customerRoles: [] },
    });
    mockFetch({});
    renderApp('/lms/user/account/personal');
    const main = await topNavigation();
    expect(
      within(main)
        .getAllByText(/./)
        .map((entry) => entry.textContent),
    ).toEqual(['My learning']);
    expect(screen.queryByText('Achievements')).not.toBeInTheDocument();
  });

  it('refuses /home to a learner (404), as the spec grants it to staff only', async () => {
    signInWith({
      roles: ['learner'],
      customerRoles: [],
      customerServices: ['LMS'],
      profile: { id: IDS.profile, roles: ['learner'], customerRoles: [] },
    });
    mockFetch({});
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/404');
  });
});
