import { describe, expect, it } from 'vitest';
import { ANONYMOUS, RULES, type Actor } from '@campus/contracts';
import { accessRedirect } from './accessRedirect';

const firstStage: Actor = { ...ANONYMOUS, stage: 'first', userId: 'u1' };
const secondStage: Actor = { ...ANONYMOUS, stage: 'second', userId: 'u1', origin: 'workspace' };

describe('accessRedirect', () => {
  it('sends an anonymous visitor to login', () => {
    expect(accessRedirect(ANONYMOUS, RULES.session)).toBe('/auth/login');
    expect(accessRedirect(ANONYMOUS, RULES.identity)).toBe('/auth/login');
  });

  it('sends an identity-only user to the workspace list for workspace routes', () => {
    expect(accessRedirect(firstStage, RULES.session)).toBe('/lms/user/workspaces');
    expect(accessRedirect(firstStage, RULES.identity)).toBeNull();
  });

  it('lets a second-stage user in, and refuses a rule they do not meet with the 404 page', () => {
    expect(accessRedirect(secondStage, RULES.session)).toBeNull();
    expect(accessRedirect(secondStage, RULES.identity)).toBeNull();
    expect(accessRedirect(secondStage, RULES.superadmin)).toBe('/404');
  });
});
