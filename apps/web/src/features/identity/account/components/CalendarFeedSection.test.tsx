import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';
import { identityUser } from '../../../../test/identityUser';

const address = (secret: string) => `https://campus.example/api/classroom/calendar-feed/${secret.padEnd(43, 'x')}.ics`;

describe('calendar subscription card', () => {
  it('creates, copies, rotates and turns off the secret calendar address', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(workspaceToken());
    let url: string | null = null;
    let made = 0;
    const calls = mockFetch({
      [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser() },
      'GET /api/classroom/calendar-feed': () => ({ body: { url, createdAt: null, lastReadAt: null } }),
      'POST /api/classroom/calendar-feed': () => {
        made += 1;
        url = address(`secret${made}`);
        return { status: 201, body: { url, createdAt: new Date().toISOString(), lastReadAt: null } };
      },
      'DELETE /api/classroom/calendar-feed': () => {
        url = null;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp('/lms/user/account/personal');
    const card = (await screen.findByRole('heading', { name: 'Calendar subscription' })).closest('section')!;
    expect(await within(card as HTMLElement).findByText('You have no calendar address yet.')).toBeInTheDocument();

    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Create calendar address' }));
    const field = await within(card as HTMLElement).findByRole('textbox', { name: 'Calendar address' });
    expect(field).toHaveValue(address('secret1'));
    expect(field).toHaveAttribute('readonly');
    expect(await screen.findByText('Calendar address ready')).toBeInTheDocument();

    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(address('secret1'));
    expect(await within(card as HTMLElement).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Get a new address' }));
    await waitFor(() => expect(field).toHaveValue(address('secret2')));
    expect(await screen.findByText('New calendar address')).toBeInTheDocument();

    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Turn off' }));
    expect(await within(card as HTMLElement).findByText('You have no calendar address yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar address' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/calendar-feed')).map((call) => call.method)).toEqual([
      'GET',
      'POST',
      'POST',
      'DELETE',
    ]);
    // Calls carry the workspace token.
    expect(calls.find((call) => call.method === 'POST')?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('is not shown without the events service', async () => {
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(workspaceToken({ customerServices: ['LMS'] }));
    mockFetch({ [`GET /api/sso/v2/cognito/get-user/${IDS.user}`]: { body: identityUser() } });
    renderApp('/lms/user/account/personal');
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Calendar subscription' })).not.toBeInTheDocument();
  });
});
