import os from 'node:os';
import argon2 from 'argon2';
import { AdmissionGate, GateFullError } from '../../lib/admission-gate.js';
import { isStrongPassword, PASSWORD_RESET_ERRORS } from '@campus/contracts';
import { ServiceBusyError, specError } from '../../lib/errors.js';
import type { Account } from './accounts.repository.js';
import { PASSWORD_COST, needsUpgrade } from './password-cost.js';

/** The longest expected wait a password check is admitted with, by default (decision 0042). */
const MAX_EXPECTED_WAIT_MS = 10_000;
/**
 * A hash's duration until one has been measured: about four times an idle two-core machine's, so
 * a burst at start-up is not over-admitted before the gate has its own figure.
 */
const INITIAL_HASH_MS = 250;

/**
 * One hash per core but one (decision 0042). The event loop, and with it the embedded database,
 * runs on one thread: a hash on every core took CPU from it and made both reads and sign-ins
 * slower on two cores (measured in docs/performance.md). argon2 runs on libuv's thread pool, which
 * also serves file reads and DNS look-ups, so hashes never take every pool thread either;
 * UV_THREADPOOL_SIZE (read by libuv itself at start-up) raises that limit on larger machines.
 */
function defaultConcurrency(): number {
  const poolThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(os.availableParallelism() - 1, poolThreads - 1));
}

export interface PasswordHashingLimits {
  /** Hashes computed at once; default: one per core but one, leaving one pool thread free. */
  concurrency?: number;
  /** The longest expected wait for a slot a check is admitted with; default ten seconds. */
  maxExpectedWaitMs?: number;
}

const gateFor = (limits: PasswordHashingLimits = {}): AdmissionGate =>
  new AdmissionGate({
    concurrency: limits.concurrency ?? defaultConcurrency(),
    maxExpectedWaitMs: limits.maxExpectedWaitMs ?? MAX_EXPECTED_WAIT_MS,
    initialTaskMs: INITIAL_HASH_MS,
  });

/**
 * One gate per process, because the CPUs it shares out belong to the process, not to one app
 * instance (decision 0042). Every argon2 call goes through it: sign-in, password change, reset,
 * registration, so none of them can queue without limit behind a sign-in storm.
 */
let gate = gateFor();

/** Called by buildApp with PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_MAX_EXPECTED_WAIT_MS. */
export function configurePasswordHashing(limits: PasswordHashingLimits): void {
  gate = gateFor(limits);
}

/** Refuses at once, before any other work, when a password check would be refused anyway. */
export function assertPasswordCheckAdmissible(): void {
  if (gate.full) throw new ServiceBusyError(gate.retryAfterSeconds());
}

async function gated<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await gate.run(task);
  } catch (error) {
    if (error instanceof GateFullError) throw new ServiceBusyError(error.retryAfterSeconds);
    throw error;
  }
}

const argon2Hash = (password: string) => argon2.hash(password, PASSWORD_COST);

/** argon2id at today's cost (OWASP's minimum, decision 0042). */
export const hashPassword = (password: string): Promise<string> => gated(() => argon2Hash(password));

// Verified against when the account does not exist, so timing (and a busy answer) does not reveal
// which emails exist.
let dummyHash: Promise<string> | null = null;

export interface PasswordCheck {
  valid: boolean;
  /** The password hashed at today's cost, when it was right and the stored hash is at an older one. */
  upgradedHash: string | null;
}

async function check(hash: string | null, password: string, upgrade: boolean): Promise<PasswordCheck> {
  return gated(async () => {
    if (!hash) {
      dummyHash ??= argon2Hash('not-a-real-password-Aa1!');
      await argon2.verify(await dummyHash, password).catch(() => false);
      return { valid: false, upgradedHash: null };
    }
    const valid = await argon2.verify(hash, password).catch(() => false);
    const upgradedHash = upgrade && valid && needsUpgrade(hash) ? await argon2Hash(password) : null;
    return { valid, upgradedHash };
  });
}

/**
 * Sign-in's check: a right password stored at an older cost is hashed again at today's, in the
 * same gate slot, so the upgrade adds one hash to that person's first sign-in and nothing to the
 * queue (decision 0042).
 */
export const checkPassword = (hash: string | null, password: string): Promise<PasswordCheck> =>
  check(hash, password, true);

/** A check before the password is replaced anyway (password change): no upgrade. */
export const verifyPassword = async (hash: string | null, password: string): Promise<boolean> =>
  (await check(hash, password, false)).valid;

/** Refuses a password the spec's rule (01 §5) calls weak, with the reset flow's error. */
export function assertStrongPassword(password: string): void {
  if (!isStrongPassword(password)) throw specError(400, PASSWORD_RESET_ERRORS.invalidPassword);
}

/** What an email with a one-time code says (a password reset's, a new superadmin's welcome). */
export type CodeEmail = (user: Account, code: string) => { subject: string; text: string };
