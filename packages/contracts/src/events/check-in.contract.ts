import { z } from 'zod';

/**
 * Check-in by QR code (issue 26 item 9, beyond the spec; decision 0048, docs/events.md "Check-in
 * by QR code"). A coordinator or trainer who may fill in a date's register shows a code that
 * changes every 30 seconds; a learner booked on the session who opens its address while signed in
 * is marked present on that date's register. The code names the date and the 30-second step it was
 * made in, signed by the server; it names no learner (the learner is the caller).
 */

/** How often the code changes, and for how long after it stops being shown it is still taken. */
export const CHECK_IN_STEP_SECONDS = 30;
/** Check-in opens this long before a date starts; it closes when the date ends. */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 30;
/** The address query parameter that carries a code to the learner's session page. */
export const CHECK_IN_QUERY_PARAMETER = 'checkIn';

/** `<date id, base64url>.<step>.<signature>`: letters, digits, '-', '_' and dots. */
export const checkInTokenSchema = z
  .string()
  .min(20)
  .max(120)
  .regex(/^[A-Za-z0-9_-]+\.[0-9]+\.[A-Za-z0-9_-]+$/, 'is not valid');

// --- GET /api/classroom/check-in-code/{registerId}
export const checkInCodeParamsSchema = z.object({ registerId: z.uuid() });
export const checkInCodeResponseSchema = z.object({
  /** What the QR code holds: the learner's session page with the code. */
  url: z.string(),
  token: z.string(),
  /** When this code stops being shown (the screen asks for the next one then). */
  expiresAt: z.string(),
  /** The date's check-in window: 30 minutes before it starts to its end. */
  opensAt: z.string(),
  closesAt: z.string(),
  eventName: z.string(),
  datetimeStart: z.string(),
  datetimeEnd: z.string(),
  timeZone: z.string(),
  /** How many learners booked on the session are marked present on this date so far. */
  present: z.number().int(),
  booked: z.number().int(),
});
export type CheckInCode = z.infer<typeof checkInCodeResponseSchema>;

// --- POST /api/classroom/check-in {token}
export const checkInBodySchema = z.object({ token: checkInTokenSchema });
export const checkInResponseSchema = z.object({
  /** checked_in: marked present now; already_present: someone had marked them present already. */
  status: z.enum(['checked_in', 'already_present']),
  eventId: z.uuid(),
  sessionId: z.uuid(),
  occurrenceItemId: z.uuid(),
  eventName: z.string(),
  datetimeStart: z.string(),
  datetimeEnd: z.string(),
  timeZone: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResponseSchema>;
