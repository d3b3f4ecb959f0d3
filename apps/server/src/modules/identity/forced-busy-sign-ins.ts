import { ServiceBusyError } from '../../lib/errors.js';
import { normaliseEmail } from '../people/index.js';

/**
 * Test-only (decision 0042): the next sign-ins of an address answer the busy 503, so a journey
 * can show the sign-in screen's countdown and retry without making the machine busy. Only the
 * e2e seeding route (registered with E2E_SEEDING, refused outside NODE_ENV=test) adds entries;
 * in production the map stays empty. Keyed by address so parallel journeys never meet each
 * other's refusals.
 */
const forced = new Map<string, { remaining: number; retryAfterSeconds: number }>();

export function forceBusySignIns(email: string, times: number, retryAfterSeconds: number): void {
  forced.set(normaliseEmail(email), { remaining: times, retryAfterSeconds });
}

/** Throws the busy 503 when a refusal was forced for this address, using one up. */
export function assertNotForcedBusy(email: string): void {
  const key = normaliseEmail(email);
  const entry = forced.get(key);
  if (!entry) return;
  if (--entry.remaining <= 0) forced.delete(key);
  throw new ServiceBusyError(entry.retryAfterSeconds);
}
