export interface SpacedRunResult<T> {
  succeeded: T[];
  failed: T[];
}

/**
 * Runs one call per item, one after another, waiting `spacingMs` between calls: the spec's bulk
 * actions do this rather than one bulk call (02 §9: approve or reject 250 ms apart, enrol 100 ms).
 * A failure does not stop the run; `onProgress` reports how many are done so a bar can follow.
 */
export async function runSpaced<T>(
  items: readonly T[],
  call: (item: T) => Promise<unknown>,
  spacingMs: number,
  onProgress?: (done: number, total: number) => void,
): Promise<SpacedRunResult<T>> {
  const result: SpacedRunResult<T> = { succeeded: [], failed: [] };
  for (const [index, item] of items.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, spacingMs));
    try {
      await call(item);
      result.succeeded.push(item);
    } catch {
      result.failed.push(item);
    }
    onProgress?.(index + 1, items.length);
  }
  return result;
}
