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
  const confirmationOf = (email: string) =>
    sink.received.find((mail) => mail.to === email && mail.body.includes('Booking confirmed') && mail.at >= startedAt);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && booked.some((answer) => !confirmationOf(answer.email)))
    await new Promise((resolve) => setTimeout(resolve, 50));
  const delays = booked
    .map((answer) => {
      const mail = confirmationOf(answer.email);
      return mail ? (mail.at - answer.at) / 1000 : null;
    })
    .filter((delay): delay is number => delay !== null)
    .sort((a, b) => a - b);
  const lastArrival = Math.max(...booked.map((answer) => confirmationOf(answer.email)?.at ?? 0));
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
