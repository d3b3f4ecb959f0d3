import crypto from 'node:crypto';

/**
 * The launch key in the content's addresses (decision 0049): the package's frames cannot send the
 * Authorization header, so the path carries `<attemptId>.<expiry>.<signature>`, an HMAC over the
 * attempt, its content and the expiry, checked without a database read on every file. Twelve hours
 * covers a long sitting; a relaunch makes a new key.
 */
const LIFETIME_SECONDS = 12 * 60 * 60;

export interface LaunchKey {
  attemptId: string;
  contentId: string;
}

const signatureOf = (secret: Buffer, attemptId: string, contentId: string, expiry: number): string =>
  crypto.createHmac('sha256', secret).update(`scorm-launch:${attemptId}:${contentId}:${expiry}`).digest('base64url');

export function signLaunchKey(secret: Buffer, key: LaunchKey, now = Date.now()): string {
  const expiry = Math.floor(now / 1000) + LIFETIME_SECONDS;
  return `${key.attemptId}.${expiry}.${signatureOf(secret, key.attemptId, key.contentId, expiry)}`;
}

/** The attempt a key opens for this content, or null when it is forged, for other content or expired. */
export function verifyLaunchKey(secret: Buffer, contentId: string, key: string, now = Date.now()): string | null {
  const [attemptId, expiryText, signature] = key.split('.');
  if (!attemptId || !expiryText || !signature || !/^\d{1,12}$/.test(expiryText)) return null;
  const expiry = Number(expiryText);
  if (expiry * 1000 < now) return null;
  const expected = Buffer.from(signatureOf(secret, attemptId, contentId, expiry));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? attemptId : null;
}
