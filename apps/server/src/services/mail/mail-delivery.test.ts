import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { mailMessages } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { eventsWorld } from '../../test/events-world.js';
import { startSmtpSink, type SmtpSink } from '../../bench/smtp-sink.js';
import { MODULE_JOBS } from '../../modules/jobs.js';
import { registerWorkers } from '../jobs/workers.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Decision 0045: mail recorded with its change, delivered in batches, transactional first, never lost. */

async function waitFor<T>(read: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** An app on an SMTP sink whose workers start only when the test says so. */
async function appWithSink(sink: SmtpSink): Promise<TestContext> {
  const ctx = await createTestApp({ SMTP_URL: sink.url, RUN_WORKERS: 'false' });
  cleanups.push(() => ctx.close());
  return ctx;
}

describe('mail delivery', () => {
  it('sends transactional mail ahead of bulk mail already waiting', async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const ctx = await appWithSink(sink);
    const { mailer } = ctx.app.services;
    for (let n = 0; n < 60; n++)
      await mailer.send({ to: `bulk${n}@northwind.test`, subject: 'Reminder', text: '…' }, { priority: 'bulk' });
    await mailer.send({ to: 'code@northwind.test', subject: 'Your code', text: '123456' });

    await registerWorkers(ctx.app.services, MODULE_JOBS);
    await waitFor(() => (sink.received.length === 61 ? true : undefined));
    const place = sink.received.findIndex((mail) => mail.to === 'code@northwind.test');
    // The first batch of 25 is taken by priority: the code is in it, not after 60 reminders.
    expect(place).toBeLessThan(25);
  });

  it('sends a batch side by side; a refused message is retried alone and the rest are sent once', async () => {
    const sink = await startSmtpSink({ refuse: (to) => to === 'bounce@northwind.test' });
    cleanups.push(sink.close);
    const ctx = await appWithSink(sink);
    const { mailer } = ctx.app.services;
    const ids: string[] = [];
    for (let n = 0; n < 10; n++) ids.push(await mailer.send({ to: `ok${n}@northwind.test`, subject: 'Hi', text: '…' }));
    const bounced = await mailer.send({ to: 'bounce@northwind.test', subject: 'Hi', text: '…' });

    await registerWorkers(ctx.app.services, MODULE_JOBS);
    const rows = () => ctx.database.db.select().from(mailMessages).where(inArray(mailMessages.id, ids));
    await waitFor(async () => ((await rows()).every((row) => row.status === 'sent') ? true : undefined));
    const failed = await waitFor(async () => {
      const [row] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, bounced));
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(failed.status).toBe('queued');
    expect(failed.lastError).toMatch(/550|unavailable/i);
    expect(sink.received).toHaveLength(10);
    expect(new Set(sink.received.map((mail) => mail.to)).size).toBe(10);
    expect((await rows()).map((row) => row.attempts)).toEqual(ids.map(() => 1));
  });

  it('sends a message left waiting with no delivery job (a crash before decision 0045) when workers start', async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const ctx = await appWithSink(sink);
    // As the tester found it: the row written, its job never created.
    const [orphan] = await ctx.database.db
      .insert(mailMessages)
      .values({
        to: 'orphan@northwind.test',
        from: 'Campus <no-reply@campus.test>',
        subject: 'Left behind',
        text: '…',
        transport: 'smtp',
      })
      .returning();

    await registerWorkers(ctx.app.services, MODULE_JOBS);
    await waitFor(() => sink.received.find((mail) => mail.to === 'orphan@northwind.test'), 20_000);
    const [row] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, orphan!.id));
    expect(row?.status).toBe('sent');
    // A second start finds its job: nothing is queued twice.
    expect(await ctx.app.services.mailer.requeueOrphans()).toBe(0);
  });

  it('records nothing when the change that caused the message rolls back, and a dedupe key once', async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const ctx = await appWithSink(sink);
    const { mailer } = ctx.app.services;
    const { db } = ctx.database;
    await expect(
      db.transaction(async (tx) => {
        await mailer.send({ to: 'rolled-back@northwind.test', subject: 'Never', text: '…' }, { db: tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const first = await mailer.send({ to: 'once@northwind.test', subject: 'Once', text: '…' }, { dedupeKey: 'k1' });
    const again = await mailer.send({ to: 'once@northwind.test', subject: 'Once', text: '…' }, { dedupeKey: 'k1' });
    expect(again).toBe(first);

    await registerWorkers(ctx.app.services, MODULE_JOBS);
    await waitFor(() => (sink.received.length >= 1 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.received.map((mail) => mail.to)).toEqual(['once@northwind.test']);
    expect(await db.select().from(mailMessages).where(eq(mailMessages.to, 'rolled-back@northwind.test'))).toHaveLength(
      0,
    );
  });
});

describe('an instance that dies', () => {
  let ctx: TestContext;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp({ SMTP_URL: sink.url, RUN_WORKERS: 'false' });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  it('between a booking’s commit and its mail: the confirmation arrives from the other instance within a minute', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({ name: 'Crash course' });
    const session = await world.session(event.id);
    // Instance A serves the booking and dies before any of its workers ran.
    const first: FastifyInstance = await buildApp(ctx.config, {
      database: ctx.database,
      logger: false,
      runWorkers: false,
    });
    await first.ready();
    const response = await first.inject({
      method: 'POST',
      url: '/api/classroom/bookings',
      headers: { authorization: `Bearer ${world.learnerToken}` },
      payload: { learnerId: world.learner.user.id, eventId: event.id, occurrenceId: session.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const committed = Date.now();
    await first.services.jobs.boss.stop({ graceful: false, close: false });

    // Instance B (the test app) has its workers running from now on.
    await registerWorkers(ctx.app.services, MODULE_JOBS);
    const mail = await waitFor(() =>
      sink.received.find((entry) => entry.to === world.learner.email && entry.body.includes('Booking confirmed')),
    );
    const seconds = (mail.at - committed) / 1000;
    console.log(`confirmation after the instance died: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);
  });

  // A real death: a worker process SIGKILLed while its SMTP server keeps it waiting. Several
  // processes need a shared PostgreSQL (PGlite belongs to one process).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'killed holding a delivery mid-send: another instance takes the job over within a minute and sends it once',
    async () => {
      const stalled = await startSmtpSink({ hang: true });
      const databaseUrl = (ctx.database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      // B stops taking delivery jobs so that the worker process gets this one.
      await ctx.app.services.jobs.boss.offWork('mail-delivery');
      const worker = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/test/mail-worker-process.ts', databaseUrl, stalled.url],
        { cwd: serverRoot, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      try {
        await new Promise<void>((resolve, reject) => {
          worker.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
          worker.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
        });
        const id = await ctx.app.services.mailer.send({ to: 'held@northwind.test', subject: 'Held', text: '…' });
        await waitFor(async () => ((await jobState(ctx, id)) === 'active' ? true : undefined), 30_000);
        worker.kill('SIGKILL');
        const died = Date.now();

        await ctx.app.services.jobs.workBatches('mail-delivery', { batchSize: 25 }, (jobs) =>
          ctx.app.services.mailer.deliverBatch(jobs as never),
        );
        const mail = await waitFor(() => sink.received.find((entry) => entry.to === 'held@northwind.test'));
        const seconds = (mail.at - died) / 1000;
        console.log(`delivery held by a killed instance taken over after ${seconds.toFixed(1)} s`);
        expect(seconds).toBeLessThan(60);
        const [row] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
        expect(row?.status).toBe('sent');
        expect(sink.received.filter((entry) => entry.to === 'held@northwind.test')).toHaveLength(1);
      } finally {
        worker.kill('SIGKILL');
        await stalled.close();
      }
    },
    90_000,
  );
});

/** The state of the delivery job of a message. */
async function jobState(ctx: TestContext, messageId: string): Promise<string | undefined> {
  const jobs = await ctx.app.services.jobs.boss.findJobs('mail-delivery', { data: { messageId } });
  return jobs[0]?.state;
}
