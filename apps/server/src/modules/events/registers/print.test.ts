import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSummaries, eventSummaryEntries } from '../../../db/schema/index.js';
import { createPerson, tokenOf } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { eventsWorld, inDays } from '../../../test/events-world.js';
import { pdfText } from '../../../test/pdf.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Names in several scripts: Latin with marks, Chinese, Korean, Arabic, Devanagari, Greek, Cyrillic, Thai. */
const LEARNERS = [
  ['Zoë', 'Ødegård'],
  ['小龙', '李'],
  ['민준', '김'],
  ['محمد', 'علي'],
  ['अमिताभ', 'बच्चन'],
  ['Γιώργος', 'Παπαδόπουλος'],
  ['Дмитрий', 'Иванов'],
  ['สมชาย', 'ใจดี'],
] as const;

async function printWorld() {
  const world = await eventsWorld(ctx, { capacity: 20 });
  const trainer = await createPerson(world.db, world.workspace, {
    customerRoles: ['trainer'],
    firstName: 'Amara',
    lastName: 'Okafor',
  });
  const event = await world.event({
    name: 'First aid <at> work & more',
    completionSettings: { completionType: 'assessment', enableRegisters: true },
    occurrenceSettings: { enableTrainers: true },
    bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 20 },
  });
  const start = inDays(10);
  const session = await world.session(event.id, {
    items: [
      {
        datetimeStart: start.toISOString(),
        datetimeEnd: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        roomId: world.room.id,
        trainers: [trainer.user.id],
      },
    ],
  });
  const learners = [];
  for (const [firstName, lastName] of LEARNERS) {
    const learner = await createPerson(world.db, world.workspace, { roles: ['learner'], firstName, lastName });
    const booked = await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    learners.push(learner);
  }
  const registerId = (session as unknown as { items: { id: string }[] }).items[0]!.id;
  return { ...world, trainer, event, session, learners, registerId };
}

describe('printable register and summary', () => {
  it('answers the register as HTML, escaped, with the event, date, room, trainer and every learner', async () => {
    const world = await printWorld();
    const response = await world.call(world.coordinatorToken, 'GET', `/digital-register/${world.registerId}/print`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = response.body;
    expect(page).toContain('First aid &lt;at&gt; work &amp; more');
    expect(page).not.toContain('<at>');
    expect(page).toContain(world.room.name);
    expect(page).toContain(world.venue.name);
    expect(page).toContain('Amara Okafor');
    for (const [firstName, lastName] of LEARNERS) expect(page).toContain(`${firstName} ${lastName}`);
    expect(page.match(/class="signature"/g)).toHaveLength(LEARNERS.length);
    // Only the font subsets the names use are embedded.
    expect(page.match(/@font-face/g)?.length).toBeGreaterThan(5);
    expect(page.length).toBeLessThan(3_000_000);
  });

  it('prints the same register to PDF, with every name in its own script', async () => {
    const world = await printWorld();
    const response = await world.call(
      world.coordinatorToken,
      'GET',
      `/digital-register/${world.registerId}/print?format=pdf`,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="first-aid-at-work-more-register-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = (await pdfText(response.rawPayload)).normalize('NFC');
    expect(text).toContain('First aid <at> work & more');
    expect(text).toContain('Amara Okafor');
    for (const [firstName, lastName] of LEARNERS) {
      // pdf.js reads shaped Arabic back in presentation forms and Devanagari's reordered vowel
      // signs without their letter, so those two are checked by the fonts drawing them below.
      if (/\p{Script=Arabic}|\p{Script=Devanagari}/u.test(firstName)) continue;
      expect(text).toContain(firstName);
      expect(text).toContain(lastName);
    }
    expect(text).toContain('बच्');
    // Each script is drawn with a Noto font from npm, embedded (no empty boxes from a missing font).
    const fonts = new Set(response.rawPayload.toString('latin1').match(/\/FontName\s*\/[A-Z]{6}\+([A-Za-z-]+)/g));
    const names = [...fonts].join(' ');
    for (const font of ['NotoSans-', 'NotoSansSC', 'NotoSansKR', 'NotoSansArabic', 'NotoSansThai'])
      expect(names).toContain(font);
  }, 60_000);

  it('prints the summary with passed and not passed', async () => {
    const world = await printWorld();
    const [first, second] = world.learners;
    await world.db.insert(eventSummaries).values({ id: world.session.id, customerId: world.customer.id });
    await world.db.insert(eventSummaryEntries).values([
      { customerId: world.customer.id, summaryId: world.session.id, learnerId: first!.user.id, completion: 'passed' },
      {
        customerId: world.customer.id,
        summaryId: world.session.id,
        learnerId: second!.user.id,
        completion: 'not_passed',
        notes: 'Retake <CPR> module',
      },
    ]);
    const html = await world.call(world.coordinatorToken, 'GET', `/digital-register-summary/${world.session.id}/print`);
    expect(html.statusCode, html.body.slice(0, 300)).toBe(200);
    expect(html.body).toContain('Retake &lt;CPR&gt; module');
    const pdf = await world.call(
      world.coordinatorToken,
      'GET',
      `/digital-register-summary/${world.session.id}/print?format=pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Zoë Ødegård');
    expect(text).toContain('Passed');
    expect(text).toContain('Not passed');
    expect(text).toContain('Retake <CPR> module');
  }, 60_000);

  it('is for the register’s readers: the session’s trainer yes; a learner, another trainer and another customer no', async () => {
    const world = await printWorld();
    const url = `/digital-register/${world.registerId}/print`;
    expect((await world.call(await tokenOf(ctx.app, world.trainer), 'GET', url)).statusCode).toBe(200);
    expect((await world.call(world.learnerToken, 'GET', url)).statusCode).toBe(403);
    const otherTrainer = await createPerson(world.db, world.workspace, { customerRoles: ['trainer'] });
    expect((await world.call(await tokenOf(ctx.app, otherTrainer), 'GET', url)).statusCode).toBe(403);
    const elsewhere = await eventsWorld(ctx);
    expect((await world.call(elsewhere.coordinatorToken, 'GET', url)).statusCode).toBe(404);
    expect(
      (await world.call(elsewhere.coordinatorToken, 'GET', `/digital-register-summary/${world.session.id}/print`))
        .statusCode,
    ).toBe(404);
    expect((await world.call(world.coordinatorToken, 'GET', `${url}?format=doc`)).statusCode).toBe(400);
  });
});
