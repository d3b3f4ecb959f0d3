import { z } from 'zod';

/** Trainers (03 §3 Trainer, §9 working hours): a trainer's working hours, and the trainers check. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be in HH:mm format');
/** 03 §9 / 01: "Default trainer working hours when a weekday is enabled: 09:00 to 17:00". */
export const DEFAULT_WORK_FROM = '09:00';
export const DEFAULT_WORK_TO = '17:00';
export const workingHoursEntryInputSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    active: z.boolean().default(true),
    /** Local wall-clock time in the trainer's zone, HH:mm. */
    workFrom: time.default(DEFAULT_WORK_FROM),
    workTo: time.default(DEFAULT_WORK_TO),
  })
  .refine((entry) => !entry.active || entry.workFrom < entry.workTo, {
    path: ['workTo'],
    message: 'must be after or equal to the start',
  });
export const updateTrainerBodySchema = z.object({
  userId: z.uuid(),
  customerId: z.uuid(),
  /** Seven entries, weekday 0 (Sunday) to 6 (Saturday), each once. */
  workingHours: z
    .array(workingHoursEntryInputSchema)
    .length(7)
    .refine((entries) => new Set(entries.map((entry) => entry.weekday)).size === 7, 'must name each weekday once'),
  timeZone: z.string().trim().max(64).optional(),
});
export const workingHoursEntrySchema = z.object({
  weekday: z.number(),
  active: z.boolean(),
  /** In UTC (HH:mm) as of today's offset of the zone (03 §3 "in UTC plus local display values"). */
  workFrom: z.string(),
  workTo: z.string(),
  localWorkFrom: z.string(),
  localWorkTo: z.string(),
});
export const trainerSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  customerId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  roleStatus: z.enum(['active', 'inactive']),
  timeZone: z.string(),
  /** Whether the hours were set, or are the default (Monday to Friday, 09:00 to 17:00). */
  workingHoursSet: z.boolean(),
  workingHours: z.array(workingHoursEntrySchema),
});
export type Trainer = z.infer<typeof trainerSchema>;

export const trainersCheckParamsSchema = z.object({ userId: z.uuid(), domain: z.string().trim().min(1).max(200) });
export const trainersCheckResponseSchema = z.object({ isTrainer: z.boolean(), trainerAlreadyExists: z.boolean() });
