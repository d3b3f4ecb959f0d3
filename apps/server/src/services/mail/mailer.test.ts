import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const statusOf = (ctx: TestContext, id: string, wanted: string) => async () => {
  const [row] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row?.status === wanted ? row : undefined;
};

describe('mail to the outbox (no SMTP_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('delivers through the job queue and shows the message in the development mailbox', async () => {
    expect(ctx.app.services.mailer.transport).toBe('outbox');
    const id = await ctx.app.services.mailer.send({
      to: 'learner@northwind.test',
      subject: 'Welcome <aboard>',
      text: 'Hello & welcome',
    });
    const row = await waitFor(statusOf(ctx, id, 'sent'));
    expect(row.attempts).toBe(1);

    const list = await ctx.app.inject('/dev/mailbox');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Welcome &lt;aboard&gt;');
    const detail = await ctx.app.inject(`/dev/mailbox/${id}`);
    expect(detail.body).toContain('Hello &amp; welcome');
  });

  it('keeps attachments with the message and lets the mailbox download each one', async () => {
    const invitation = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const id = await ctx.app.services.mailer.send({
      to: 'files@northwind.test',
      subject: 'With files',
      text: 'See attached',
      attachments: [
        {
          filename: 'invitation.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: invitation,
          encoding: 'utf8',
        },
        {
          filename: 'notes <1>.txt',
          contentType: 'text/plain',
          content: Buffer.from('Bring a pen').toString('base64'),
          encoding: 'base64',
        },
      ],
    });
    await waitFor(statusOf(ctx, id, 'sent'));
    const list = await ctx.app.inject('/dev/mailbox');
    expect(list.body).toContain(
      `<a href="/dev/mailbox/${id}/attachments/0" download="invitation.ics">invitation.ics</a>`,
    );
    expect(list.body).toContain('notes &lt;1&gt;.txt');
    const detail = await ctx.app.inject(`/dev/mailbox/${id}`);
    expect(detail.body).toContain(`/dev/mailbox/${id}/attachments/1`);

    const ics = await ctx.app.inject(`/dev/mailbox/${id}/attachments/0`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(ics.headers['content-disposition']).toBe('attachment; filename="invitation.ics"');
    expect(ics.body).toBe(invitation);
    const text = await ctx.app.inject(`/dev/mailbox/${id}/attachments/1`);
    expect(text.body).toBe('Bring a pen');
    expect(text.headers['content-disposition']).toBe('attachment; filename="notes_1_.txt"');
    expect((await ctx.app.inject(`/dev/mailbox/${id}/attachments/2`)).statusCode).toBe(404);
  });
});

describe('mail over SMTP (SMTP_URL set)', () => {
  let ctx: TestContext;
  let server: SMTPServer;
  const received: { to: string; body: string }[] = [];
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the message to the SMTP server', async () => {
    expect(ctx.app.services.mailer.transport).toBe('smtp');
    const id = await ctx.app.services.mailer.send({
      to: 'manager@northwind.test',
      subject: 'Report ready',
      text: 'Your report is ready.',
    });
    await waitFor(statusOf(ctx, id, 'sent'));
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toBe('manager@northwind.test');
    expect(received[0]?.body).toContain('Subject: Report ready');
  });

  it('sends a calendar attachment as the message’s text/calendar invitation', async () => {
    const id = await ctx.app.services.mailer.send({
      to: 'invitee@northwind.test',
      subject: 'Booking confirmed',
      text: 'You are booked.',
      attachments: [
        {
          filename: 'invitation.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
          encoding: 'utf8',
        },
      ],
    });
    await waitFor(statusOf(ctx, id, 'sent'));
    const message = received.find((entry) => entry.to === 'invitee@northwind.test');
    expect(message?.body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(message?.body).toContain('METHOD:REQUEST');
  });

  it('keeps the message queued with the error while the server is unreachable, for retry', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const id = await broken.app.services.mailer.send({ to: 'x@northwind.test', subject: 'Retry me', text: '…' });
      const row = await waitFor(async () => {
        const [found] = await broken.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
        return found && found.attempts > 0 ? found : undefined;
      });
      expect(row.status).toBe('queued');
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await broken.close();
    }
  });
});
