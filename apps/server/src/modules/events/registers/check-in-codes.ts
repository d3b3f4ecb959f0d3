import crypto from 'node:crypto';
import { CHECK_IN_OPENS_MINUTES_BEFORE, CHECK_IN_STEP_SECONDS } from '@campus/contracts';

/**
 * Check-in codes (decision 0048): `<date id>.<step>.<signature>`. The date is the occurrence
 * item's id (16 bytes, base64url), the step the number of 30-second periods since the epoch in
 * which the code was made, the signature an HMAC-SHA256 of both under the server's check-in key
 * (derived from the signing key, `SigningKeys.checkInSecret`), cut to 16 bytes. Nothing is
 * stored: any instance sharing the key makes and checks the same codes. A code names no learner.
 */

const STEP_MS = CHECK_IN_STEP_SECONDS * 1000;
/** A code is taken during its own step and the next: shown for up to 30 s, scanned up to 30 s later. */
const STEPS_TAKEN = 2;

export const stepAt = (now: Date): number => Math.floor(now.getTime() / STEP_MS);
export const stepStart = (step: number): Date => new Date(step * STEP_MS);

const uuidToBase64url = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
function base64urlToUuid(text: string): string | null {
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length !== 16 || bytes.toString('base64url') !== text) return null;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sign = (secret: Buffer, itemId: string, step: number) =>
  crypto
    .createHmac('sha256', secret)
    .update(`check-in:${itemId}:${step}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** The code of a date for the step `now` is in, and when the screen should show the next one. */
export function makeCheckInCode(secret: Buffer, itemId: string, now: Date): { token: string; expiresAt: Date } {
  const step = stepAt(now);
  return { token: `${uuidToBase64url(itemId)}.${step}.${sign(secret, itemId, step)}`, expiresAt: stepStart(step + 1) };
}

/** The date and step a code names, if the server signed it; null for anything else. */
export function readCheckInCode(secret: Buffer, token: string): { itemId: string; step: number } | null {
  const [date, stepText, signature, ...rest] = token.split('.');
  if (!date || !stepText || !signature || rest.length > 0 || !/^[0-9]{1,15}$/.test(stepText)) return null;
  const itemId = base64urlToUuid(date);
  if (!itemId) return null;
  const step = Number(stepText);
  const expected = Buffer.from(sign(secret, itemId, step));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { itemId, step };
}

/** Whether a code made in `step` is still taken at `now` (its own step or the next). */
export const codeCurrent = (step: number, now: Date): boolean => {
  const current = stepAt(now);
  return step <= current && step > current - STEPS_TAKEN;
};

/** A date's check-in window: from 30 minutes before it starts to its end. */
export function checkInWindow(item: { datetimeStart: Date; datetimeEnd: Date }): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(item.datetimeStart.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000),
    closesAt: item.datetimeEnd,
  };
}

export const withinWindow = (window: { opensAt: Date; closesAt: Date }, at: Date): boolean =>
  at >= window.opensAt && at <= window.closesAt;
