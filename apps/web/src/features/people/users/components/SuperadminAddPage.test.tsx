import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { apiError, mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, workspaceToken } from '../../../../test/tokens';

const NEW_ID = '8d4b0e1a-9f2c-4b3d-8e5f-7a8b9c0d1e2f';
const details = {
  id: NEW_ID,
  firstName: 'Olu',
  lastName: 'Adeyemi',
  emailAddress: 'ops@campus.test',
  status: 'active',
  roles: ['superadmin'],
  mfaEnabled: false,
  mfaRequired: true,
  profiles: [],
  customerRoles: [],
};

function signInAsSuperadmin() {
  tokenStore.signIn({ idToken: idToken({ mfa_enabled: true }), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({
      workspaceId: null,
      workspace: null,
      profile: null,
      customerId: null,
      customer: null,
      roles: ['superadmin'],
      customerRoles: [],
      origin: 'customer',
    }),
  );
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Olu');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Adeyemi');
  await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ops@campus.test');
  await user.click(screen.getByRole('button', { name: 'Add superadmin' }));
}

describe('adding a superadmin', () => {
  it('removes the role again when registering fails after the grant (01 §4)', async () => {
    signInAsSuperadmin();
    const calls = mockFetch({
      'POST /api/sso/v2/user/pre-register': { body: { id: NEW_ID, existing: false } },
      'POST /api/sso/v2/user-role': { body: details },
      'PATCH /api/sso/v2/user/register': apiError(
        500,
        'internal',
        'Something went wrong on our side. Please try again.',
      ),
    });
    renderApp('/users/superadmins/add');
    await fillAndSubmit();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    const roleCalls = calls.filter((call) => call.url === '/api/sso/v2/user-role').map((call) => call.body);
    expect(roleCalls).toEqual([
      { userId: NEW_ID, role: 'superadmin', operation: 'add' },
      { userId: NEW_ID, role: 'superadmin', operation: 'remove' },
    ]);
  });

  it('grants, registers, reads the person back and returns to the user list', async () => {
    signInAsSuperadmin();
    const calls = mockFetch({
      'POST /api/sso/v2/user/pre-register': { body: { id: NEW_ID, existing: false } },
      'POST /api/sso/v2/user-role': { body: details },
      'PATCH /api/sso/v2/user/register': { status: 204 },
      [`GET /api/sso/v2/users/${NEW_ID}`]: { body: details },
      'GET /api/sso/v2/users': { body: { data: [], pagination: { page: 1, pageSize: 20, total: 0 } } },
    });
    const { router } = renderApp('/users/superadmins/add');
    await fillAndSubmit();
    expect(await screen.findByText('They have been emailed a code to choose their password.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/users'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      id: NEW_ID,
      firstName: 'Olu',
      lastName: 'Adeyemi',
      emailAddress: 'ops@campus.test',
    });
    expect(calls.filter((call) => call.url === '/api/sso/v2/user-role')).toHaveLength(1);
  });

  it("checks the contract's rules before calling, in the reader's words", async () => {
    signInAsSuperadmin();
    const calls = mockFetch({});
    renderApp('/users/superadmins/add');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add superadmin' }));
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'Enter a first name.',
    );
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("puts the server's field errors on their fields", async () => {
    signInAsSuperadmin();
    mockFetch({
      'POST /api/sso/v2/user/pre-register': apiError(
        400,
        'validation_error',
        "Something's not quite right – Please check that you have filled out all the fields in the form correctly and try again.",
        [{ path: 'body.emailAddress', message: 'Enter a valid email address.' }],
      ),
    });
    renderApp('/users/superadmins/add');
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(
        'Enter a valid email address.',
      ),
    );
  });
});
