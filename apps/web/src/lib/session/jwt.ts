/**
 * Reads a JWT's payload without verifying it: the server verifies every token it receives,
 * the browser only needs the claims to decide what to show.
 */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** True when a token's `exp` (seconds) is within `skewSeconds` of now or past. */
export function isExpired(exp: number, now: number = Date.now(), skewSeconds = 10): boolean {
  return exp * 1000 <= now + skewSeconds * 1000;
}
