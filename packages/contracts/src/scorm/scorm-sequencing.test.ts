import { describe, expect, it } from 'vitest';
import {
  defaultActivity,
  scoProgressOf,
  Sequencer,
  type ScoProgress,
  type SequencingActivity,
  type SequencingCondition,
} from './scorm-sequencing.js';

const sco = (identifier: string, rules: Partial<SequencingActivity> = {}): SequencingActivity => ({
  ...defaultActivity(identifier, identifier, true),
  ...rules,
});
const cluster = (
  identifier: string,
  children: SequencingActivity[],
  rules: Partial<SequencingActivity> = {},
): SequencingActivity => ({ ...defaultActivity(identifier, identifier, false), flow: true, ...rules, children });
const when = (condition: SequencingCondition['condition'], options: Partial<SequencingCondition> = {}) => ({
  condition,
  not: false,
  objective: null,
  measureThreshold: 0,
  ...options,
});
const progress = (cmi: Record<string, unknown>, attempts = 0): ScoProgress => scoProgressOf({ cmi }, attempts);

describe('reading a SCO’s progress', () => {
  it('takes completion, success, the scaled score and the objectives from the data model', () => {
    const read = scoProgressOf({
      cmi: {
        completion_status: 'completed',
        success_status: 'failed',
        score: { scaled: '0.4' },
        objectives: { childArray: [{ id: 'obj-a', success_status: 'passed', score: { scaled: '' } }] },
      },
    });
    expect(read).toEqual({
      completion: 'completed',
      success: 'failed',
      measure: 0.4,
      objectives: { 'obj-a': { success: 'passed', measure: null } },
      attempts: 0,
      attempted: true,
    });
    expect(scoProgressOf(undefined).attempted).toBe(false);
    expect(scoProgressOf({ objectives: [{ id: 'x', success_status: 'failed' }] }).objectives.x?.success).toBe('failed');
  });
});

describe('control modes', () => {
  const tree = cluster('org', [sco('a'), sco('b'), sco('c')], { flow: true });

  it('flows forward and back along the organisation when flow is on', () => {
    const sequencer = new Sequencer(tree, {});
    expect(sequencer.start()).toBe('a');
    expect(sequencer.flow('a', 'forward')).toBe('b');
    expect(sequencer.flow('c', 'forward')).toBeNull();
    expect(sequencer.flow('b', 'backward')).toBe('a');
    expect(sequencer.flow('a', 'backward')).toBeNull();
  });

  it('allows no continue or previous without flow, and only choice', () => {
    const sequencer = new Sequencer({ ...tree, flow: false }, {});
    expect(sequencer.flow('a', 'forward')).toBeNull();
    expect(sequencer.mayChoose('a', 'c')).toBe(true);
    // Nothing flows in from the start either: the first SCO that may be chosen.
    expect(sequencer.start()).toBe('a');
  });

  it('refuses choice when the parent’s choice is off, and going back when forwardOnly', () => {
    const noChoice = new Sequencer({ ...tree, choice: false }, {});
    expect(noChoice.mayChoose('a', 'c')).toBe(false);
    expect(noChoice.flow('a', 'forward')).toBe('b');
    const forward = new Sequencer({ ...tree, forwardOnly: true }, {});
    expect(forward.flow('b', 'backward')).toBeNull();
    expect(forward.mayChoose('b', 'a')).toBe(false);
    expect(forward.mayChoose('b', 'c')).toBe(true);
  });

  it('keeps the learner inside a cluster whose choiceExit is off', () => {
    const nested = cluster('org', [cluster('part', [sco('a'), sco('b')], { choiceExit: false }), sco('c')]);
    const sequencer = new Sequencer(nested, {});
    expect(sequencer.mayChoose('a', 'b')).toBe(true);
    expect(sequencer.mayChoose('a', 'c')).toBe(false);
  });

  it('flows into and out of clusters, first child forward and last child backward', () => {
    const nested = cluster('org', [sco('a'), cluster('part', [sco('b'), sco('c')]), sco('d')]);
    const sequencer = new Sequencer(nested, {});
    expect(sequencer.flow('a', 'forward')).toBe('b');
    expect(sequencer.flow('c', 'forward')).toBe('d');
    expect(sequencer.flow('d', 'backward')).toBe('c');
    expect(sequencer.choose('a', 'part')).toBe('b');
  });
});

describe('precondition rules', () => {
  it('skips an activity in flow, and still lets it be chosen', () => {
    const tree = cluster('org', [
      sco('a'),
      sco('b', { preConditions: [{ action: 'skip', combination: 'all', conditions: [when('always')] }] }),
      sco('c'),
    ]);
    const sequencer = new Sequencer(tree, {});
    expect(sequencer.flow('a', 'forward')).toBe('c');
    expect(sequencer.flow('c', 'backward')).toBe('a');
    expect(sequencer.mayChoose('a', 'b')).toBe(true);
  });

  it('skips a SCO once it is completed (a condition on its own state)', () => {
    const tree = cluster('org', [
      sco('a', { preConditions: [{ action: 'skip', combination: 'all', conditions: [when('completed')] }] }),
      sco('b'),
    ]);
    expect(new Sequencer(tree, {}).start()).toBe('a');
    expect(new Sequencer(tree, { a: progress({ completion_status: 'completed' }) }).start()).toBe('b');
  });

  it('disables an activity: flow stops at it and it cannot be chosen', () => {
    const tree = cluster('org', [
      sco('a'),
      sco('b', {
        preConditions: [{ action: 'disabled', combination: 'all', conditions: [when('attempted', { not: true })] }],
      }),
      sco('c'),
    ]);
    const before = new Sequencer(tree, {});
    expect(before.flow('a', 'forward')).toBeNull();
    expect(before.mayChoose('a', 'b')).toBe(false);
    expect(before.mayChoose('a', 'c')).toBe(true);
    const after = new Sequencer(tree, { b: progress({ completion_status: 'incomplete' }) });
    expect(after.flow('a', 'forward')).toBe('b');
  });

  it('hides an activity from choice without stopping the flow', () => {
    const tree = cluster('org', [
      sco('a'),
      sco('b', {
        preConditions: [
          { action: 'hiddenFromChoice', combination: 'any', conditions: [when('satisfied'), when('always')] },
        ],
      }),
    ]);
    const sequencer = new Sequencer(tree, {});
    expect(sequencer.hiddenFromChoice('b')).toBe(true);
    expect(sequencer.mayChoose('a', 'b')).toBe(false);
    expect(sequencer.flow('a', 'forward')).toBe('b');
  });

  it('stops forward traversal', () => {
    const tree = cluster('org', [
      sco('a'),
      sco('b', {
        preConditions: [{ action: 'stopForwardTraversal', combination: 'all', conditions: [when('always')] }],
      }),
    ]);
    expect(new Sequencer(tree, {}).flow('a', 'forward')).toBeNull();
  });

  it('reads measure conditions against the threshold', () => {
    const rule = {
      action: 'skip' as const,
      combination: 'all' as const,
      conditions: [when('objectiveMeasureGreaterThan', { measureThreshold: 0.5 })],
    };
    const tree = cluster('org', [sco('a', { preConditions: [rule] }), sco('b')]);
    expect(new Sequencer(tree, { a: progress({ score: { scaled: '0.7' } }) }).start()).toBe('b');
    expect(new Sequencer(tree, { a: progress({ score: { scaled: '0.3' } }) }).start()).toBe('a');
  });
});

describe('attempt limits', () => {
  it('refuses another attempt once the limit is used up', () => {
    const tree = cluster('org', [sco('a'), sco('quiz', { attemptLimit: 1 })]);
    expect(new Sequencer(tree, {}).flow('a', 'forward')).toBe('quiz');
    const used = new Sequencer(tree, { quiz: progress({ completion_status: 'completed' }, 1) });
    expect(used.flow('a', 'forward')).toBeNull();
    expect(used.mayChoose('a', 'quiz')).toBe(false);
  });
});

describe('objectives shared through global objectives', () => {
  const intro = sco('intro', {
    objectives: [
      {
        id: 'intro-primary',
        primary: true,
        satisfiedByMeasure: false,
        minMeasure: 1,
        maps: [
          { target: 'g-intro', readSatisfied: false, readMeasure: false, writeSatisfied: true, writeMeasure: false },
        ],
      },
    ],
  });
  const lesson = sco('lesson', {
    objectives: [
      { id: 'lesson-primary', primary: true, satisfiedByMeasure: false, minMeasure: 1, maps: [] },
      {
        id: 'intro-done',
        primary: false,
        satisfiedByMeasure: false,
        minMeasure: 1,
        maps: [
          { target: 'g-intro', readSatisfied: true, readMeasure: false, writeSatisfied: false, writeMeasure: false },
        ],
      },
    ],
    // The usual prerequisite: disabled while the introduction is not satisfied or not known to be.
    preConditions: [
      {
        action: 'disabled',
        combination: 'any',
        conditions: [
          when('satisfied', { not: true, objective: 'intro-done' }),
          when('objectiveStatusKnown', { not: true, objective: 'intro-done' }),
        ],
      },
    ],
  });
  const tree = cluster('org', [intro, lesson]);

  it('holds back nothing on “not satisfied” alone while the status is unknown (IMS SS’s three values)', () => {
    const alone = cluster('org', [
      intro,
      {
        ...lesson,
        preConditions: [{ ...lesson.preConditions[0]!, conditions: [lesson.preConditions[0]!.conditions[0]!] }],
      },
    ]);
    expect(new Sequencer(alone, {}).flow('intro', 'forward')).toBe('lesson');
    expect(new Sequencer(alone, { intro: progress({ success_status: 'failed' }) }).flow('intro', 'forward')).toBeNull();
  });

  it('enables the lesson once the introduction’s objective is satisfied', () => {
    expect(new Sequencer(tree, {}).mayChoose('intro', 'lesson')).toBe(false);
    const failed = new Sequencer(tree, { intro: progress({ success_status: 'failed' }) });
    expect(failed.globals['g-intro']).toEqual({ satisfied: false, measure: null });
    expect(failed.flow('intro', 'forward')).toBeNull();
    const passed = new Sequencer(tree, { intro: progress({ success_status: 'passed' }) });
    expect(passed.flow('intro', 'forward')).toBe('lesson');
    expect(passed.mayChoose('intro', 'lesson')).toBe(true);
  });
});

describe('rollup', () => {
  it('by default: completed when every SCO is, passed when every SCO passed, failed when one failed', () => {
    const tree = cluster('org', [sco('a'), sco('b')]);
    expect(new Sequencer(tree, {}).status()).toEqual({ completion: 'unknown', success: 'unknown' });
    const half = new Sequencer(tree, { a: progress({ completion_status: 'completed', success_status: 'passed' }) });
    expect(half.status()).toEqual({ completion: 'incomplete', success: 'unknown' });
    const done = new Sequencer(tree, {
      a: progress({ completion_status: 'completed', success_status: 'passed' }),
      b: progress({ completion_status: 'completed', success_status: 'passed' }),
    });
    expect(done.status()).toEqual({ completion: 'completed', success: 'passed' });
    const failed = new Sequencer(tree, {
      a: progress({ completion_status: 'completed', success_status: 'failed' }),
    });
    expect(failed.status().success).toBe('failed');
  });

  it('leaves out SCOs that do not count, and follows the package’s rollup rules', () => {
    const tree = cluster(
      'org',
      [sco('intro', { rollupObjectiveSatisfied: false, rollupProgressCompletion: false }), sco('quiz')],
      {
        rollupRules: [
          {
            action: 'completed',
            childActivitySet: 'any',
            minimumCount: 0,
            minimumPercent: 0,
            combination: 'any',
            conditions: [{ condition: 'satisfied', not: false }],
          },
        ],
      },
    );
    const sequencer = new Sequencer(tree, {
      quiz: progress({ completion_status: 'incomplete', success_status: 'passed' }),
    });
    expect(sequencer.status()).toEqual({ completion: 'completed', success: 'passed' });
    const counted = cluster('org', [sco('a'), sco('b'), sco('c')], {
      rollupRules: [
        {
          action: 'satisfied',
          childActivitySet: 'atLeastCount',
          minimumCount: 2,
          minimumPercent: 0,
          combination: 'any',
          conditions: [{ condition: 'satisfied', not: false }],
        },
      ],
    });
    const two = new Sequencer(counted, {
      a: progress({ success_status: 'passed' }),
      b: progress({ success_status: 'passed' }),
      c: progress({ success_status: 'failed' }),
    });
    // Satisfied by its rule, although the default not-satisfied rule (one failed) applies too.
    expect(two.status().success).toBe('passed');
  });

  it('leaves an unknown status out of rollup rules: the SCORM Driver template’s rules do not fail a course just begun', () => {
    const rule = (
      action: 'satisfied' | 'notSatisfied' | 'completed' | 'incomplete',
      condition: 'satisfied' | 'completed',
      not: boolean,
    ) => ({
      action,
      childActivitySet: 'all' as const,
      minimumCount: 0,
      minimumPercent: 0,
      combination: 'any' as const,
      conditions: [{ condition, not }],
    });
    // As Rise and other tools' SCORM 2004 exports write it (Rustici's SCORM Driver template).
    const tree = cluster('org', [sco('course')], {
      rollupRules: [
        rule('satisfied', 'satisfied', false),
        rule('notSatisfied', 'satisfied', true),
        rule('completed', 'completed', false),
        rule('incomplete', 'completed', true),
      ],
    });
    expect(new Sequencer(tree, { course: progress({ completion_status: 'unknown' }) }).status()).toEqual({
      completion: 'unknown',
      success: 'unknown',
    });
    expect(new Sequencer(tree, { course: progress({ completion_status: 'incomplete' }) }).status()).toEqual({
      completion: 'incomplete',
      success: 'unknown',
    });
    expect(
      new Sequencer(tree, { course: progress({ completion_status: 'completed', success_status: 'failed' }) }).status(),
    ).toEqual({ completion: 'completed', success: 'failed' });
  });

  it('rolls clusters up into the organisation', () => {
    const tree = cluster('org', [cluster('part', [sco('a'), sco('b')]), sco('c', { tracked: false })]);
    const sequencer = new Sequencer(tree, {
      a: progress({ completion_status: 'completed' }),
      b: progress({ completion_status: 'completed' }),
    });
    expect(sequencer.status().completion).toBe('completed');
  });
});

describe('postcondition rules', () => {
  it('asks to continue when the SCO is satisfied, or to retry it when not', () => {
    const tree = cluster('org', [
      sco('a', {
        postConditions: [
          { action: 'continue', combination: 'all', conditions: [when('satisfied')] },
          { action: 'retry', combination: 'all', conditions: [when('satisfied', { not: true })] },
        ],
      }),
      sco('b'),
    ]);
    expect(new Sequencer(tree, { a: progress({ success_status: 'passed' }) }).postCondition('a')).toBe('continue');
    expect(new Sequencer(tree, { a: progress({ success_status: 'failed' }) }).postCondition('a')).toBe('retry');
    expect(new Sequencer(tree, {}).postCondition('b')).toBeNull();
  });
});
