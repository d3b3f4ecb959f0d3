import type { Queryable } from '../../db/client.js';
import { RateLimitedError } from '../../lib/errors.js';
import { attemptsSoFar, clearAttempts, countAttempt, type ThrottleRule } from './throttle.js';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Failed sign-ins are counted three ways (decision 0002):
 * - one account from one address: 5 failures, then refused (guessing);
 * - one address over all accounts: 30 (spraying passwords across accounts);
 * - one account from all addresses: 20 (distributed guessing), high enough that a stranger
 *   cannot lock a person out as easily as they could guess.
 */
export const SIGN_IN_RULES = {
  accountAndAddress: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  address: { max: 30, windowSeconds: FIFTEEN_MINUTES },
  account: { max: 20, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, ThrottleRule>;

const keys = (email: string, ip: string) => ({
  accountAndAddress: `sign-in:account-address:${email}|${ip}`,
  address: `sign-in:address:${ip}`,
  account: `sign-in:account:${email}`,
});

export async function assertSignInAllowed(db: Queryable, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  const [pair, address, account] = await Promise.all([
    attemptsSoFar(db, k.accountAndAddress, SIGN_IN_RULES.accountAndAddress),
    attemptsSoFar(db, k.address, SIGN_IN_RULES.address),
    attemptsSoFar(db, k.account, SIGN_IN_RULES.account),
  ]);
  if (
    pair >= SIGN_IN_RULES.accountAndAddress.max ||
    address >= SIGN_IN_RULES.address.max ||
    account >= SIGN_IN_RULES.account.max
  ) {
    throw new RateLimitedError();
  }
}

export async function recordFailedSignIn(db: Queryable, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  await countAttempt(db, k.accountAndAddress, SIGN_IN_RULES.accountAndAddress);
  await countAttempt(db, k.address, SIGN_IN_RULES.address);
  await countAttempt(db, k.account, SIGN_IN_RULES.account);
}

/** A successful sign-in forgives this address's failures for the account. */
export async function recordSuccessfulSignIn(db: Queryable, email: string, ip: string): Promise<void> {
  await clearAttempts(db, keys(email, ip).accountAndAddress);
}
