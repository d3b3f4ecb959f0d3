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
/** The entries' names, links and coming-soon entries alike, without their badges. */
const entryNames = (navigation: HTMLElement) =>
  [...navigation.querySelectorAll('a, [aria-disabled="true"]')].map(
    (entry) => entry.querySelector('span')?.textContent ?? '',
  );

describe('navigation', () => {
  it('shows an event coordinator nothing their roles never reach: no Setup, no Reports, no coming soon for them (issue 25)', async () => {
    // coordinator@northwind.test: event_coordinator with EBS, no customer role. The navigation's
    // rules grant Setup (Venues, Media library, Notifications) and Reports, but their routes ask
    // for master_administrator (or trainer), and the reports for other roles.
    signInWith({
      roles: ['event_coordinator'],
      customerRoles: [],
      customerServices: ['EBS'],
      profile: { id: IDS.profile, roles: ['event_coordinator'], customerRoles: [] },
    });
    mockFetch({});
    renderApp('/home');
    const main = await topNavigation();
    expect(entryNames(main)).toEqual(['Catalogue']);
    expect(within(main).getByRole('link', { name: 'Catalogue' }).getAttribute('href')).toMatch(/^\/catalogue\/events/);
    expect(within(main).queryByText('Coming soon')).not.toBeInTheDocument();
    expect(within(main).queryByText('Setup')).not.toBeInTheDocument();
    expect(within(main).queryByText('Reports')).not.toBeInTheDocument();

    // Home: their built pages as links, and no Coming soon card for areas they will never open.
    const goTo = await screen.findByRole('region', { name: 'Go to' });
    expect(within(goTo).getByRole('link', { name: /Events/ })).toHaveAttribute('href', '/catalogue/events');
    expect(screen.queryByRole('region', { name: 'Coming soon' })).not.toBeInTheDocument();
    for (const name of ['Venues', 'Media library', 'Notifications', 'Setup', 'Reports'])
      expect(screen.queryByText(name), name).not.toBeInTheDocument();
  });

  it('gives a site admin who coordinates events the built Setup pages as links (issue 25)', async () => {
    signInWith({
      roles: ['event_coordinator'],
      customerRoles: ['master_administrator'],
      customerServices: ['EBS'],
      profile: { id: IDS.profile, roles: ['event_coordinator'], customerRoles: ['master_administrator'] },
    });
    mockFetch({});
    renderApp('/home');
    const main = await topNavigation();
    // Setup opens its first built page; site settings are not built yet.
    expect(within(main).getByRole('link', { name: 'Setup' })).toHaveAttribute('href', '/setup/venues');
    const goTo = await screen.findByRole('region', { name: 'Go to' });
    expect(within(goTo).getByRole('link', { name: /Venues/ })).toHaveAttribute('href', '/setup/venues');
    expect(within(goTo).getByRole('link', { name: /Media library/ })).toHaveAttribute('href', '/setup/media-library');
    // What is theirs but not built yet stays under Coming soon, not as a link.
    const soon = screen.getByRole('region', { name: 'Coming soon' });
    expect(within(soon).getByRole('list', { name: 'Setup' })).toHaveTextContent('Notifications');
    expect(within(soon).queryAllByRole('link')).toEqual([]);
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
    expect(entryNames(main)).toEqual(['Setup', 'People', 'Catalogue', 'Reports']);
    // Setup's pages are not built yet: shown, marked coming soon, but not links.
    expect(within(main).getByText('Setup').parentElement).toHaveAttribute('aria-disabled', 'true');
    expect(within(main).getByRole('link', { name: 'People' })).toHaveAttribute('href', '/users/users');

    // Home: the built pages as shortcuts, the rest under Coming soon, and the account.
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    const goTo = screen.getByRole('region', { name: 'Go to' });
    expect(within(goTo).getByRole('link', { name: /Users/ })).toHaveAttribute('href', '/users/users');
    const soon = screen.getByRole('region', { name: 'Coming soon' });
    expect(within(soon).getByRole('list', { name: 'People' })).toHaveTextContent('Site admins');
    expect(within(soon).queryByText('Auto-enrolments')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Password and security' })).toHaveAttribute(
      'href',
      '/lms/user/account/security',
    );
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
    expect(entryNames(main)).toEqual(['My learning']);
    // The courses dashboard is built: My learning opens it.
    expect(within(main).getByRole('link', { name: 'My learning' })).toHaveAttribute(
      'href',
      '/my-learning/dashboard/courses',
    );
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
