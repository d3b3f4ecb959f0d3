import type { KeyRow } from './keys.repository.js';

/** Record-level rules of self-registration (01 §5, 03 §3 Self-registration key). */

/** A key can be used now: active, not expired, uses left. */
export const isUsableKey = (key: KeyRow, now = new Date()): boolean =>
  key.status === 'active' && key.used < key.usageLimit && !(key.expiryDate && key.expiryDate <= now);

/** People may register into the workspace: it is active and has self-registration turned on. */
export const isOpenForSelfRegistration = (workspace: { status: string; selfRegistrationEnabled: boolean }): boolean =>
  workspace.status === 'active' && workspace.selfRegistrationEnabled;

/** Whether the key offers any groups at all (then the workspace's groups are worth reading). */
export const offersGroups = (key: Pick<KeyRow, 'groups'>): boolean => key.groups.availableFor !== 'none';

/** Of the workspace's units and groups, the ones the key offers. */
export function offeredBy<T extends { id: string }>(
  key: Pick<KeyRow, 'orgUnits' | 'groups'>,
  workspace: { units: T[]; groups: T[] },
): { orgUnits: T[]; groups: T[] } {
  const { orgUnits, groups } = key;
  return {
    orgUnits:
      orgUnits.availableFor === 'all'
        ? workspace.units
        : workspace.units.filter((unit) => orgUnits.list.includes(unit.id)),
    groups:
      groups.availableFor === 'none'
        ? []
        : groups.availableFor === 'selected'
          ? workspace.groups.filter((group) => groups.list.includes(group.id))
          : workspace.groups,
  };
}
