import type { FastifyInstance } from 'fastify';
import { createRoom, createVenue } from './classroom-factories.js';
import { createPerson, createTenant, tokenOf, unique } from './factories.js';
import { bearer, type TestContext } from './harness.js';

export const BASE = '/api/classroom';
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const callOf = (app: FastifyInstance) => (token: string, method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `${BASE}${url}`, headers: bearer(token), ...(payload && { payload }) });

export const DAY = 86_400_000;
export const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000);

/** A customer with a coordinator, a learner (both signed in), a venue with an active 10-seat room. */
export async function eventsWorld(
  ctx: TestContext,
  options: {
    capacity?: number;
    services?: Parameters<typeof createTenant>[1] extends infer O
      ? O extends { services?: infer S }
        ? S
        : never
      : never;
  } = {},
) {
  const db = ctx.database.db;
  const { customer, workspace } = await createTenant(db, options.services ? { services: options.services } : {});
  const coordinator = await createPerson(db, workspace, { roles: ['event_coordinator'] });
  const learner = await createPerson(db, workspace, { roles: ['learner'] });
  const venue = await createVenue(db, workspace, { status: 'active' });
  const room = await createRoom(db, venue, { status: 'active', capacity: options.capacity ?? 10 });
  const [coordinatorToken, learnerToken] = await Promise.all([
    tokenOf(ctx.app, coordinator),
    tokenOf(ctx.app, learner),
  ]);
  const call = callOf(ctx.app);

  /** An active event (bookable without a course unless told) made through the API. */
  async function event(body: Record<string, unknown> = {}) {
    const response = await call(coordinatorToken, 'POST', '/events', {
      name: unique('Event'),
      bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 10 },
      ...body,
    });
    if (response.statusCode !== 201) throw new Error(`event: ${response.body}`);
    return response.json() as { id: string; [key: string]: unknown };
  }

  /** An upcoming session of the event on one date in the room (10 days ahead unless told). */
  async function session(eventId: string, body: Record<string, unknown> = {}, start = inDays(10)) {
    const response = await call(coordinatorToken, 'POST', '/occurrence', {
      eventId,
      active: true,
      items: [
        {
          datetimeStart: start.toISOString(),
          datetimeEnd: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
          roomId: room.id,
        },
      ],
      ...body,
    });
    if (response.statusCode !== 201) throw new Error(`session: ${response.body}`);
    return response.json() as {
      id: string;
      spaces: { limit: number | null; available: number | null; booked: number };
      [key: string]: unknown;
    };
  }

  return {
    db,
    customer,
    workspace,
    coordinator,
    learner,
    venue,
    room,
    coordinatorToken,
    learnerToken,
    call,
    event,
    session,
  };
}
