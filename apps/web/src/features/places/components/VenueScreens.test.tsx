import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VENUE_MESSAGES } from '@campus/contracts';
import { tokenStore } from '../../../lib/session/tokenStore';
import { apiError, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';
import { idToken, IDS, workspaceToken } from '../../../test/tokens';

const VENUE = '6b2f8c9e-7d0a-4f1b-8c3d-5e6f7a8b9c0d';
const ROOM = '7c3a9d0f-8e1b-4a2c-9d4e-6f7a8b9c0d1e';
const NOW = '2026-11-24T10:00:00.000Z';

function signInAs(roles: ('infrastructure_manager' | 'event_coordinator')[]) {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({ roles, profile: { id: IDS.profile, roles, customerRoles: [] }, customerRoles: [] }),
  );
}

const actions = (allowed: boolean) => ({
  edit: allowed,
  activate: allowed,
  revertToDraft: false,
  archive: allowed,
  restore: false,
  remove: allowed,
});
const address = {
  address_1: '18 Clerkenwell Road',
  address_2: null,
  city: 'London',
  county: null,
  postcode: 'EC1M 5RN',
  country: 'United Kingdom',
  formatted_address: '18 Clerkenwell Road, London, EC1M 5RN, United Kingdom',
  lat: null,
  lng: null,
  type: 'automatic',
};
const room = {
  id: ROOM,
  name: 'Boardroom',
  capacity: 1,
  cost: 40,
  costPeriod: 'hour',
  status: 'active',
  location: 'First floor',
};
const venue = (allowed: boolean) => ({
  id: VENUE,
  name: 'London Training Centre',
  description: null,
  contactEmail: null,
  contactPhone: null,
  address,
  files: [],
  rooms: [room, { ...room, id: '8d4b0e1a-9f2c-4b3d-8e5f-7a8b9c0d1e2f', name: 'Lecture theatre', capacity: 30 }],
  status: 'draft',
  visibility: 'visible',
  timeZone: 'Europe/London',
  sharingWorkspaces: [],
  activeRelations: { event: [], session: [] },
  workspaceId: IDS.workspaceA,
  actions: { ...actions(allowed), addRoom: allowed },
  createdAt: NOW,
  updatedAt: NOW,
});
const noWorkspaces = { body: { data: [], customerRoles: [] } };

describe('venues', () => {
  it('lists venues with search and status, and offers Add venue to an infrastructure manager', async () => {
    signInAs(['infrastructure_manager']);
    const calls = mockFetch({
      'GET /api/classroom/venues': () => ({
        body: {
          data: [
            {
              id: VENUE,
              name: 'London Training Centre',
              status: 'active',
              visibility: 'visible',
              city: 'London',
              postcode: 'EC1M 5RN',
              formatted_address: address.formatted_address,
              roomsCount: 3,
              own: true,
            },
          ],
          pagination: { page: 1, pageSize: 20, total: 1 },
        },
      }),
    });
    renderApp('/setup/venues');
    const table = await screen.findByRole('table', { name: 'Venues' });
    expect(within(table).getByRole('link', { name: 'London Training Centre' })).toHaveAttribute(
      'href',
      `/setup/venues/${VENUE}/show`,
    );
    expect(within(table).getByText('3 rooms')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add venue' })).toHaveAttribute('href', '/setup/venues/add');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    await waitFor(() => expect(calls.some((call) => call.url.includes('filters%5Bstatus%5D=archived'))).toBe(true));
  });

  it('shows the venue’s images with their alt text', async () => {
    signInAs(['infrastructure_manager']);
    const image = {
      fileId: '9e5c1f2b-0a3d-4c4e-9f6a-8b9c0d1e2f3a',
      title: 'Front entrance',
      alt: 'Glass doors of the training centre on Clerkenwell Road',
      kind: 'image',
      url: '/api/file-storage/file/9e5c1f2b-0a3d-4c4e-9f6a-8b9c0d1e2f3a/medium',
    };
    mockFetch({ [`GET /api/classroom/venues/${VENUE}`]: { body: { ...venue(false), files: [image] } } });
    renderApp(`/setup/venues/${VENUE}/show`);
    const picture = await screen.findByRole('img', { name: image.alt });
    expect(picture).toHaveAttribute('src', image.url);
  });

  it('shows a venue with its rooms in seats and pounds, and refuses removal with the events that use it', async () => {
    signInAs(['infrastructure_manager']);
    mockFetch({
      [`GET /api/classroom/venues/${VENUE}`]: { body: venue(true) },
      [`DELETE /api/classroom/venues/${VENUE}`]: apiError(
        409,
        'item_in_use',
        `${VENUE_MESSAGES.venueInUse}: First aid`,
      ),
    });
    renderApp(`/setup/venues/${VENUE}/show`);
    expect(await screen.findByRole('heading', { level: 1, name: 'London Training Centre' })).toBeInTheDocument();
    const rooms = screen.getByRole('table', { name: 'Rooms of London Training Centre' });
    expect(within(rooms).getByText('1 seat')).toBeInTheDocument();
    expect(within(rooms).getByText('30 seats')).toBeInTheDocument();
    expect(within(rooms).getAllByText('£40.00 per hour')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit venue' })).toHaveAttribute('href', `/setup/venues/${VENUE}/edit`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`${VENUE_MESSAGES.venueInUse}: First aid`)).toBeInTheDocument();
    expect(screen.getByText(VENUE_MESSAGES.venueNotRemoved)).toBeInTheDocument();
  });

  // Types a whole form: past the 5 s default on a busy two-core machine.
  it(
    'creates a venue and goes to its page; a duplicate name shows the spec’s text on the field',
    { timeout: 20_000 },
    async () => {
      signInAs(['infrastructure_manager']);
      let attempts = 0;
      const calls = mockFetch({
        [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: noWorkspaces,
        'POST /api/classroom/venues': () =>
          ++attempts === 1
            ? apiError(409, 'conflict', VENUE_MESSAGES.duplicateVenue, [
                { path: 'body.name', message: VENUE_MESSAGES.duplicateVenue },
              ])
            : { status: 201, body: venue(true) },
        [`GET /api/classroom/venues/${VENUE}`]: { body: venue(true) },
      });
      renderApp('/setup/venues/add');
      const user = userEvent.setup();
      const name = await screen.findByRole('textbox', { name: /^Name/ });
      await user.type(name, 'London Training Centre');
      await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'London');
      await user.click(screen.getByRole('button', { name: 'Create venue' }));
      await waitFor(() => expect(name).toHaveAccessibleDescription(VENUE_MESSAGES.duplicateVenue));
      await user.click(screen.getByRole('button', { name: 'Create venue' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'London Training Centre' })).toBeInTheDocument();
      const sent = calls.filter((call) => call.method === 'POST').at(-1)?.body;
      expect(sent).toMatchObject({
        name: 'London Training Centre',
        address: { city: 'London', country: 'United Kingdom', type: 'automatic', lat: null },
        status: 'draft',
      });
    },
  );

  it(
    'sets the venue’s time zone with a searchable select (typing “new york” finds it) and shows it',
    { timeout: 20_000 },
    async () => {
      signInAs(['infrastructure_manager']);
      let saved = venue(true);
      const calls = mockFetch({
        [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: noWorkspaces,
        [`GET /api/classroom/venues/${VENUE}`]: () => ({ body: saved }),
        'PATCH /api/classroom/venues': (call) => {
          saved = { ...saved, timeZone: (call.body as { timeZone: string }).timeZone };
          return { body: saved };
        },
      });
      renderApp(`/setup/venues/${VENUE}/edit`);
      const user = userEvent.setup();
      const zone = await screen.findByRole('combobox', { name: 'Time zone' });
      expect(zone).toHaveValue('Europe/London');
      await user.clear(zone);
      await user.type(zone, 'new york');
      await user.click(await screen.findByRole('option', { name: 'America/New_York' }));
      expect(zone).toHaveValue('America/New_York');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'London Training Centre' })).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
        id: VENUE,
        timeZone: 'America/New_York',
      });
      // The venue page names the zone in its details.
      expect(screen.getByText('Time zone', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'America/New_York',
      );
    },
  );
});

describe('rooms', () => {
  it('needs a capacity, with the spec’s text', async () => {
    signInAs(['infrastructure_manager']);
    const calls = mockFetch({
      [`GET /api/classroom/venues/${VENUE}`]: { body: venue(true) },
      [`GET /api/sso/v2/user-workspaces/${IDS.user}`]: noWorkspaces,
    });
    renderApp(`/setup/venues/${VENUE}/rooms/add`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Studio');
    const capacity = screen.getByRole('textbox', { name: /^Maximum capacity/ });
    await user.clear(capacity);
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    await waitFor(() => expect(capacity).toHaveAccessibleDescription(VENUE_MESSAGES.capacityRequired));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lets a coordinator view a room without any action to change it', async () => {
    signInAs(['event_coordinator']);
    mockFetch({
      [`GET /api/classroom/rooms/${ROOM}`]: {
        body: {
          ...room,
          description: null,
          files: [],
          instructions: null,
          venue: {
            id: VENUE,
            name: 'London Training Centre',
            status: 'active',
            address,
            contactEmail: null,
            contactPhone: null,
            timeZone: 'Europe/London',
          },
          sharingWorkspaces: [],
          activeRelations: { event: [], session: [] },
          actions: actions(false),
          createdAt: NOW,
          updatedAt: NOW,
        },
      },
    });
    renderApp(`/setup/venues/${VENUE}/rooms/${ROOM}/show`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Boardroom' })).toBeInTheDocument();
    expect(screen.getAllByText('1 seat').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Edit room' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    // The venue's page is not theirs to open (03 §6): named, not linked.
    expect(screen.getByText('London Training Centre')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'London Training Centre' })).not.toBeInTheDocument();
  });
});
