import { describe, expect, it } from 'vitest';
import { EVENT_DEFAULTS } from '@campus/contracts';
import { sessionCompletionFlags, shownStatus, trainerStateOf, userCompletionStatus } from './completion.js';

const booked = {
  status: 'booked' as const,
  learnerId: 'l',
  createdBy: 'l',
  promotedAt: null,
  cancellationReason: null,
};
const shown = (sessionStatus: 'upcoming' | 'in_progress' | 'ended' | 'cancelled', extra = {}) =>
  shownStatus({ sessionStatus, booking: booked, waiting: false, requiresAcceptance: false, ...extra });

describe('the shown booking status for each completion type (03 §3, §4)', () => {
  it('automatic: completed once the session has ended, with or without the recorded outcome', () => {
    expect(shown('ended', { completionType: 'automatic' })).toBe('completed');
    expect(shown('ended', { completionType: 'automatic', outcome: 'completed' })).toBe('completed');
    expect(shown('in_progress', { completionType: 'automatic' })).toBe('in_progress');
  });

  it('attendance: completed only when recorded; booked while registers are pending or when absent', () => {
    expect(shown('ended', { completionType: 'attendance' })).toBe('booked');
    expect(shown('ended', { completionType: 'attendance', outcome: 'completed' })).toBe('completed');
    expect(shown('ended', { completionType: 'attendance', outcome: 'not_completed' })).toBe('booked');
  });

  it('assessment: passed only when the summary says so', () => {
    expect(shown('ended', { completionType: 'assessment' })).toBe('booked');
    expect(shown('ended', { completionType: 'assessment', outcome: 'passed' })).toBe('passed');
    expect(shown('ended', { completionType: 'assessment', outcome: 'not_passed' })).toBe('booked');
    expect(shown('ended', { completionType: 'assessment', outcome: 'not_passed', requiresAcceptance: true })).toBe(
      'accepted',
    );
  });

  it('gives the learner’s completion: not started, in progress until recorded, then completed, passed or failed', () => {
    const of = (
      sessionStatus: 'upcoming' | 'in_progress' | 'ended',
      completionType: 'attendance' | 'automatic' | 'assessment',
      outcome: 'completed' | 'not_completed' | 'passed' | 'not_passed' | null = null,
    ) => userCompletionStatus({ sessionStatus, bookingStatus: 'booked', completionType, outcome });
    expect(of('upcoming', 'attendance')).toBe('not_started');
    expect(of('in_progress', 'attendance')).toBe('in_progress');
    expect(of('ended', 'attendance')).toBe('in_progress');
    expect(of('ended', 'automatic')).toBe('completed');
    expect(of('ended', 'attendance', 'completed')).toBe('completed');
    expect(of('ended', 'attendance', 'not_completed')).toBe('failed');
    expect(of('ended', 'assessment', 'passed')).toBe('passed');
    expect(of('ended', 'assessment', 'not_passed')).toBe('failed');
    expect(
      userCompletionStatus({
        sessionStatus: 'ended',
        bookingStatus: 'cancelled',
        completionType: 'automatic',
        outcome: null,
      }),
    ).toBeNull();
  });
});

describe('the session’s completion flags', () => {
  const none = { registers: [], summary: { completed: false, filled: false }, hasOutcomes: false };
  it('reads the registers for attendance and the summary for assessment', () => {
    const attendance = { ...EVENT_DEFAULTS.completionSettings, completionType: 'attendance' as const };
    expect(
      sessionCompletionFlags('ended', attendance, {
        ...none,
        registers: [
          { completed: true, filled: true },
          { completed: false, filled: true },
        ],
      }),
    ).toEqual({
      isCompleted: false,
      attendanceReadyForCompletion: true,
      attendanceRegistryCompleted: false,
      assessmentRegistryFilled: false,
      assessmentRegistryCompleted: false,
    });
    expect(
      sessionCompletionFlags('ended', attendance, { ...none, registers: [{ completed: true, filled: true }] }),
    ).toMatchObject({ isCompleted: true, attendanceRegistryCompleted: true });
    const assessment = { ...EVENT_DEFAULTS.completionSettings, completionType: 'assessment' as const };
    expect(
      sessionCompletionFlags('ended', assessment, { ...none, summary: { completed: true, filled: true } }),
    ).toMatchObject({ isCompleted: true, assessmentRegistryFilled: true, assessmentRegistryCompleted: true });
    expect(sessionCompletionFlags('ended', EVENT_DEFAULTS.completionSettings, none).isCompleted).toBe(true);
    expect(sessionCompletionFlags('in_progress', EVENT_DEFAULTS.completionSettings, none).isCompleted).toBe(false);
  });
});

describe('the trainer list states (03 §4)', () => {
  const event = (completion: Partial<typeof EVENT_DEFAULTS.completionSettings>, enableTrainers = true) => ({
    completionSettings: { ...EVENT_DEFAULTS.completionSettings, ...completion },
    occurrenceSettings: { ...EVENT_DEFAULTS.occurrenceSettings, enableTrainers },
  });
  const done = {
    attendanceRegistryCompleted: true,
    assessmentRegistryCompleted: true,
    feedbackGiven: true,
    hasOutcomes: true,
  };

  it('waits on the register, then the assessment, then the trainer’s feedback, then is complete', () => {
    const all = event({ completionType: 'assessment', enableRegisters: true, trainerFeedbackRequired: true });
    expect(trainerStateOf('upcoming', all)).toBe('upcoming');
    expect(trainerStateOf('in_progress', all)).toBe('in_process');
    expect(trainerStateOf('ended', all)).toBe('register_pending');
    expect(trainerStateOf('ended', all, { ...done, assessmentRegistryCompleted: false, feedbackGiven: false })).toBe(
      'assessment_pending',
    );
    expect(trainerStateOf('ended', all, { ...done, feedbackGiven: false })).toBe('feedback_pending');
    expect(trainerStateOf('ended', all, done)).toBe('complete');
    // Feedback is not asked for when trainers are off.
    expect(
      trainerStateOf('ended', event({ completionType: 'attendance', trainerFeedbackRequired: true }, false), done),
    ).toBe('complete');
    expect(trainerStateOf('ended', event({ completionType: 'automatic' }))).toBe('complete');
  });

  it('tells a cancelled session that had completions from one that had none', () => {
    expect(trainerStateOf('cancelled', event({}))).toBe('cancelled');
    expect(trainerStateOf('cancelled', event({}), done)).toBe('cancelled_completed');
  });
});
