import os from 'node:os';
import argon2 from 'argon2';
import { AdmissionGate, GateFullError } from '../../lib/admission-gate.js';
import { ServiceBusyError } from '../../lib/errors.js';

/** How long a password check may wait for a free slot before it is refused with 503, by default. */
const MAX_WAIT_MS = 1000;

export interface PasswordHashingLimits {
  /** Hashes computed at once; default: half the CPUs (at least one), leaving the rest to requests. */
  concurrency?: number;
  /** Hashes allowed to wait for a slot; default four per slot. */
  queue?: number;
  /** How long a check may wait for a slot; default one second. */
  maxWaitMs?: number;
}

function gateFor(limits: PasswordHashingLimits = {}): AdmissionGate {
  const concurrency = limits.concurrency ?? Math.max(1, Math.floor(os.availableParallelism() / 2));
  return new AdmissionGate({
    concurrency,
    queue: limits.queue ?? concurrency * 4,
    maxWaitMs: limits.maxWaitMs ?? MAX_WAIT_MS,
  });
}

/**
 * One gate per process, because the CPUs it shares out belong to the process, not to one app
 * instance (decision 0015). Every argon2 call goes through it: sign-in, password change, reset,
 * registration, so none of them can queue without limit behind a sign-in storm.
 */
let gate = gateFor();

/** Called by buildApp with PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE. */
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

const argon2Hash = (password: string) => argon2.hash(password, { type: argon2.argon2id });

/** argon2id with the library's recommended cost (OWASP-aligned defaults). */
export const hashPassword = (password: string): Promise<string> => gated(() => argon2Hash(password));

// Verified against when the account does not exist, so timing (and a busy answer) does not reveal
// which emails exist.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  return gated(async () => {
    if (!hash) {
      dummyHash ??= argon2Hash('not-a-real-password-Aa1!');
      await argon2.verify(await dummyHash, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  });
}
