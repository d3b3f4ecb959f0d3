import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchedDestination, standardOutput } from './log-destination.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function collector() {
  const writes: string[] = [];
  return { writes, sink: { write: (chunk: string) => writes.push(chunk) } };
}

describe('batched log destination', () => {
  it('writes the lines of one turn of the event loop together, at the end of that turn', async () => {
    const { writes, sink } = collector();
    const destination = batchedDestination(sink);
    destination.write('one\n');
    destination.write('two\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\n']);

    destination.write('three\n');
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\n', 'three\n']);
  });

  it('writes what is pending at once when flushed, and nothing twice', async () => {
    const { writes, sink } = collector();
    const destination = batchedDestination(sink);
    destination.write('last words\n');
    let flushed = false;
    destination.flush(() => (flushed = true));
    expect(writes).toEqual(['last words\n']);
    expect(flushed).toBe(true);
    await nextTurn();
    destination.flush();
    expect(writes).toEqual(['last words\n']);
  });
});

describe('standard output', () => {
  it('writes a batch to the file descriptor, but behind the stream while the stream holds a backlog', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'campus-log-')), 'out.log');
    const fd = fs.openSync(file, 'w');
    const stream = { writableLength: 0, chunks: [] as string[], write: (chunk: string) => stream.chunks.push(chunk) };
    const out = standardOutput(fd, stream as never);

    out.write('first\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('first\n');

    stream.writableLength = 10;
    out.write('second\n');
    expect(stream.chunks).toEqual(['second\n']);
    expect(fs.readFileSync(file, 'utf8')).toBe('first\n');

    stream.writableLength = 0;
    out.write('third\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('first\nthird\n');
    fs.closeSync(fd);
  });

  it('drops a batch it cannot write instead of throwing out of the event loop', () => {
    const stream = { writableLength: 0, write: () => true };
    expect(() => standardOutput(987_654, stream as never).write('lost\n')).not.toThrow();
  });
});
