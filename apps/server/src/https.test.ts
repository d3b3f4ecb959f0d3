import fs from 'node:fs';
import https from 'node:https';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';
import { createPerson, createTenant, tokenOf } from './test/factories.js';
import { bearer, createTestApp, type TestContext } from './test/harness.js';
import { multipart } from './test/multipart.js';
import { testCertificate, type TestCertificate } from './test/tls.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on an open HTTP/2 session. */
function h2Request(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let answer: Omit<Answer, 'body'>;
    stream.on('response', (responseHeaders) => {
      answer = { status: Number(responseHeaders[':status']), headers: responseHeaders };
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ ...answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('HTTPS with HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE)', () => {
  let certificate: TestCertificate;
  let dist: string;
  let ctx: TestContext;
  let origin: string;
  const script = `console.log(${JSON.stringify('campus '.repeat(500))});`;

  beforeAll(async () => {
    certificate = await testCertificate();
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Campus</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-Bx7a9c1d.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'index-Bx7a9c1d.js'), script);
    ctx = await createTestApp(
      { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile },
      { webDistDir: dist },
    );
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(dist, { recursive: true, force: true });
    certificate?.remove();
  });

  it('answers pages, files and API calls side by side on one HTTP/2 connection', async () => {
    const session = http2.connect(origin, { ca: certificate.cert });
    try {
      const [health, page, asset, signIn] = await Promise.all([
        h2Request(session, { ':path': '/api/health', 'x-correlation-id': 'h2-check' }),
        h2Request(session, { ':path': '/auth/login' }),
        h2Request(session, { ':path': '/assets/index-Bx7a9c1d.js', 'accept-encoding': 'br' }),
        h2Request(
          session,
          { ':path': '/api/sso/v2/auth/login', ':method': 'POST', 'content-type': 'application/json' },
          JSON.stringify({ email: 'nobody@campus.test', password: 'Wrong!2345' }),
        ),
      ]);
      expect(session.alpnProtocol).toBe('h2');

      expect(health.status).toBe(200);
      expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
      // The pipeline is the same: correlation id echoed, security headers sent.
      expect(health.headers['x-correlation-id']).toBe('h2-check');
      expect(health.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(String(health.headers['content-security-policy'])).toContain("default-src 'self'");

      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');

      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(asset.body).toString()).toBe(script);

      // A body is read, validated and answered in the spec's error shape.
      expect(signIn.status).toBe(401);
      expect(JSON.parse(signIn.body.toString())).toMatchObject({
        code: 'invalid_credentials',
        message: 'Incorrect username or password.',
      });
    } finally {
      session.close();
    }
  });

  it('takes a multipart upload and streams the image back over HTTP/2', async () => {
    const person = await createPerson(ctx.database.db, (await createTenant(ctx.database.db)).workspace, {
      roles: ['event_coordinator'],
    });
    const token = await tokenOf(ctx.app, person);
    const bytes = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0074D9' } })
      .png()
      .toBuffer();
    const presigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/file-storage/files/generatePresignedPost',
      headers: bearer(token),
      payload: { mimeType: 'image/png', name: 'logo.png', size: bytes.length },
    });
    const { fileId, url, fields } = presigned.json() as { fileId: string; url: string; fields: Record<string, string> };
    const form = multipart(fields, { name: 'logo.png', type: 'image/png', body: bytes });
    const session = http2.connect(origin, { ca: certificate.cert });
    try {
      const uploaded = await new Promise<Answer>((resolve, reject) => {
        const stream = session.request({
          ':path': url,
          ':method': 'POST',
          ...form.headers,
        });
        stream.on('response', (headers) => {
          stream.resume();
          stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body: Buffer.alloc(0) }));
        });
        stream.on('error', reject);
        stream.end(form.payload);
      });
      expect(uploaded.status).toBe(204);
      const complete = await ctx.app.inject({
        method: 'POST',
        url: `/api/file-storage/files/${fileId}/complete`,
        headers: bearer(token),
        payload: {},
      });
      expect(complete.json()).toMatchObject({ id: fileId, status: 'ready', size: bytes.length });
      const original = await h2Request(session, { ':path': `/api/file-storage/file/${fileId}/original` });
      expect(original.status).toBe(200);
      expect(original.body.equals(bytes)).toBe(true);
    } finally {
      session.close();
    }
  });

  // Node's https client offers no ALPN protocol, as curl --http1.1 or an old client would not.
  it('still answers clients that speak only HTTP/1.1, on the same port', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      https
        .get(`${origin}/api/health`, { ca: certificate.cert }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, version: response.httpVersion, body }));
        })
        .on('error', reject);
    });
    expect(answer).toEqual({ status: 200, version: '1.1', body: '{"status":"ok"}' });
  });
});

describe('TLS configuration', () => {
  let certificate: TestCertificate;
  beforeAll(async () => {
    certificate = await testCertificate();
  });
  afterAll(() => certificate.remove());

  it('reads both files and makes the default public address https', () => {
    const config = loadConfig({ TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile });
    expect(config.tls?.cert).toContain('BEGIN CERTIFICATE');
    expect(config.tls?.key).toContain('PRIVATE KEY');
    expect(config.publicUrl).toBe('https://localhost:3000');
    expect(loadConfig({}).tls).toBeNull();
  });

  it('refuses one file without the other, a missing file, and files that hold the wrong thing', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: certificate.certFile })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE go together/,
    );
    expect(() => loadConfig({ TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: certificate.keyFile })).toThrow(
      /TLS_CERT_FILE: cannot read \/nonexistent\/cert.pem/,
    );
    expect(() => loadConfig({ TLS_CERT_FILE: certificate.keyFile, TLS_KEY_FILE: certificate.certFile })).toThrow(
      /TLS_CERT_FILE: .* holds no PEM certificate/,
    );
  });
});
