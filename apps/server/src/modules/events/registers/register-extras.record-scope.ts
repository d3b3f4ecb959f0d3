import { createBookableEvent } from '../../../test/classroom-factories.js';
import { createOpenRegister } from '../../../test/open-register.js';
import type { RecordScope } from '../../../test/record-scope/cases.js';

/**
 * Record-scope cases for the printable register and summary and the check-in code (issue 26 items
 * 5 and 9, docs/events.md): the date or session named must be of the caller's workspace, and a
 * learner of that workspace is refused (they are for the session's staff). The check-in itself
 * (`POST /check-in {token}`) takes no id: its code is signed, and its date must be of the
 * caller's workspace (check-in.test.ts).
 */
export const REGISTER_EXTRAS_FIXTURES: RecordScope['fixtures'] = {
  registerPrint: {
    cases: {
      'params.registerId': {
        build: async ({ db, owner }) => ({
          params: { registerId: (await createOpenRegister(db, owner.workspace)).registerId },
        }),
      },
    },
  },
  summaryPrint: {
    cases: {
      'params.sessionId': {
        build: async ({ db, owner }) => ({
          params: { sessionId: (await createBookableEvent(db, owner.workspace)).session.id },
        }),
      },
    },
  },
  checkInCode: {
    cases: {
      'params.registerId': {
        build: async ({ db, owner }) => ({
          params: { registerId: (await createOpenRegister(db, owner.workspace)).registerId },
        }),
      },
    },
  },
};
