import { describe, expect, it } from 'vitest';
import { EVENT_DEFAULTS } from '@campus/contracts';
import {
  filledFromCounts,
  sessionCompletionFlags,
  shownStatus,
  trainerNextSteps,
  trainerStateOf,
  userCompletionStatus,
} from './completion.js';

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

describe('where the trainer dashboard leads (the register to fill next, the summary)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const date = (id: string, start: string, state: { completed?: boolean; filled?: boolean } = {}) => ({
    id,
    start: new Date(start),
    completed: state.completed ?? false,
    filled: state.filled ?? false,
  });
  const attendance = { completionType: 'attendance' as const, enableRegisters: false };
  const assessment = { completionType: 'assessment' as const, enableRegisters: false };
  const summary = { completed: false };

  it('after the session: the first date whose register is not completed', () => {
    const registers = [
      date('d1', '2026-11-20T09:00:00Z', { completed: true, filled: true }),
      date('d2', '2026-11-21T09:00:00Z', { filled: true }),
      date('d3', '2026-11-22T09:00:00Z'),
    ];
    expect(trainerNextSteps({ id: 's', status: 'ended' }, attendance, { registers, summary }, now)).toEqual({
      registersEnabled: true,
      nextRegisterId: 'd2',
      summaryId: null,
    });
    const allDone = registers.map((register) => ({ ...register, completed: true }));
    expect(
      trainerNextSteps({ id: 's', status: 'ended' }, attendance, { registers: allDone, summary }, now).nextRegisterId,
    ).toBeNull();
  });

  it('while it runs: the first date begun not filled, else the last begun; never a date to come', () => {
    const registers = [
      date('d1', '2026-11-23T09:00:00Z', { filled: true }),
      date('d2', '2026-11-24T09:00:00Z'),
      date('d3', '2026-11-25T09:00:00Z'),
    ];
    const running = { id: 's', status: 'in_progress' as const };
    expect(trainerNextSteps(running, attendance, { registers, summary }, now).nextRegisterId).toBe('d2');
    const unfilled = registers.map((register) => ({ ...register, filled: false }));
    expect(trainerNextSteps(running, attendance, { registers: unfilled, summary }, now).nextRegisterId).toBe('d1');
    const filled = registers.map((register) => ({ ...register, filled: true }));
    expect(trainerNextSteps(running, attendance, { registers: filled, summary }, now).nextRegisterId).toBe('d2');
  });

  it('nothing before the session begins, once it is cancelled, or when the event keeps no registers', () => {
    const registers = [date('d1', '2026-11-30T09:00:00Z')];
    for (const status of ['upcoming', 'draft', 'cancelled'] as const)
      expect(trainerNextSteps({ id: 's', status }, assessment, { registers, summary }, now)).toEqual({
        registersEnabled: false,
        nextRegisterId: null,
        summaryId: null,
      });
    const ended = [date('d1', '2026-11-20T09:00:00Z')];
    expect(
      trainerNextSteps(
        { id: 's', status: 'ended' },
        { completionType: 'automatic', enableRegisters: true },
        {
          registers: ended,
          summary,
        },
        now,
      ),
    ).toEqual({ registersEnabled: false, nextRegisterId: null, summaryId: null });
  });

  it('the summary (the session’s id) for assessment until it is completed, beside its registers when kept', () => {
    const registers = [date('d1', '2026-11-20T09:00:00Z')];
    const withRegisters = { completionType: 'assessment' as const, enableRegisters: true };
    expect(trainerNextSteps({ id: 's', status: 'ended' }, withRegisters, { registers, summary }, now)).toEqual({
      registersEnabled: true,
      nextRegisterId: 'd1',
      summaryId: 's',
    });
    expect(
      trainerNextSteps({ id: 's', status: 'ended' }, assessment, { registers, summary: { completed: true } }, now)
        .summaryId,
    ).toBeNull();
  });

  it('counts a register filled when nobody is unmarked and, when reasons are asked for, every absence has one', () => {
    expect(filledFromCounts({ unmarked: 0, absentWithoutReason: 2 }, { absenceReasonRequired: false })).toBe(true);
    expect(filledFromCounts({ unmarked: 0, absentWithoutReason: 2 }, { absenceReasonRequired: true })).toBe(false);
    expect(filledFromCounts({ unmarked: 1, absentWithoutReason: 0 }, { absenceReasonRequired: false })).toBe(false);
  });
});
