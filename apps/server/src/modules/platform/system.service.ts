import { pendingMigrationCount } from './system.repository.js';
import type { AppServices } from '../../services/services.js';

/** What readiness reports: the database reachable and every migration applied. */
export interface Readiness {
  status: 'ready' | 'not_ready';
  database: 'up' | 'down';
  /** -1 when the database cannot be asked. */
  pendingMigrations: number;
}

/** The installation's own health, for load balancers and orchestrators. */
export function systemService({ database }: Pick<AppServices, 'database'>) {
  return {
    async readiness(): Promise<Readiness> {
      try {
        await database.ping();
      } catch {
        return { status: 'not_ready', database: 'down', pendingMigrations: -1 };
      }
      const pending = await pendingMigrationCount(database);
      return { status: pending === 0 ? 'ready' : 'not_ready', database: 'up', pendingMigrations: pending };
    },
  };
}

export type SystemService = ReturnType<typeof systemService>;
