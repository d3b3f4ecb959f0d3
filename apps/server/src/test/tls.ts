import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface TestCertificate {
  /** PEM files, as TLS_CERT_FILE and TLS_KEY_FILE name them. */
  certFile: string;
  keyFile: string;
  /** The certificate's PEM, for a client to trust. */
  cert: string;
  remove(): void;
}

/** A throwaway self-signed certificate for localhost and 127.0.0.1 (EC P-256), in its own directory. */
export async function testCertificate(): Promise<TestCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  fs.writeFileSync(certFile, pems.cert);
  fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
  return { certFile, keyFile, cert: pems.cert, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
