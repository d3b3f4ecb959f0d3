import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Storage } from '../../../services/storage/storage.js';
import { importZipFile, type ImportedPackage } from '../import/import-package.js';

/** Imports a zip the server holds in memory (a package it made), through the same checks as an upload. */
export async function importZipBytes(storage: Storage, zip: Buffer, fileName: string): Promise<ImportedPackage> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'campus-scorm-'));
  try {
    const zipFile = path.join(workDir, 'package.zip');
    await fs.writeFile(zipFile, zip);
    return await importZipFile(storage, zipFile, fileName);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
