import { Transform } from 'node:stream';

/** Passes a stream through, failing it when it carries more or fewer bytes than announced. */
export function exactLength(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) done(new Error(`The stream is longer than its announced ${size} bytes`));
      else done(null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new Error(`The stream ended after ${seen} of its announced ${size} bytes`));
    },
  });
}
