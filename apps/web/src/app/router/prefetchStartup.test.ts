import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { tokenStore } from '../../lib/session/tokenStore';
import { mockFetch } from '../../test/fetchMock';
import { idToken, IDS, workspaceToken } from '../../test/tokens';
import { createQueryClient } from '../providers/queryClient';
import { prefetchStartup } from './prefetchStartup';

const signIn = (workspace: string | null) => {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  if (workspace) tokenStore.setWorkspaceToken(workspace);
};

/** The paths asked for, without query strings, in the order asked. */
async function askedFor(pathname: string): Promise<string[]> {
  const calls = mockFetch({});
  const queryClient = createQueryClient({ retry: false });
  prefetchStartup(queryClient, pathname);
  // Every call is made at once; they are answered (404) before the queries stop fetching.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return calls.map((call) => `${call.method} ${new URL(call.url, 'http://localhost').pathname}`);
}

describe('the start-up calls of a full page load', () => {
  const SHELL_CALLS = [
    `GET /api/subscription-manager/workspaces/${IDS.workspaceA}`,
    'GET /api/sso/v2/userOnboardingMessage',
    'GET /api/config',
    'GET /api/learning-activities/enrolments/unresolved',
    `GET /api/sso/v2/all-custom-fields-filled-in/${IDS.workspaceA}`,
  ];
  const START_PAGE_CALLS = [
    `GET /api/sso/v2/user-workspaces/${IDS.user}`,
    `GET /api/sso/v2/cognito/get-user/${IDS.user}`,
  ];

  it('asks for what the shell asks for on a page under the empty-fields gate', async () => {
    signIn(workspaceToken());
    expect((await askedFor('/catalogue/requests')).sort()).toEqual([...SHELL_CALLS].sort());
  });

  it('asks on a start page also for what its account and workspaces cards show', async () => {
    signIn(workspaceToken());
    expect((await askedFor('/home')).sort()).toEqual([...SHELL_CALLS, ...START_PAGE_CALLS].sort());
  });

  it('leaves out the account card’s call while acting for someone (the card shows no security details then)', async () => {
    signIn(workspaceToken({ originUser: { id: IDS.session, firstName: 'Grace', lastName: 'Hopper' } }));
    const asked = await askedFor('/home');
    expect(asked).toContain(START_PAGE_CALLS[0]);
    expect(asked).not.toContain(START_PAGE_CALLS[1]);
  });

  it('asks for nothing for a visitor, on a public page, on an identity-only page or without a workspace', async () => {
    expect(await askedFor('/home')).toEqual([]);
    signIn(workspaceToken());
    expect(await askedFor('/auth/login')).toEqual([]);
    expect(await askedFor('/account/personal')).toEqual([]);
    expect(await askedFor('/lms/user/workspaces')).toEqual([]);
    expect(await askedFor('/no/such/page')).toEqual([]);
    signIn(null);
    expect(await askedFor('/home')).toEqual([]);
  });

  it('asks nothing where the screen’s own rule refuses the person', async () => {
    // A learner may not see the enrolment requests: the guard sends them to the 404 page.
    signIn(workspaceToken({ roles: ['learner'], profile: { id: IDS.profile, roles: ['learner'], customerRoles: [] } }));
    expect(await askedFor('/catalogue/requests')).toEqual([]);
  });

  it('leaves out the empty-fields check where it does not apply, and the count for those who do not see it', async () => {
    signIn(
      workspaceToken({
        roles: ['learner'],
        profile: { id: IDS.profile, roles: ['learner'], customerRoles: [] },
        customerServices: ['LMS', 'API'],
      }),
    );
    expect((await askedFor('/')).sort()).toEqual(
      [
        `GET /api/subscription-manager/workspaces/${IDS.workspaceA}`,
        'GET /api/sso/v2/userOnboardingMessage',
        'GET /api/config',
      ].sort(),
    );
  });
});
