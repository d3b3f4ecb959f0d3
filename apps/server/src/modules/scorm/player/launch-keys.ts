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
  /**
   * The content may be framed below any page, not only the app's: a SCORM connector's player sits
   * in another learning system's page, and frame-ancestors checks every ancestor.
   */
  framedAnywhere?: boolean;
}

const ANYWHERE = 'any';

const signatureOf = (secret: Buffer, key: LaunchKey, expiry: number): string =>
  crypto
    .createHmac('sha256', secret)
    .update(`scorm-launch:${key.attemptId}:${key.contentId}:${expiry}${key.framedAnywhere ? `:${ANYWHERE}` : ''}`)
    .digest('base64url');

export function signLaunchKey(secret: Buffer, key: LaunchKey, now = Date.now()): string {
  const expiry = Math.floor(now / 1000) + LIFETIME_SECONDS;
  const flag = key.framedAnywhere ? `${ANYWHERE}.` : '';
  return `${key.attemptId}.${expiry}.${flag}${signatureOf(secret, key, expiry)}`;
}

/** The attempt a key opens for this content, or null when it is forged, for other content or expired. */
export function verifyLaunchKey(
  secret: Buffer,
  contentId: string,
  key: string,
  now = Date.now(),
): { attemptId: string; framedAnywhere: boolean } | null {
  const parts = key.split('.');
  const framedAnywhere = parts.length === 4 && parts[2] === ANYWHERE;
  if (parts.length !== 3 && !framedAnywhere) return null;
  const [attemptId, expiryText] = parts;
  const signature = parts.at(-1);
  if (!attemptId || !expiryText || !signature || !/^\d{1,12}$/.test(expiryText)) return null;
  const expiry = Number(expiryText);
  if (expiry * 1000 < now) return null;
  const expected = Buffer.from(signatureOf(secret, { attemptId, contentId, framedAnywhere }, expiry));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
    ? { attemptId, framedAnywhere }
    : null;
}
