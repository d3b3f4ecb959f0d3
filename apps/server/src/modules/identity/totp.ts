import { Secret, TOTP } from 'otpauth';
import { MFA_CODE_LENGTH, MFA_ISSUER } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { recordMfaStep } from '../people/index.js';

const PERIOD_SECONDS = 30;

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: MFA_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    digits: MFA_CODE_LENGTH,
    period: PERIOD_SECONDS,
    algorithm: 'SHA1',
  });

/** A new 160-bit secret, base32 as authenticator apps expect. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address the QR code carries. */
export const otpauthUri = (secret: string, email: string): string => totpFor(secret, email).toString();

/**
 * The time step a code belongs to, allowing one step of clock drift either way; null when the
 * code is wrong.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Accepts a sign-in code once: the step is recorded with a conditional update, so the same
 * code (or an older one) is refused even if two requests race.
 */
export async function consumeCode(db: Queryable, userId: string, secret: string, code: string): Promise<boolean> {
  const step = matchingStep(secret, code);
  return step !== null && (await recordMfaStep(db, userId, step));
}
