import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { signInWithRoles } from '../../../../test/signIn';
import { IDS } from '../../../../test/tokens';
import { identityUser } from '../../../../test/identityUser';

const withIdentityUser = (mfaEnabled: boolean) => ({
  [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser({ mfaEnabled }) },
});

describe('home page', () => {
  it('shows an LXA how many enrolment requests wait, on the shortcut to them', async () => {
    signInWithRoles(['learning_experience_administrator']);
    mockFetch({
      'GET /api/learning-activities/enrolments/unresolved': {
        body: { data: [], pagination: { page: 1, pageSize: 1, total: 4 } },
      },
    });
    renderApp('/home');
    const goTo = await screen.findByRole('region', { name: 'Go to' });
    const requests = within(goTo).getByRole('link', { name: /Requests/ });
    expect(requests).toHaveAttribute('href', '/catalogue/requests');
    expect(await within(requests).findByText('4 waiting')).toBeInTheDocument();
  });

  it('lists what is not built yet under Coming soon, in words, and not as links', async () => {
    signInWithRoles(['learning_experience_administrator']);
    mockFetch({});
    renderApp('/home');
    const soon = await screen.findByRole('region', { name: 'Coming soon' });
    expect(within(soon).getByRole('list', { name: 'People' })).toHaveTextContent('Workflows');
    // Media library and notifications also ask for master_administrator: never theirs, so not promised.
    expect(within(soon).queryByRole('list', { name: 'Setup' })).not.toBeInTheDocument();
    expect(within(soon).queryByText('Media library')).not.toBeInTheDocument();
    expect(within(soon).queryAllByRole('link')).toEqual([]);
  });

  it('shows no requests to a user administrator, and does not ask for them', async () => {
    signInWithRoles(['user_administrator']);
    const calls = mockFetch({});
    renderApp('/home');
    const goTo = await screen.findByRole('region', { name: 'Go to' });
    expect(within(goTo).getByRole('link', { name: /Users/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Requests/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/enrolments/unresolved'))).toBe(false);
  });

  it('gives a coordinator their events and calendar, and the account and its security', async () => {
    signInWithRoles(['event_coordinator']);
    mockFetch(withIdentityUser(false));
    renderApp('/home');
    const shortcuts = await screen.findByRole('region', { name: 'Go to' });
    expect(within(shortcuts).getByRole('link', { name: /Events/ })).toHaveAttribute('href', '/catalogue/events');
    expect(within(shortcuts).getByRole('link', { name: /Calendar/ })).toHaveAttribute(
      'href',
      '/catalogue/events?listView=calendar',
    );
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(await within(account).findByTestId('two-factor-status')).toHaveTextContent(
      'Two-factor authentication is off',
    );
    expect(within(account).getByRole('link', { name: 'Set up two-factor authentication' })).toHaveAttribute(
      'href',
      '/lms/user/account/security',
    );
  });
});
