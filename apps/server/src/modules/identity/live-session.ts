import type { LiveSessionReader } from '../../plugins/request-context.js';
import type { AppServices } from '../../services/services.js';
import { isMfaSetupPending } from './claims.js';
import { liveSessionOwner } from './sessions.repository.js';

/**
 * What the request context asks of every token's session (app.ts hands it to the plugin): is it
 * live, and is its owner held to two-factor enrolment (decision 0017).
 */
export function liveSessionReader({ database, config }: Pick<AppServices, 'database' | 'config'>): LiveSessionReader {
  const enforceMfa = config.MFA_ENFORCEMENT === 'on';
  return async (sessionId) => {
    const owner = await liveSessionOwner(database.db, sessionId);
    return owner && { enrolmentOnly: isMfaSetupPending(owner, enforceMfa) };
  };
}
