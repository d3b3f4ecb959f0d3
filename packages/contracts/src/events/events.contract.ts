import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { visibleText, webLink } from '../text-fields.js';

/**
 * Classroom events, sessions (occurrences), bookings and waiting lists (03 §3, §4, §5, §7, §8,
 * §9). Paths are the spec's under /api/classroom. Choices the spec leaves open are in
 * docs/events.md.
 */

export const EVENT_STATUSES = ['draft', 'active', 'archived'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const SESSION_STATUSES = ['draft', 'upcoming', 'in_progress', 'ended', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_TYPES = ['face_to_face', 'online'] as const;
export const LIMIT_TYPES = ['roomBased', 'fixed', 'unlimited'] as const;
export const TIME_UNITS = ['hour', 'day'] as const;
export const BOOKING_STATUSES = ['invite', 'request', 'booked', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** What the caller may do with an event, decided by the server (abilities travel with the data). */
export const EVENT_ACTIONS = ['edit', 'addSession', 'archive', 'reactivate', 'delete'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];
/** What the caller may do with a session and its bookings. */
export const SESSION_ACTIONS = [
  'edit',
  'activate',
  'deactivate',
  'cancel',
  'archive',
  'book',
  'manageBookings',
] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/** 03 §5, §9: unlimited is stored as fixed with this maximum and shown as unlimited. */
export const UNLIMITED_BOOKINGS = 999_999;
/** 03 §9: when the venue's zone is unknown. */
export const DEFAULT_TIME_ZONE = 'Europe/London';

const limit = (value: number) => ({ value, type: 'day' as const });
const timeLimitSchema = (fallback: { value: number; type: 'hour' | 'day' }) =>
  z.object({ value: z.number().int().min(0).max(10_000), type: z.enum(TIME_UNITS) }).default(fallback);

/** Text a person typed: trimmed of invisible characters too, so a blank name fails `.min(1)`. */
const text = (max: number) => visibleText().max(max);

// --- Settings (03 §3 Event), each with the spec's defaults (03 §9)
export const bookingFormFieldSchema = z.object({
  id: z.string().trim().min(1).max(64),
  label: text(500).min(1),
  type: z.enum(['text', 'checkbox', 'single_choice', 'multi_choice']),
  validation: z.object({ mandatory: z.boolean().default(false) }).default({ mandatory: false }),
  options: z.array(text(500)).max(50).default([]),
  helpText: text(1000).nullable().default(null),
  otherOption: z.boolean().default(false),
});
export type BookingFormField = z.infer<typeof bookingFormFieldSchema>;

export const occurrenceSettingsSchema = z.object({
  sessionType: z.enum(SESSION_TYPES).default('face_to_face'),
  meetingLink: webLink(2000).nullable().default(null),
  platform: text(200).nullable().default(null),
  virtualAccessDetails: text(4000).nullable().default(null),
  defaultLocation: z
    .object({ id: z.uuid(), name: z.string(), capacity: z.number().int().nullable() })
    .nullable()
    .default(null),
  enableTrainers: z.boolean().default(false),
  defaultTrainers: z.array(z.uuid()).max(50).default([]),
});
export type EventOccurrenceSettings = z.output<typeof occurrenceSettingsSchema>;

export const bookingSettingsSchema = z
  .object({
    minBookingLimit: z.number().int().min(0).max(UNLIMITED_BOOKINGS).default(1),
    maxBookingLimitType: z.enum(LIMIT_TYPES).default('fixed'),
    maxBookingLimit: z.number().int().min(1).max(UNLIMITED_BOOKINGS).default(1),
    bookingAcceptanceLimit: timeLimitSchema(limit(1)),
    /** Learners may book without an enrolment on a course holding the event. */
    allowNoEnrolments: z.boolean().default(false),
    /** Bookings wait for a coordinator's approval (acceptance requests). */
    requiresAcceptance: z.boolean().default(false),
    sendReminders: z.boolean().default(true),
    reminderInterval: timeLimitSchema(limit(1)),
    bookingFormRequired: z.boolean().default(false),
    bookingForm: z.object({ fields: z.array(bookingFormFieldSchema).max(50).default([]) }).default({ fields: [] }),
  })
  // 03 §5: unlimited is sent as fixed with maximum 999999.
  .transform((settings) =>
    settings.maxBookingLimitType === 'unlimited'
      ? { ...settings, maxBookingLimitType: 'fixed' as const, maxBookingLimit: UNLIMITED_BOOKINGS }
      : settings,
  );
export type EventBookingSettings = z.output<typeof bookingSettingsSchema>;

export const cancellationSettingsSchema = z.object({
  selfCancellationAllowed: z.boolean().default(true),
  selfCancellationLimit: timeLimitSchema(limit(1)),
  cancellationReasonRequired: z.boolean().default(false),
  /** The reasons offered to choose from. */
  cancellationReason: z.array(text(500)).max(50).default([]),
  cancellationReasonCustomEnabled: z.boolean().default(false),
  autoCancellationEnabled: z.boolean().default(false),
  autoCancellationLimit: timeLimitSchema({ value: 1, type: 'hour' }),
});
export type EventCancellationSettings = z.output<typeof cancellationSettingsSchema>;

export const completionSettingsSchema = z.object({
  completionType: z.enum(['attendance', 'automatic', 'assessment']).default('automatic'),
  enableRegisters: z.boolean().default(false),
  registersEditByAnyCoordinator: z.boolean().default(true),
  registersEditByTrainers: z.boolean().default(false),
  trainerFeedbackRequired: z.boolean().default(false),
  absenceReasonRequired: z.boolean().default(false),
  absenceReason: z.array(text(500)).max(50).default([]),
  feedbackForm: z.object({ fields: z.array(z.unknown()).max(50).default([]) }).default({ fields: [] }),
});
export type EventCompletionSettings = z.output<typeof completionSettingsSchema>;

export const costOverrideSchema = z.object({
  referenceType: z.enum(['sector', 'service']),
  reference: z.object({ domain: text(200), id: text(200).min(1) }),
  /** Pounds. */
  value: z.number().min(0).max(1_000_000),
});
export const costsSettingsSchema = z.object({
  costsEnabled: z.boolean().default(false),
  /** Pounds (03 §9: 0 in the data layer). */
  costsValue: z.number().min(0).max(1_000_000).default(0),
  overridesEnabled: z.boolean().default(false),
  costsSettingsOverrides: z.array(costOverrideSchema).max(200).default([]),
});
export type EventCostsSettings = z.output<typeof costsSettingsSchema>;

export const bookingFormAnswerSchema = z.object({
  fieldId: z.string().trim().min(1).max(64),
  value: z.union([z.string().max(4000), z.boolean(), z.array(z.string().max(500)).max(50)]),
  other: z.string().max(4000).nullable().default(null),
});
export type BookingFormAnswer = z.infer<typeof bookingFormAnswerSchema>;

// --- Events
const eventSettingsInput = {
  occurrenceSettings: occurrenceSettingsSchema.default(occurrenceSettingsSchema.parse({})),
  bookingSettings: bookingSettingsSchema.default(bookingSettingsSchema.parse({})),
  cancellationSettings: cancellationSettingsSchema.default(cancellationSettingsSchema.parse({})),
  completionSettings: completionSettingsSchema.default(completionSettingsSchema.parse({})),
  costsSettings: costsSettingsSchema.default(costsSettingsSchema.parse({})),
};
export const EVENT_DEFAULTS = {
  status: 'active',
  occurrenceSettings: occurrenceSettingsSchema.parse({}),
  bookingSettings: bookingSettingsSchema.parse({}),
  cancellationSettings: cancellationSettingsSchema.parse({}),
  completionSettings: completionSettingsSchema.parse({}),
  costsSettings: costsSettingsSchema.parse({}),
} as const;

export const createEventBodySchema = z.object({
  name: text(200).min(1),
  description: text(20_000).nullable().default(null),
  status: z.enum(['draft', 'active']).default('active'),
  images: z
    .array(z.object({ fileId: z.uuid() }))
    .max(20)
    .default([]),
  /** User ids; empty: the creator (03 §5). */
  coordinators: z.array(z.uuid()).max(50).default([]),
  /** Catalogue items the event is assigned to. */
  courseIds: z.array(z.uuid()).max(50).default([]),
  ...eventSettingsInput,
});
/** PATCH: only what is sent changes (no defaults fill in what is absent). */
export const updateEventBodySchema = z.object({
  id: z.uuid(),
  name: text(200).min(1).optional(),
  description: text(20_000).nullable().optional(),
  status: z.enum(['draft', 'active']).optional(),
  images: z
    .array(z.object({ fileId: z.uuid() }))
    .max(20)
    .optional(),
  coordinators: z.array(z.uuid()).max(50).optional(),
  courseIds: z.array(z.uuid()).max(50).optional(),
  occurrenceSettings: occurrenceSettingsSchema.optional(),
  bookingSettings: bookingSettingsSchema.optional(),
  cancellationSettings: cancellationSettingsSchema.optional(),
  completionSettings: completionSettingsSchema.optional(),
  costsSettings: costsSettingsSchema.optional(),
});

export const personRefSchema = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });
export const spacesSchema = z.object({
  limit: z.number().nullable(),
  available: z.number().nullable(),
  booked: z.number(),
});

export const eventSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  workspaceId: z.uuid(),
  customerId: z.uuid(),
  images: z.array(z.object({ fileId: z.uuid() })),
  coordinators: z.array(personRefSchema),
  courses: z.array(z.object({ id: z.uuid() })),
  usedInCourse: z.boolean(),
  occurrenceSettings: occurrenceSettingsSchema,
  bookingSettings: z.object({
    ...bookingSettingsSchema.in.shape,
    maxBookingLimitType: z.enum(LIMIT_TYPES),
    maxBookingLimit: z.number(),
  }),
  cancellationSettings: cancellationSettingsSchema,
  completionSettings: completionSettingsSchema,
  costsSettings: costsSettingsSchema,
  eventInfo: z.object({ hasBookings: z.boolean(), sessions: z.number(), activeSessions: z.number() }),
  createdAt: z.string(),
  /** What the caller may do with the event (03 §4 rules, for this caller). */
  allowedActions: z.array(z.enum(EVENT_ACTIONS)),
});
export type Event = z.infer<typeof eventSchema>;

const listFilter = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(item).max(100));

// --- GET /api/classroom/list-events?search=&typeOfSearch=&filters[...]=&page=&pageSize=
export const listEventsQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  /** advanced (default): name or description, any word; simple: name starts with. */
  typeOfSearch: z.enum(['advanced', 'simple']).default('advanced'),
  'filters[status]': listFilter(z.enum(EVENT_STATUSES)),
  /** Events with a session overlapping [dateFrom, dateTo]. */
  'filters[dateFrom]': z.iso.datetime({ offset: true }).optional(),
  'filters[dateTo]': z.iso.datetime({ offset: true }).optional(),
  'filters[venueIds]': listFilter(z.uuid()),
  'filters[trainerIds]': listFilter(z.uuid()),
});
export const eventListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(EVENT_STATUSES),
  sessions: z.number(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /**
   * The event's next session (the first not ended, cancelled or draft), for the events table:
   * its start, its first date's zone and venue, and its spaces.
   */
  nextSession: z
    .object({
      id: z.uuid(),
      fromDate: z.string(),
      timeZone: z.string(),
      venueName: z.string().nullable(),
      spaces: spacesSchema,
    })
    .nullable(),
});
export const listEventsResponseSchema = z.object({ data: z.array(eventListItemSchema), pagination: paginationSchema });

export const eventSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(EVENT_STATUSES),
  sessions: z.object({
    total: z.number(),
    draft: z.number(),
    upcoming: z.number(),
    in_progress: z.number(),
    ended: z.number(),
    cancelled: z.number(),
  }),
  bookings: z.object({ booked: z.number(), requests: z.number(), cancelled: z.number(), waiting: z.number() }),
});

export const eventSettingsSchema = eventSchema.pick({
  id: true,
  occurrenceSettings: true,
  bookingSettings: true,
  cancellationSettings: true,
  completionSettings: true,
  costsSettings: true,
});

// --- Sessions (occurrences) and their items
export const occurrenceItemInputSchema = z
  .object({
    datetimeStart: z.iso.datetime({ offset: true }),
    datetimeEnd: z.iso.datetime({ offset: true }),
    /**
     * IANA zone of an online date, Europe/London when not given (03 §9). A date in a room is held
     * in its venue's zone, whatever this says (docs/events.md "Time zones").
     */
    timeZone: z.string().trim().max(64).refine(isTimeZone, 'is not valid').optional(),
    roomId: z.uuid().nullable().default(null),
    meetingLink: webLink(2000).nullable().default(null),
    platform: text(200).nullable().default(null),
    virtualAccessDetails: text(4000).nullable().default(null),
    trainers: z.array(z.uuid()).max(50).default([]),
  })
  .refine((item) => Date.parse(item.datetimeStart) <= Date.parse(item.datetimeEnd), {
    path: ['datetimeEnd'],
    message: 'must be after or equal to the start',
  });

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const sessionLimits = {
  maxBookingLimitType: z.enum(LIMIT_TYPES).optional(),
  maxBookingLimit: z.number().int().min(1).max(UNLIMITED_BOOKINGS).optional(),
  minBookingLimit: z.number().int().min(0).max(UNLIMITED_BOOKINGS).optional(),
};
export const createOccurrenceBodySchema = z.object({
  eventId: z.uuid(),
  sessionType: z.enum(SESSION_TYPES).optional(),
  /** Made as a draft unless told active (upcoming): the activation step. */
  active: z.boolean().default(false),
  items: z.array(occurrenceItemInputSchema).min(1).max(60),
  coordinators: z.array(z.uuid()).max(50).default([]),
  ...sessionLimits,
});
export const updateOccurrenceBodySchema = z.object({
  id: z.uuid(),
  sessionType: z.enum(SESSION_TYPES).optional(),
  items: z.array(occurrenceItemInputSchema).min(1).max(60).optional(),
  coordinators: z.array(z.uuid()).max(50).optional(),
  ...sessionLimits,
});

export const occurrenceItemSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  datetimeStart: z.string(),
  datetimeEnd: z.string(),
  timeZone: z.string(),
  /** The local date and times in `timeZone`: 'YYYY-MM-DD', 'HH:mm'. */
  localDate: z.string(),
  localStart: z.string(),
  localEnd: z.string(),
  roomId: z.uuid().nullable(),
  venueId: z.uuid().nullable(),
  venue: z.object({ id: z.uuid(), name: z.string(), address: z.string() }).nullable(),
  room: z.object({ id: z.uuid(), name: z.string(), capacity: z.number() }).nullable(),
  trainers: z.array(personRefSchema),
  meetingLink: z.string().nullable(),
  platform: z.string().nullable(),
  virtualAccessDetails: z.string().nullable(),
});

/**
 * The caller's completion of a session they are booked on (02 §4 completion states, as a session
 * has them): not_started before it, in_progress while it runs and until its outcome is recorded,
 * then completed, passed, or failed (absent on a date of an attendance event, or not passed).
 */
export const USER_COMPLETION_STATUSES = ['not_started', 'in_progress', 'completed', 'passed', 'failed'] as const;
export type UserCompletionStatus = (typeof USER_COMPLETION_STATUSES)[number];

export const occurrenceSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventName: z.string(),
  status: z.enum(SESSION_STATUSES),
  fromDate: z.string(),
  toDate: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  maxBookingLimitType: z.enum(LIMIT_TYPES),
  maxBookingLimit: z.number(),
  minBookingLimit: z.number(),
  spaces: spacesSchema,
  items: z.array(occurrenceItemSchema),
  coordinators: z.array(z.uuid()),
  trainers: z.array(z.uuid()),
  isActive: z.boolean(),
  userBookingStatus: z.enum(BOOKING_STATUSES).nullable(),
  userBookingId: z.uuid().nullable(),
  userSubscription: z.object({ id: z.uuid(), position: z.number() }).nullable(),
  sessionInfo: z.object({ startDate: z.string(), endDate: z.string(), hasEnded: z.boolean(), inProgress: z.boolean() }),
  bookingInfo: z.object({
    acceptationAllowed: z.boolean(),
    acceptationDate: z.string(),
    cancellationAllowed: z.boolean(),
    cancellationDate: z.string(),
  }),
  /** Warnings that did not stop the save: dates outside a trainer's working hours (03 §5). */
  warnings: z.array(z.string()),
  /** What the caller may do with the session and its bookings (03 §4 rules, for this caller). */
  allowedActions: z.array(z.enum(SESSION_ACTIONS)),
  /**
   * 03 §3 the session's completion (docs/events.md "Registers, summaries and completion"): its
   * outcome is recorded (every register completed for attendance, the summary for assessment;
   * automatic: it has ended).
   */
  isCompleted: z.boolean(),
  /** The session has ended and every register is filled: its registers can be completed. */
  attendanceReadyForCompletion: z.boolean(),
  /** Every register (one per date) is completed. */
  attendanceRegistryCompleted: z.boolean(),
  /** Every learner booked has passed or not passed in the summary. */
  assessmentRegistryFilled: z.boolean(),
  /** The summary is completed. */
  assessmentRegistryCompleted: z.boolean(),
  /** The caller's own completion of the session, when they are booked on it. */
  userCompletionStatus: z.enum(USER_COMPLETION_STATUSES).nullable(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;
export const eventSessionsResponseSchema = z.object({ data: z.array(occurrenceSchema), pagination: paginationSchema });

export const occurrenceActivationBodySchema = z.object({ occurrenceId: z.uuid(), active: z.boolean() });
export const occurrenceArchiveBodySchema = z.object({ occurrenceId: z.uuid() });
export const cancelOccurrenceBodySchema = z.object({
  occurrenceId: z.uuid(),
  /** Cancel and copy bookings to this active session; absent or null: cancel only. */
  targetOccurrenceId: z.uuid().nullable().default(null),
});
export const cancelOccurrenceResponseSchema = z.object({
  occurrence: occurrenceSchema,
  copied: z.number(),
  /** Learners who could not be copied (no seat, already booked there, or otherwise blocked). */
  expiredLearners: z.array(z.object({ learnerId: z.uuid(), reason: z.string() })),
});

// --- Bookings (03 §7, §8)
/** 03 §8 booking blocked reasons; messages and hints in BOOKING_BLOCKED (docs/events.md). */
export const BLOCKED_REASONS = [
  'AlreadyStarted',
  'FullyBooked',
  'LearnerEnrolment',
  'NoLongerAccepting',
  'EventHasNoCourses',
  'LearnerAlreadyBooked',
  'TrainerNotAllowed',
  'LmsUnavailable',
  'ProfileExpirationDate',
] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

export const BOOKING_BLOCKED: Record<BlockedReason, { message: string; hint: string }> = {
  AlreadyStarted: {
    message: 'This session has already started.',
    hint: 'Please select another session of this event.',
  },
  FullyBooked: {
    message: 'This session is fully booked.',
    hint: 'Please select another session or join the waiting list.',
  },
  LearnerEnrolment: {
    message: 'This user isn’t enrolled on a course containing this event.',
    hint: 'Please enrol the user on the course first, or use book and enrol.',
  },
  NoLongerAccepting: {
    message: 'This session is no longer accepting bookings.',
    hint: 'Please select another session or contact the event coordinator.',
  },
  EventHasNoCourses: {
    message: 'This event isn’t used in any course.',
    hint: 'Please assign the event to a course, or allow bookings without enrolments in its settings.',
  },
  LearnerAlreadyBooked: {
    message: 'This user is already booked on a session of this event.',
    hint: 'Please cancel the existing booking before booking another session.',
  },
  TrainerNotAllowed: {
    message: 'This user is a trainer of this session.',
    hint: 'Trainers can’t book their own sessions. Please select another session for this user.',
  },
  LmsUnavailable: {
    message: 'Learning isn’t available in this workspace.',
    hint: 'Please contact an administrator to enable learning, or allow bookings without enrolments.',
  },
  ProfileExpirationDate: {
    message: 'This user’s profile will expire before the session end.',
    hint: 'Please select another session for this user.',
  },
};

export const blockedSchema = z.object({ reason: z.enum(BLOCKED_REASONS), message: z.string(), hint: z.string() });
export const validateBookingBodySchema = z.object({
  learnerId: z.uuid(),
  eventId: z.uuid(),
  occurrenceId: z.uuid(),
});
export const validateBookingResponseSchema = z.object({
  allowed: z.boolean(),
  blocked: z.array(blockedSchema),
  spaces: spacesSchema,
});

export const createBookingBodySchema = z.object({
  learnerId: z.uuid(),
  eventId: z.uuid(),
  occurrenceId: z.uuid(),
  form: z.array(bookingFormAnswerSchema).max(50).default([]),
  /** When the session is full, join its waiting list instead of being refused. */
  joinWaitingList: z.boolean().default(false),
});
export const bookAndEnrolBodySchema = z.object({
  profileId: z.uuid(),
  occurrenceId: z.uuid(),
  eventId: z.uuid(),
  bookingForm: z.array(bookingFormAnswerSchema).max(50).default([]),
});

export const bookingSchema = z.object({
  id: z.uuid(),
  learnerId: z.uuid(),
  eventId: z.uuid(),
  occurrenceId: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  form: z.array(bookingFormAnswerSchema),
  cancellationReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.uuid().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const subscriptionSchema = z.object({
  id: z.uuid(),
  learnerId: z.uuid(),
  eventId: z.uuid(),
  occurrenceId: z.uuid().nullable(),
  status: z.enum(['waiting', 'promoted', 'left']),
  /** 1…N among those waiting, first in line 1; null once not waiting. */
  position: z.number().nullable(),
});

/** A booking call's answer: booked (or requested), or put on the waiting list when full. */
export const bookResultSchema = z.object({
  booking: bookingSchema.nullable(),
  subscription: subscriptionSchema.nullable(),
});

export const updateBookingBodySchema = z.object({
  id: z.uuid(),
  /**
   * cancel (03 §4); a coordinator's answer to an acceptance request (approve, decline); a learner's
   * answer to an invitation (accept, decline); a coordinator resending an invitation (resend).
   */
  action: z.enum(['cancel', 'approve', 'decline', 'accept', 'resend']).default('cancel'),
  cancellationReason: text(1000).nullable().default(null),
});

export const learnerSubscriptionBodySchema = z
  .object({
    learnerId: z.uuid(),
    eventId: z.uuid().optional(),
    occurrenceId: z.uuid().optional(),
    workspaceId: z.uuid().optional(),
  })
  .refine((body) => body.eventId !== undefined || body.occurrenceId !== undefined, {
    path: ['eventId'],
    message: 'The eventId field is required',
  });

export const eventIdParamsSchema = z.object({ id: z.uuid() });
export const eventsForCourseResponseSchema = z.object({ data: z.array(eventListItemSchema) });

// --- Dashboards (03 §2 "Trainer dashboard and learner dashboard list sessions by state", §7)
/**
 * 03 §3 "booking statuses shown", plus waiting-list entries shown as on-waitlist. A booking's
 * status and its session's decide which (docs/events.md, "Learner and trainer side").
 */
export const SHOWN_BOOKING_STATUSES = [
  'booked',
  'accepted',
  'completed',
  'passed',
  'session_cancelled',
  'in_progress',
  'pending_acceptation',
  'not-booked',
  'cancelled',
  'on-waitlist',
] as const;
export type ShownBookingStatus = (typeof SHOWN_BOOKING_STATUSES)[number];
/** The learner dashboard's groups (filters[state]). */
export const LEARNER_SESSION_STATES = ['upcoming', 'waiting', 'requests', 'past', 'cancelled'] as const;
export type LearnerSessionState = (typeof LEARNER_SESSION_STATES)[number];
/** 03 §4 "Trainer list states"; the first five are the active ones. */
export const TRAINER_SESSION_STATES = [
  'upcoming',
  'in_process',
  'register_pending',
  'assessment_pending',
  'feedback_pending',
  'complete',
  'cancelled',
  'cancelled_completed',
] as const;
export type TrainerSessionState = (typeof TRAINER_SESSION_STATES)[number];

const dashboardSort = {
  sortBy: z.enum(['dateStart']).default('dateStart'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
};

// GET /api/classroom/dashboard/learner-session-states?filters[state]=&bookingStatus=&filters[eventId]=
export const learnerSessionStatesQuerySchema = paginationQuerySchema.extend({
  'filters[state]': listFilter(z.enum(LEARNER_SESSION_STATES)),
  bookingStatus: listFilter(z.enum(SHOWN_BOOKING_STATUSES)),
  'filters[bookingStatus]': listFilter(z.enum(SHOWN_BOOKING_STATUSES)),
  /** One event's sessions offered to the learner (the event view), booked or not. */
  'filters[eventId]': z.uuid().optional(),
  ...dashboardSort,
});

/** What a learner needs to book and cancel a session themselves (the event's settings they may see). */
export const learnerOfferSchema = z.object({
  requiresAcceptance: z.boolean(),
  bookingFormRequired: z.boolean(),
  bookingForm: z.object({ fields: z.array(bookingFormFieldSchema) }),
  selfCancellationAllowed: z.boolean(),
  selfCancellationLimit: z.object({ value: z.number(), type: z.enum(TIME_UNITS) }),
  cancellationReasonRequired: z.boolean(),
  cancellationReason: z.array(z.string()),
  cancellationReasonCustomEnabled: z.boolean(),
});
export type LearnerOffer = z.infer<typeof learnerOfferSchema>;

export const learnerSessionStateSchema = z.object({
  session: occurrenceSchema,
  eventDescription: z.string().nullable(),
  /** The dashboard group; null for a session not booked (offered only). */
  state: z.enum(LEARNER_SESSION_STATES).nullable(),
  bookingStatus: z.enum(SHOWN_BOOKING_STATUSES),
  /** The learner's latest booking on the session (answers and cancellation reason included). */
  booking: bookingSchema.nullable(),
  /** The booking came from the waiting list: the learner may decline it, whatever the limit. */
  promoted: z.boolean(),
  /** The learner's place on the session's (or the event's) waiting list. */
  waitingList: z.object({ id: z.uuid(), position: z.number(), scope: z.enum(['session', 'event']) }).nullable(),
  offer: learnerOfferSchema,
});
export type LearnerSessionStateItem = z.infer<typeof learnerSessionStateSchema>;
export const learnerSessionStatesResponseSchema = z.object({
  data: z.array(learnerSessionStateSchema),
  pagination: paginationSchema,
});

// GET /api/classroom/dashboard/trainer-session-states?filters[state]=
export const trainerSessionStatesQuerySchema = paginationQuerySchema.extend({
  'filters[state]': listFilter(z.enum([...TRAINER_SESSION_STATES, 'active'])),
  ...dashboardSort,
});
export const trainerSessionStateSchema = z.object({
  session: occurrenceSchema,
  state: z.enum(TRAINER_SESSION_STATES),
  /** Bookings holding a seat: booked, request and invite. */
  bookedLearners: z.number(),
  waiting: z.number(),
  /** The event keeps registers (attendance, or assessment with registers enabled). */
  registersEnabled: z.boolean(),
  /**
   * The register (its id is its date's) the trainer fills next, once the session has begun and
   * while registers are kept: after the session, the first date whose register is not completed;
   * while it runs, the first date begun whose register is not filled yet, else the last date begun.
   * Null otherwise (not begun, cancelled, every register completed, no registers).
   */
  nextRegisterId: z.uuid().nullable(),
  /** The summary's id (the session's) while it waits to be completed, once the session has begun (assessment). */
  summaryId: z.uuid().nullable(),
});
export type TrainerSessionStateItem = z.infer<typeof trainerSessionStateSchema>;
export const trainerSessionStatesResponseSchema = z.object({
  data: z.array(trainerSessionStateSchema),
  pagination: paginationSchema,
});
// --- POST /api/classroom/report/calendar?dateStart=&dateEnd= (03 §7 Reports: the calendar's data)
/** The longest range one calendar call answers (a month view with its leading and trailing weeks). */
export const CALENDAR_MAX_DAYS = 62;
/** A calendar bound: an instant with its offset, or a whole day (`YYYY-MM-DD`, 03 §5 date_format). */
const calendarBound = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
export const isDateOnly = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);
/**
 * The bound as an instant for the checks below, a date taken in UTC (the server reads it in the
 * venue's zone or Europe/London, docs/events.md): a whole end day counts to its last moment.
 */
const roughInstant = (value: string, edge: 'start' | 'end'): number =>
  Date.parse(value) + (edge === 'end' && isDateOnly(value) ? 86_400_000 - 1 : 0);
export const calendarQuerySchema = z
  .object({
    dateStart: calendarBound,
    dateEnd: calendarBound,
  })
  .refine((query) => roughInstant(query.dateStart, 'start') <= roughInstant(query.dateEnd, 'end'), {
    path: ['dateEnd'],
    message: 'must be after or equal to the start',
  })
  // Days apart as written: a whole end day 62 days after the start day is still "at most 62 days".
  .refine((query) => Date.parse(query.dateEnd) - Date.parse(query.dateStart) <= CALENDAR_MAX_DAYS * 86_400_000, {
    path: ['dateEnd'],
    message: `must be at most ${CALENDAR_MAX_DAYS} days after the start`,
  });
export const calendarBodySchema = z
  .object({
    filters: z
      .object({
        venueIds: z.array(z.uuid()).max(100).default([]),
        trainerIds: z.array(z.uuid()).max(100).default([]),
        eventStatus: z.array(z.enum(EVENT_STATUSES)).max(3).default([]),
      })
      .default({ venueIds: [], trainerIds: [], eventStatus: [] }),
  })
  .default({ filters: { venueIds: [], trainerIds: [], eventStatus: [] } });
/** One dated item of a session: a session on two days is two entries. */
export const calendarEntrySchema = z.object({
  itemId: z.uuid(),
  sessionId: z.uuid(),
  eventId: z.uuid(),
  eventName: z.string(),
  sessionStatus: z.enum(SESSION_STATUSES),
  datetimeStart: z.string(),
  datetimeEnd: z.string(),
  timeZone: z.string(),
  venueName: z.string().nullable(),
  roomName: z.string().nullable(),
  online: z.boolean(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;
export const calendarResponseSchema = z.object({ data: z.array(calendarEntrySchema) });

// --- GET /api/sso/v2/profile-users/:role (03 §7: coordinators; trainers for the session's dates)
export const PICKABLE_ROLES = ['event_coordinator', 'trainer'] as const;
export const profileUsersParamsSchema = z.object({ role: z.enum(PICKABLE_ROLES) });
export const profileUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;
export const profileUsersResponseSchema = z.object({ data: z.array(profileUserSchema) });
