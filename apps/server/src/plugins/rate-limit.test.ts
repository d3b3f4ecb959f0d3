import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@campus/contracts';
import { createTestApp, type TestContext } from '../test/harness.js';
import { requestBudgets } from './rate-limit.js';

describe('request budgets', () => {
  function clock(start = 1_000_000) {
    let time = start;
    return { now: () => time, pass: (ms: number) => (time += ms) };
  }

  it('allows max requests a window per key, then refuses until the window ends', () => {
    const time = clock();
    const spend = requestBudgets({ max: 3, windowMs: 60_000, now: time.now });
    expect([1, 2, 3, 4].map(() => spend('address:10.0.0.1'))).toEqual([
      { refused: false, remaining: 2, resetSeconds: 60 },
      { refused: false, remaining: 1, resetSeconds: 60 },
      { refused: false, remaining: 0, resetSeconds: 60 },
      { refused: true, remaining: 0, resetSeconds: 60 },
    ]);
    // Another key has its own budget.
    expect(spend('user:someone').refused).toBe(false);

    time.pass(59_500);
    expect(spend('address:10.0.0.1')).toEqual({ refused: true, remaining: 0, resetSeconds: 1 });
    time.pass(500);
    expect(spend('address:10.0.0.1')).toEqual({ refused: false, remaining: 2, resetSeconds: 60 });
  });

  it('opens each key’s window at its first request', () => {
    const time = clock();
    const spend = requestBudgets({ max: 1, windowMs: 60_000, now: time.now });
    spend('first');
    time.pass(30_000);
    spend('second');
    time.pass(30_000);
    expect(spend('first').refused).toBe(false);
    expect(spend('second')).toEqual({ refused: true, remaining: 0, resetSeconds: 30 });
  });

  it('forgets the oldest key when full, so a spray of addresses cannot grow memory without bound', () => {
    const time = clock();
    const spend = requestBudgets({ max: 1, windowMs: 60_000, maxKeys: 2, now: time.now });
    spend('a');
    spend('b');
    expect(spend('b').refused).toBe(true);
    spend('c'); // forgets a
    expect(spend('a').refused).toBe(false); // a is new again, and forgets b
    expect(spend('b').refused).toBe(false);
  });
});

describe('the flood guard over HTTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => ctx.close());

  const health = (remoteAddress: string) => ctx.app.inject({ url: '/api/health', remoteAddress });

  it('tells each caller their budget, and refuses past it with the spec’s 429 and a Retry-After', async () => {
    const answers = [];
    for (let request = 0; request < 4; request++) answers.push(await health('10.7.0.1'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(answers[0]!.headers['x-ratelimit-limit']).toBe('3');
    expect(Number(answers[0]!.headers['x-ratelimit-reset'])).toBeGreaterThan(0);

    const refused = answers[3]!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['x-correlation-id']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.rateLimited, message: MESSAGES.tooManyAttempts });

    // Another address is not affected.
    expect((await health('10.7.0.2')).statusCode).toBe(200);
  });

  it('counts requests for unknown paths too', async () => {
    for (let request = 0; request < 3; request++) {
      expect((await ctx.app.inject({ url: '/api/no-such-thing', remoteAddress: '10.7.0.3' })).statusCode).toBe(404);
    }
    expect((await health('10.7.0.3')).statusCode).toBe(429);
  });
});
