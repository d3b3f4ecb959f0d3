import { z } from 'zod';

/** Error codes clients branch on (01 §8 "Generic handling"). */
export const ERROR_CODES = {
  validation: 'validation_error',
  itemInUse: 'item_in_use',
  tokenDomain: 'token_domain_error',
  notFound: 'entity_not_found_error',
  unauthorised: 'unauthorised',
  forbidden: 'forbidden',
  conflict: 'conflict',
  rateLimited: 'LimitExceededException',
  invalidCredentials: 'invalid_credentials',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
  /** Too many password checks at once (decision 0015); the answer carries Retry-After. */
  serviceBusy: 'service_busy',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every API error has this shape. The spec's client reads `errors.message` or `message`,
 * so both carry the same text; `code` is what clients branch on.
 */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.object({ message: z.string(), fields: z.array(fieldErrorSchema).optional() }),
  correlationId: z.string().optional(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Reads the message the way the spec's client does: `errors.message`, else `message`. */
export function readErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as { errors?: { message?: unknown }; message?: unknown };
  if (typeof record.errors?.message === 'string') return record.errors.message;
  if (typeof record.message === 'string') return record.message;
  return undefined;
}
