import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LEGAL_URLS, MESSAGES, isStrongPassword } from '@campus/contracts';

/**
 * Configuration, read once from the environment and validated at start-up (style pattern 9).
 * Every variable is listed in the README's configuration table.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** proxy-addr's names for the private ranges, accepted as Fastify's trustProxy accepts them. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR) or one of proxy-addr's range names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (decision 0015): which peers may tell us the client's address in X-Forwarded-For.
 * Off by default: the socket's address is the client. Otherwise a comma-separated list of the
 * proxies' addresses or CIDRs. `true` (trust anyone) and hop counts are refused: either lets a
 * client that reaches the server directly choose its own address, which defeats every
 * per-address limit and the audit trail (Fastify itself no longer honours hop counts).
 */
const trustProxySchema = z
  .preprocess(emptyToUndefined, z.string().optional())
  .transform((value, context): string[] | false => {
    const raw = value?.trim().toLowerCase();
    if (raw === undefined || raw === 'off' || raw === 'false') return false;
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isProxyEntry(entry));
    if (entries.length === 0 || invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message:
          raw === 'true' || /^\d+$/.test(raw)
            ? "list the proxies' addresses or CIDRs: trusting any peer or a hop count lets clients forge their address"
            : `not an address or CIDR: ${invalid.join(', ') || '(empty)'}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /**
   * Where SCORM packages are served from (decision 0049): another origin than the app's (another
   * host name, e.g. https://scorm-content.example.com, pointed at this server), so a package's
   * scripts run with their own frames reachable but none of the app's storage. Unset: on
   * localhost the other of localhost and 127.0.0.1, else the app's own origin, where the content
   * is sandboxed to an opaque origin (and packages that script across their own frames fail).
   */
  SCORM_CONTENT_ORIGIN: z.preprocess(emptyToUndefined, z.url().optional()),
  /** PEM files: with both, the server speaks HTTPS, HTTP/2 and HTTP/1.1 (decision 0039). */
  TLS_CERT_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  TLS_KEY_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded database)')
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Campus <no-reply@campus.test>'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_REGION: z.string().default('eu-west-2'),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  JWT_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  UPLOAD_SIGNING_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).default(900),
  WORKSPACE_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).default(3600),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 30),
  RUN_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  DEMO_PASSWORD: z.string().default('Demo!2345'),
  /** Unset: load demo data except in production (its passwords are public). */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Test-only: POST /api/e2e/tenants creates a journey's own tenant (decision 0023). Only with NODE_ENV=test. */
  E2E_SEEDING: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The first superadmin, created at start when none exists (decision 0017). */
  FIRST_SUPERADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  FIRST_SUPERADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()),
  /** 'off' skips the two-factor requirement (01 §5 "skipped in development mode"); refused in production. */
  MFA_ENFORCEMENT: z.enum(['on', 'off']).default('on'),
  /** Shared secret the old platform signs its hand-over tokens with (HS256); unset turns the hand-over off. */
  OLD_SYSTEM_JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** The old platform's sign-in address, e.g. https://{subdomain}.old.example.com/login (back-to-old-system). */
  OLD_SYSTEM_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\//)
      .optional(),
  ),
  /** The support guide the account menu links to. */
  SUPPORT_GUIDE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** The footer's terms and privacy links; the defaults are the documents shipped with the web app. */
  TERMS_URL: z.string().default(DEFAULT_LEGAL_URLS.terms),
  PRIVACY_URL: z.string().default(DEFAULT_LEGAL_URLS.privacy),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  TRUST_PROXY: trustProxySchema,
  /** Password hashes computed at once (decision 0042); unset: one per core but one, at most the libuv pool less one. */
  PASSWORD_HASH_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  /** The longest expected wait for a hash slot a sign-in is admitted with; over it, 503 (decision 0042). */
  PASSWORD_HASH_MAX_EXPECTED_WAIT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SEED_DEMO_DATA'> {
  SEED_DEMO_DATA: boolean;
  /** Absolute data directory. */
  dataDir: string;
  /** Where the built web app lives, if it is served by this process. */
  webDistDir: string | null;
  publicUrl: string;
  /** The origin SCORM content is served from (SCORM_CONTENT_ORIGIN, else the public URL's origin). */
  scormContentOrigin: string;
  /** The certificate (chain) and private key, PEM, read from TLS_CERT_FILE and TLS_KEY_FILE. */
  tls: { cert: string; key: string } | null;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3');
  }
  if (env.NODE_ENV === 'production' && env.MFA_ENFORCEMENT === 'off') {
    throw new ConfigError('Invalid configuration:\n  MFA_ENFORCEMENT: cannot be off in production');
  }
  if (env.E2E_SEEDING && env.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  E2E_SEEDING: only with NODE_ENV=test (it opens a seeding route)');
  }
  if (Boolean(env.FIRST_SUPERADMIN_EMAIL) !== Boolean(env.FIRST_SUPERADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  FIRST_SUPERADMIN_EMAIL and FIRST_SUPERADMIN_PASSWORD go together');
  }
  if (env.FIRST_SUPERADMIN_PASSWORD && !isStrongPassword(env.FIRST_SUPERADMIN_PASSWORD)) {
    throw new ConfigError(`Invalid configuration:\n  FIRST_SUPERADMIN_PASSWORD: ${MESSAGES.passwordConstraint}`);
  }
  const tls = readTls(env);
  const publicUrl = (env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${env.PORT}`).replace(/\/$/, '');
  const config: Config = {
    ...env,
    SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    dataDir: path.resolve(env.DATA_DIR),
    webDistDir: null,
    publicUrl,
    scormContentOrigin: scormContentOrigin(env, publicUrl),
    tls,
    ...overrides,
  };
  return config;
}

/**
 * Where SCORM content is served from (decision 0049): SCORM_CONTENT_ORIGIN, else on a machine of
 * one's own (development, tests) the public URL with localhost and 127.0.0.1 swapped, another
 * origin for the browser with nothing to set up; else the app's own origin, where packages run
 * sandboxed at an opaque origin.
 */
function scormContentOrigin(env: Env, publicUrl: string): string {
  if (env.SCORM_CONTENT_ORIGIN) return new URL(env.SCORM_CONTENT_ORIGIN).origin;
  const url = new URL(publicUrl);
  if (env.NODE_ENV !== 'production' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) {
    url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  }
  return url.origin;
}

/** The certificate and key named by TLS_CERT_FILE and TLS_KEY_FILE (both or neither), read once. */
function readTls(env: Env): Config['tls'] {
  if (!env.TLS_CERT_FILE && !env.TLS_KEY_FILE) return null;
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) {
    throw new ConfigError('Invalid configuration:\n  TLS_CERT_FILE and TLS_KEY_FILE go together');
  }
  const read = (variable: 'TLS_CERT_FILE' | 'TLS_KEY_FILE', marker: string) => {
    let text: string;
    try {
      text = fs.readFileSync(env[variable]!, 'utf8');
    } catch (error) {
      throw new ConfigError(
        `Invalid configuration:\n  ${variable}: cannot read ${env[variable]} (${(error as Error).message})`,
      );
    }
    if (!text.includes(marker)) {
      throw new ConfigError(
        `Invalid configuration:\n  ${variable}: ${env[variable]} holds no PEM ${marker.toLowerCase()}`,
      );
    }
    return text;
  };
  return { cert: read('TLS_CERT_FILE', 'CERTIFICATE'), key: read('TLS_KEY_FILE', 'PRIVATE KEY') };
}
