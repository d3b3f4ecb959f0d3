import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '@campus/contracts';
import { scopeOf } from '../../lib/scope.js';
import { isOwnEnrolment, mayApproveRequest } from './enrolments.policy.js';

const learner = (profileId: string | null) =>
  scopeOf({
    actor: { ...ANONYMOUS, stage: 'second', userId: 'me' },
    secondStage: profileId ? ({ profile: { id: profileId } } as never) : null,
  });

describe('enrolments policy', () => {
  it('lets a learner act only on their own enrolment', () => {
    expect(isOwnEnrolment(learner('p1'), { learnerProfileId: 'p1' })).toBe(true);
    expect(isOwnEnrolment(learner('p1'), { learnerProfileId: 'p2' })).toBe(false);
    // No profile (a platform token) owns nothing.
    expect(isOwnEnrolment(learner(null), { learnerProfileId: 'p1' })).toBe(false);
  });

  it('refuses to approve a waiting request for a course no longer offered', () => {
    expect(mayApproveRequest({ state: 'awaiting_approval', offered: true })).toBe(true);
    expect(mayApproveRequest({ state: 'awaiting_approval', offered: false })).toBe(false);
    // A resolved request is answered by the guarded transition (409), not by this rule.
    expect(mayApproveRequest({ state: 'enrolled', offered: false })).toBe(true);
  });
});
