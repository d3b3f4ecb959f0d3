import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_MESSAGES } from '@campus/contracts';
import { auditLog, mediaItems } from '../../db/schema/index.js';
import { createEventAt, createRoom, createVenue } from '../../test/classroom-factories.js';
import {
  createFile,
  createMediaItem,
  testPng,
  createPerson,
  createTenant,
  createWorkspace,
  tokenOf,
  unique,
  type Workspace,
} from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const BASE = '/api/classroom';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `${BASE}${url}`, headers: bearer(token), ...(payload && { payload }) });

/** A customer with an infrastructure manager (and their token) in one workspace. */
async function infraWorkspace() {
  const db = ctx.database.db;
  const { customer, workspace } = await createTenant(db);
  const manager = await createPerson(db, workspace, { roles: ['infrastructure_manager'] });
  return { db, customer, workspace, manager, token: await tokenOf(ctx.app, manager) };
}

const personToken = async (workspace: Workspace, options: Parameters<typeof createPerson>[2]) =>
  tokenOf(ctx.app, await createPerson(ctx.database.db, workspace, options));

describe('venues', () => {
  it('creates a venue with the spec’s defaults, shows it and writes the audit trail', async () => {
    const { token, workspace, manager } = await infraWorkspace();
    const name = unique('Riverside Centre');
    const created = await call(token, 'POST', '/venues', {
      name,
      contactEmail: 'Bookings@Example.test',
      address: { address_1: '1 River Road', city: 'London', postcode: 'SE1 9AA' },
    });
    expect(created.statusCode).toBe(201);
    const venue = created.json();
    expect(venue).toMatchObject({
      name,
      status: 'draft',
      visibility: 'visible',
      contactEmail: 'bookings@example.test',
      address: {
        address_1: '1 River Road',
        city: 'London',
        country: 'United Kingdom',
        formatted_address: '1 River Road, London, SE1 9AA, United Kingdom',
        // No geocoder is configured: an automatic address keeps empty coordinates.
        lat: null,
        lng: null,
        type: 'automatic',
      },
      files: [],
      rooms: [],
      sharingWorkspaces: [],
      activeRelations: { event: [], session: [] },
      workspaceId: workspace.id,
      actions: { edit: true, activate: true, revertToDraft: false, archive: true, restore: false, remove: true },
    });
    const shown = await call(token, 'GET', `/venues/${venue.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(venue);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'venue'), eq(auditLog.entityId, venue.id)));
    expect(audit).toMatchObject({ userId: manager.user.id, workspaceId: workspace.id, outcome: 'success' });
  });

  it('keeps coordinates typed in (manual) and checks their range', async () => {
    const { token } = await infraWorkspace();
    const manual = await call(token, 'POST', '/venues', {
      name: unique('Pier'),
      address: { city: 'Brighton', lat: 50.8225, lng: -0.1372, type: 'manual' },
    });
    expect(manual.json().address).toMatchObject({ lat: 50.8225, lng: -0.1372, type: 'manual' });
    const wrong = await call(token, 'POST', '/venues', { name: unique('Pier'), address: { lat: 95, type: 'manual' } });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses a name the customer already uses, in any case, with the spec’s text on the field', async () => {
    const { token, db, customer } = await infraWorkspace();
    const name = unique('Harbour House');
    expect((await call(token, 'POST', '/venues', { name })).statusCode).toBe(201);
    const again = await call(token, 'POST', '/venues', { name: name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: VENUE_MESSAGES.duplicateVenue,
      errors: { fields: [{ path: 'body.name', message: VENUE_MESSAGES.duplicateVenue }] },
    });
    // Another workspace of the same customer: still the same customer's name.
    const other = await createWorkspace(db, customer);
    const otherToken = await personToken(other, { roles: ['infrastructure_manager'] });
    expect((await call(otherToken, 'POST', '/venues', { name })).statusCode).toBe(409);
    // Another customer may use it.
    const { token: elsewhere } = await infraWorkspace();
    expect((await call(elsewhere, 'POST', '/venues', { name })).statusCode).toBe(201);
    // Renaming onto a taken name is refused the same way.
    const second = (await call(token, 'POST', '/venues', { name: unique('Quay') })).json();
    const renamed = await call(token, 'PATCH', '/venues', { id: second.id, name });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(VENUE_MESSAGES.duplicateVenue);
  });

  it('lists the workspace’s venues with search, status filter and paging', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const tag = unique('list');
    for (const [index, status] of (['draft', 'active', 'active', 'archived'] as const).entries()) {
      const venue = await createVenue(db, workspace, { name: `${tag} ${index}`, status, city: 'Leeds' });
      if (index === 1) await createRoom(db, venue);
    }
    const all = await call(token, 'GET', `/venues?search=${encodeURIComponent(tag)}&pageSize=2`);
    expect(all.json().pagination).toEqual({ page: 1, pageSize: 2, total: 4 });
    expect(all.json().data.map((venue: { name: string }) => venue.name)).toEqual([`${tag} 0`, `${tag} 1`]);
    expect(all.json().data[1]).toMatchObject({ roomsCount: 1, city: 'Leeds', own: true, status: 'active' });
    const page2 = await call(token, 'GET', `/venues?search=${encodeURIComponent(tag)}&pageSize=2&page=2`);
    expect(page2.json().data.map((venue: { name: string }) => venue.name)).toEqual([`${tag} 2`, `${tag} 3`]);
    const active = await call(token, 'GET', `/venues?search=${encodeURIComponent(tag)}&filters[status]=active`);
    expect(active.json().pagination.total).toBe(2);
    const two = await call(token, 'GET', `/venues?search=${encodeURIComponent(tag)}&filters[status]=draft,archived`);
    expect(two.json().pagination.total).toBe(2);
    expect((await call(token, 'GET', '/venues?filters[status]=gone')).statusCode).toBe(400);
    // A search with a wildcard looks for the character itself.
    expect((await call(token, 'GET', '/venues?search=%25')).json().pagination.total).toBe(0);
  });

  it('answers 404 for another customer’s venue, whatever the call', async () => {
    const { db, workspace } = await infraWorkspace();
    const venue = await createVenue(db, workspace);
    const { token } = await infraWorkspace();
    for (const [method, url, payload] of [
      ['GET', `/venues/${venue.id}`],
      ['PATCH', '/venues', { id: venue.id, name: unique('Taken') }],
      ['PATCH', `/venues/archive/${venue.id}`],
      ['PATCH', `/venues/restore/${venue.id}`],
      ['DELETE', `/venues/${venue.id}`],
      ['POST', '/rooms', { venueId: venue.id, name: 'Room', capacity: 5 }],
    ] as [Method, string, object?][]) {
      expect((await call(token, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(token, 'GET', '/venues')).json().data).toEqual([]);
  });

  it('follows the spec’s roles: coordinators with site admin read, only infrastructure managers change', async () => {
    const { token, workspace } = await infraWorkspace();
    const venue = (await call(token, 'POST', '/venues', { name: unique('Roles') })).json();
    const siteAdminCoordinator = await personToken(workspace, {
      roles: ['event_coordinator'],
      customerRoles: ['master_administrator'],
    });
    expect((await call(siteAdminCoordinator, 'GET', `/venues/${venue.id}`)).statusCode).toBe(200);
    expect((await call(siteAdminCoordinator, 'GET', `/venues/${venue.id}`)).json().actions.edit).toBe(false);
    expect((await call(siteAdminCoordinator, 'POST', '/venues', { name: unique('No') })).statusCode).toBe(403);
    const coordinator = await personToken(workspace, { roles: ['event_coordinator'] });
    expect((await call(coordinator, 'GET', '/venues')).statusCode).toBe(403);
    const learner = await personToken(workspace, {});
    expect((await call(learner, 'GET', `/venues/${venue.id}`)).statusCode).toBe(403);
    expect((await call(learner, 'DELETE', `/venues/${venue.id}`)).statusCode).toBe(403);
  });

  it('shares a venue with the customer’s other workspaces, read-only there, and refuses foreign ids', async () => {
    const { token, db, customer, workspace } = await infraWorkspace();
    const other = await createWorkspace(db, customer, { name: unique('North office') });
    const foreign = (await createTenant(db)).workspace;
    const refused = await call(token, 'POST', '/venues', { name: unique('Shared'), sharingWorkspaces: [foreign.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields).toEqual([
      { path: 'body.sharingWorkspaces', message: VENUE_MESSAGES.unknownWorkspace },
    ]);
    const venue = (
      await call(token, 'POST', '/venues', { name: unique('Shared'), sharingWorkspaces: [other.id, workspace.id] })
    ).json();
    // The owner's own workspace is not listed as shared.
    expect(venue.sharingWorkspaces).toEqual([{ id: other.id, name: other.name }]);
    const otherToken = await personToken(other, { roles: ['infrastructure_manager'] });
    const seen = await call(otherToken, 'GET', `/venues/${venue.id}`);
    expect(seen.statusCode).toBe(200);
    expect(Object.values(seen.json().actions).every((allowed) => allowed === false)).toBe(true);
    expect((await call(otherToken, 'GET', '/venues')).json().data).toEqual([
      expect.objectContaining({ id: venue.id, own: false }),
    ]);
    const edit = await call(otherToken, 'PATCH', '/venues', { id: venue.id, name: unique('Mine now') });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(VENUE_MESSAGES.sharedReadOnly);
    // A third workspace it is not shared with does not see it.
    const third = await createWorkspace(db, customer);
    const thirdToken = await personToken(third, { roles: ['infrastructure_manager'] });
    expect((await call(thirdToken, 'GET', `/venues/${venue.id}`)).statusCode).toBe(404);
  });

  it('shows public images of the customer’s media library only', async () => {
    const { token, manager } = await infraWorkspace();
    const own = await createMediaItem(ctx.app, manager);
    const { manager: stranger } = await infraWorkspace();
    const foreign = await createMediaItem(ctx.app, stranger);
    const notAnItem = await createFile(ctx.app, manager, {
      body: await testPng(),
      name: 'loose.png',
      mimeType: 'image/png',
    });
    const document = await createMediaItem(ctx.app, manager, { kind: 'file' });
    const hidden = await createMediaItem(ctx.app, manager, { isPrivate: true });
    const refusals: [string, string][] = [
      [foreign.id, VENUE_MESSAGES.unknownFile],
      [notAnItem.id, VENUE_MESSAGES.unknownFile],
      [document.id, VENUE_MESSAGES.imagesOnly],
      [hidden.id, VENUE_MESSAGES.privateFile],
    ];
    for (const [fileId, message] of refusals) {
      const refused = await call(token, 'POST', '/venues', { name: unique('Files'), files: [{ fileId }] });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().errors.fields).toEqual([{ path: 'body.files', message }]);
    }
    const kept = await call(token, 'POST', '/venues', { name: unique('Files'), files: [{ fileId: own.id }] });
    expect(kept.json().files).toEqual([
      { fileId: own.id, title: own.title, alt: own.alt, kind: 'image', url: `/api/file-storage/file/${own.id}/medium` },
    ]);
    // A room takes any public item of the library, documents too.
    const room = await call(token, 'POST', '/rooms', {
      name: unique('Room'),
      venueId: kept.json().id,
      capacity: 10,
      files: [{ fileId: document.id }],
    });
    expect(room.statusCode, room.body).toBe(201);
    expect(room.json().files).toEqual([
      {
        fileId: document.id,
        title: document.title,
        alt: '',
        kind: 'file',
        url: expect.stringMatching(/\/original\?expires=\d+&signature=/),
      },
    ]);
    // The signed address downloads the document without a token.
    expect((await ctx.app.inject(room.json().files[0].url)).statusCode).toBe(200);
    // An item later made private, or removed from the library, is no longer shown with the venue.
    await ctx.app.services.database.db.update(mediaItems).set({ isPrivate: true }).where(eq(mediaItems.id, own.id));
    expect((await call(token, 'GET', `/venues/${kept.json().id}`)).json().files).toEqual([]);
  });

  it('edits only without active relations and not archived; reverts to draft only without active sessions', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const venue = await createVenue(db, workspace, { status: 'active' });
    // A draft event's upcoming session: an event relation, no active session.
    const { event: draftEvent } = await createEventAt(db, { venue }, { status: 'draft', name: unique('Draft course') });
    const shown = (await call(token, 'GET', `/venues/${venue.id}`)).json();
    expect(shown.activeRelations).toEqual({ event: [{ id: draftEvent.id, name: draftEvent.name }], session: [] });
    expect(shown.actions).toMatchObject({ edit: false, revertToDraft: true, archive: false, remove: false });
    const edit = await call(token, 'PATCH', '/venues', { id: venue.id, description: 'New' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(VENUE_MESSAGES.editInUse);
    expect((await call(token, 'PATCH', '/venues', { id: venue.id, status: 'draft' })).json().status).toBe('draft');
    expect((await call(token, 'PATCH', '/venues', { id: venue.id, status: 'active' })).json().status).toBe('active');
    // An active event's upcoming session: now an active session uses it.
    const { session } = await createEventAt(db, { venue }, { name: unique('Live course') });
    const busy = (await call(token, 'GET', `/venues/${venue.id}`)).json();
    expect(busy.activeRelations.session).toEqual([expect.objectContaining({ id: session.id })]);
    expect(busy.actions.revertToDraft).toBe(false);
    const revert = await call(token, 'PATCH', '/venues', { id: venue.id, status: 'draft' });
    expect(revert.statusCode).toBe(409);
    expect(revert.json().message).toBe(VENUE_MESSAGES.draftInUse);
    const archive = await call(token, 'PATCH', `/venues/archive/${venue.id}`);
    expect(archive.statusCode).toBe(409);
  });

  it('ended or cancelled sessions and archived events are not active relations', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const venue = await createVenue(db, workspace, { status: 'active' });
    await createEventAt(db, { venue }, { sessionStatus: 'ended' });
    await createEventAt(db, { venue }, { sessionStatus: 'cancelled' });
    await createEventAt(db, { venue }, { status: 'archived' });
    const shown = (await call(token, 'GET', `/venues/${venue.id}`)).json();
    expect(shown.activeRelations).toEqual({ event: [], session: [] });
    expect(shown.actions).toMatchObject({ edit: true, archive: true, remove: false });
    expect((await call(token, 'PATCH', '/venues', { id: venue.id, name: unique('Renamed') })).statusCode).toBe(200);
  });

  it('archives and restores as separate actions; an archived venue is not edited', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const venue = await createVenue(db, workspace, { status: 'active' });
    const archived = await call(token, 'PATCH', `/venues/archive/${venue.id}`);
    expect(archived.json()).toMatchObject({
      status: 'archived',
      actions: { edit: false, restore: true, archive: false },
    });
    const edit = await call(token, 'PATCH', '/venues', { id: venue.id, name: unique('x') });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(VENUE_MESSAGES.editArchived);
    expect((await call(token, 'POST', '/rooms', { venueId: venue.id, name: 'A', capacity: 3 })).json().message).toBe(
      VENUE_MESSAGES.venueArchivedForRooms,
    );
    const restored = await call(token, 'PATCH', `/venues/restore/${venue.id}`);
    expect(restored.json()).toMatchObject({ status: 'draft', actions: { edit: true, activate: true } });
    const again = await call(token, 'PATCH', `/venues/restore/${venue.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('draft');
  });

  it('refuses removal with item_in_use listing the events, then removes an unused venue and its rooms', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const venue = await createVenue(db, workspace);
    const room = await createRoom(db, venue);
    const first = await createEventAt(db, { venue, room }, { name: 'Bravo induction', sessionStatus: 'ended' });
    const second = await createEventAt(db, { venue }, { name: 'Alpha workshop' });
    const refused = await call(token, 'DELETE', `/venues/${venue.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'item_in_use',
      message: `${VENUE_MESSAGES.venueInUse}: Alpha workshop, Bravo induction`,
    });
    expect(first.event.id).not.toBe(second.event.id);
    const unused = await createVenue(db, workspace);
    const unusedRoom = await createRoom(db, unused);
    expect((await call(token, 'DELETE', `/venues/${unused.id}`)).statusCode).toBe(204);
    expect((await call(token, 'GET', `/venues/${unused.id}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', `/rooms/${unusedRoom.id}`)).statusCode).toBe(404);
  });
});

describe('rooms', () => {
  it('creates a room with the spec’s defaults and shows it with its venue; the venue lists it', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const venue = await createVenue(db, workspace, { city: 'York' });
    const created = await call(token, 'POST', '/rooms', { venueId: venue.id, name: 'Ouse room', capacity: 12 });
    expect(created.statusCode).toBe(201);
    const room = created.json();
    expect(room).toMatchObject({
      name: 'Ouse room',
      capacity: 12,
      cost: 0,
      costPeriod: 'hour',
      status: 'draft',
      venue: { id: venue.id, name: venue.name, address: { city: 'York' } },
      activeRelations: { event: [], session: [] },
      actions: { edit: true, activate: true, archive: true, remove: true },
    });
    expect((await call(token, 'GET', `/rooms/${room.id}`)).json()).toEqual(room);
    const shown = (await call(token, 'GET', `/venues/${venue.id}`)).json();
    expect(shown.rooms).toEqual([expect.objectContaining({ id: room.id, capacity: 12 })]);
  });

  it('needs a capacity, with the spec’s text', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const venue = await createVenue(db, workspace);
    for (const capacity of [undefined, 0, null]) {
      const response = await call(token, 'POST', '/rooms', { venueId: venue.id, name: unique('Room'), capacity });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields).toEqual([
        { path: 'body.capacity', message: VENUE_MESSAGES.capacityRequired },
      ]);
    }
  });

  it('keeps room names unique within their venue only', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const [one, two] = [await createVenue(db, workspace), await createVenue(db, workspace)];
    expect((await call(token, 'POST', '/rooms', { venueId: one.id, name: 'Studio', capacity: 4 })).statusCode).toBe(
      201,
    );
    const again = await call(token, 'POST', '/rooms', { venueId: one.id, name: 'studio', capacity: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: VENUE_MESSAGES.duplicateRoom,
      errors: { fields: [{ path: 'body.name', message: VENUE_MESSAGES.duplicateRoom }] },
    });
    expect((await call(token, 'POST', '/rooms', { venueId: two.id, name: 'Studio', capacity: 4 })).statusCode).toBe(
      201,
    );
  });

  it('lists rooms by venue and status', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const [one, two] = [await createVenue(db, workspace), await createVenue(db, workspace)];
    await createRoom(db, one, { status: 'active', name: 'A' });
    await createRoom(db, one, { status: 'draft', name: 'B' });
    await createRoom(db, two, { status: 'active', name: 'C' });
    const ofOne = await call(token, 'GET', `/rooms?filters[venueIds]=${one.id}`);
    expect(ofOne.json().data.map((room: { name: string }) => room.name)).toEqual(['A', 'B']);
    const active = await call(token, 'GET', `/rooms?filters[venueIds]=${one.id},${two.id}&filters[status]=active`);
    expect(
      active
        .json()
        .data.map((room: { name: string }) => room.name)
        .sort(),
    ).toEqual(['A', 'C']);
    expect(active.json().data[0].venue).toHaveProperty('name');
  });

  it('edits only without active relations; goes inactive only when no event uses it; archives and restores', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const venue = await createVenue(db, workspace, { status: 'active' });
    const room = await createRoom(db, venue, { status: 'active' });
    const updated = await call(token, 'PATCH', '/rooms', { id: room.id, capacity: 30, cost: 45.5, costPeriod: 'day' });
    expect(updated.json()).toMatchObject({ capacity: 30, cost: 45.5, costPeriod: 'day' });
    await createEventAt(db, { venue, room }, { status: 'draft', name: 'Planning day' });
    const busy = (await call(token, 'GET', `/rooms/${room.id}`)).json();
    expect(busy.activeRelations.event).toEqual([expect.objectContaining({ name: 'Planning day' })]);
    expect(busy.actions).toMatchObject({ edit: false, revertToDraft: false, archive: false });
    expect((await call(token, 'PATCH', '/rooms', { id: room.id, capacity: 5 })).json().message).toBe(
      VENUE_MESSAGES.editInUse,
    );
    const draft = await call(token, 'PATCH', '/rooms', { id: room.id, status: 'draft' });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe(VENUE_MESSAGES.roomInactiveInUse);
    expect((await call(token, 'PATCH', `/rooms/archive/${room.id}`)).json().message).toBe(
      VENUE_MESSAGES.roomInactiveInUse,
    );
    const free = await createRoom(db, venue, { status: 'active' });
    expect((await call(token, 'PATCH', '/rooms', { id: free.id, status: 'draft' })).json().status).toBe('draft');
    const archived = await call(token, 'PATCH', `/rooms/archive/${free.id}`);
    expect(archived.json()).toMatchObject({ status: 'archived', actions: { edit: false, restore: true } });
    expect((await call(token, 'PATCH', '/rooms', { id: free.id, name: 'x' })).json().message).toBe(
      VENUE_MESSAGES.editArchived,
    );
    expect((await call(token, 'PATCH', `/rooms/restore/${free.id}`)).json().status).toBe('draft');
  });

  it('refuses removal with item_in_use listing the events, and removes an unused room', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const venue = await createVenue(db, workspace);
    const room = await createRoom(db, venue);
    await createEventAt(db, { venue, room }, { name: 'First aid', sessionStatus: 'cancelled' });
    const refused = await call(token, 'DELETE', `/rooms/${room.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'item_in_use', message: `${VENUE_MESSAGES.roomInUse} First aid` });
    const unused = await createRoom(db, venue);
    expect((await call(token, 'DELETE', `/rooms/${unused.id}`)).statusCode).toBe(204);
    expect((await call(token, 'GET', `/rooms/${unused.id}`)).statusCode).toBe(404);
  });

  it('lets a coordinator view rooms but not change them; another customer gets 404', async () => {
    const { db, workspace } = await infraWorkspace();
    const venue = await createVenue(db, workspace);
    const room = await createRoom(db, venue);
    const coordinator = await personToken(workspace, { roles: ['event_coordinator'] });
    const seen = await call(coordinator, 'GET', `/rooms/${room.id}`);
    expect(seen.statusCode).toBe(200);
    expect(Object.values(seen.json().actions).every((allowed) => allowed === false)).toBe(true);
    expect((await call(coordinator, 'GET', `/rooms?filters[venueIds]=${venue.id}`)).json().data).toHaveLength(1);
    expect((await call(coordinator, 'PATCH', '/rooms', { id: room.id, capacity: 3 })).statusCode).toBe(403);
    expect((await call(coordinator, 'PATCH', `/rooms/archive/${room.id}`)).statusCode).toBe(403);
    expect((await call(coordinator, 'DELETE', `/rooms/${room.id}`)).statusCode).toBe(403);
    expect((await call(coordinator, 'POST', '/rooms', { venueId: venue.id, name: 'x', capacity: 2 })).statusCode).toBe(
      403,
    );
    const { token: stranger } = await infraWorkspace();
    for (const [method, url, payload] of [
      ['GET', `/rooms/${room.id}`],
      ['PATCH', '/rooms', { id: room.id, capacity: 3 }],
      ['PATCH', `/rooms/archive/${room.id}`],
      ['PATCH', `/rooms/restore/${room.id}`],
      ['DELETE', `/rooms/${room.id}`],
    ] as [Method, string, object?][]) {
      expect((await call(stranger, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(stranger, 'GET', `/rooms?filters[venueIds]=${venue.id}`)).json().data).toEqual([]);
  });
});
