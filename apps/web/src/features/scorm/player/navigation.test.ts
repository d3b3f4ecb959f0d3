import { describe, expect, it } from 'vitest';
import type { ScormSco } from '@campus/contracts';
import { nextSco } from './navigation';

const scos: ScormSco[] = ['intro', 'lesson', 'quiz'].map((identifier) => ({
  identifier,
  title: identifier,
  launch: `${identifier}.html`,
  masteryScore: null,
}));

describe('moving between SCOs', () => {
  it('follows SCORM 2004 navigation requests along the organisation', () => {
    expect(nextSco(scos, 'intro', 'continue', 'scorm2004')).toBe('lesson');
    expect(nextSco(scos, 'lesson', 'previous', 'scorm2004')).toBe('intro');
    expect(nextSco(scos, 'intro', '{target=quiz}choice', 'scorm2004')).toBe('quiz');
    expect(nextSco(scos, 'intro', '{target=elsewhere}choice', 'scorm2004')).toBeNull();
    expect(nextSco(scos, 'quiz', 'continue', 'scorm2004')).toBeNull();
    expect(nextSco(scos, 'intro', 'previous', 'scorm2004')).toBeNull();
    for (const request of ['exit', 'exitAll', 'suspendAll', 'abandon']) {
      expect(nextSco(scos, 'lesson', request, 'scorm2004')).toBeNull();
    }
  });

  it('flows on after a SCO without a request, and ends after the last', () => {
    expect(nextSco(scos, 'intro', '_none_', 'scorm12')).toBe('lesson');
    expect(nextSco(scos, 'quiz', '_none_', 'scorm12')).toBeNull();
    expect(nextSco(scos.slice(0, 1), 'intro', '_none_', 'scorm2004')).toBeNull();
  });
});
