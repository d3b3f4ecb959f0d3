import type { Queryable } from '../../../db/client.js';
import { activeServices } from '../../platform/index.js';
import { liveConnectorOfLearner, type ConnectorRow } from './connectors.repository.js';

/** Whether a package may be played now: its customer subscribes to ELMS (SCORM Connectors) today. */
export async function connectorServiceActive(db: Queryable, connector: Pick<ConnectorRow, 'customerId'>) {
  return (await activeServices(db, connector.customerId)).includes('ELMS');
}

/**
 * Whether a connector learner's saves are still taken: their package is not revoked and its
 * customer still subscribes to ELMS. The commit key alone would let them save for a day.
 */
export async function connectorLearnerAdmitted(db: Queryable, learnerId: string): Promise<boolean> {
  const connector = await liveConnectorOfLearner(db, learnerId);
  return connector !== null && (await connectorServiceActive(db, connector));
}
