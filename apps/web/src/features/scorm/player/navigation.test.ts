import { describe, expect, it } from 'vitest';
import { defaultActivity, type ScormLaunch, type ScormSco, type SequencingActivity } from '@campus/contracts';
import { choicesOf, nextSco, requestValid, sequencerOf } from './navigation';

const scos: ScormSco[] = ['intro', 'lesson', 'quiz'].map((identifier) => ({
  identifier,
  title: identifier,
  launch: `${identifier}.html`,
  masteryScore: null,
}));
type Navigable = Pick<ScormLaunch, 'scos' | 'standard' | 'sequencing' | 'data' | 'attempts'>;
const plain = (standard: 'scorm12' | 'scorm2004', list = scos): Navigable => ({
  scos: list,
  standard,
  sequencing: null,
  data: {},
  attempts: {},
});
const to = (launch: Navigable, current: string, request: string) =>
  nextSco(launch, current, request, sequencerOf(launch));

describe('moving between SCOs without sequencing rules', () => {
  it('follows SCORM 2004 navigation requests along the organisation', () => {
    const tour = plain('scorm2004');
    expect(to(tour, 'intro', 'continue')).toEqual({ to: 'lesson', refused: false });
    expect(to(tour, 'lesson', 'previous').to).toBe('intro');
    expect(to(tour, 'intro', '{target=quiz}choice').to).toBe('quiz');
    expect(to(tour, 'intro', '{target=elsewhere}choice')).toEqual({ to: null, refused: true });
    expect(to(tour, 'quiz', 'continue').to).toBeNull();
    expect(to(tour, 'intro', 'previous')).toEqual({ to: null, refused: true });
    for (const request of ['exit', 'exitAll', 'suspendAll', 'abandon']) {
      expect(to(tour, 'lesson', request)).toEqual({ to: null, refused: false });
    }
  });

  it('flows on after a SCO without a request, and ends after the last', () => {
    expect(to(plain('scorm12'), 'intro', '_none_').to).toBe('lesson');
    expect(to(plain('scorm12'), 'quiz', '_none_').to).toBeNull();
    expect(to(plain('scorm2004', scos.slice(0, 1)), 'intro', '_none_').to).toBeNull();
  });
});

describe('moving between SCOs by the package’s sequencing', () => {
  const sco = (identifier: string, rules: Partial<SequencingActivity> = {}): SequencingActivity => ({
    ...defaultActivity(identifier, identifier, true),
    ...rules,
  });
  // The lesson is disabled until the introduction is completed; the quiz may be taken once.
  const tree: SequencingActivity = {
    ...defaultActivity('org', 'Course', false),
    flow: true,
    children: [
      sco('intro'),
      sco('lesson', {
        preConditions: [
          {
            action: 'disabled',
            combination: 'all',
            conditions: [{ condition: 'attempted', not: true, objective: null, measureThreshold: 0 }],
          },
        ],
      }),
      sco('quiz', { attemptLimit: 1 }),
    ],
  };
  const ruled = (data: ScormLaunch['data'] = {}, attempts: Record<string, number> = {}): Navigable => ({
    ...plain('scorm2004'),
    sequencing: tree,
    data,
    attempts,
  });

  it('refuses what the rules do not allow, and says so', () => {
    const fresh = ruled();
    expect(to(fresh, 'intro', 'continue')).toEqual({ to: null, refused: true });
    expect(to(fresh, 'intro', '{target=lesson}choice')).toEqual({ to: null, refused: true });
    expect(to(fresh, 'intro', '{target=quiz}choice').to).toBe('quiz');
    expect(requestValid(fresh, 'intro', 'continue', sequencerOf(fresh))).toBe('false');
    expect(requestValid(fresh, 'intro', 'choice.{target=lesson}', sequencerOf(fresh))).toBe('false');
    expect(choicesOf(fresh, 'intro', sequencerOf(fresh))).toEqual({
      previous: null,
      continue: null,
      list: [
        { identifier: 'intro', title: 'intro', disabled: false },
        { identifier: 'lesson', title: 'lesson', disabled: true },
        { identifier: 'quiz', title: 'quiz', disabled: false },
      ],
    });
  });

  it('opens the lesson once it has been attempted, and closes the quiz after its one attempt', () => {
    const later = ruled(
      { lesson: { cmi: { cmi: { completion_status: 'incomplete' } }, suspendData: '' } },
      { quiz: 1 },
    );
    expect(to(later, 'intro', 'continue').to).toBe('lesson');
    expect(to(later, 'lesson', 'continue')).toEqual({ to: null, refused: true });
    expect(choicesOf(later, 'lesson', sequencerOf(later)).list.map((item) => item.disabled)).toEqual([
      false,
      false,
      true,
    ]);
    // The quiz itself, once its session has ended, is closed like any other.
    expect(choicesOf(later, 'quiz', sequencerOf(later), true).list.at(-1)).toMatchObject({ disabled: true });
    expect(choicesOf(later, 'quiz', sequencerOf(later), false).list.at(-1)).toMatchObject({ disabled: false });
  });

  it('reads the playing SCO’s data as it is now', () => {
    const launch = ruled();
    const live = sequencerOf(launch, { scoId: 'lesson', cmi: { cmi: { completion_status: 'incomplete' } } });
    expect(requestValid(launch, 'intro', 'continue', live)).toBe('true');
  });
});
