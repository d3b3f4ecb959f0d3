import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { createBookableEvent } from '../test/classroom-factories.js';
import { createTenant, createPerson, tokenOf } from '../test/factories.js';
import { bearer, createTestApp, signIn, workspaceToken, type TestContext } from '../test/harness.js';
import { TEST_PASSWORD } from '../test/template.js';

const tenant = {
  customer: { name: 'Journey Ltd', services: ['LMS'] },
  workspaces: [
    {
      key: 'main',
      name: 'Journey Learning',
      units: [{ name: 'Root' }, { name: 'Team', parent: 'Root' }],
      groups: ['Starters'],
      courses: [{ name: 'Onboarding', requireApproval: true }],
    },
  ],
  people: [
    {
      key: 'admin',
      email: 'admin@journey.test',
      firstName: 'Ada',
      lastName: 'Admin',
      password: TEST_PASSWORD,
      profiles: [{ workspace: 'main', roles: ['learning_experience_administrator'], unit: 'Root' }],
    },
    {
      key: 'learner',
      email: 'learner@journey.test',
      firstName: 'Lee',
      lastName: 'Learner',
      password: TEST_PASSWORD,
      profiles: [
        { workspace: 'main', roles: ['learner'], unit: 'Team', groups: ['Starters'], requests: ['Onboarding'] },
      ],
    },
  ],
};

describe('POST /api/e2e/tenants (test-only seeding, decision 0023)', () => {
  let seeding: TestContext;
  let plain: TestContext;
  beforeAll(async () => {
    [seeding, plain] = await Promise.all([createTestApp({ E2E_SEEDING: 'true' }), createTestApp()]);
  });
  afterAll(() => Promise.all([seeding.close(), plain.close()]));

  it('creates a customer whose people sign in to their workspace and see their requests', async () => {
    const created = await seeding.app.inject({ method: 'POST', url: '/api/e2e/tenants', payload: tenant });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ workspaces: Record<string, { name: string }>; people: Record<string, unknown> }>();
    expect(body.workspaces.main?.name).toBe('Journey Learning');
    expect(Object.keys(body.people)).toEqual(['admin', 'learner']);

    expect((await signIn(seeding.app, 'learner@journey.test')).userId).toBeTruthy();
    const token = await workspaceToken(seeding.app, 'admin@journey.test', 'Journey Learning');
    const waiting = await seeding.app.inject({
      url: '/api/learning-activities/enrolments/unresolved',
      headers: bearer(token),
    });
    expect(waiting.statusCode).toBe(200);
    expect(JSON.stringify(waiting.json())).toContain('Onboarding');
  });

  it('moves a session back as if held days ago: its dates and span move, and it reads as ended', async () => {
    const db = seeding.database.db;
    const { workspace } = await createTenant(db);
    const coordinator = await createPerson(db, workspace, { roles: ['event_coordinator'] });
    const { session } = await createBookableEvent(db, workspace);
    const token = await tokenOf(seeding.app, coordinator);
    const read = async () =>
      (await seeding.app.inject({ url: `/api/classroom/occurrence/${session.id}`, headers: bearer(token) })).json<{
        status: string;
        fromDate: string;
        toDate: string;
        items: { datetimeStart: string; datetimeEnd: string }[];
      }>();
    const before = await read();
    expect(before.status).toBe('upcoming');
    const moved = await seeding.app.inject({
      method: 'POST',
      url: `/api/e2e/sessions/${session.id}/move-back`,
      payload: { days: 17 },
    });
    expect(moved.statusCode).toBe(204);
    const after = await read();
    const days = (from: string, to: string) => (Date.parse(from) - Date.parse(to)) / 86_400_000;
    expect(days(before.fromDate, after.fromDate)).toBe(17);
    expect(days(before.toDate, after.toDate)).toBe(17);
    expect(days(before.items[0]!.datetimeStart, after.items[0]!.datetimeStart)).toBe(17);
    expect(days(before.items[0]!.datetimeEnd, after.items[0]!.datetimeEnd)).toBe(17);
    expect(after.status).toBe('ended');
    const missing = await seeding.app.inject({
      method: 'POST',
      url: '/api/e2e/sessions/00000000-0000-4000-8000-000000000000/move-back',
      payload: { days: 1 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('does not exist unless E2E_SEEDING is on', async () => {
    const response = await plain.app.inject({ method: 'POST', url: '/api/e2e/tenants', payload: tenant });
    expect(response.statusCode).toBe(404);
    const move = await plain.app.inject({
      method: 'POST',
      url: '/api/e2e/sessions/00000000-0000-4000-8000-000000000000/move-back',
      payload: { days: 1 },
    });
    expect(move.statusCode).toBe(404);
  });

  it('is refused by the configuration outside NODE_ENV=test', () => {
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => loadConfig({ NODE_ENV, E2E_SEEDING: 'true', MFA_ENFORCEMENT: 'on' })).toThrow(/E2E_SEEDING/);
    }
    expect(loadConfig({ NODE_ENV: 'test', E2E_SEEDING: 'true' }).E2E_SEEDING).toBe(true);
  });
});
