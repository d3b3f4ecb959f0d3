/**
 * After a deployment, a tab still running the old build asks for chunks that no longer exist.
 * The fix is a reload (01 §8); a timestamp in sessionStorage stops a reload loop when the
 * failure is something else.
 */
const STALE_CHUNK_PATTERNS = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
] as const;

const RELOAD_KEY = 'campus.staleChunkReloadAt';
const RELOAD_GUARD_MS = 10_000;

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return STALE_CHUNK_PATTERNS.some((pattern) => message.includes(pattern));
}

function lastReloadAt(): number {
  try {
    return Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
  } catch {
    return 0;
  }
}

/** False when the page was already reloaded for this reason moments ago (no reload loop). */
export function canReloadForStaleChunk(now: number = Date.now()): boolean {
  return now - lastReloadAt() >= RELOAD_GUARD_MS;
}

/** Reloads the page unless it was reloaded for this reason moments ago; true if it reloads. */
export function reloadForStaleChunk(now: number = Date.now()): boolean {
  if (!canReloadForStaleChunk(now)) return false;
  try {
    window.sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    // No sessionStorage: reload anyway.
  }
  window.location.reload();
  return true;
}

/** Vite fires `vite:preloadError` when a dynamic import's chunk fails to load. */
export function installStaleChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForStaleChunk()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
