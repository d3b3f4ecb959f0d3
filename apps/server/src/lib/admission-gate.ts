import crypto from 'node:crypto';

export interface AdmissionGateOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks allowed to wait for a slot; beyond that a task is refused at once. */
  queue: number;
  /** How long a task may wait for a slot before it is refused. */
  maxWaitMs: number;
}

/** Refused by a full gate: how many seconds the caller should wait before trying again. */
export class GateFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The gate is full.');
    this.name = 'GateFullError';
  }
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A counting semaphore with a short, bounded wait queue (decision 0015). CPU-heavy work (password
 * hashing) goes through it so a burst cannot queue without limit and starve everything else on
 * the same cores: over the bound the caller is refused quickly and told when to come back,
 * instead of waiting many seconds and timing out anyway.
 */
export class AdmissionGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Moving average of a task's duration, to estimate when the backlog will have drained. */
  private averageMs = 200;

  constructor(readonly options: AdmissionGateOptions) {}

  /** Whether a task started now would be refused at once (checked before any other work). */
  get full(): boolean {
    return this.running >= this.options.concurrency && this.waiting.length >= this.options.queue;
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
   * Seconds until the backlog should have drained, at least one, plus a random second or two so
   * clients refused together do not all come back at the same moment.
   */
  retryAfterSeconds(): number {
    const backlog = this.running + this.waiting.length;
    const drainSeconds = (backlog * this.averageMs) / this.options.concurrency / 1000;
    return Math.max(1, Math.ceil(drainSeconds)) + crypto.randomInt(0, 3);
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queue) return Promise.reject(new GateFullError(this.retryAfterSeconds()));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The slot passes straight from the releasing task, so `running` stays as it is.
        admit: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new GateFullError(this.retryAfterSeconds()));
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.running--;
  }
}
