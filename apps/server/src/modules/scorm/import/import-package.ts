import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError } from '../../../lib/errors.js';
import type { Storage } from '../../../services/storage/storage.js';
import { contentTypeOf } from './content-types.js';
import { launchableItems, parseManifest, type LaunchableItem, type ScormManifest } from './manifest.js';
import {
  openPackageZip,
  PACKAGE_LIMITS,
  type PackageFile,
  type PackageLimits,
  type PackageZip,
} from './package-zip.js';
import { REFUSE } from './package-refusal.js';
import { slots } from './import-slots.js';

/**
 * Imports an uploaded SCORM package (docs/scorm.md "Import"): copies the zip from storage to a
 * temporary file (streamed), checks its central directory, parses the manifest, then streams
 * each file into storage under `scorm/<contentId>/<path>`. Memory holds the directory, the
 * manifest and a few chunks, never the zip or a whole file. On any failure everything stored
 * under the prefix is removed again; the caller records the content only after this returns,
 * and calls `discardImport` if recording fails.
 */

export interface ImportedPackage {
  contentId: string;
  storagePrefix: string;
  name: string;
  manifest: ScormManifest;
  scos: LaunchableItem[];
  /** Unpacked bytes stored. */
  size: number;
}

/** Files stored at once within an import: S3 round trips overlap, the disk and memory stay calm. */
const PARALLEL_FILES = 4;
/** Imports at once in this process; more wait their turn (their requests simply take longer). */
const inImportSlot = slots(2);

export const storagePrefixOf = (contentId: string) => `scorm/${contentId}`;

export async function importPackage(
  storage: Storage,
  upload: { storageKey: string; name: string },
  options: ImportOptions = {},
): Promise<ImportedPackage> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'campus-scorm-'));
  try {
    const zipFile = path.join(workDir, 'package.zip');
    const source = await storage.getStream(upload.storageKey);
    if (!source) throw new ConflictError('The uploaded package is not in storage; upload it again.');
    await pipeline(source.body, createWriteStream(zipFile));
    return await importZipFile(storage, zipFile, upload.name, options);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

export interface ImportOptions {
  log?: FastifyBaseLogger | undefined;
  limits?: PackageLimits;
  /** The content id to store under (the demo data's fixed ids); a new one otherwise. */
  contentId?: string;
}

/** Imports a zip already on local disk (an upload copied by importPackage, or the demo packages). */
export async function importZipFile(
  storage: Storage,
  zipFile: string,
  fileName: string,
  options: ImportOptions = {},
): Promise<ImportedPackage> {
  return inImportSlot(() => importInSlot(storage, zipFile, fileName, options));
}

async function importInSlot(
  storage: Storage,
  zipFile: string,
  fileName: string,
  options: ImportOptions,
): Promise<ImportedPackage> {
  const { log, limits = PACKAGE_LIMITS, contentId = crypto.randomUUID() } = options;
  const storagePrefix = storagePrefixOf(contentId);
  let zip: PackageZip | undefined;
  try {
    zip = await openPackageZip(zipFile, limits);
    const manifest = parseManifest(await zip.readManifest(), fileLookup(zip.files.map((file) => file.path)));
    await storeFiles(storage, zip, storagePrefix);
    return {
      contentId,
      storagePrefix,
      name: manifest.title?.trim() || fileName.replace(/\.zip$/i, ''),
      manifest,
      scos: launchableItems(manifest),
      size: zip.unpackedBytes,
    };
  } catch (error) {
    await discardImport(storage, storagePrefix, log);
    throw error;
  } finally {
    zip?.close();
  }
}

/** Removes an import's files (a failed import, or content whose row could not be recorded). */
export async function discardImport(storage: Storage, storagePrefix: string, log?: FastifyBaseLogger): Promise<void> {
  await storage.deletePrefix(storagePrefix).catch((error: unknown) => {
    log?.error({ err: error, storagePrefix }, 'Could not remove the files of a failed SCORM import');
  });
}

async function storeFiles(storage: Storage, zip: PackageZip, storagePrefix: string): Promise<void> {
  const queue = [...zip.files];
  let failure: unknown;
  const worker = async () => {
    // After a failure the others finish the file in hand and stop, so that nothing is still
    // being written when the caller removes the prefix.
    for (let file = queue.shift(); file && failure === undefined; file = queue.shift()) {
      try {
        await storeFile(storage, zip, storagePrefix, file);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FILES }, worker));
  if (failure !== undefined) throw failure;
}

async function storeFile(storage: Storage, zip: PackageZip, storagePrefix: string, file: PackageFile): Promise<void> {
  const stream = await zip.openStream(file);
  // yauzl fails the stream when the data contradicts the directory (size, CRC, deflate): that
  // is the package's fault (400); a failure of storage itself stays a server error.
  let damage: Error | undefined;
  stream.once('error', (error: Error) => {
    damage = error;
  });
  try {
    await storage.putStream(`${storagePrefix}/${file.path}`, stream, contentTypeOf(file.path), file.size);
  } catch (error) {
    if (damage) throw REFUSE.damaged(zip.root + file.path, damage.message);
    throw error;
  }
}

/**
 * Checks a zip on local disk and reads its manifest without storing anything: what the demo
 * data records before its files are unpacked at start-up (seed/demo-scorm.ts).
 */
export async function inspectZipFile(
  zipFile: string,
  fileName: string,
): Promise<Pick<ImportedPackage, 'name' | 'manifest' | 'size'>> {
  const zip = await openPackageZip(zipFile);
  try {
    const manifest = parseManifest(await zip.readManifest(), fileLookup(zip.files.map((file) => file.path)));
    return { name: manifest.title?.trim() || fileName.replace(/\.zip$/i, ''), manifest, size: zip.unpackedBytes };
  } finally {
    zip.close();
  }
}

/**
 * The package's file at a path: as written, else the one file that differs from it only in case
 * (manifest.ts `parseManifest`), else null.
 */
export function fileLookup(paths: readonly string[]): (path: string) => string | null {
  const exact = new Set(paths);
  const byLowerCase = new Map<string, string | null>();
  for (const path of paths) {
    const key = path.toLowerCase();
    // Two files differing only in case: neither is chosen for a path matching them both loosely.
    byLowerCase.set(key, byLowerCase.has(key) ? null : path);
  }
  return (path) => (exact.has(path) ? path : (byLowerCase.get(path.toLowerCase()) ?? null));
}
