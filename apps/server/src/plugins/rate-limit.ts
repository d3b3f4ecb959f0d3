import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitedError } from '../lib/errors.js';

export interface RateLimitOptions {
  /** Requests one key may make in a window. */
  max: number;
  windowMs: number;
  /** Whose budget a request spends. */
  keyOf(request: FastifyRequest): string;
  /** Keys remembered at most: past it the oldest are forgotten, so a spray of addresses cannot exhaust memory. */
  maxKeys?: number;
  now?: () => number;
}

interface Budget {
  used: number;
  resetsAt: number;
}

export interface Spent {
  refused: boolean;
  remaining: number;
  /** Whole seconds until the key's window ends. */
  resetSeconds: number;
}

/**
 * A fixed window per key, opened by the key's first request, as @fastify/rate-limit counts.
 * Ended windows are swept at most once a window, so a request costs one map lookup.
 */
export function requestBudgets({ max, windowMs, maxKeys = 100_000, now = Date.now }: Omit<RateLimitOptions, 'keyOf'>) {
  const budgets = new Map<string, Budget>();
  let nextSweep = now() + windowMs;

  function sweep(at: number) {
    for (const [key, budget] of budgets) if (budget.resetsAt <= at) budgets.delete(key);
    nextSweep = at + windowMs;
  }

  return function spend(key: string): Spent {
    const at = now();
    if (at >= nextSweep) sweep(at);
    let budget = budgets.get(key);
    if (!budget || budget.resetsAt <= at) {
      // A Map keeps insertion order; a renewed window goes to the end, so the first key is the
      // one whose window opened longest ago.
      if (budget) budgets.delete(key);
      else if (budgets.size >= maxKeys) budgets.delete(budgets.keys().next().value!);
      budget = { used: 0, resetsAt: at + windowMs };
      budgets.set(key, budget);
    }
    budget.used++;
    return {
      refused: budget.used > max,
      remaining: Math.max(0, max - budget.used),
      resetSeconds: Math.ceil((budget.resetsAt - at) / 1000),
    };
  };
}

/**
 * The coarse flood guard on every request, 404s and files included (decisions 0002 and 0015):
 * `max` requests a window per key, counted in this process's memory. Every answer carries
 * `x-ratelimit-limit`, `-remaining` and `-reset`; a refusal is the spec's 429 with
 * `retry-after`. Registered after request-context, so the key can name the verified caller.
 *
 * In place of @fastify/rate-limit (decision 0038): its hook awaits a key generator and a store
 * callback for every request, which cost about a fifteenth of a request to `/api/health`; this
 * one is a synchronous hook over a map, with the same counting and headers.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(async (app, options) => {
  const spend = requestBudgets(options);
  const limit = String(options.max);
  app.addHook('onRequest', (request, reply, done) => {
    const spent = spend(options.keyOf(request));
    reply.header('x-ratelimit-limit', limit);
    reply.header('x-ratelimit-remaining', String(spent.remaining));
    reply.header('x-ratelimit-reset', String(spent.resetSeconds));
    if (!spent.refused) return done();
    reply.header('retry-after', String(spent.resetSeconds));
    done(new RateLimitedError());
  });
});
