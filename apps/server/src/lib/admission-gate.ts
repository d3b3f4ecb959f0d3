import crypto from 'node:crypto';

export interface AdmissionGateOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** The longest expected wait for a slot a task is admitted with; over it, it is refused at once. */
  maxExpectedWaitMs: number;
  /** A task's duration until one has been measured. */
  initialTaskMs: number;
}

/** Refused by a busy gate: how many seconds the caller should wait before trying again. */
export class GateFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The gate is full.');
    this.name = 'GateFullError';
  }
}

/**
 * A counting semaphore that admits by expected wait (decision 0042). CPU-heavy work (password
 * hashing) goes through it so a burst cannot queue without limit and starve everything else on
 * the same cores. A task is admitted when the wait it can expect for a slot, worked out from the
 * measured task time and the queue ahead of it, is within the bound; otherwise it is refused at
 * once and told when to come back. An admitted task is never refused later: refusing someone
 * after they waited would waste their wait and the work already queued.
 */
export class AdmissionGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Moving average of a task's duration, measured under whatever load the machine has. */
  private averageMs: number;

  constructor(readonly options: AdmissionGateOptions) {
    this.averageMs = options.initialTaskMs;
  }

  /**
   * How long a task arriving now should wait for a slot: nothing while a slot is free, else one
   * task time for every `concurrency` tasks ahead of it (those waiting, and the slot it needs).
   */
  expectedWaitMs(): number {
    if (this.running < this.options.concurrency) return 0;
    return ((this.waiting.length + 1) * this.averageMs) / this.options.concurrency;
  }

  /** Whether a task started now would be refused at once (checked before any other work). */
  get full(): boolean {
    return this.expectedWaitMs() > this.options.maxExpectedWaitMs;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      this.release();
    }
  }

  /**
   * Seconds until the queue should have drained enough for a newcomer to be admitted again, at
   * least one, plus a random second or two so clients refused together do not all come back at
   * the same moment.
   */
  retryAfterSeconds(): number {
    const excessMs = this.expectedWaitMs() - this.options.maxExpectedWaitMs;
    return Math.max(1, Math.ceil(excessMs / 1000)) + crypto.randomInt(0, 3);
  }

  private acquire(): Promise<void> {
    if (this.full) return Promise.reject(new GateFullError(this.retryAfterSeconds()));
    if (this.running < this.options.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    // The slot passes straight from the releasing task, so `running` stays as it is.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
