import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
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
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`);
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
  const dump = fs.readFileSync(inject('pgliteTemplatePath'));
  const pglite = new PGlite({ loadDataDir: new Blob([dump]) });
  await pglite.waitReady;
  return { handle: await openDatabase({ pglite }), drop: async () => {} };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
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

/** Signs in for real through the API, as every later test does. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/sso/v2/auth/login', payload: { email, password } });
  if (response.statusCode !== 200)
    throw new Error(`Sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
  const body = response.json() as { idToken: string; refreshToken: string };
  return { ...body, userId: decodeJwt<{ sub: string }>(body.idToken).sub };
}

/** Signs in and selects the named workspace; returns the workspace token. */
export async function workspaceToken(app: FastifyInstance, email: string, workspaceName: string): Promise<string> {
  const session = await signIn(app, email);
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
  const session = await signIn(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/sso/v2/exchange/token',
    headers: { authorization: `Bearer ${session.idToken}` },
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`Token exchange failed for ${email}: ${response.body}`);
  return (response.json() as { token: string }).token;
}
