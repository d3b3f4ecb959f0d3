import { describe, expect, it } from 'vitest';
import type { KeyRow } from './keys.repository.js';
import { isOpenForSelfRegistration, isUsableKey, offeredBy } from './self-registration.policy.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const key = (changes: Partial<KeyRow> = {}): KeyRow => ({
  id: 'k',
  customerId: 'c',
  workspaceId: 'w',
  name: 'Key',
  key: 'ABCDEFGHJKLM',
  used: 0,
  usageLimit: 1,
  status: 'active',
  expiryDate: null,
  orgUnits: { availableFor: 'all', list: [] },
  groups: { availableFor: 'none', list: [] },
  createdAt: NOW,
  updatedAt: NOW,
  ...changes,
});

describe('self-registration policy', () => {
  it('uses a key only while it is active, unexpired and has uses left', () => {
    expect(isUsableKey(key(), NOW)).toBe(true);
    expect(isUsableKey(key({ status: 'inactive' }), NOW)).toBe(false);
    expect(isUsableKey(key({ used: 1 }), NOW)).toBe(false);
    expect(isUsableKey(key({ expiryDate: NOW }), NOW)).toBe(false);
    expect(isUsableKey(key({ expiryDate: new Date('2026-06-02T00:00:00Z') }), NOW)).toBe(true);
  });

  it('registers only into an active workspace with self-registration on', () => {
    expect(isOpenForSelfRegistration({ status: 'active', selfRegistrationEnabled: true })).toBe(true);
    expect(isOpenForSelfRegistration({ status: 'active', selfRegistrationEnabled: false })).toBe(false);
    expect(isOpenForSelfRegistration({ status: 'inactive', selfRegistrationEnabled: true })).toBe(false);
  });

  it('offers the units and groups the key allows', () => {
    const workspace = { units: [{ id: 'u1' }, { id: 'u2' }], groups: [{ id: 'g1' }, { id: 'g2' }] };
    expect(offeredBy(key(), workspace)).toEqual({ orgUnits: workspace.units, groups: [] });
    expect(
      offeredBy(
        key({
          orgUnits: { availableFor: 'selected', list: ['u2'] },
          groups: { availableFor: 'selected', list: ['g1'] },
        }),
        workspace,
      ),
    ).toEqual({ orgUnits: [{ id: 'u2' }], groups: [{ id: 'g1' }] });
    expect(offeredBy(key({ groups: { availableFor: 'all', list: [] } }), workspace).groups).toEqual(workspace.groups);
  });
});
