import { describe, expect, it } from 'vitest';
import { EVENT_DEFAULTS } from '@campus/contracts';
import {
  attendanceOutcome,
  mayComplete,
  mayEditRegisters,
  mayEditSummary,
  mayGiveTrainerFeedback,
  mayReadSessionRecords,
  recordActions,
  registerFilled,
  registersEnabled,
  summaryEnabled,
  summaryFilled,
  trainerFeedbackRequired,
} from './registers.policy.js';

const COORDINATOR = { roles: ['event_coordinator' as const], customerRoles: [], userId: 'coordinator' };
const OWN_COORDINATOR = { roles: ['event_coordinator' as const], customerRoles: [], userId: 'own' };
const TRAINER = { roles: [], customerRoles: ['trainer' as const], userId: 'trainer' };
const OTHER_TRAINER = { roles: [], customerRoles: ['trainer' as const], userId: 'someone' };
const LEARNER = { roles: ['learner' as const], customerRoles: [], userId: 'learner' };
const SESSION = { coordinatorIds: ['own'], trainerIds: ['trainer'] };

const settings = (overrides: Partial<typeof EVENT_DEFAULTS.completionSettings> = {}) => ({
  ...EVENT_DEFAULTS.completionSettings,
  ...overrides,
});
const trainersOn = { enableTrainers: true };
const trainersOff = { enableTrainers: false };

describe('which events keep registers and a summary (03 §4)', () => {
  it('keeps registers for attendance, and for assessment with registers enabled; never for automatic', () => {
    expect(registersEnabled(settings({ completionType: 'attendance' }))).toBe(true);
    expect(registersEnabled(settings({ completionType: 'assessment', enableRegisters: true }))).toBe(true);
    expect(registersEnabled(settings({ completionType: 'assessment', enableRegisters: false }))).toBe(false);
    expect(registersEnabled(settings({ completionType: 'automatic', enableRegisters: true }))).toBe(false);
    expect(summaryEnabled(settings({ completionType: 'assessment' }))).toBe(true);
    expect(summaryEnabled(settings({ completionType: 'attendance' }))).toBe(false);
  });
});

describe('who may edit and complete a register (03 §4, §6)', () => {
  it('lets any coordinator in when registersEditByAnyCoordinator, else only the session’s own', () => {
    const any = settings({ registersEditByAnyCoordinator: true });
    const own = settings({ registersEditByAnyCoordinator: false });
    expect(mayEditRegisters(COORDINATOR, any, trainersOff, SESSION)).toBe(true);
    expect(mayEditRegisters(COORDINATOR, own, trainersOff, SESSION)).toBe(false);
    expect(mayEditRegisters(OWN_COORDINATOR, own, trainersOff, SESSION)).toBe(true);
    // Named as the session's coordinator without the coordinator role: not a coordinator.
    expect(mayEditRegisters({ ...LEARNER, userId: 'own' }, own, trainersOff, SESSION)).toBe(false);
  });

  it('lets the session’s trainers in only with registersEditByTrainers and trainers enabled', () => {
    const byTrainers = settings({ registersEditByTrainers: true });
    expect(mayEditRegisters(TRAINER, byTrainers, trainersOn, SESSION)).toBe(true);
    expect(mayEditRegisters(TRAINER, byTrainers, trainersOff, SESSION)).toBe(false);
    expect(mayEditRegisters(TRAINER, settings({ registersEditByTrainers: false }), trainersOn, SESSION)).toBe(false);
    expect(mayEditRegisters(OTHER_TRAINER, byTrainers, trainersOn, SESSION)).toBe(false);
    expect(mayEditRegisters(LEARNER, byTrainers, trainersOn, SESSION)).toBe(false);
  });

  it('lets coordinators and any trainer of the session edit the summary, and read the records', () => {
    expect(mayEditSummary(COORDINATOR, SESSION)).toBe(true);
    expect(mayEditSummary(TRAINER, SESSION)).toBe(true);
    expect(mayEditSummary(OTHER_TRAINER, SESSION)).toBe(false);
    expect(mayEditSummary(LEARNER, SESSION)).toBe(false);
    expect(mayReadSessionRecords(TRAINER, SESSION)).toBe(true);
    expect(mayReadSessionRecords(OTHER_TRAINER, SESSION)).toBe(false);
  });

  it('offers edit while open and complete once ended; nothing when completed or cancelled', () => {
    expect(recordActions(true, false, 'upcoming')).toEqual(['edit']);
    expect(recordActions(true, false, 'ended')).toEqual(['edit', 'complete']);
    expect(recordActions(true, true, 'ended')).toEqual([]);
    expect(recordActions(true, false, 'cancelled')).toEqual([]);
    expect(recordActions(false, false, 'ended')).toEqual([]);
    expect(mayComplete(false, 'ended', true)).toBe(true);
    expect(mayComplete(false, 'in_progress', true)).toBe(false);
    expect(mayComplete(false, 'ended', false)).toBe(false);
    expect(mayComplete(true, 'ended', true)).toBe(false);
  });
});

describe('filled registers and summaries, and the attendance outcome', () => {
  it('needs every learner marked, and a reason for each absence when the event asks for one', () => {
    const present = { attendance: true, absenceReason: null };
    const absent = { attendance: false, absenceReason: null };
    const excused = { attendance: false, absenceReason: 'Illness' };
    expect(registerFilled([present, absent], { absenceReasonRequired: false })).toMatchObject({ filled: true });
    expect(registerFilled([present, absent], { absenceReasonRequired: true })).toEqual({
      filled: false,
      unmarked: 0,
      reasonMissing: 1,
    });
    expect(registerFilled([present, excused], { absenceReasonRequired: true }).filled).toBe(true);
    expect(registerFilled([present, undefined], { absenceReasonRequired: false })).toMatchObject({
      filled: false,
      unmarked: 1,
    });
    expect(registerFilled([{ attendance: null, absenceReason: null }], { absenceReasonRequired: false }).filled).toBe(
      false,
    );
    expect(registerFilled([], { absenceReasonRequired: true }).filled).toBe(true);
    expect(summaryFilled([{ completion: 'passed' }, { completion: 'not_passed' }])).toBe(true);
    expect(summaryFilled([{ completion: 'passed' }, { completion: null }])).toBe(false);
    expect(summaryFilled([undefined])).toBe(false);
    expect(attendanceOutcome(true)).toBe('completed');
    expect(attendanceOutcome(false)).toBe('not_completed');
  });
});

describe('trainer feedback', () => {
  it('is given by a trainer of the date with trainers enabled, and required only then', () => {
    expect(mayGiveTrainerFeedback(TRAINER, trainersOn, { trainerIds: ['trainer'] })).toBe(true);
    expect(mayGiveTrainerFeedback(TRAINER, trainersOff, { trainerIds: ['trainer'] })).toBe(false);
    expect(mayGiveTrainerFeedback(COORDINATOR, trainersOn, { trainerIds: ['trainer'] })).toBe(false);
    expect(trainerFeedbackRequired({ trainerFeedbackRequired: true }, trainersOn)).toBe(true);
    expect(trainerFeedbackRequired({ trainerFeedbackRequired: true }, trainersOff)).toBe(false);
  });
});
