import argon2 from 'argon2';

/**
 * The argon2id cost of passwords given to people that tests create: the server suite's factories
 * and the journeys' tenants (`POST /api/e2e/tenants`, open only under NODE_ENV=test). One pass
 * over 1 MiB instead of the production cost (decision 0037; today's in decision 0042). Sign-in still runs
 * the real `argon2.verify`, which reads the cost from the stored hash: a check takes about a
 * millisecond instead of about 65 ms of CPU, and the suites sign in over a thousand times. The
 * app's own `hashPassword` (registration, reset, change, invitations) keeps the production cost,
 * which `password.test.ts` pins.
 */
const TEST_COST = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export const hashAtTestCost = (password: string): Promise<string> => argon2.hash(password, TEST_COST);

/** Whether a stored hash is at the test cost: sign-in leaves those as they are (decision 0042). */
export const isAtTestCost = (hash: string): boolean =>
  hash.startsWith(`$argon2id$v=19$m=${TEST_COST.memoryCost},p=${TEST_COST.parallelism},t=${TEST_COST.timeCost}$`);
