/**
 * At most `limit` pieces of work at once, the rest waiting their turn in order. Imports unzip
 * and write hundreds of files each: a few at a time keep one instance's disk, CPU and storage
 * connections for the requests it serves meanwhile.
 */
export function slots(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (active < limit) active += 1;
    // A finished piece hands its slot straight to the next in line, so `active` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
