import type { BenchEvents } from './bench-events.js';
import type { SmtpSink } from './smtp-sink.js';

export interface MailBurstResult {
  bookings: number;
  booked: number;
  /** From the first booking sent to the last confirmation received. */
  seconds: number;
  confirmations: number;
  /** Each confirmation's time from its booking's answer (the commit) to the SMTP sink, in seconds. */
  p50: number;
  p99: number;
  max: number;
  perMinute: number;
}

/**
 * Waits until the sink has had nothing new for `quietMs`: the earlier parts of the bench booked
 * through an app without workers, so the one with workers starts with their emails queued. Returns
 * how many arrived and over how long: the delivery rate of a backlog.
 */
export async function drainBacklog(sink: SmtpSink, quietMs = 3_000) {
  const started = Date.now();
  let count = -1;
  let changed = Date.now();
  while (Date.now() - changed < quietMs) {
    if (sink.received.length !== count) {
      count = sink.received.length;
      changed = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const last = sink.received.at(-1)?.at ?? started;
  const seconds = Math.max(0.001, (last - started) / 1000);
  return { messages: count, seconds, perMinute: (count / seconds) * 60 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * `count` learners book one session at once (a coordinator booking each), through an app whose
 * workers write and deliver the emails to a local SMTP sink; each confirmation is timed from its
 * booking's answer to its arrival (decision 0045).
 */
export async function mailBurst(
  base: string,
  token: string,
  data: BenchEvents,
  sink: SmtpSink,
  count = 300,
): Promise<MailBurstResult> {
  const started = performance.now();
  const startedAt = Date.now();
  const answers = await Promise.all(
    data.freeLearners.slice(0, count).map(async (learnerId, index) => {
      const response = await fetch(`${base}/api/classroom/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ learnerId, eventId: data.mailBurst.eventId, occurrenceId: data.mailBurst.sessionId }),
      });
      const body = (await response.json()) as { booking: { status: string } | null };
      return { email: data.freeLearnerEmails[index]!, at: Date.now(), booked: body.booking?.status === 'booked' };
    }),
  );
  const booked = answers.filter((answer) => answer.booked);
  // Each message is looked at once, as it arrives: the sink runs in this process, and scanning
  // every message for every booking on each tick would slow the sink it measures.
  const confirmations = new Map<string, number>();
  let seen = 0;
  const readNew = () => {
    for (; seen < sink.received.length; seen++) {
      const mail = sink.received[seen]!;
      if (mail.at >= startedAt && !confirmations.has(mail.to) && mail.body.includes('Booking confirmed'))
        confirmations.set(mail.to, mail.at);
    }
  };
  const deadline = Date.now() + 120_000;
  for (readNew(); Date.now() < deadline && confirmations.size < booked.length; readNew())
    await new Promise((resolve) => setTimeout(resolve, 50));
  const delays = booked
    .flatMap((answer) => {
      const at = confirmations.get(answer.email);
      return at === undefined ? [] : [(at - answer.at) / 1000];
    })
    .sort((a, b) => a - b);
  const lastArrival = Math.max(0, ...confirmations.values());
  const seconds = (lastArrival - startedAt) / 1000 || (performance.now() - started) / 1000;
  return {
    bookings: count,
    booked: booked.length,
    seconds,
    confirmations: delays.length,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? NaN,
    perMinute: (delays.length / seconds) * 60,
  };
}
