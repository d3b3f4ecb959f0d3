import { z } from 'zod';

/**
 * A person's subscribable calendar (issue 14 item 6): a secret address listing the sessions they
 * are booked on and, for trainers, those they run. Only a hash of the secret is stored; the
 * address is derived again for its owner (decision 0029).
 */
export const calendarFeedSchema = z.object({
  /** The address to subscribe to in a calendar app; null when the person has none. */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** When a calendar last fetched it. */
  lastReadAt: z.string().nullable(),
});
export type CalendarFeed = z.output<typeof calendarFeedSchema>;

/** `{secret}.ics`: the secret is 43 base64url characters. */
export const calendarFeedFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/),
});

export const dashboardIcalParamsSchema = z.object({ id: z.uuid() });
