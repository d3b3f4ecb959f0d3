import { describe, expect, it } from 'vitest';
import { isPublicImage, mayReadFile, mayReplaceFile } from './files.policy.js';

describe('files policy', () => {
  it('reads only confirmed files', () => {
    expect(mayReadFile({ status: 'ready' })).toBe(true);
    expect(mayReadFile({ status: 'pending' })).toBe(false);
    expect(mayReadFile({ status: 'uploaded' })).toBe(false);
  });

  it('replaces a file’s bytes only until it is confirmed', () => {
    expect(mayReplaceFile({ status: 'pending' })).toBe(true);
    expect(mayReplaceFile({ status: 'uploaded' })).toBe(true);
    expect(mayReplaceFile({ status: 'ready' })).toBe(false);
  });

  it('serves confirmed images to anyone with the id, and nothing else', () => {
    expect(isPublicImage({ status: 'ready', mimeType: 'image/png' })).toBe(true);
    expect(isPublicImage({ status: 'uploaded', mimeType: 'image/png' })).toBe(false);
    expect(isPublicImage({ status: 'ready', mimeType: 'application/pdf' })).toBe(false);
  });
});
