import { z } from 'zod';

/**
 * Onboarding messages (01 §2 shell, §3 "Onboarding message: id, userId, createdAt, updatedAt,
 * list of routeName, type, active", §7 GET and POST sso /v2/userOnboardingMessage with the
 * message as JSON text): which welcome and help banners a person has dismissed, per route.
 */
export const ONBOARDING_TYPES = ['welcome', 'help'] as const;
export type OnboardingType = (typeof ONBOARDING_TYPES)[number];

export const onboardingEntrySchema = z.object({
  routeName: z.string().min(1).max(100),
  type: z.enum(ONBOARDING_TYPES),
  /** false once dismissed. */
  active: z.boolean(),
});
export type OnboardingEntry = z.infer<typeof onboardingEntrySchema>;
export const onboardingEntriesSchema = z.array(onboardingEntrySchema).max(500);

export const saveOnboardingMessageSchema = z.object({
  /** The entries as JSON text, as the spec sends them. */
  message: z.string().max(100_000),
});

export const onboardingMessageSchema = z.object({
  id: z.uuid().nullable(),
  userId: z.uuid(),
  createdAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  message: onboardingEntriesSchema,
});
export type OnboardingMessage = z.infer<typeof onboardingMessageSchema>;

export const ONBOARDING_ERRORS = {
  invalid: { code: 'invalid_onboarding_message', message: 'The onboarding message is not a valid list of banners.' },
} as const;

/** Whether the person has dismissed the banner of this type on this route. */
export const isDismissed = (entries: readonly OnboardingEntry[], routeName: string, type: OnboardingType): boolean =>
  entries.some((entry) => entry.routeName === routeName && entry.type === type && !entry.active);

/** The entries with this banner dismissed (one entry per route and type). */
export const dismiss = (
  entries: readonly OnboardingEntry[],
  routeName: string,
  type: OnboardingType,
): OnboardingEntry[] => [
  ...entries.filter((entry) => !(entry.routeName === routeName && entry.type === type)),
  { routeName, type, active: false },
];
