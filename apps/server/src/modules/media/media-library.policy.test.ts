import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type Actor } from '@campus/contracts';
import { isMediaAdministrator, mayChangePrivacy, mayReadMediaItem } from './media-library.policy.js';

const caller = (userId: string, actor: Partial<Actor> = {}) => ({
  userId,
  actor: { ...ANONYMOUS, stage: 'second' as const, userId, ...actor },
});
const builder = caller('builder', { customerRoles: ['trainer'], roles: ['event_coordinator'] });
const colleague = caller('colleague', { customerRoles: ['trainer'], roles: ['user_administrator'] });
const siteAdmin = caller('admin', { customerRoles: ['master_administrator'], roles: ['event_coordinator'] });
const owner = caller('owner', { customerRoles: ['owner', 'trainer'], roles: ['event_coordinator'] });
const superadmin = caller('root', { isSuperadmin: true });

const privateItem = { isPrivate: true, ownerId: 'builder', uploaderId: 'builder' };
const publicItem = { ...privateItem, isPrivate: false };

describe('media library policy', () => {
  it('counts superadmins and site administrators (owners included) as administrators', () => {
    expect([superadmin, siteAdmin, owner].map(isMediaAdministrator)).toEqual([true, true, true]);
    expect([builder, colleague].map(isMediaAdministrator)).toEqual([false, false]);
  });

  it('shows a private item only to its owner or uploader and administrators', () => {
    expect(mayReadMediaItem(builder, privateItem)).toBe(true);
    expect(mayReadMediaItem(colleague, privateItem)).toBe(false);
    expect(mayReadMediaItem(siteAdmin, privateItem)).toBe(true);
    expect(mayReadMediaItem(colleague, { ...privateItem, uploaderId: 'colleague' })).toBe(true);
    expect(mayReadMediaItem(colleague, publicItem)).toBe(true);
  });

  it('lets only the owner, uploader or an administrator change privacy', () => {
    expect(mayChangePrivacy(colleague, publicItem)).toBe(false);
    expect(mayChangePrivacy(builder, publicItem)).toBe(true);
    expect(mayChangePrivacy(superadmin, publicItem)).toBe(true);
  });
});
