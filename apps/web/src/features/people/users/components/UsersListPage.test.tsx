import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';

const LEARNER = '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d';
const person = (id: string, firstName: string, lastName: string, extra = {}) => ({
  id,
  firstName,
  lastName,
  emailAddress: `${firstName.toLowerCase()}@engines.example`,
  status: 'active',
  isSuperadmin: false,
  profiles: [
    {
      id: IDS.profile,
      workspaceId: IDS.workspaceA,
      workspaceName: 'Engine Room',
      roles: ['learner'],
      status: 'active',
    },
  ],
  customerRoles: [] as { customerId: string; customerName: string; role: string }[],
  // The server decides where the caller may impersonate from (users.policy.ts).
  impersonationWorkspaceId: null as string | null,
  ...extra,
});

describe('user list', () => {
  it('lists, searches, and starts impersonating from the workspace', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(
      workspaceToken({
        roles: ['user_administrator'],
        profile: { id: IDS.profile, roles: ['user_administrator'], customerRoles: [] },
        customerRoles: [],
      }),
    );
    const impersonated = workspaceToken({
      userId: LEARNER,
      user: { firstName: 'Charles', lastName: 'Babbage', emailAddress: 'charles@engines.example' },
      roles: ['learner'],
      customerRoles: [],
      originUser: { id: IDS.user, firstName: 'Ada', lastName: 'Lovelace' },
    });
    const calls = mockFetch({
      'GET /api/sso/v2/users': (call) => {
        const search = new URL(call.url, 'http://x').searchParams.get('search');
        const everyone = [
          person(IDS.user, 'Ada', 'Lovelace', { profiles: [] }),
          person(LEARNER, 'Charles', 'Babbage', { impersonationWorkspaceId: IDS.workspaceA }),
          person('7c3a9d0f-8e1b-4a2c-9d4e-6f7a8b9c0d1e', 'Grace', 'Hopper', { status: 'pending' }),
        ];
        const data = search ? everyone.filter((user) => user.firstName.toLowerCase().includes(search)) : everyone;
        return { body: { data, pagination: { page: 1, pageSize: 20, total: data.length } } };
      },
      [`POST /api/sso/v2/impersonate/${LEARNER}`]: { body: { token: impersonated, expiresIn: 3600 } },
    });
    renderApp('/users/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 people')).toBeInTheDocument();
    // Not oneself, nor someone who has not joined.
    expect(screen.queryByRole('button', { name: 'Impersonate Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Impersonate Grace Hopper' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'char');
    await waitFor(() => expect(screen.getByText('1 person')).toBeInTheDocument());
    expect(calls.some((call) => call.url.includes('search=char'))).toBe(true);

    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    await user.click(screen.getByRole('button', { name: 'Impersonate Charles Babbage' }));
    await waitFor(() => expect(tokenStore.get().workspaceToken).toBe(impersonated));
    const started = calls.find((call) => call.url.startsWith(`/api/sso/v2/impersonate/${LEARNER}`));
    expect(started?.url).toContain(`originWorkspaceId=${IDS.workspaceA}`);
    // The app starts afresh at / as the other person.
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('shows every role, customer roles with their customer, and opens a person from their name', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(
      workspaceToken({
        roles: ['user_administrator'],
        profile: { id: IDS.profile, roles: ['user_administrator'], customerRoles: [] },
        customerRoles: [],
      }),
    );
    const customer = { customerId: IDS.customer, customerName: 'Analytical Engines' };
    mockFetch({
      'GET /api/sso/v2/users': {
        body: {
          data: [
            person(IDS.user, 'Ada', 'Lovelace', {
              profiles: [],
              customerRoles: [
                { ...customer, role: 'master_administrator' },
                { ...customer, role: 'owner' },
              ],
            }),
            person(LEARNER, 'Charles', 'Babbage', {
              customerRoles: [{ ...customer, role: 'trainer' }],
              profiles: [
                {
                  id: IDS.profile,
                  workspaceId: IDS.workspaceA,
                  workspaceName: 'Engine Room',
                  roles: ['learner', 'manager'],
                  status: 'active',
                },
                {
                  id: '8d4b0e1a-9f2c-4b3d-8e5f-7a8b9c0d1e2f',
                  workspaceId: IDS.workspaceB,
                  workspaceName: 'Difference Lab',
                  roles: ['learner'],
                  status: 'invited',
                },
              ],
            }),
          ],
          pagination: { page: 1, pageSize: 20, total: 2 },
        },
      },
    });
    const { router } = renderApp('/users/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const ada = within(table).getByRole('row', { name: /Ada Lovelace/ });
    expect(ada).toHaveTextContent('Site administrator · Analytical Engines');
    expect(ada).toHaveTextContent('Owner · Analytical Engines');
    const charles = within(table).getByRole('row', { name: /Charles Babbage/ });
    expect(charles).toHaveTextContent('Trainer · Analytical Engines');
    expect(charles).toHaveTextContent('Learner, Manager · Engine Room');
    expect(charles).toHaveTextContent('Learner · Difference Lab (Invited)');

    const user = userEvent.setup();
    await user.click(within(table).getByRole('link', { name: 'Charles Babbage' }));
    const details = await screen.findByRole('dialog', { name: 'Charles Babbage' });
    expect(router.state.location.search).toBe(`?person=${LEARNER}`);
    expect(within(details).getByRole('list', { name: 'Customer roles' })).toHaveTextContent(
      'Trainer · Analytical Engines',
    );
    const profiles = within(details).getByRole('list', { name: 'Profiles' });
    expect(within(profiles).getAllByRole('listitem')).toHaveLength(2);
    expect(profiles).toHaveTextContent('Difference Lab');
    expect(profiles).toHaveTextContent('Invited');

    await user.click(within(details).getByRole('button', { name: 'Close the details' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
