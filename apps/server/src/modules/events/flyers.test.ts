import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../../db/schema/index.js';
import { createFile, createPerson, testPng, tokenOf } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { eventsWorld } from '../../test/events-world.js';
import { pdfImageCount, pdfText } from '../../test/pdf.js';
import { spacesText } from './flyers.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** 14 Dec next year, 10:00-13:00 UTC (London is on GMT then). */
const start = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 14, 10));
const end = new Date(start.getTime() + 3 * 3_600_000);
const dayOf = (date: Date) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(date);

describe('flyers', () => {
  it('prints the event and session flyers: name, description, en-GB dates, place, trainers, spaces, venue image', async () => {
    const world = await eventsWorld(ctx);
    const trainer = await createPerson(world.db, world.workspace, { firstName: 'Amara', lastName: 'Okafor' });
    const image = await createFile(ctx.app, world.coordinator, {
      body: await testPng('#d94f00', 400, 200),
      name: 'venue.png',
      mimeType: 'image/png',
    });
    await world.db
      .update(venues)
      .set({ fileIds: [image.id] })
      .where(eq(venues.id, world.venue.id));
    const event = await world.event({
      name: 'Fire <safety> & first aid',
      description: 'Bring comfortable shoes.',
      bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 8 },
    });
    const session = await world.session(event.id, {
      items: [
        {
          datetimeStart: start.toISOString(),
          datetimeEnd: end.toISOString(),
          roomId: world.room.id,
          trainers: [trainer.user.id],
        },
      ],
    });
    const online = await world.session(event.id, {
      items: [
        {
          datetimeStart: new Date(start.getTime() + 2 * 86_400_000).toISOString(),
          datetimeEnd: new Date(end.getTime() + 2 * 86_400_000).toISOString(),
          platform: 'Teams',
          meetingLink: 'https://example.org/meet',
        },
      ],
    });
    await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });

    const response = await world.call(world.coordinatorToken, 'GET', `/flyer/event/${event.id}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="fire-safety-first-aid-event-flyer.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = await pdfText(pdf);
    expect(text).toContain('Fire <safety> & first aid');
    expect(text).toContain('Bring comfortable shoes.');
    expect(text).toContain(`${dayOf(start)} 14 Dec ${start.getUTCFullYear()}, 10:00 am to 1:00 pm GMT`);
    expect(text).toContain(
      `${dayOf(new Date(start.getTime() + 2 * 86_400_000))} 16 Dec ${start.getUTCFullYear()}, 10:00 am to 1:00 pm GMT`,
    );
    expect(text).toContain(world.room.name);
    expect(text).toContain(world.venue.name);
    expect(text).toContain('Online (Teams)');
    expect(text).toContain('Trainers: Amara Okafor');
    expect(text).toContain('7 / 8 spaces available');
    expect(text).toContain('8 / 8 spaces available');
    expect(await pdfImageCount(pdf)).toBeGreaterThan(0);

    const one = await world.call(world.learnerToken, 'GET', `/flyer/session/${online.id}`);
    expect(one.statusCode).toBe(403);
    const sessionFlyer = await world.call(world.coordinatorToken, 'GET', `/flyer/session/${online.id}`);
    expect(sessionFlyer.headers['content-type']).toBe('application/pdf');
    const sessionText = await pdfText(sessionFlyer.rawPayload);
    expect(sessionText).toContain('Online (Teams)');
    expect(sessionText).not.toContain(world.room.name);
    // No venue, no image.
    expect(await pdfImageCount(sessionFlyer.rawPayload)).toBe(0);
  });

  it('another customer’s event or session is not found; staff of the workspace may print', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    const elsewhere = await eventsWorld(ctx);
    expect((await elsewhere.call(elsewhere.coordinatorToken, 'GET', `/flyer/event/${event.id}`)).statusCode).toBe(404);
    expect((await elsewhere.call(elsewhere.coordinatorToken, 'GET', `/flyer/session/${session.id}`)).statusCode).toBe(
      404,
    );
    const trainer = await createPerson(world.db, world.workspace, { customerRoles: ['trainer'] });
    const printed = await world.call(await tokenOf(ctx.app, trainer), 'GET', `/flyer/event/${event.id}`);
    expect(printed.statusCode).toBe(200);
    expect(await pdfText(printed.rawPayload)).toContain(event.name as string);
  });

  it('says the spaces as the spec does', () => {
    expect(spacesText({ limit: 10, available: 0, booked: 10 })).toBe('No spaces available');
    expect(spacesText({ limit: 10, available: 4, booked: 6 })).toBe('4 / 10 spaces available');
    expect(spacesText({ limit: null, available: null, booked: 3 })).toBe('3 people have booked');
  });
});
