import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS, VENUE_MESSAGES } from '@campus/contracts';
import { createEventAt, createRoom } from '../../test/classroom-factories.js';
import { createPerson, createTenant, tokenOf, unique } from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (token: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/classroom${url}`, headers: bearer(token), ...(payload && { payload }) });

async function infraWorkspace() {
  const db = ctx.database.db;
  const { workspace } = await createTenant(db);
  const manager = await createPerson(db, workspace, { roles: ['infrastructure_manager', 'event_coordinator'] });
  return { db, workspace, token: await tokenOf(ctx.app, manager) };
}

describe('a venue’s time zone (Campus extension, docs/events.md "Time zones")', () => {
  it('is Europe/London unless given, kept in the zone’s own spelling, and changed by an edit', async () => {
    const { token } = await infraWorkspace();
    const plain = await call(token, 'POST', '/venues', { name: unique('Plain') });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().timeZone).toBe('Europe/London');

    const created = await call(token, 'POST', '/venues', { name: unique('Hudson'), timeZone: 'america/new_york' });
    expect(created.statusCode).toBe(201);
    const venue = created.json();
    expect(venue.timeZone).toBe('America/New_York');
    expect((await call(token, 'GET', `/venues/${venue.id}`)).json().timeZone).toBe('America/New_York');

    const edited = await call(token, 'PATCH', '/venues', { id: venue.id, timeZone: 'Europe/Dublin' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().timeZone).toBe('Europe/Dublin');
    // Naming other fields leaves the zone as it was.
    const renamed = await call(token, 'PATCH', '/venues', { id: venue.id, name: unique('Liffey') });
    expect(renamed.json().timeZone).toBe('Europe/Dublin');
  });

  it('refuses a zone that is not an IANA zone, as a field error', async () => {
    const { token } = await infraWorkspace();
    for (const timeZone of ['Mars/Olympus_Mons', '', 'GMT+25']) {
      const refused = await call(token, 'POST', '/venues', { name: unique('Nowhere'), timeZone });
      expect(refused.statusCode, timeZone).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation_error',
        errors: { fields: [{ path: 'body.timeZone', message: VALIDATION_TEXTS.timeZoneInvalid }] },
      });
    }
    const venue = (await call(token, 'POST', '/venues', { name: unique('Somewhere') })).json();
    const patched = await call(token, 'PATCH', '/venues', { id: venue.id, timeZone: 'Atlantis/Capital' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors.fields).toEqual([
      { path: 'body.timeZone', message: VALIDATION_TEXTS.timeZoneInvalid },
    ]);
  });

  it('is an edit: not changed while an event uses the venue (03 §4)', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const created = (await call(token, 'POST', '/venues', { name: unique('Busy'), status: 'active' })).json();
    const venue = { id: created.id as string, customerId: workspace.customerId, workspaceId: workspace.id };
    await createEventAt(db, { venue, room: await createRoom(db, venue) });
    const refused = await call(token, 'PATCH', '/venues', { id: created.id, timeZone: 'America/New_York' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(VENUE_MESSAGES.editInUse);
  });

  it('comes with each room of the rooms list and on the room page', async () => {
    const { token, db, workspace } = await infraWorkspace();
    const venue = (
      await call(token, 'POST', '/venues', { name: unique('Dock'), status: 'active', timeZone: 'America/New_York' })
    ).json();
    const room = await createRoom(db, { id: venue.id, customerId: workspace.customerId, workspaceId: workspace.id });
    const list = await call(token, 'GET', `/rooms?filters[venueIds]=${venue.id}`);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: room.id, venue: { id: venue.id, name: venue.name, timeZone: 'America/New_York' } }),
    ]);
    expect((await call(token, 'GET', `/rooms/${room.id}`)).json().venue.timeZone).toBe('America/New_York');
  });
});
