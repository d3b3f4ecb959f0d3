import type { Queryable } from '../../db/client.js';
import { RateLimitedError } from '../../lib/errors.js';
import { isKnownAddress } from './sessions.repository.js';
import { attemptsSoFar, clearAttempts, countAttempt, type ThrottleRule } from './throttle.repository.js';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Failed sign-ins are counted three ways (decision 0002):
 * - one account from one address: 5 failures, then refused (guessing);
 * - one address over all accounts: 30 (spraying passwords across accounts);
 * - one account from all addresses: 20 (distributed guessing). A stranger can reach it from
 *   fresh addresses, so it does not refuse an address the person has signed in from before
 *   (decision 0015): the stranger slows guessing without locking the person out.
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

/** `userId` is the account's id when it exists, to look up the addresses it signed in from. */
export async function assertSignInAllowed(
  db: Queryable,
  email: string,
  ip: string,
  userId: string | null,
): Promise<void> {
  const k = keys(email, ip);
  const [pair, address, account] = await Promise.all([
    attemptsSoFar(db, k.accountAndAddress, SIGN_IN_RULES.accountAndAddress),
    attemptsSoFar(db, k.address, SIGN_IN_RULES.address),
    attemptsSoFar(db, k.account, SIGN_IN_RULES.account),
  ]);
  if (pair >= SIGN_IN_RULES.accountAndAddress.max || address >= SIGN_IN_RULES.address.max) {
    throw new RateLimitedError();
  }
  // Only looked up when the account's cap is reached, so ordinary sign-ins pay nothing for it.
  if (account >= SIGN_IN_RULES.account.max && !(userId && (await isKnownAddress(db, userId, ip)))) {
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
