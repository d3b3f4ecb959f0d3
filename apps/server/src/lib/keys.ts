import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import type { Config } from '../env.js';

export interface SigningKeys {
  /** ES256 key pair that signs both token stages. */
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
  /** HMAC secret for upload policies of the local storage driver. */
  uploadSecret: string;
  /**
   * HMAC key that derives a refresh token's successor from it (decision 0044): derived from the
   * signing key, so every instance that shares the key derives the same successor, and nothing
   * new has to be shared or stored.
   */
  refreshSecret: Buffer;
  /**
   * HMAC key of the check-in codes (decision 0048): derived from the signing key like
   * `refreshSecret`, so every instance signs and checks the same codes with nothing stored.
   */
  checkInSecret: Buffer;
  /** HMAC key of the SCORM player's launch keys (decision 0049), derived the same way. */
  scormLaunchSecret: Buffer;
}

const ALG = 'ES256';

/**
 * Creates `file` with `content` unless it exists, atomically: the content goes to a temporary file
 * first, which is then hard-linked to the final name. link(2) fails with EEXIST when the name is
 * taken (O_EXCL semantics), so of several instances starting at once on a shared DATA_DIR exactly
 * one key is written whole, and every instance then reads that winner's key. A plain
 * exists-then-write let two instances each write their own key and sign with different ones; a
 * reader never sees a half-written file either, as the final name only ever points at a complete one.
 */
export function createFileOnce(file: string, content: string): void {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temp, content, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Keys come from the environment or, failing that, from DATA_DIR/keys (generated on first
 * start). Instances that share DATA_DIR or the variables sign and verify alike; instances started
 * at once on an empty DATA_DIR agree on one generated key (createFileOnce).
 */
export async function loadSigningKeys(config: Config): Promise<SigningKeys> {
  const dir = path.join(config.dataDir, 'keys');
  const pemFile = path.join(dir, 'jwt-es256.pem');
  const secretFile = path.join(dir, 'upload-secret');
  let pem = config.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (!pem) {
    if (!fs.existsSync(pemFile)) {
      const { privateKey } = await generateKeyPair(ALG, { extractable: true });
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      createFileOnce(pemFile, await exportPKCS8(privateKey));
    }
    pem = fs.readFileSync(pemFile, 'utf8');
  }
  let uploadSecret = config.UPLOAD_SIGNING_SECRET;
  if (!uploadSecret) {
    if (!fs.existsSync(secretFile)) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      createFileOnce(secretFile, crypto.randomBytes(32).toString('hex'));
    }
    uploadSecret = fs.readFileSync(secretFile, 'utf8').trim();
  }
  const privateKey = await importPKCS8(pem, ALG, { extractable: true });
  const fullJwk = await exportJWK(privateKey);
  const publicJwk: JWK = { kty: fullJwk.kty, crv: fullJwk.crv, x: fullJwk.x, y: fullJwk.y };
  const kid = crypto.createHash('sha256').update(JSON.stringify(publicJwk)).digest('base64url').slice(0, 16);
  const publicKey = (await importJWK(publicJwk, ALG)) as CryptoKey;
  // From the private scalar, not the PEM text: the same key written with other line breaks or
  // headers derives the same secret.
  const refreshSecret = Buffer.from(
    crypto.hkdfSync(
      'sha256',
      Buffer.from(fullJwk.d ?? '', 'base64url'),
      Buffer.alloc(0),
      'campus refresh successor',
      32,
    ),
  );
  const checkInSecret = Buffer.from(
    crypto.hkdfSync('sha256', Buffer.from(fullJwk.d ?? '', 'base64url'), Buffer.alloc(0), 'campus check-in code', 32),
  );
  const scormLaunchSecret = Buffer.from(
    crypto.hkdfSync('sha256', Buffer.from(fullJwk.d ?? '', 'base64url'), Buffer.alloc(0), 'campus scorm launch', 32),
  );
  return {
    privateKey,
    publicKey,
    publicJwk: { ...publicJwk, kid, alg: ALG, use: 'sig' },
    kid,
    uploadSecret,
    refreshSecret,
    checkInSecret,
    scormLaunchSecret,
  };
}

export const SIGNING_ALG = ALG;
