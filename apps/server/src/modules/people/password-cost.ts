import argon2 from 'argon2';
import { isAtTestCost } from '../../seed/test-password-cost.js';

/**
 * The argon2id cost every password the app stores is hashed at (decision 0042): OWASP's Password
 * Storage Cheat Sheet minimum, 19 MiB of memory, two passes, one lane. One lane keeps a hash on
 * one thread, so the admission gate's slots are the cores it uses. The former cost (the library's
 * default, 64 MiB, three passes, four lanes) took about five times the CPU for each sign-in.
 */
export const PASSWORD_COST = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Whether a stored hash should be replaced by one at today's cost when its password is next
 * proved right. Hashes at the test cost (decision 0037) are left alone: only test people have them,
 * and upgrading them would put the production cost back into every test sign-in.
 */
export const needsUpgrade = (hash: string): boolean => argon2.needsRehash(hash, PASSWORD_COST) && !isAtTestCost(hash);
