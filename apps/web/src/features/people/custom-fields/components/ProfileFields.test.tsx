import { describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { apiError, mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';
import { identityUser } from '../../../../test/identityUser';

const FIELD_IDS = {
  department: '7c9f5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  badge: '7c9f5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e60',
};
const definitions = {
  data: [
    {
      id: FIELD_IDS.department,
      name: 'Department',
      fieldType: 'text',
      required: true,
      help: null,
      options: [],
      minLength: 2,
      maxLength: null,
    },
    {
      id: FIELD_IDS.badge,
      name: 'Badge colour',
      fieldType: 'single_choice',
      required: false,
      help: 'For the front desk',
      options: ['Red', 'Blue'],
      minLength: null,
      maxLength: null,
    },
  ],
};

function signIn(overrides: Parameters<typeof workspaceToken>[0] = {}) {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(workspaceToken(overrides));
}

describe('empty user fields', () => {
  it('holds every page outside the account while the check is on its way, then sends the person back', async () => {
    signIn();
    let answer: (reply: { body: { allFilledIn: boolean } }) => void = () => {};
    const calls = mockFetch({
      [`GET /api/sso/v2/all-custom-fields-filled-in/${IDS.workspaceA}`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      [`GET /api/sso/v2/custom-fields/${IDS.workspaceA}`]: { body: definitions },
      [`GET /api/sso/v2/user-custom-fields/${IDS.workspaceA}`]: { body: { values: {} } },
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser() },
    });
    // A full load of the personal tab, then the logo, before the check has answered.
    const { router } = renderApp('/lms/user/account/personal');
    expect(await screen.findByRole('textbox', { name: /Department/ }, { timeout: 5000 })).toBeInTheDocument();
    await router.navigate('/home');
    await waitFor(() => expect(calls.some((call) => call.url.includes('all-custom-fields-filled-in'))).toBe(true));
    expect(screen.queryByRole('heading', { name: /^Welcome/ })).not.toBeInTheDocument();
    answer({ body: { allFilledIn: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/lms/user/account/personal'));
    expect(screen.queryByRole('heading', { name: /^Welcome/ })).not.toBeInTheDocument();
  });

  it('sends someone with an empty required field to the personal tab and lets them fill it in', async () => {
    signIn();
    let filledIn = false;
    const calls = mockFetch({
      [`GET /api/sso/v2/all-custom-fields-filled-in/${IDS.workspaceA}`]: () => ({ body: { allFilledIn: filledIn } }),
      [`GET /api/sso/v2/custom-fields/${IDS.workspaceA}`]: { body: definitions },
      [`GET /api/sso/v2/user-custom-fields/${IDS.workspaceA}`]: { body: { values: { [FIELD_IDS.badge]: 'Blue' } } },
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser() },
      'PATCH /api/sso/v2/users': () => {
        filledIn = true;
        return { status: 204 };
      },
    });
    const { router } = renderApp('/home');

    expect(
      await screen.findByText('There is some missing information. Please update the required profile fields.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Empty user fields').length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lms/user/account/personal'));

    const user = userEvent.setup();
    const department = await screen.findByRole('textbox', { name: /Department/ });
    expect(screen.getByRole('combobox', { name: /Badge colour/ })).toHaveValue('Blue');
    await user.click(screen.getByRole('button', { name: 'Save profile fields' }));
    expect(await screen.findByText('Fill in Department.')).toBeInTheDocument();
    expect(department).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(department, 'X');
    await user.click(screen.getByRole('button', { name: 'Save profile fields' }));
    expect(await screen.findByText('Department must be at least 2 characters.')).toBeInTheDocument();

    await user.type(department, '-ray');
    await user.selectOptions(screen.getByRole('combobox', { name: /Badge colour/ }), '');
    await user.click(screen.getByRole('button', { name: 'Save profile fields' }));
    expect(await screen.findByText('Your profile fields have been updated.')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    // The cleared optional choice is dropped, not sent empty (01 §5).
    expect(patch?.body).toEqual({
      id: IDS.user,
      workspaceId: IDS.workspaceA,
      customFields: { [FIELD_IDS.department]: 'X-ray' },
    });

    await router.navigate('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  });

  it('reminds once with a toast that closes by itself; the personal tab keeps saying what is missing', async () => {
    signIn();
    const show = vi.spyOn(notifications, 'show');
    mockFetch({
      [`GET /api/sso/v2/all-custom-fields-filled-in/${IDS.workspaceA}`]: { body: { allFilledIn: false } },
      [`GET /api/sso/v2/custom-fields/${IDS.workspaceA}`]: { body: definitions },
      [`GET /api/sso/v2/user-custom-fields/${IDS.workspaceA}`]: { body: { values: {} } },
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser() },
    });
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lms/user/account/personal'));
    const notice = await screen.findByRole('alert', { name: 'Empty user fields' });
    expect(notice).toHaveTextContent('Please update the required profile fields.');
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Empty user fields', autoClose: 5000, 'data-status': 'normal' }),
    );

    // Each click the gate holds back (the logo, say) leads back here without another toast.
    for (const attempt of [1, 2]) {
      await router.navigate('/home');
      await waitFor(() => expect(router.state.location.pathname).toBe('/lms/user/account/personal'));
      expect(await screen.findByRole('alert', { name: 'Empty user fields' })).toBeInTheDocument();
      expect(show, `after blocked click ${attempt}`).toHaveBeenCalledTimes(1);
    }

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fill in the profile fields' }));
    expect(await screen.findByRole('textbox', { name: /Department/ })).toHaveFocus();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    signIn();
    mockFetch({
      [`GET /api/sso/v2/all-custom-fields-filled-in/${IDS.workspaceA}`]: { body: { allFilledIn: true } },
      [`GET /api/sso/v2/custom-fields/${IDS.workspaceA}`]: { body: definitions },
      [`GET /api/sso/v2/user-custom-fields/${IDS.workspaceA}`]: { body: { values: {} } },
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser() },
      'PATCH /api/sso/v2/users': apiError(400, 'emptyUserFields', 'Fill in every required field.'),
    });
    renderApp('/lms/user/account/personal');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Department/ }), 'Engines');
    await user.click(screen.getByRole('button', { name: 'Save profile fields' }));
    expect(await screen.findByText('Fill in every required field.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Department/ })).toHaveValue('Engines');
  });

  it('is skipped when the customer has the API service', async () => {
    signIn({ customerServices: ['LMS', 'API'] });
    const calls = mockFetch({
      [`GET /api/sso/v2/all-custom-fields-filled-in/${IDS.workspaceA}`]: { body: { allFilledIn: false } },
    });
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(calls.some((call) => call.url.includes('all-custom-fields-filled-in'))).toBe(false);
  });
});
