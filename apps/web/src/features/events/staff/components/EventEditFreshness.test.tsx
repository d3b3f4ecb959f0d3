import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_DEFAULTS } from '@campus/contracts';
import { tokenStore } from '../../../../lib/session/tokenStore';
import { mockFetch } from '../../../../test/fetchMock';
import { renderApp } from '../../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../../test/tokens';

const EVENT = '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d';

const storedEvent = (name: string) => ({
  ...EVENT_DEFAULTS,
  id: EVENT,
  name,
  description: null,
  status: 'active',
  workspaceId: IDS.workspaceA,
  customerId: IDS.customer,
  images: [],
  coordinators: [{ id: IDS.user, firstName: 'Cora', lastName: 'Ordinator' }],
  courses: [],
  usedInCourse: false,
  eventInfo: { hasBookings: false, sessions: 0, activeSessions: 0 },
  allowedActions: ['edit', 'addSession', 'archive'],
  createdAt: '2026-11-01T10:00:00.000Z',
});

/**
 * Issue 25 (item 6): the event page and the event wizard read the same endpoint, so they share
 * one cache entry, and saving the event refreshes the events domain. Before, the page kept its
 * own entry (['event-view', …], fresh for 30 s) that the wizard never cleared: back on the page
 * after an edit, the old event showed.
 */
describe('an edited event', () => {
  it('is shown as saved on its event page, not as the page last read it', { timeout: 30_000 }, async () => {
    const roles: ['event_coordinator'] = ['event_coordinator'];
    tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
    tokenStore.setWorkspaceToken(
      workspaceToken({ roles, profile: { id: IDS.profile, roles, customerRoles: [] }, customerRoles: [] }),
    );
    let stored = storedEvent('Pottery basics');
    const calls = mockFetch({
      'GET /api/classroom/rooms': { body: { data: [], pagination: { page: 1, pageSize: 500, total: 0 } } },
      'GET /api/sso/v2/profile-users/trainer': { body: { data: [] } },
      'GET /api/sso/v2/profile-users/event_coordinator': {
        body: { data: [{ id: IDS.user, firstName: 'Cora', lastName: 'Ordinator', emailAddress: 'cora@example.org' }] },
      },
      [`GET /api/classroom/events/${EVENT}`]: () => ({ body: stored }),
      [`GET /api/classroom/v2/events/${EVENT}/sessions`]: {
        body: { data: [], pagination: { page: 1, pageSize: 0, total: 0 } },
      },
      'PATCH /api/classroom/events': (call) => {
        stored = { ...stored, name: (call.body as { name: string }).name };
        return { body: stored };
      },
    });

    const { router } = renderApp(`/catalogue/events/event/${EVENT}/show/single`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pottery basics' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    const name = await screen.findByRole('textbox', { name: /Name/ }, { timeout: 5_000 });
    await user.clear(name);
    await user.type(name, 'Pottery for beginners');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/catalogue/events/event/${EVENT}/show/single`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pottery for beginners' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Pottery basics' })).not.toBeInTheDocument();
    // The page's entry was read again after the save, not kept from before it.
    const saved = calls.findIndex((call) => call.method === 'PATCH');
    expect(
      calls.findLastIndex((call) => call.method === 'GET' && call.url.endsWith(`/events/${EVENT}`)),
    ).toBeGreaterThan(saved);
  });
});
