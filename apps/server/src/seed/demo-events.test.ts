import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, workspaceToken, type TestContext } from '../test/harness.js';
import { londonTime } from './demo-events.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('londonTime', () => {
  it('gives the UTC instant of a London wall-clock time, in summer and in winter', () => {
    const july = new Date('2026-07-01T12:00:00Z');
    expect(londonTime(july, 0, '09:30').toISOString()).toBe('2026-07-01T08:30:00.000Z');
    const december = new Date('2026-12-01T12:00:00Z');
    expect(londonTime(december, 0, '09:30').toISOString()).toBe('2026-12-01T09:30:00.000Z');
    // Across the October clock change: 24 Oct is BST, 26 Oct is GMT.
    const october = new Date('2026-10-24T12:00:00Z');
    expect(londonTime(october, 2, '09:00').toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });
});

interface ListedEvent {
  id: string;
  name: string;
  status: string;
}
interface Session {
  status: string;
  spaces: { limit: number | null; available: number | null; booked: number };
  items: { room: { name: string } | null; meetingLink: string | null }[];
}

// The demo data is in the template unless a run leaves it out (TEST_WITHOUT_DEMO_DATA).
describe.skipIf(process.env.TEST_WITHOUT_DEMO_DATA === 'true')('the demo events', () => {
  it("are the coordinator's to run: eight, with a full session, a two-day one and a draft", async () => {
    const token = await workspaceToken(ctx.app, 'coordinator@northwind.test', 'Northwind Events');
    const list = await ctx.app.inject({ url: '/api/classroom/list-events?pageSize=50', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ data: ListedEvent[] }>().data;
    expect(listed).toHaveLength(8);
    expect(listed.filter((event) => event.status === 'draft').map((event) => event.name)).toEqual([
      'Customer service masterclass',
    ]);
    const sessionsOf = async (name: string) => {
      const event = listed.find((entry) => entry.name === name);
      const response = await ctx.app.inject({
        url: `/api/classroom/v2/events/${event?.id}/sessions`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Session[] }>().data;
    };
    const [full] = await sessionsOf('Fire safety awareness');
    expect(full?.spaces).toEqual({ limit: 8, available: 0, booked: 8 });
    const [twoDay] = await sessionsOf('Project management foundations');
    expect(twoDay?.items.map((item) => item.room?.name)).toEqual(['Workshop room', 'Lecture theatre']);
    const [past] = await sessionsOf('Health and safety refresher');
    expect(past?.status).toBe('ended');
    const online = await sessionsOf('Excel for analysts (online)');
    expect(online.every((session) => session.items[0]?.meetingLink?.startsWith('https://'))).toBe(true);
  });

  it('give Liam a booking and a request, and Isla and Jack places 1 and 2 on the waiting list', async () => {
    const coordinator = await workspaceToken(ctx.app, 'coordinator@northwind.test', 'Northwind Events');
    const list = await ctx.app.inject({ url: '/api/classroom/list-events?pageSize=50', headers: bearer(coordinator) });
    const firstSessionOf = async (name: string) => {
      const event = list.json<{ data: ListedEvent[] }>().data.find((entry) => entry.name === name);
      const response = await ctx.app.inject({
        url: `/api/classroom/v2/events/${event?.id}/sessions`,
        headers: bearer(coordinator),
      });
      return response.json<{ data: { id: string }[] }>().data[0]?.id;
    };
    const seenBy = async (email: string, sessionId: string | undefined) => {
      const token = await workspaceToken(ctx.app, email, 'Northwind Events');
      const response = await ctx.app.inject({ url: `/api/classroom/occurrence/${sessionId}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return response.json<{ userBookingStatus: string | null; userSubscription: { position: number } | null }>();
    };
    const excel = await firstSessionOf('Excel for analysts (online)');
    expect((await seenBy('learner@northwind.test', excel)).userBookingStatus).toBe('booked');
    const conversations = await firstSessionOf('Leading difficult conversations');
    expect((await seenBy('learner@northwind.test', conversations)).userBookingStatus).toBe('request');
    const fire = await firstSessionOf('Fire safety awareness');
    expect((await seenBy('isla.campbell@northwind.test', fire)).userSubscription?.position).toBe(1);
    expect((await seenBy('jack.okafor@northwind.test', fire)).userSubscription?.position).toBe(2);
  });

  it("leave last week's register for Tara to fill in, and a fortnight-old session completed with Liam passed", async () => {
    const coordinator = await workspaceToken(ctx.app, 'coordinator@northwind.test', 'Northwind Events');
    const list = await ctx.app.inject({ url: '/api/classroom/list-events?pageSize=50', headers: bearer(coordinator) });
    const sessionOf = async (name: string) => {
      const event = list.json<{ data: ListedEvent[] }>().data.find((entry) => entry.name === name);
      const response = await ctx.app.inject({
        url: `/api/classroom/v2/events/${event?.id}/sessions`,
        headers: bearer(coordinator),
      });
      return response.json<{ data: { id: string }[] }>().data[0]!.id;
    };
    const tara = await workspaceToken(ctx.app, 'trainer@northwind.test', 'Northwind Events');
    const waiting = await ctx.app.inject({
      url: `/api/classroom/digital-register-list/${await sessionOf('Health and safety refresher')}`,
      headers: bearer(tara),
    });
    expect(waiting.statusCode, waiting.body).toBe(200);
    const [register] = waiting.json<{ data: { completed: boolean; filled: boolean; allowedActions: string[] }[] }>()
      .data;
    expect(register).toMatchObject({ completed: false, filled: false, allowedActions: ['edit', 'complete'] });

    const firstAid = await sessionOf('First aid at work');
    const registers = await ctx.app.inject({
      url: `/api/classroom/digital-register-list/${firstAid}`,
      headers: bearer(coordinator),
    });
    expect(registers.json<{ attendanceRegistryCompleted: boolean }>().attendanceRegistryCompleted).toBe(true);
    const summary = await ctx.app.inject({
      url: `/api/classroom/digital-register-summary-list/${firstAid}`,
      headers: bearer(coordinator),
    });
    const entries = summary.json<{ data: { completed: boolean; entries: { email: string; completion: string }[] } }>()
      .data;
    expect(entries.completed).toBe(true);
    expect(entries.entries.find((entry) => entry.email === 'learner@northwind.test')?.completion).toBe('passed');
    const liam = await workspaceToken(ctx.app, 'learner@northwind.test', 'Northwind Events');
    const seen = await ctx.app.inject({ url: `/api/classroom/occurrence/${firstAid}`, headers: bearer(liam) });
    expect(seen.json<{ userCompletionStatus: string }>().userCompletionStatus).toBe('passed');
    const past = await ctx.app.inject({
      url: '/api/classroom/dashboard/learner-session-states?filters[state]=past',
      headers: bearer(liam),
    });
    const rows = past.json<{ data: { session: { id: string }; bookingStatus: string }[] }>().data;
    expect(rows.find((row) => row.session.id === firstAid)?.bookingStatus).toBe('passed');
  });
});
