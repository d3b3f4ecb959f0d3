import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, tokenOf, unique } from '../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../test/harness.js';
import { eventsWorld, inDays } from '../test/events-world.js';
import { findInvalidText, normaliseText, UNSAFE_TEXT_MESSAGE } from './input-text.js';

/**
 * Issue 24 part 5 (decision 0043): links are http(s) only, text is NFC, direction overrides and
 * noncharacters are refused naming the field, and a name of invisible characters is empty.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Answer = { statusCode: number; json: () => { errors?: { fields?: { path: string; message: string }[] } } };
const refusedField = (response: Answer, path: string, message?: string) => {
  expect(response.statusCode).toBe(400);
  const fields = response.json().errors?.fields ?? [];
  expect(fields.map((field) => field.path)).toContain(path);
  if (message) expect(fields.find((field) => field.path === path)?.message).toBe(message);
};

describe('names and titles', () => {
  it('refuses direction overrides, isolates and noncharacters, naming the field', async () => {
    const world = await eventsWorld(ctx);
    for (const name of ['Safe\u202Egnp.exe', 'Left\u2066isolate\u2069', 'End\uFFFF', 'Last plane \u{10FFFF}']) {
      const response = await world.call(world.coordinatorToken, 'POST', '/events', { name });
      refusedField(response, 'body.name', UNSAFE_TEXT_MESSAGE);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'validation_error' });
    }
    // A venue and a room the same way.
    const manager = await createPerson(world.db, world.workspace, { roles: ['infrastructure_manager'] });
    const token = await tokenOf(ctx.app, manager);
    const venue = await ctx.app.inject({
      method: 'POST',
      url: '/api/classroom/venues',
      headers: bearer(token),
      payload: { name: 'Hall \u202D', address: { address_1: '1 Road', city: 'London', postcode: 'SE1 9AA' } },
    });
    refusedField(venue, 'body.name', UNSAFE_TEXT_MESSAGE);
  });

  it('counts a name of only invisible characters as empty, so “required” fails', async () => {
    const world = await eventsWorld(ctx);
    for (const name of ['\u200B', '\u200D\u200B', ' \u2060\uFEFF ', '\u00A0\u200C']) {
      refusedField(await world.call(world.coordinatorToken, 'POST', '/events', { name }), 'body.name');
    }
    const manager = await createPerson(world.db, world.workspace, { roles: ['infrastructure_manager'] });
    const token = await tokenOf(ctx.app, manager);
    const venue = await ctx.app.inject({
      method: 'POST',
      url: '/api/classroom/venues',
      headers: bearer(token),
      payload: { name: '\u200B\u200D', address: { address_1: '1 Road', city: 'London', postcode: 'SE1 9AA' } },
    });
    refusedField(venue, 'body.name', 'Enter a name for the venue.');
    // Visible text keeps its inner joiners (an emoji sequence) and loses invisible edges.
    const kept = await world.call(world.coordinatorToken, 'POST', '/events', { name: '\u200BFamily 👩\u200D👧\u200B' });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().name).toBe('Family 👩\u200D👧');
  });

  it('stores text in NFC, so the same name typed two ways is one name', async () => {
    const world = await eventsWorld(ctx);
    const decomposed = `Cafe\u0301 ${unique('talk')}`;
    const created = await world.call(world.coordinatorToken, 'POST', '/events', { name: decomposed });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe(decomposed.normalize('NFC'));
    expect(created.json().name.startsWith('Caf\u00E9 ')).toBe(true);
  });
});

describe('links', () => {
  it('refuses a javascript: meeting link on a session and on the event’s settings; https is kept', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const start = inDays(9);
    const item = (meetingLink: string) => ({
      datetimeStart: start.toISOString(),
      datetimeEnd: new Date(start.getTime() + 3_600_000).toISOString(),
      meetingLink,
    });
    for (const link of [
      'javascript:alert(document.domain)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'file:///etc',
    ]) {
      const refused = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
        eventId: event.id,
        sessionType: 'online',
        items: [item(link)],
      });
      refusedField(refused, 'body.items.0.meetingLink', 'Enter a web address that starts with https:// or http://.');
    }
    refusedField(
      await world.call(world.coordinatorToken, 'POST', '/events', {
        name: unique('Online'),
        occurrenceSettings: { meetingLink: 'javascript:alert(1)' },
      }),
      'body.occurrenceSettings.meetingLink',
    );
    const kept = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      sessionType: 'online',
      items: [item('https://meet.example.test/room-1')],
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().items[0].meetingLink).toBe('https://meet.example.test/room-1');
  });
});

describe('the edge walk', () => {
  it('lets a password keep any character it was set with, and leaves it unnormalised', () => {
    const body = { password: 'pa\u202Ess e\u0301', name: 'Cafe\u0301', nested: [{ newPassword: 'e\u0301' }] };
    expect(findInvalidText(body, 'body')).toEqual([]);
    normaliseText(body);
    expect(body).toEqual({ password: 'pa\u202Ess e\u0301', name: 'Caf\u00E9', nested: [{ newPassword: 'e\u0301' }] });
    expect(findInvalidText({ note: 'x\u2067' }, 'body')).toEqual([{ path: 'body.note', message: UNSAFE_TEXT_MESSAGE }]);
    expect(normaliseText('e\u0301')).toBe('\u00E9');
  });
});
