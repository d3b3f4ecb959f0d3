import { describe, expect, it } from 'vitest';
import { ANONYMOUS, decideAccess, isSiteAdmin, RULES, type Actor, type AccessRule } from './access.js';
import { normaliseCustomerRoles, normaliseProfileRoles } from './roles.js';

const actor = (overrides: Partial<Actor>): Actor => ({ ...ANONYMOUS, stage: 'second', userId: 'u', ...overrides });

describe('decideAccess', () => {
  const venues: AccessRule = {
    stage: 'second',
    anyOf: [
      { customerRoles: ['master_administrator'] },
      { roles: ['event_coordinator', 'infrastructure_manager'], services: ['EBS'] },
    ],
  };

  it.each<[string, Actor, AccessRule, string]>([
    ['open routes admit anyone', ANONYMOUS, RULES.open, 'allowed'],
    ['no token is unauthenticated', ANONYMOUS, RULES.session, 'unauthenticated'],
    [
      'an identity token does not satisfy a second-stage rule',
      actor({ stage: 'first' }),
      RULES.session,
      'unauthenticated',
    ],
    ['a second-stage token satisfies an identity rule', actor({}), RULES.identity, 'allowed'],
    ['a workspace rule needs a workspace', actor({}), RULES.workspace, 'forbidden'],
    ['superadmin rule', actor({ isSuperadmin: true }), RULES.superadmin, 'allowed'],
    ['superadmin rule refuses others', actor({ roles: ['admin'] }), RULES.superadmin, 'forbidden'],
    ['any grant suffices (customer role)', actor({ customerRoles: ['master_administrator'] }), venues, 'allowed'],
    [
      'roles AND services within a grant',
      actor({ roles: ['event_coordinator'], services: ['EBS'] }),
      venues,
      'allowed',
    ],
    [
      'role without the service is refused',
      actor({ roles: ['event_coordinator'], services: ['LMS'] }),
      venues,
      'forbidden',
    ],
    ['a learner is refused', actor({ roles: ['learner'], services: ['EBS'] }), venues, 'forbidden'],
  ])('%s', (_name, who, rule, expected) => {
    expect(decideAccess(who, rule)).toBe(expected);
  });

  it('tells old-system sessions apart', () => {
    const oldOnly: AccessRule = { stage: 'second', anyOf: [{ oldSystem: true, roles: ['event_coordinator'] }] };
    expect(decideAccess(actor({ roles: ['event_coordinator'], origin: 'subdomain' }), oldOnly)).toBe('allowed');
    expect(decideAccess(actor({ roles: ['event_coordinator'], origin: 'workspace' }), oldOnly)).toBe('forbidden');
  });

  it('treats owners and master administrators as site admins', () => {
    expect(isSiteAdmin(actor({ customerRoles: ['owner'] }))).toBe(true);
    expect(isSiteAdmin(actor({ customerRoles: ['master_administrator'] }))).toBe(true);
    expect(isSiteAdmin(actor({ customerRoles: ['trainer'] }))).toBe(false);
  });
});

describe('role normalisation', () => {
  it('de-duplicates roles and lets owner imply master_administrator', () => {
    expect(normaliseCustomerRoles(['owner', 'owner'])).toEqual(['master_administrator', 'owner']);
    expect(normaliseProfileRoles(['manager', 'manager', 'learner'])).toEqual(['learner', 'manager']);
  });

  it('defaults a profile to learner', () => {
    expect(normaliseProfileRoles([])).toEqual(['learner']);
  });
});
