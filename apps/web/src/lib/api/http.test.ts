import { describe, expect, it, vi } from 'vitest';
import { newCorrelationId } from './http';

describe('newCorrelationId', () => {
  it('is a v4 UUID, also without crypto.randomUUID (plain-http hosts)', () => {
    expect(newCorrelationId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const id = newCorrelationId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newCorrelationId()).not.toBe(id);
  });
});
