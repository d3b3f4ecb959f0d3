import { describe, expect, it, vi } from 'vitest';
import { installStaleChunkReload, isStaleChunkError, reloadForStaleChunk } from './staleChunk';

const stubReload = () => {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
};

describe('stale chunk reload', () => {
  it('recognises the browsers’ stale dynamic-import errors', () => {
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Something else'))).toBe(false);
  });

  it('reloads once, not in a loop', () => {
    const reload = stubReload();
    expect(reloadForStaleChunk(100_000)).toBe(true);
    expect(reloadForStaleChunk(101_000)).toBe(false);
    expect(reloadForStaleChunk(120_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads on vite:preloadError', () => {
    const reload = stubReload();
    const uninstall = installStaleChunkReload();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    uninstall();
  });
});
