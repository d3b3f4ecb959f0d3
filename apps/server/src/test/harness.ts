import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app.js';
import { newPglite, openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { REFRESH_GRACE_SECONDS } from '../modules/identity/sessions.repository.js';
import { users } from '../db/schema/index.js';
import { loadConfig, type Config } from '../env.js';
import { TEST_PASSWORD, withDatabase } from './template.js';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** A fresh copy of the seeded template: PGlite from the dump, or a cloned PostgreSQL database. */
async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const postgresTemplate = inject('postgresTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (postgresTemplate && serverUrl) {
    const name = `campus_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // FILE_COPY copies the template's files instead of writing every block through the WAL
    // (PostgreSQL 15's default, WAL_LOG): 0.3-0.7 s a copy against 1.1-1.5 s on a busy two-core
    // machine, once per test file (docs/performance.md, "CI time").
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate} STRATEGY FILE_COPY`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, name) });
    return {
      handle,
      drop: async () => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const pglite = newPglite({ loadDataDir: templateDump(), startParams: TEST_PGLITE_START_PARAMS });
  await pglite.waitReady;
  return { handle: await openDatabase({ pglite }), drop: async () => {} };
}

/**
 * A test copy's buffer pool: the copy's own database is about 10 MB, and PostgreSQL's default
 * 128 MB is allocated and zeroed (a memset over fresh WebAssembly memory) at every start, about
 * half a second of CPU for each test file (docs/performance.md, "CI time").
 */
const TEST_PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

let template: { file: string; bytes: ArrayBuffer } | undefined;
/**
 * The template's dump as PGlite reads it (`arrayBuffer()`, then it copies every file out of it),
 * read from disk once per worker: a new Blob of the 45 MB for each copy cost a copy to build and
 * two more to read back, about half a second of CPU a test file. PGlite never writes to it.
 */
function templateDump(): Blob {
  const file = inject('pgliteTemplatePath');
  if (template?.file !== file) template = { file, bytes: new Uint8Array(fs.readFileSync(file)).buffer };
  const { bytes } = template;
  return new (class extends Blob {
    override arrayBuffer() {
      return Promise.resolve(bytes);
    }
  })([], { type: 'application/x-tar' });
}

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...env,
    },
    overrides,
  );
  const { handle, drop } = await openTestDatabase();
  const app = await buildApp(config, { database: handle, logger: false });
  await app.ready();
  return {
    app,
    database: handle,
    config,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedIn {
  idToken: string;
  refreshToken: string;
  userId: string;
}

export function decodeJwt<T = Record<string, unknown>>(token: string): T {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as T;
}

/**
 * Signs in for real through the API, as every later test does. A person with two-factor on gets
 * the code challenge, answered here as their authenticator app would.
 */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/sso/v2/auth/login', payload: { email, password } });
  if (response.statusCode !== 200)
    throw new Error(`Sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
  let body = response.json() as { idToken: string; refreshToken: string } | { challengeName: string; session: string };
  if ('challengeName' in body && body.challengeName === 'SOFTWARE_TOKEN_MFA') {
    body = (await answerCodeChallenge(app, email, body.session)) as typeof body;
  }
  if (!('idToken' in body)) throw new Error(`Sign-in for ${email} stopped at ${JSON.stringify(body)}`);
  return { ...body, userId: decodeJwt<{ sub: string }>(body.idToken).sub };
}

/** What an authenticator app shows for the secret now. */
export const totpCode = (secret: string): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });

async function answerCodeChallenge(app: FastifyInstance, email: string, session: string): Promise<unknown> {
  const db = app.services.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user?.mfaSecret) throw new Error(`${email} has no two-factor secret`);
  // Codes are accepted once per 30 s step; tests sign in more often than that.
  await db.update(users).set({ mfaLastStep: null }).where(eq(users.id, user.id));
  const answer = await app.inject({
    method: 'POST',
    url: '/api/sso/v2/auth/mfa',
    payload: { session, code: totpCode(user.mfaSecret) },
  });
  if (answer.statusCode !== 200) throw new Error(`Code challenge failed for ${email}: ${answer.body}`);
  return answer.json();
}

/**
 * Signs in and, where two-factor is required but not set up (superadmins), sets it up through
 * the enrolment endpoints first, as the set-up screen does: the session's tokens then work fully.
 */
export async function signInEnrolled(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const session = await signIn(app, email, password);
  const claims = decodeJwt<{ mfa_required: boolean; mfa_enabled: boolean }>(session.idToken);
  if (!claims.mfa_required || claims.mfa_enabled) return session;
  const secret = await app.inject({
    method: 'POST',
    url: '/api/sso/v2/cognito/get-mfa-secret-code',
    headers: bearer(session.idToken),
    payload: { accessToken: session.idToken },
  });
  if (secret.statusCode !== 200) throw new Error(`Enrolment failed for ${email}: ${secret.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/sso/v2/cognito/verify-mfa-software-token',
    headers: bearer(session.idToken),
    payload: { userId: session.userId, code: totpCode(secret.json().secretCode), token: session.idToken },
  });
  if (verified.statusCode !== 200) throw new Error(`Enrolment failed for ${email}: ${verified.body}`);
  return session;
}

/** Signs in and selects the named workspace; returns the workspace token. */
export async function workspaceToken(app: FastifyInstance, email: string, workspaceName: string): Promise<string> {
  const session = await signInEnrolled(app, email);
  const list = await app.inject({
    method: 'GET',
    url: `/api/sso/v2/user-workspaces/${session.userId}`,
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  const workspace = (list.json() as { data: { id: string; name: string }[] }).data.find(
    (entry) => entry.name === workspaceName,
  );
  if (!workspace) throw new Error(`${email} has no workspace ${workspaceName}`);
  const response = await app.inject({
    method: 'POST',
    url: `/api/sso/v2/validate/workspace/${workspace.id}`,
    headers: { authorization: `Bearer ${session.idToken}` },
    payload: { token: session.idToken },
  });
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in and takes the platform token (no workspace): superadmins and customer-role holders. */
export async function platformToken(app: FastifyInstance, email: string): Promise<string> {
  const session = await signInEnrolled(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/sso/v2/exchange/token',
    headers: { authorization: `Bearer ${session.idToken}` },
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`Token exchange failed for ${email}: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/**
 * Moves every rotated refresh token of the database out of its grace window (decision 0044), as
 * if REFRESH_GRACE_SECONDS had passed: presenting one again is then the reuse that ends a session.
 */
export async function endRefreshGrace(db: Database): Promise<void> {
  await db.execute(
    sql`update retired_refresh_tokens set retired_at = retired_at - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1})`,
  );
}
