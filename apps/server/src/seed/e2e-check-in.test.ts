import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_REFUSALS } from '@campus/contracts';
import { eventSessionItems } from '../db/schema/index.js';
import { createBooking } from '../test/classroom-factories.js';
import { createPerson, createTenant, tokenOf } from '../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../test/harness.js';
import { createOpenRegister } from '../test/open-register.js';

describe('test-only check-in routes (decision 0023, 0048)', () => {
  let seeding: TestContext;
  let plain: TestContext;
  beforeAll(async () => {
    [seeding, plain] = await Promise.all([createTestApp({ E2E_SEEDING: 'true' }), createTestApp()]);
  });
  afterAll(() => Promise.all([seeding.close(), plain.close()]));

  it('move a one-date session to start soon, and sign a code for an earlier moment, which check-in refuses', async () => {
    const db = seeding.database.db;
    const { workspace } = await createTenant(db);
    const learner = await createPerson(db, workspace, { roles: ['learner'] });
    const { event, session, registerId } = await createOpenRegister(db, workspace);
    await createBooking(db, { event, session }, learner.user.id);

    const moved = await seeding.app.inject({
      method: 'POST',
      url: `/api/e2e/sessions/${session.id}/starts-in`,
      payload: { minutes: 10 },
    });
    expect(moved.statusCode).toBe(204);
    const [item] = await db.select().from(eventSessionItems).where(eq(eventSessionItems.id, registerId));
    expect(Math.abs(item!.datetimeStart.getTime() - (Date.now() + 10 * 60_000))).toBeLessThan(60_000);

    const code = await seeding.app.inject({
      method: 'POST',
      url: '/api/e2e/check-in-codes',
      payload: { registerId, eventId: event.id, sessionId: session.id, secondsAgo: 120 },
    });
    const { token, path } = code.json<{ token: string; path: string }>();
    expect(path).toBe(`/my-learning/event/${event.id}/session/${session.id}/show/single?checkIn=${token}`);
    const refused = await seeding.app.inject({
      method: 'POST',
      url: '/api/classroom/check-in',
      headers: bearer(await tokenOf(seeding.app, learner)),
      payload: { token },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ details: { reason: string } }>().details.reason).toBe(CHECK_IN_REFUSALS.expiredCode);
  });

  it('do not exist unless E2E_SEEDING is on', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/e2e/check-in-codes',
      payload: {
        registerId: crypto.randomUUID(),
        eventId: crypto.randomUUID(),
        sessionId: crypto.randomUUID(),
        secondsAgo: 0,
      },
    });
    expect(response.statusCode).toBe(404);
  });
});
