import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS, PERSONA_NAMES, decideAccess, type Actor, type PersonaName } from '@campus/contracts';
import { createUser } from '../test/factories.js';
import { createTestApp, decodeJwt, signIn, type TestContext } from '../test/harness.js';

/**
 * The server refuses what the screens hide (issue 4): for every API route and every persona the
 * route's rule refuses, a request carrying that persona's token is turned away before any work.
 * Personas are the same ones the screen and navigation tables are checked for.
 */
let ctx: TestContext;
let tokens: Record<PersonaName, string | null>;

const uuid = () => crypto.randomUUID();

/** A signed second-stage token with the persona's claims, on a real (live) session. */
async function tokenFor(actor: Actor, session: { sid: string; userId: string }): Promise<string | null> {
  if (actor.stage === 'none') return null;
  if (actor.stage === 'first') return (await signIn(ctx.app, (await createUser(ctx.database.db)).email)).idToken;
  const workspaceId = actor.workspaceId ? uuid() : null;
  return ctx.app.services.tokens.signSecondStage(
    {
      sid: session.sid,
      userId: session.userId,
      user: { firstName: 'Pat', lastName: 'Persona', emailAddress: 'persona@example.com' },
      customer: actor.customerId ? { id: uuid(), name: 'Persona Ltd' } : null,
      customerId: actor.customerId ? uuid() : null,
      workspaceId,
      workspace: workspaceId ? 'Persona workspace' : null,
      domain: actor.origin === 'subdomain' ? 'persona' : null,
      profile: actor.hasSelectedProfile
        ? { id: uuid(), roles: [...actor.roles], customerRoles: [...actor.customerRoles] }
        : null,
      roles: actor.isSuperadmin ? ['superadmin', ...actor.roles] : [...actor.roles],
      customerRoles: [...actor.customerRoles],
      organisationUnit: null,
      customerServices: [...actor.services],
      managedOrganisationUnits: [],
      origin: actor.origin ?? 'workspace',
      originUser: actor.impersonating ? { id: uuid(), firstName: 'Ada', lastName: 'Admin' } : null,
    },
    600,
  );
}

beforeAll(async () => {
  // Every persona's token belongs to the one session below, and the limiter counts a verified
  // session's user (decision 0015): over 1 200 calls a minute as one person is what this walk
  // is, not what it tests (the limiter has its own tests).
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  // A real, live session to carry the personas' claims: whose it is does not matter.
  const session = await signIn(ctx.app, (await createUser(ctx.database.db)).email);
  const claims = decodeJwt<{ sid: string; sub: string }>(session.idToken);
  const entries = await Promise.all(
    PERSONA_NAMES.map(async (name) => [name, await tokenFor(PERSONAS[name], { sid: claims.sid, userId: claims.sub })]),
  );
  tokens = Object.fromEntries(entries) as Record<PersonaName, string | null>;
});
afterAll(() => ctx.close());

describe('every endpoint refuses the personas its rule refuses', () => {
  // Some 4 000 requests (every route × every persona its rule refuses), each checking a token and
  // its session: about 20 s on a quiet machine, over 30 s on a busy one. So the walk has its own
  // time limit, and a route's personas are asked at once.
  it('answers 401 or 403 before doing anything', { timeout: 180_000 }, async () => {
    const checked: string[] = [];
    for (const { method, url, rule } of ctx.app.accessDeclarations) {
      const refused = PERSONA_NAMES.flatMap((name) => {
        const decision = decideAccess(PERSONAS[name], rule);
        return decision === 'allowed' ? [] : [{ name, expected: decision === 'unauthenticated' ? 401 : 403 }];
      });
      const answers = await Promise.all(
        refused.map(async ({ name, expected }) => {
          const token = tokens[name];
          const response = await ctx.app.inject({
            method: method as 'GET',
            url: url.replace(/:[A-Za-z]+/g, () => uuid()),
            headers: token ? { authorization: `Bearer ${token}` } : {},
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          });
          return { name, expected, status: response.statusCode };
        }),
      );
      for (const { name, expected, status } of answers) {
        expect(`${method} ${url} as ${name}: ${status}`).toBe(`${method} ${url} as ${name}: ${expected}`);
        checked.push(`${method} ${url} ${name}`);
      }
    }
    // The table is not empty by accident: most routes refuse someone.
    expect(checked.length).toBeGreaterThan(200);
  });
});
