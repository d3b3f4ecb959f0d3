import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointDefinition } from '@campus/contracts';
import { createUser } from '../factories.js';
import { bearer, createTestApp, type TestContext } from '../harness.js';
import { mailSettled } from '../mail.js';
import { EXEMPT, FIXTURES, type Call, type Case, type CaseContext, type EndpointName } from './fixtures.js';
import { idFieldsOf } from './id-fields.js';
import { createScopeTenant, scopeSnapshotter, sessionOf, strongestToken, type Session, type Tenant } from './world.js';

/**
 * Record scope (issue 11): every endpoint that takes a record id refuses another customer's
 * record, even to that customer's strongest non-superadmin, and refuses a plain learner of the
 * record's own workspace where the record is for administrators. Which endpoints take ids is read
 * from the contracts, so a new one fails here until it has a fixture: each module keeps its own
 * (`modules/<domain>/<domain>.record-scope.ts`) and fixtures.ts gathers them.
 */
const ID_TAKING = (Object.entries(ENDPOINTS) as [EndpointName, EndpointDefinition][])
  .map(([name, endpoint]) => ({ name, endpoint, fields: idFieldsOf(endpoint) }))
  .filter(({ fields }) => fields.length > 0);

let ctx: TestContext;
let a: Tenant;
let b: Tenant;
let bAdmin: Session;
let aLearner: Session;
/** Proves the calls of superadmin-only endpoints right, where no tenant's admin gets past the rule. */
let superadmin: Session;
let snapshotOfA: () => Promise<Record<string, string[]>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const snapshot = await scopeSnapshotter(db);
  a = await createScopeTenant(db);
  // Emails the setup caused are written and delivered by background jobs: those must be done
  // before A is compared, so that only the call under test can change A's rows.
  snapshotOfA = async () => {
    await mailSettled(ctx.database);
    return snapshot(a.customer);
  };
  b = await createScopeTenant(db);
  const platformAdmin = await createUser(db, { superadmin: true });
  [bAdmin, aLearner, superadmin] = await Promise.all([
    sessionOf(ctx.app, b.admin),
    sessionOf(ctx.app, a.learner),
    sessionOf(ctx.app, platformAdmin),
  ]);
});
afterAll(() => ctx.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function send(endpoint: EndpointDefinition, call: Call, token: string) {
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  return ctx.app.inject({
    method: endpoint.method,
    url: endpointPath(endpoint, call.params) + query,
    headers: bearer(token),
    // A body the contract requires is sent even when the case needs nothing in it.
    payload: WRITES.has(endpoint.method) ? ((call.body ?? (endpoint.body ? {} : undefined)) as object) : undefined,
  });
}

/** Sends the call and checks it is refused (or answered as the case says) and that A is untouched. */
async function expectRefused(
  label: string,
  endpoint: EndpointDefinition,
  call: Call,
  token: string,
  refusal: Case['refusal'],
) {
  const before = await snapshotOfA();
  const response = await send(endpoint, call, token);
  const refused = refusal ? response.statusCode === refusal.status : [403, 404].includes(response.statusCode);
  expect(refused, `${label}: answered ${response.statusCode} ${response.body}`).toBe(true);
  if (refusal?.body) expect(response.json(), label).toMatchObject(refusal.body);
  expect(changesBetween(before, await snapshotOfA()), `${label} changed A's data`).toEqual([]);
}

/** The rows that went or came, table by table: what a failure shows. */
function changesBetween(before: Record<string, string[]>, after: Record<string, string[]>) {
  return Object.keys(after).flatMap((table) => {
    const [was, is] = [before[table] ?? [], after[table] ?? []];
    const gone = was.filter((row) => !is.includes(row));
    const came = is.filter((row) => !was.includes(row));
    return gone.length || came.length ? [{ table, gone, came }] : [];
  });
}

describe('record scope', () => {
  it('has a case for every id field of every fixture, and nothing stale', () => {
    const idTaking = new Set(ID_TAKING.map(({ name }) => name));
    const uncovered = ID_TAKING.flatMap(({ name, fields }) =>
      FIXTURES[name] ? fields.filter((field) => !FIXTURES[name]?.cases[field]).map((field) => `${name} ${field}`) : [],
    );
    expect(uncovered.join(', '), 'Add a case to the fixture for').toBe('');
    const stale = [...Object.keys(FIXTURES), ...Object.keys(EXEMPT)].filter(
      (name) => !idTaking.has(name as EndpointName),
    );
    expect(stale.join(', '), 'Takes no record id any more; remove from its module’s *.record-scope.ts').toBe('');
    const both = Object.keys(FIXTURES).filter((name) => name in EXEMPT);
    expect(both.join(', '), 'Both a fixture and an exemption').toBe('');
  });

  describe.each(ID_TAKING.filter(({ name }) => !EXEMPT[name]))('$name', ({ name, endpoint, fields }) => {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const fixture = FIXTURES[name];
      // A new endpoint that takes an id fails here until someone says how to test its scope.
      if (!fixture) {
        throw new Error(
          `${name} (${endpoint.method} ${endpoint.path}) takes a record id (${fields.join(', ')}) but has no ` +
            'record-scope fixture: add one to its module’s modules/<domain>/<domain>.record-scope.ts, or an exemption with its reason.',
        );
      }
      const db = ctx.database.db;
      const session = fixture.ownSession ? await sessionOf(ctx.app, b.admin) : bAdmin;
      const { token, passes } = strongestToken(session, endpoint.access);
      const context = (owner: Tenant, caller: Tenant, idToken: string): CaseContext => ({
        app: ctx.app,
        db,
        owner,
        caller,
        idToken,
      });
      for (const field of fields) {
        const testCase = fixture.cases[field];
        if (!testCase) continue;
        // B's site admin names A's record: refused, and nothing of A's changes.
        const foreign = await testCase.build(context(a, b, session.idToken));
        await expectRefused(`${name} ${field} as B's admin`, endpoint, foreign, token, testCase.refusal);
        // The same call with B's own record works, so the refusal above came from the scope (or,
        // where only superadmins pass the rule, the call is a real one: a superadmin's succeeds).
        const controller = passes ? session : superadmin;
        const own = await send(
          endpoint,
          await testCase.build(context(b, b, controller.idToken)),
          strongestToken(controller, endpoint.access).token,
        );
        expect(own.statusCode, `${name} ${field} with B's own record: ${own.body}`).toBeLessThan(300);
      }
      // A learner of A's own workspace, on the record of A's administrators or of another person.
      const [firstField] = fields;
      const firstCase = firstField ? fixture.cases[firstField] : undefined;
      if (firstCase && !fixture.learnerMay) {
        const call = await firstCase.build(context(a, a, aLearner.idToken));
        const learnerToken = strongestToken(aLearner, endpoint.access).token;
        await expectRefused(`${name} ${firstField} as A's learner`, endpoint, call, learnerToken, undefined);
      }
    });
  });

  it('lists its exemptions, each with a reason', () => {
    for (const [name, reason] of Object.entries(EXEMPT)) expect(reason, name).toMatch(/\w{3,}/);
  });
});
