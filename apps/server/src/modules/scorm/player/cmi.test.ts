import { describe, expect, it } from 'vitest';
import { rollUp, summarise } from './cmi.js';

describe('a SCO’s data model, summarised', () => {
  it('folds SCORM 1.2’s lesson status into completion and success, and scales the raw score', () => {
    expect(
      summarise('scorm12', { cmi: { core: { lesson_status: 'failed', score: { raw: '40', max: '50' } } } }),
    ).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'failed',
      scoreScaled: 0.8,
    });
    expect(summarise('scorm12', { core: { lesson_status: 'browsed' } })).toMatchObject({
      completionStatus: 'incomplete',
    });
    expect(summarise('scorm12', { cmi: { core: { lesson_status: 'not attempted' } } })).toMatchObject({
      completionStatus: 'not_attempted',
      successStatus: 'unknown',
      scoreScaled: null,
    });
  });

  it('reads SCORM 2004’s statuses, scaled score, location and times as written', () => {
    const summary = summarise('scorm2004', {
      cmi: {
        completion_status: 'not attempted',
        success_status: 'passed',
        score: { scaled: '0.75' },
        location: 'p9',
        session_time: 'PT1M30S',
        total_time: 'PT1H',
        interactions: { 0: { id: 'q1' } },
      },
    });
    expect(summary).toMatchObject({
      completionStatus: 'not_attempted',
      successStatus: 'passed',
      scoreScaled: 0.75,
      location: 'p9',
      sessionTime: 'PT1M30S',
      totalTime: 'PT1H',
      interactions: [{ id: 'q1' }],
    });
  });
});

describe('an attempt’s status from its SCOs', () => {
  const sco = (completionStatus: string, successStatus = 'unknown', scoreScaled: number | null = null) => ({
    completionStatus,
    successStatus,
    scoreScaled,
  });

  it('is complete when every SCO is, and passed when the SCOs that judged passed', () => {
    expect(rollUp(3, [sco('completed'), sco('completed'), sco('completed', 'passed', 0.9)])).toEqual({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.9,
    });
    expect(rollUp(3, [sco('completed'), sco('incomplete')])).toMatchObject({ completionStatus: 'incomplete' });
    expect(rollUp(2, [sco('completed', 'passed', 1), sco('completed', 'failed', 0)])).toEqual({
      completionStatus: 'completed',
      successStatus: 'failed',
      scoreScaled: 0.5,
    });
    expect(rollUp(1, [])).toMatchObject({ completionStatus: 'not_attempted', successStatus: 'unknown' });
  });
});
