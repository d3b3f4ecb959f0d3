import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { REFUSE } from './package-refusal.js';

/**
 * Opens an uploaded package (a zip on local disk) and checks every entry of its central
 * directory BEFORE anything is unpacked (docs/scorm.md "Import checks"). Only the central
 * directory is held in memory; files are read one stream at a time later.
 */

export interface PackageLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  maxRatio: number;
  ratioFloorBytes: number;
  maxManifestBytes: number;
}

export const PACKAGE_LIMITS: PackageLimits = {
  /** Entries of the central directory, folders included. */
  maxEntries: 20_000,
  /** Bytes once unpacked, by the sizes the directory announces (yauzl holds the data to them). */
  maxUnpackedBytes: 1024 ** 3,
  /**
   * Uncompressed / compressed size of one entry. Text compresses 5-20 times, a file of one byte
   * repeated about 1 000 times; the ratio is judged only above `ratioFloorBytes`, since a small
   * file of spaces is harmless whatever its ratio.
   */
  maxRatio: 100,
  ratioFloorBytes: 1024 ** 2,
  maxManifestBytes: 8 * 1024 ** 2,
};

export const MANIFEST = 'imsmanifest.xml';

/** A file of the package, by its path from the package's root (where imsmanifest.xml is). */
export interface PackageFile {
  path: string;
  size: number;
  entry: Entry;
}

export interface PackageZip {
  files: PackageFile[];
  /** The folder the package sat in inside the zip ('' when the manifest is at the top). */
  root: string;
  unpackedBytes: number;
  readManifest(): Promise<Buffer>;
  /** The file's bytes, checked by yauzl against its announced size and CRC while they stream. */
  openStream(file: PackageFile): Promise<Readable>;
  close(): void;
}

/** What archivers add beside the content; never stored. */
const isClutter = (path: string) =>
  path.startsWith('__MACOSX/') || path.split('/').some((part) => part === '.DS_Store' || part === 'Thumbs.db');

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export async function openPackageZip(file: string, limits: PackageLimits = PACKAGE_LIMITS): Promise<PackageZip> {
  const zip = await openZip(file);
  try {
    if (zip.entryCount > limits.maxEntries) throw REFUSE.tooManyEntries(zip.entryCount, limits.maxEntries);
    const entries = await readEntries(zip);
    const checked = entries.map((entry) => checkEntry(entry, limits));
    const unpackedBytes = checked.reduce((sum, { entry }) => sum + entry.uncompressedSize, 0);
    if (unpackedBytes > limits.maxUnpackedBytes) throw REFUSE.tooLarge(limits.maxUnpackedBytes);

    const contentFiles = checked.filter(({ path }) => !path.endsWith('/') && !isClutter(path));
    const root = packageRoot(contentFiles.map(({ path }) => path));
    const seen = new Set<string>();
    const files: PackageFile[] = [];
    for (const { path, entry } of contentFiles) {
      if (!path.startsWith(root)) continue;
      const inPackage = path.slice(root.length);
      if (seen.has(inPackage)) throw REFUSE.duplicate(path);
      seen.add(inPackage);
      files.push({ path: inPackage, size: entry.uncompressedSize, entry });
    }
    const manifest = files.find((candidate) => candidate.path === MANIFEST);
    if (!manifest) throw REFUSE.noManifest();
    if (manifest.size > limits.maxManifestBytes) throw REFUSE.manifestTooLarge(limits.maxManifestBytes);

    const openStream = (packageFile: PackageFile) =>
      new Promise<Readable>((resolve, reject) => {
        zip.openReadStream(packageFile.entry, (error, stream) => {
          if (error) reject(REFUSE.damaged(root + packageFile.path, error.message));
          else resolve(stream);
        });
      });
    return {
      files,
      root,
      unpackedBytes: files.reduce((sum, { size }) => sum + size, 0),
      openStream,
      async readManifest() {
        try {
          return await buffer(await openStream(manifest));
        } catch (error) {
          throw REFUSE.damaged(root + MANIFEST, (error as Error).message);
        }
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Names stay raw so our checks, not yauzl's silent backslash rewriting, judge them.
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: false },
      (error, zip) => {
        if (error) reject(REFUSE.notZip(error.message));
        else resolve(zip);
      },
    );
  });
}

/** The central directory's entries; yauzl reads it from disk one record at a time. */
function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: Error) => reject(REFUSE.notZip(error.message)));
    zip.readEntry();
  });
}

/** One entry's name and headers against the checks; returns its normalised path. */
function checkEntry(entry: Entry, limits: PackageLimits): { path: string; entry: Entry } {
  const raw = yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileName as unknown as Buffer,
    entry.extraFields,
    true,
  );
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (raw.length === 0 || /[\u0000-\u001f\u007f]/.test(raw)) throw REFUSE.badName(raw);
  // Backslashes are folder separators to Windows archivers and to an unpacker on Windows alike.
  const slashed = raw.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed) || slashed.split('/').includes('..')) {
    throw REFUSE.traversal(raw);
  }
  // `./a`, `a//b` and `a/./b` are `a` and `a/b` (some archivers write `./` before every name).
  const parts = slashed.split('/').filter((part) => part !== '' && part !== '.');
  // The top folder itself (`./`) is a folder entry like any other, never stored.
  if (parts.length === 0 && slashed.endsWith('/')) return { path: '/', entry };
  if (parts.length === 0) throw REFUSE.badName(raw);
  const path = parts.join('/') + (slashed.endsWith('/') ? '/' : '');
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (mode === S_IFLNK) throw REFUSE.link(path);
  // Bit 0: encrypted; bit 6: strong encryption.
  if ((entry.generalPurposeBitFlag & 0x41) !== 0) throw REFUSE.encrypted(path);
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
    throw REFUSE.compression(path, entry.compressionMethod);
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio) {
    throw REFUSE.bomb(path, ratio);
  }
  return { path, entry };
}

/**
 * Where the package starts: the top of the zip when imsmanifest.xml is there; else the single
 * folder everything sits in, when the manifest is at its top (a course folder zipped whole,
 * as Finder and Explorer do). Anything else has no manifest at its root.
 */
function packageRoot(paths: string[]): string {
  if (paths.includes(MANIFEST)) return '';
  const tops = new Set(paths.map((path) => (path.includes('/') ? path.slice(0, path.indexOf('/') + 1) : path)));
  const [top] = tops;
  if (tops.size === 1 && top?.endsWith('/') && paths.includes(`${top}${MANIFEST}`)) return top;
  throw REFUSE.noManifest();
}
