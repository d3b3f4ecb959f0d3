import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importPackage } from '../modules/scorm/index.js';
import { LocalStorage } from '../services/storage/local-storage.js';
import { buildZip, type ZipEntry } from '../lib/zip-writer.js';

/**
 * Issue 27's import bench: a generated 50 MB SCORM package (a course's pages and scripts, which
 * compress, and its media, which does not) imported into local storage, timed, with the process's
 * peak memory. The package is built here and the import runs in a child process, so the child's
 * memory is the import's alone. `npx tsx src/bench/scorm-import-bench.ts` (or node on the build);
 * figures in docs/performance.md "SCORM import".
 */

const MEDIA_FILES = 24;
const MEDIA_BYTES = 1.9 * 1024 ** 2;
const PAGES = 1500;

function generatePackage(): { zip: Buffer; files: number; unpacked: number } {
  const manifest = `<?xml version="1.0"?>
<manifest identifier="bench" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Import bench</title>
    <item identifier="item" identifierref="res"><title>Bench</title></item>
  </organization></organizations>
  <resources><resource identifier="res" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;
  const entries: ZipEntry[] = [{ name: 'imsmanifest.xml', data: manifest }];
  entries.push({ name: 'index.html', data: '<!doctype html><title>Bench</title>' });
  for (let index = 0; index < PAGES; index += 1) {
    const words = Array.from({ length: 400 }, (_, word) => `word${(index * 7 + word) % 997}`).join(' ');
    entries.push({
      name: `pages/${index}.html`,
      data: `<!doctype html><p>${words}</p><script src="../lib/app.js"></script>`,
    });
  }
  for (let index = 0; index < MEDIA_FILES; index += 1) {
    entries.push({ name: `media/clip-${index}.mp4`, data: crypto.randomBytes(MEDIA_BYTES), method: 'store' });
  }
  const unpacked = entries.reduce((sum, entry) => sum + Buffer.byteLength(entry.data ?? ''), 0);
  return { zip: buildZip(entries), files: entries.length, unpacked };
}

async function measureImport(zipFile: string, root: string): Promise<void> {
  const storage = new LocalStorage(path.join(root, 'files'), 'bench');
  const { size } = await fs.stat(zipFile);
  await storage.putStream('uploads/bench.zip', createReadStream(zipFile), 'application/zip', size);
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 5);
  const started = performance.now();
  const imported = await importPackage(storage, { storageKey: 'uploads/bench.zip', name: 'bench.zip' });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  process.send?.({
    seconds,
    stored: imported.size,
    rssBefore: before.rss,
    peakRss,
    heapBefore: before.heapUsed,
    peakHeap,
  });
}

async function main(): Promise<void> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'campus-scorm-bench-'));
  try {
    const { zip, files, unpacked } = generatePackage();
    const zipFile = path.join(root, 'bench.zip');
    await fs.writeFile(zipFile, zip);
    const child = fork(fileURLToPath(import.meta.url), ['--child', zipFile, root], { execArgv: process.execArgv });
    const result = await new Promise<Record<string, number>>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Record<string, number>));
      child.once('error', reject);
      child.once('exit', (code) => code && reject(new Error(`The import child exited with ${code}`)));
    });
    const mb = (bytes: number | undefined) => `${((bytes ?? 0) / 1024 ** 2).toFixed(1)} MB`;
    const rise = (peak: number | undefined, before: number | undefined) => mb((peak ?? 0) - (before ?? 0));
    console.log(
      `Load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}`,
    );
    console.log('| Package | Files | Unpacked | Import | RSS before → peak (rise) | Heap before → peak (rise) |');
    console.log('| ------- | ----- | -------- | ------ | ------------------------ | ------------------------- |');
    console.log(
      `| ${mb(zip.length)} zip | ${files} | ${mb(unpacked)} | ${result.seconds?.toFixed(2)} s | ` +
        `${mb(result.rssBefore)} → ${mb(result.peakRss)} (${rise(result.peakRss, result.rssBefore)}) | ` +
        `${mb(result.heapBefore)} → ${mb(result.peakHeap)} (${rise(result.peakHeap, result.heapBefore)}) |`,
    );
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  await measureImport(process.argv[3] ?? '', process.argv[4] ?? '');
  process.exit(0);
} else {
  await main();
}
