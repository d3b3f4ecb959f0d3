import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column that may hold a bare string. Drizzle's own jsonb JSON-parses any string the
 * driver returns, but both drivers (PGlite, node-postgres) have already parsed jsonb, so a text
 * value such as "2026117" would come back as the number 2026117. This one parses once.
 */
export const jsonValue = <T>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => value as T,
  })(name);
