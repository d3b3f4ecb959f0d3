import zlib from 'node:zlib';

/**
 * Builds a zip in memory (APPNOTE 4.3: stored and deflated entries, UTF-8 names; no zip64, so
 * under 4 GB and 65 535 entries): small packages the server writes, and in tests the malformed
 * ones no archiver would write (paths that climb out, links, encrypted flags, sizes that lie).
 * yazl is not a dependency; this is the little of it we need.
 */
export interface ZipEntry {
  name: string;
  data?: Buffer | string;
  /** Deflated unless told (`store`). */
  method?: 'deflate' | 'store';
  /** A Unix mode for the external attributes, e.g. 0o120777 for a symbolic link. */
  unixMode?: number;
  /** Sets the "encrypted" flag (the bytes are not really encrypted). */
  encrypted?: boolean;
  /** Announces another uncompressed size than the data has, in both headers. */
  declaredSize?: number;
}

export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? '', 'utf8');
    const deflate = (entry.method ?? 'deflate') === 'deflate' && !entry.name.endsWith('/');
    const body = deflate ? zlib.deflateRawSync(raw) : raw;
    const crc = zlib.crc32(raw);
    const size = entry.declaredSize ?? raw.length;
    // Bit 11: the name is UTF-8; bit 0: encrypted.
    const flags = 0x800 | (entry.encrypted ? 1 : 0);
    const method = deflate ? 8 : 0;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    // Made by Unix (3) when a mode is given, so readers honour the mode bits.
    central.writeUInt16LE(entry.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(0, 30);
    central.writeUInt16LE(0, 32);
    central.writeUInt16LE(0, 34);
    central.writeUInt16LE(0, 36);
    central.writeUInt32LE(entry.unixMode === undefined ? 0 : (entry.unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
