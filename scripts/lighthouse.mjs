// `npm run lighthouse`: Lighthouse (mobile preset, performance only) on the sign-in page and on a
// workspace administrator's home page, served by the built app from a throwaway database with the demo data.
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the median run is reported and
// written to docs/performance.md (decisions 0020 and 0039). The pages are measured twice: over
// HTTPS, where browsers speak HTTP/2, as production serves them (the app's own TLS or a
// TLS-terminating proxy), and over plain HTTP/1.1, as `npm start` serves them on localhost.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { resolveChromium } from '@campus/browser';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import * as prettier from 'prettier';
import { generate } from 'selfsigned';
import { bin, ensureBuilt, projectEnv, root } from './lib.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3479);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Trace failures (NO_NAVSTART, NO_FCP) happen now and then on a busy machine; Lighthouse asks to run again. */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);
const docsFile = path.join(root, 'docs/performance.md');
/** Home is for workspace administrators (route table): an LXA of Northwind Learning. */
const ADMIN = 'lxa@northwind.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo!2345';

if ((await ensureBuilt()) !== 0) process.exit(1);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-lighthouse-'));
const certificate = await throwawayCertificate(workDir);
/** The protocols measured: HTTPS first, the way production serves the app. */
const PROTOCOLS = [
  { label: 'HTTP/2 (HTTPS)', tls: true },
  { label: 'HTTP/1.1', tls: false },
];
let chrome;
let server;
let base;
try {
  const chromium = await resolveChromium();
  chrome = await chromeLauncher.launch({
    chromePath: chromium.executablePath,
    // Trusts the throwaway certificate, and no other that fails the usual checks.
    chromeFlags: [...chromium.args, '--headless=new', `--ignore-certificate-errors-spki-list=${certificate.spki}`],
  });
  const results = [];
  for (const protocol of PROTOCOLS) {
    base = `${protocol.tls ? 'https' : 'http'}://127.0.0.1:${PORT}`;
    server = startServer(protocol);
    await waitUntilReady();
    results.push(
      await measure(`Sign-in (/auth/login), ${protocol.label}`, `${base}/auth/login`),
      await measure(`Home (/home, signed-in LXA), ${protocol.label}`, `${base}/home`, await adminTokens()),
    );
    await stopServer();
  }
  await record(results);
} finally {
  await chrome?.kill();
  await stopServer();
  fs.rmSync(workDir, { recursive: true, force: true });
}

/** A certificate for 127.0.0.1 made for this run, and its key's SPKI hash for Chromium. */
async function throwawayCertificate(dir) {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  fs.writeFileSync(certFile, pems.cert);
  fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
  const spkiDer = crypto.createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, cert: pems.cert, spki: crypto.createHash('sha256').update(spkiDer).digest('base64') };
}

/** The app as `npm start` serves it, with its own port and a new database; its log is of no interest here. */
function startServer(protocol) {
  const dataDir = fs.mkdtempSync(path.join(workDir, 'data-'));
  const tls = protocol.tls ? { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile } : {};
  return spawn(bin('node'), [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: projectEnv({ PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: base, ...tls }),
  });
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** A request from this script, trusting the throwaway certificate. */
function request(url, { method = 'GET', body, token } = {}) {
  const target = new URL(url, base);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target,
      {
        method,
        ca: certificate.cert,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ ok: response.statusCode < 300, status: response.statusCode, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body ? JSON.stringify(body) : undefined);
  });
}

async function waitUntilReady() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await request('/api/ready')).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server at ${base} did not become ready`);
}

async function post(url, body, token) {
  const response = await request(url, { method: 'POST', body, token });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return JSON.parse(response.text);
}

/** The tokens the web app keeps after the LXA signed in and entered their workspace. */
async function adminTokens() {
  const { idToken, refreshToken } = await post('/api/sso/v2/auth/login', { email: ADMIN, password: PASSWORD });
  const userId = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()).sub;
  const workspaces = JSON.parse((await request(`/api/sso/v2/user-workspaces/${userId}`, { token: idToken })).text);
  const workspaceId = (
    workspaces.data.find((row) => row.roles.includes('learning_experience_administrator')) ?? workspaces.data[0]
  ).id;
  const { token } = await post(`/api/sso/v2/validate/workspace/${workspaceId}`, { token: idToken }, idToken);
  return { idToken, refreshToken, workspaceToken: token };
}

/** Puts the tokens in the origin's localStorage, where the app reads them (tokenStore.ts), and empties the cache. */
async function storeTokens(tokens) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/api/health`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) globalThis.localStorage.setItem(key, value);
  }, Object.entries(tokens));
  // A first visit all the same: only the tokens are kept, not the files the last run cached.
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

async function lighthouseRun(url, tokens) {
  for (let attempt = 1; ; attempt++) {
    if (tokens) await storeTokens(tokens);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the tokens stored above (Lighthouse clears the origin's storage by default).
      disableStorageReset: Boolean(tokens),
    });
    if (!RETRYABLE.has(result.lhr.runtimeError?.code) || attempt === 3) return result;
  }
}

async function measure(name, url, tokens) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouseRun(url, tokens);
    const { lhr } = result;
    // LIGHTHOUSE_REPORT_DIR=dir keeps each run's full report (JSON) for a closer look.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const slug = `${new URL(url).protocol.replace(':', '')}${new URL(url).pathname.replaceAll('/', '_')}`;
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${slug}-${run + 1}.json`), result.report);
    }
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${name}: ended at ${lhr.finalDisplayedUrl}`);
    const audit = (id) => lhr.audits[id];
    const requests = audit('network-requests').details.items;
    const kib = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    runs.push({
      name,
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: audit('first-contentful-paint').numericValue,
      lcp: audit('largest-contentful-paint').numericValue,
      tbt: audit('total-blocking-time').numericValue,
      cls: audit('cumulative-layout-shift').numericValue,
      si: audit('speed-index').numericValue,
      transferred: kib(requests),
      script: kib(requests.filter((item) => item.resourceType === 'Script')),
      unusedJs: (audit('unused-javascript').details?.overallSavingsBytes ?? 0) / 1024,
    });
    console.log(`${name}, run ${run + 1}: performance ${runs.at(-1).score}`);
  }
  runs.sort((a, b) => a.score - b.score);
  return runs[Math.floor(runs.length / 2)];
}

async function record(results) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const table = [
    '| Page | Performance | FCP | LCP | TBT | CLS | Speed Index | Transferred (KiB) | Of which scripts (KiB) | Unused JS (KiB) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.score} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${seconds(r.si)} | ${r.transferred.toFixed(0)} | ${r.script.toFixed(0)} | ${r.unusedJs.toFixed(0)} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  const section = `<!-- lighthouse:start -->\nLast run: ${new Date().toISOString()}, Lighthouse ${lighthouseVersion()} mobile preset (simulated slow 4G and 4× CPU slowdown), median of ${RUNS} runs per page and protocol (HTTP/2: the app's own HTTPS with a throwaway certificate), load average after the run ${load}.\n\n${table}\n<!-- lighthouse:end -->`;
  const current = fs.readFileSync(docsFile, 'utf8');
  const marked = /<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/;
  const next = marked.test(current) ? current.replace(marked, section) : `${current}\n${section}\n`;
  fs.writeFileSync(
    docsFile,
    await prettier.format(next, { filepath: docsFile, ...(await prettier.resolveConfig(docsFile)) }),
  );
  console.log(`Written to ${path.relative(process.cwd(), docsFile)}`);
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
