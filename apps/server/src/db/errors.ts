/** Postgres unique_violation, however the driver (pg or PGlite, wrapped by Drizzle) reports it. */
export const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
};
