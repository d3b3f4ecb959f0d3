import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
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

  it('does not exist unless E2E_SEEDING is on', async () => {
    const response = await plain.app.inject({ method: 'POST', url: '/api/e2e/tenants', payload: tenant });
    expect(response.statusCode).toBe(404);
  });

  it('is refused by the configuration outside NODE_ENV=test', () => {
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => loadConfig({ NODE_ENV, E2E_SEEDING: 'true', MFA_ENFORCEMENT: 'on' })).toThrow(/E2E_SEEDING/);
    }
    expect(loadConfig({ NODE_ENV: 'test', E2E_SEEDING: 'true' }).E2E_SEEDING).toBe(true);
  });
});
