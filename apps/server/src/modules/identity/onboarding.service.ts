import { ONBOARDING_ERRORS, onboardingEntriesSchema, type OnboardingMessage } from '@campus/contracts';
import { specError } from '../../lib/errors.js';
import type { Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { findOnboardingMessage, saveOnboardingMessage, type OnboardingRow } from './onboarding.repository.js';

const toMessage = (userId: string, row: OnboardingRow | null): OnboardingMessage => ({
  id: row?.id ?? null,
  userId,
  createdAt: row?.createdAt.toISOString() ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
  message: row?.message ?? [],
});

/** Parses the spec's "message as JSON text" into banner entries, or refuses it. */
function parseEntries(text: string) {
  try {
    return onboardingEntriesSchema.parse(JSON.parse(text));
  } catch {
    throw specError(400, ONBOARDING_ERRORS.invalid);
  }
}

/**
 * The person's dismissed welcome and help banners (01 §2 onboarding messages, §7). One record per
 * person, kept with their identity so a dismissal holds wherever they sign in; the footer's
 * "Reset welcome and help banners" saves an empty list.
 */
export function onboardingService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  return {
    async get(scope: Scope): Promise<OnboardingMessage> {
      const userId = scope.userId as string;
      return toMessage(userId, await findOnboardingMessage(db, userId));
    },

    async save(scope: Scope, text: string): Promise<OnboardingMessage> {
      const userId = scope.userId as string;
      return toMessage(userId, await saveOnboardingMessage(db, userId, parseEntries(text)));
    },
  };
}

export type OnboardingService = ReturnType<typeof onboardingService>;
