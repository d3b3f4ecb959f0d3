import { describe, expect, it } from 'vitest';
import type { ModuleMajorVersion } from '@campus/contracts';
import {
  durationForForm,
  durationForServer,
  moduleBody,
  newModuleValues,
  nextVersion,
  stepOfPath,
  versionText,
} from './moduleForm';

const release = (major: number, minor: number) => ({
  versionId: `00000000-0000-4000-8000-0000000${major}${minor}000`.slice(0, 36),
  major,
  minor,
  version: `${major}.${minor}`,
  releaseDate: '2026-11-24T10:00:00.000Z',
  releaseNotes: '',
  releasedBy: 'Ada Lovelace',
  contentId: '00000000-0000-4000-8000-000000000001',
});
const major = (number: number, minors: number[]): ModuleMajorVersion => ({
  ...release(number, 0),
  minors: minors.map((minor) => release(number, minor)),
});

describe('the module form', () => {
  it('sends HH:MM as HH:MM:SS and shows HH:MM:SS as HH:MM (02 §3, §9)', () => {
    expect(durationForServer('01:30')).toBe('01:30:00');
    expect(durationForServer(' 01:30:15 ')).toBe('01:30:15');
    expect(durationForServer('')).toBeNull();
    expect(durationForForm('02:05:00')).toBe('02:05');
    expect(durationForForm(null)).toBe('');
  });

  it('sends an empty description as none and keeps the content id', () => {
    const body = moduleBody({ ...newModuleValues(), name: ' Golf ', description: '  ', content: 'file-id' });
    expect(body).toEqual({
      name: 'Golf',
      description: null,
      duration: null,
      labels: [],
      keywords: [],
      image: null,
      content: 'file-id',
    });
  });

  it('releases 1.0 first, then the next minor of the newest major (02 §4)', () => {
    expect(nextVersion([])).toBe('1.0');
    expect(nextVersion([major(1, [])])).toBe('1.1');
    expect(nextVersion([major(1, [1, 2]), major(2, [1])])).toBe('2.2');
    expect(versionText(1, 3)).toBe('1.3');
    expect(versionText(null, null)).toBeNull();
  });

  it('opens the step of a field the server refused', () => {
    expect(stepOfPath('body.content')).toBe('content');
    expect(stepOfPath('body.duration')).toBe('details');
    expect(stepOfPath('labels.2')).toBe('details');
    expect(stepOfPath('releaseNotes')).toBe('versions');
  });
});
