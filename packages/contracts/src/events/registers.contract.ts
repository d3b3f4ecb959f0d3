import { z } from 'zod';
import { visibleText } from '../text-fields.js';
import {
  bookingFormAnswerSchema,
  personRefSchema,
  SESSION_STATUSES,
  SHOWN_BOOKING_STATUSES,
} from './events.contract.js';

/**
 * Registers, summaries, commits and trainer feedback (03 §3 Register entry, Summary entry, Trainer
 * feedback; §4; §7 "Registers", "Summaries", "Trainer feedback"), all under /api/classroom. The
 * choices the spec leaves open are in docs/events.md ("Registers, summaries and completion") and
 * decision 0047:
 * - a session has one register per occurrence item (date); the register's id IS the item's id,
 *   so `registerId` and `occurrenceItemId` are the same value;
 * - a session has one summary; its id IS the session's id;
 * - `{id}` of `digital-register-list` and `digital-register-summary-list` is the session's id;
 * - every entry carries a `version`: a save sends back the version it read (0 for an entry never
 *   saved), and a row someone else saved meanwhile is refused (409 naming it) while the others save;
 *   `updatedAt` and `updatedBy` say when and by whom each entry was last saved.
 */

const text = (max: number) => visibleText().max(max);

/** What the caller may do with a register or the summary now (decided by the server, decision 0032). */
export const REGISTER_ACTIONS = ['edit', 'complete'] as const;
export type RegisterAction = (typeof REGISTER_ACTIONS)[number];

/** 03 §3 Summary entry completion: passed / not passed. */
export const SUMMARY_COMPLETIONS = ['passed', 'not_passed'] as const;
export type SummaryCompletion = (typeof SUMMARY_COMPLETIONS)[number];

/**
 * A learner's recorded outcome of a session, once its registers or summary are committed (or, for
 * automatic completion, once it has ended): present on every date (completed) or not
 * (not_completed), passed or not passed.
 */
export const EVENT_OUTCOMES = ['completed', 'not_completed', 'passed', 'not_passed'] as const;
export type EventOutcome = (typeof EVENT_OUTCOMES)[number];

/** The register or summary's completion: when, by whom. */
const completionFields = {
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  completedBy: personRefSchema.nullable(),
  /** Goes up with every save into it and with its completion. */
  version: z.number().int(),
  /** Every learner booked has what completion needs (present/absent with a reason when asked; passed/not passed). */
  filled: z.boolean(),
  allowedActions: z.array(z.enum(REGISTER_ACTIONS)),
};

/** The learner of an entry: one per learner booked on the session. */
const learnerFields = {
  learnerId: z.uuid(),
  /** The learner's booking on the session. */
  bookingId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The learner's shown booking status (03 §3 "booking statuses shown"). */
  status: z.enum(SHOWN_BOOKING_STATUSES),
};

// --- Registers: GET /api/classroom/digital-register-list/{sessionId}
/** What a register entry holds (and a save answers with). */
export const registerEntryValuesSchema = z.object({
  occurrenceItemId: z.uuid(),
  learnerId: z.uuid(),
  /** Present (true), absent (false), not marked yet (null). */
  attendance: z.boolean().nullable(),
  absenceReason: z.string().nullable(),
  absenceReasonValid: z.boolean().nullable(),
  notes: z.string().nullable(),
  /** 0 until the entry is first saved. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /** Who saved the entry last (null until it is first saved): the 409 notice names them. */
  updatedBy: personRefSchema.nullable(),
});
export type RegisterEntryValues = z.infer<typeof registerEntryValuesSchema>;

/** 03 §3 Register entry. */
export const registerEntrySchema = registerEntryValuesSchema.extend({
  ...learnerFields,
  /** The learner's booking-form answers. */
  bookingForm: z.array(bookingFormAnswerSchema),
});
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

/** One date's register. Its id is the occurrence item's. */
export const registerSchema = z.object({
  id: z.uuid(),
  occurrenceItemId: z.uuid(),
  sessionId: z.uuid(),
  datetimeStart: z.string(),
  datetimeEnd: z.string(),
  timeZone: z.string(),
  /** 'YYYY-MM-DD' in the date's zone. */
  localDate: z.string(),
  ...completionFields,
  /** One per learner booked on the session, by last name. */
  entries: z.array(registerEntrySchema),
});
export type Register = z.infer<typeof registerSchema>;

/** What a register screen needs of the event's completion settings. */
export const registerSettingsSchema = z.object({
  completionType: z.enum(['attendance', 'automatic', 'assessment']),
  /** Whether this event keeps registers at all (attendance, or assessment with registers enabled). */
  registersEnabled: z.boolean(),
  absenceReasonRequired: z.boolean(),
  /** The reasons offered; when there are some, an absence reason must be one of them. */
  absenceReason: z.array(z.string()),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid() });

export const registerListResponseSchema = z.object({
  /** The session's registers, one per date, in date order. */
  data: z.array(registerSchema),
  settings: registerSettingsSchema,
  sessionStatus: z.enum(SESSION_STATUSES),
  /** Every register of the session is completed. */
  attendanceRegistryCompleted: z.boolean(),
});
export type RegisterListResponse = z.infer<typeof registerListResponseSchema>;

// --- POST /api/classroom/digital-register-bulk (rows)
/**
 * One entry to save: the register (date) and learner, the version read, and the fields to change
 * (a field left out keeps its value). Marking present clears the absence fields.
 */
export const registerRowSchema = z.object({
  occurrenceItemId: z.uuid(),
  learnerId: z.uuid(),
  version: z.number().int().min(0),
  attendance: z.boolean().nullable().optional(),
  absenceReason: text(500).nullable().optional(),
  absenceReasonValid: z.boolean().nullable().optional(),
  notes: text(4000).nullable().optional(),
});
export type RegisterRow = z.infer<typeof registerRowSchema>;
/** Rows of any registers the caller may edit (a session's dates, usually one register). */
export const registerBulkBodySchema = z.array(registerRowSchema).min(1).max(1000);
/** The entries saved, with their new versions (in the order sent). */
export const registerBulkResponseSchema = z.object({ data: z.array(registerEntryValuesSchema) });

// --- POST /api/classroom/occurrence/commit/{sessionId}/attendance/{registerId}
export const commitAttendanceParamsSchema = z.object({ sessionId: z.uuid(), registerId: z.uuid() });
export const commitAttendanceResponseSchema = z.object({
  data: registerSchema,
  /** This was the session's last register: completion is set for every learner (attendance). */
  attendanceRegistryCompleted: z.boolean(),
});

// --- Summaries: GET /api/classroom/digital-register-summary-list/{sessionId}
export const summaryEntryValuesSchema = z.object({
  /** The session (occurrence). */
  occurrenceId: z.uuid(),
  learnerId: z.uuid(),
  completion: z.enum(SUMMARY_COMPLETIONS).nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /** Who saved the entry last (null until it is first saved). */
  updatedBy: personRefSchema.nullable(),
});
export type SummaryEntryValues = z.infer<typeof summaryEntryValuesSchema>;

/** 03 §3 Summary entry: its id is the learner's booking's. */
export const summaryEntrySchema = summaryEntryValuesSchema.extend({ id: z.uuid(), ...learnerFields });
export type SummaryEntry = z.infer<typeof summaryEntrySchema>;

/** The session's summary. Its id is the session's. */
export const summarySchema = z.object({
  id: z.uuid(),
  occurrenceId: z.uuid(),
  ...completionFields,
  entries: z.array(summaryEntrySchema),
});
export type Summary = z.infer<typeof summarySchema>;

export const summaryListResponseSchema = z.object({
  data: summarySchema,
  settings: registerSettingsSchema,
  sessionStatus: z.enum(SESSION_STATUSES),
  /** Every register of the session is completed (needed first when the event keeps registers). */
  attendanceRegistryCompleted: z.boolean(),
});
export type SummaryListResponse = z.infer<typeof summaryListResponseSchema>;

// --- POST /api/classroom/digital-register-summary-bulk (rows)
export const summaryRowSchema = z.object({
  occurrenceId: z.uuid(),
  learnerId: z.uuid(),
  version: z.number().int().min(0),
  completion: z.enum(SUMMARY_COMPLETIONS).nullable().optional(),
  notes: text(4000).nullable().optional(),
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;
export const summaryBulkBodySchema = z.array(summaryRowSchema).min(1).max(1000);
export const summaryBulkResponseSchema = z.object({ data: z.array(summaryEntryValuesSchema) });

// --- POST /api/classroom/occurrence/commit/{sessionId}/assessment
export const commitAssessmentParamsSchema = z.object({ sessionId: z.uuid() });
export const commitAssessmentResponseSchema = z.object({ data: summarySchema });

// --- Trainer feedback: POST and PATCH /api/classroom/feedback/trainer, GET /feedback/trainer/{sessionId}
/** 03 §3 Trainer feedback: one per trainer and date. */
export const trainerFeedbackSchema = z.object({
  id: z.uuid(),
  trainerId: z.uuid(),
  trainer: personRefSchema,
  occurrenceItemId: z.uuid(),
  feedback: z.string(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainerFeedback = z.infer<typeof trainerFeedbackSchema>;

/** The caller's feedback on one date they train: POST gives it, PATCH changes it. */
export const trainerFeedbackBodySchema = z.object({
  occurrenceItemId: z.uuid(),
  feedback: text(10_000).min(1),
});
export const trainerFeedbackParamsSchema = z.object({ sessionId: z.uuid() });
export const trainerFeedbackListResponseSchema = z.object({
  /** The session's feedback, by date then trainer. */
  data: z.array(trainerFeedbackSchema),
  /** The event asks trainers for feedback (trainerFeedbackRequired with trainers enabled). */
  required: z.boolean(),
  /** The dates the caller trains that still wait for their feedback (ended or not). */
  pendingForMe: z.array(z.uuid()),
});
