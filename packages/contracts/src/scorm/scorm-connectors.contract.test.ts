import { describe, expect, it } from 'vitest';
import { connectorCourseStatus, type ScormConnectorNode } from './scorm-connectors.contract.js';

type Node = Pick<ScormConnectorNode, 'required' | 'completionStatus' | 'successStatus' | 'scoreScaled'>;
const node = (overrides: Partial<Node> = {}): Node => ({
  required: false,
  completionStatus: 'not_attempted',
  successStatus: 'unknown',
  scoreScaled: null,
  ...overrides,
});
const done = (overrides: Partial<Node> = {}) => node({ completionStatus: 'completed', ...overrides });

describe('the course status a connector reports to the other learning system', () => {
  it('is not attempted, then incomplete once a module is started, then completed when every one is', () => {
    expect(connectorCourseStatus([node(), node()])).toEqual({ lessonStatus: 'not attempted', scoreRaw: null });
    expect(connectorCourseStatus([node({ completionStatus: 'incomplete' }), node()]).lessonStatus).toBe('incomplete');
    expect(connectorCourseStatus([done(), node()]).lessonStatus).toBe('incomplete');
    expect(connectorCourseStatus([done(), done()])).toEqual({ lessonStatus: 'completed', scoreRaw: null });
  });

  it('counts only the required modules when the course has some', () => {
    expect(connectorCourseStatus([done({ required: true }), node()]).lessonStatus).toBe('completed');
    expect(connectorCourseStatus([node({ required: true }), done()]).lessonStatus).toBe('not attempted');
  });

  it('passes or fails on the modules’ success, and scores the mean of the scored ones out of 100', () => {
    expect(connectorCourseStatus([done({ successStatus: 'passed', scoreScaled: 0.8 }), done()])).toEqual({
      lessonStatus: 'passed',
      scoreRaw: 80,
    });
    expect(
      connectorCourseStatus([
        done({ successStatus: 'passed', scoreScaled: 0.9 }),
        done({ successStatus: 'failed', scoreScaled: 0.333 }),
      ]),
    ).toEqual({ lessonStatus: 'failed', scoreRaw: 61.65 });
    // 2004's scaled score may be negative; the other system's raw score is kept within 0-100.
    expect(connectorCourseStatus([node({ completionStatus: 'incomplete', scoreScaled: -0.5 })]).scoreRaw).toBe(0);
  });
});
