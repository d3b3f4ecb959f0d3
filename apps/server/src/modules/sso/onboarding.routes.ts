import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { ENDPOINTS, ONBOARDING_ERRORS, onboardingEntriesSchema, type OnboardingMessage } from '@campus/contracts';
import { userOnboardingMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';

type Row = typeof userOnboardingMessages.$inferSelect;

const toMessage = (userId: string, row: Row | undefined): OnboardingMessage => ({
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
    throw new AppError(400, ONBOARDING_ERRORS.invalid.code, ONBOARDING_ERRORS.invalid.message);
  }
}

/**
 * The person's dismissed welcome and help banners (01 §2 onboarding messages, §7). One record per
 * person, kept with their identity so a dismissal holds wherever they sign in; the footer's
 * "Reset welcome and help banners" saves an empty list.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.onboardingMessage, {}, async (request) => {
    const userId = request.auth.actor.userId as string;
    const [row] = await db.select().from(userOnboardingMessages).where(eq(userOnboardingMessages.userId, userId));
    return toMessage(userId, row);
  });

  route(app, ENDPOINTS.saveOnboardingMessage, { audit: false }, async (request) => {
    const userId = request.auth.actor.userId as string;
    const message = parseEntries(request.body.message);
    const [row] = await db
      .insert(userOnboardingMessages)
      .values({ userId, message })
      .onConflictDoUpdate({ target: userOnboardingMessages.userId, set: { message, updatedAt: new Date() } })
      .returning();
    return toMessage(userId, row);
  });
};
