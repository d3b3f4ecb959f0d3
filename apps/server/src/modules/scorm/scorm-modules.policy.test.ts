import { describe, expect, it } from 'vitest';
import { MODULE_REFUSALS, mayChange, nextRelease, releaseKindOf } from './scorm-modules.policy.js';

/** The release and state rules of 02 §4, one module at a time. */
const draft = { deletedAt: null, draft: true };
const released = { deletedAt: null, draft: false };
const deleted = { deletedAt: new Date(), draft: true };

describe('nextRelease', () => {
  it('makes the first release major, 1.0, and refuses a minor one before it', () => {
    expect(nextRelease('major', draft, [])).toEqual({ major: 1, minor: 0 });
    expect(nextRelease('minor', draft, [])).toEqual({ refused: MODULE_REFUSALS.firstReleaseIsMajor });
  });

  it('numbers later releases from the latest, whatever order the versions come in', () => {
    const versions = [
      { major: 1, minor: 2 },
      { major: 2, minor: 0 },
      { major: 1, minor: 0 },
      { major: 2, minor: 1 },
    ];
    expect(nextRelease('minor', draft, versions)).toEqual({ major: 2, minor: 2 });
    expect(nextRelease('major', draft, versions)).toEqual({ major: 3, minor: 0 });
  });

  it('refuses a release without a change since the last one, and any release of a deleted module', () => {
    expect(nextRelease('minor', released, [{ major: 1, minor: 0 }])).toEqual({
      refused: MODULE_REFUSALS.nothingToRelease,
    });
    expect(nextRelease('major', deleted, [])).toEqual({ refused: MODULE_REFUSALS.deleted });
  });
});

describe('the other rules', () => {
  it('lets a module change unless it is deleted', () => {
    expect(mayChange(draft)).toBeNull();
    expect(mayChange(deleted)).toEqual({ refused: MODULE_REFUSALS.deleted });
  });

  it('releases a generic module record major first, then minor', () => {
    expect(releaseKindOf([])).toBe('major');
    expect(releaseKindOf([{ major: 1, minor: 0 }])).toBe('minor');
  });
});
