import fs from 'node:fs';

/** Where batches of lines go: standard output, or a test's collector. */
export interface LineSink {
  write(chunk: string): void;
}

export interface BatchedDestination {
  /** Called by pino with one finished line (ending in a newline). */
  write(line: string): void;
  /** Writes what is pending now; pino calls it from `logger.flush()`. */
  flush(callback?: (error?: Error) => void): void;
}

/**
 * pino's destination: the lines logged during one turn of the event loop, written with one call
 * at the end of the turn (decision 0038). Under load one turn answers several requests, and
 * pino's default stream (sonic-boom) cost about as much per line as making the line. A line
 * waits at most until the end of the turn it was logged in; `exit` writes whatever is left.
 */
export function batchedDestination(sink: LineSink): BatchedDestination {
  let pending = '';
  let scheduled = false;
  const writePending = () => {
    scheduled = false;
    if (pending === '') return;
    const batch = pending;
    pending = '';
    sink.write(batch);
  };
  return {
    write(line) {
      pending += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(writePending);
      }
    },
    flush(callback) {
      writePending();
      callback?.();
    },
  };
}

/**
 * Standard output, written directly with `fs.writeSync` (a string goes to the kernel without a
 * stream's bookkeeping or a Buffer copy). Node leaves a terminal, file or pipe on standard output
 * blocking on Linux, so the write is whole; if it is not (a non-blocking pipe that is full), the
 * rest goes through `process.stdout`, which waits for the reader, and later batches follow it
 * there until it has drained, so lines keep their order.
 */
export function standardOutput(fd = 1, stream: NodeJS.WritableStream & { writableLength: number } = process.stdout) {
  return {
    write(chunk: string) {
      if (stream.writableLength > 0) {
        stream.write(chunk);
        return;
      }
      let written = 0;
      try {
        written = fs.writeSync(fd, chunk);
      } catch (error) {
        // Nobody reading (EPIPE) or no room on the disk: the server goes on serving, as with
        // pino's own stream, rather than fail requests over their log lines.
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      }
      if (written < Buffer.byteLength(chunk)) stream.write(Buffer.from(chunk).subarray(written));
    },
  } satisfies LineSink;
}

let stdoutDestination: BatchedDestination | null = null;

/** The process's one destination for standard output (one exit hook, however many apps). */
export function stdoutLines(): BatchedDestination {
  if (!stdoutDestination) {
    const destination = batchedDestination(standardOutput());
    process.once('exit', () => destination.flush());
    stdoutDestination = destination;
  }
  return stdoutDestination;
}
