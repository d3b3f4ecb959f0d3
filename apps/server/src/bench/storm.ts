/**
 * The sign-in storm of `npm run bench` (decisions 0015, 0042): many clients sign in at once for the
 * whole run. Each signs in again as soon as it is let in (the next person at that desk), and
 * after a refusal waits the Retry-After it was given, as someone reading the busy message would.
 * The caller measures reads meanwhile.
 */
export interface StormResult {
  clients: number;
  seconds: number;
  /** Sign-ins answered 200, and their latency. */
  admitted: number;
  admittedP50: number;
  admittedP99: number;
  /** Sign-ins refused with 503 (Retry-After), and how fast the refusal came. */
  refused: number;
  refusedP99: number;
  /** Any other answer or a failed connection. */
  errors: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Runs the storm for `seconds`; `emails[i]` is client i's account (all with `password`). */
export async function signInStorm(
  base: string,
  emails: string[],
  password: string,
  seconds: number,
): Promise<StormResult> {
  const admitted: number[] = [];
  const refused: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;

  const client = async (email: string) => {
    const body = JSON.stringify({ email, password });
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await fetch(`${base}/api/sso/v2/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        const retryAfter = Number(response.headers.get('retry-after'));
        if (response.status === 200) admitted.push(elapsed);
        else if (response.status === 503 && retryAfter > 0) {
          refused.push(elapsed);
          await sleep(Math.min(retryAfter * 1000, until - performance.now()));
        } else {
          errors++;
          await sleep(1000);
        }
      } catch {
        errors++;
        await sleep(1000);
      }
    }
  };
  // fetch's shared pool opens a connection per request in flight: one per client.
  await Promise.all(emails.map(client));

  admitted.sort((a, b) => a - b);
  refused.sort((a, b) => a - b);
  return {
    clients: emails.length,
    seconds,
    admitted: admitted.length,
    admittedP50: percentile(admitted, 50),
    admittedP99: percentile(admitted, 99),
    refused: refused.length,
    refusedP99: percentile(refused, 99),
    errors,
  };
}

export interface SimultaneousResult {
  people: number;
  admitted: number;
  refused: number;
  errors: number;
  /** Of the admitted sign-ins' times; with twenty, p99 is the slowest. */
  p50: number;
  p99: number;
}

/**
 * `emails.length` people pressing Sign in at the same moment, once each (decision 0042): the
 * ordinary morning rush that a fixed short queue used to refuse.
 */
export async function simultaneousSignIns(
  base: string,
  emails: string[],
  password: string,
): Promise<SimultaneousResult> {
  const answers = await Promise.all(
    emails.map(async (email) => {
      const started = performance.now();
      try {
        const response = await fetch(`${base}/api/sso/v2/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      } catch {
        return { status: 0, ms: performance.now() - started };
      }
    }),
  );
  const admitted = answers.filter((answer) => answer.status === 200).map((answer) => answer.ms);
  admitted.sort((a, b) => a - b);
  const refused = answers.filter((answer) => answer.status === 503).length;
  return {
    people: emails.length,
    admitted: admitted.length,
    refused,
    errors: emails.length - admitted.length - refused,
    p50: percentile(admitted, 50),
    p99: percentile(admitted, 99),
  };
}
