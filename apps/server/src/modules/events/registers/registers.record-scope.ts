import { createRegisterSession, createTrainerFeedback } from '../../../test/register-factories.js';
import type { CaseContext, RecordScope } from '../../../test/record-scope/cases.js';
import type { Tenant } from '../../../test/record-scope/world.js';

/**
 * Record-scope cases for registers, summaries, their commits and trainer feedback (docs/events.md
 * "Registers, summaries and completion"): the session, date (register) or learner named must be
 * of the caller's customer and workspace. The caller is the other tenant's site admin with every
 * role (an event coordinator and a trainer), who may edit every register of their own workspace.
 */

const attendance = { completionType: 'attendance' as const };
const assessment = { completionType: 'assessment' as const };

/** An ended session of the tenant with nobody booked: its register and summary are filled as they are. */
const endedSession = (
  context: CaseContext,
  tenant: Tenant,
  completion: { completionType: 'attendance' | 'assessment' } = attendance,
) => createRegisterSession(context.db, tenant.workspace, { completion, startsInDays: -3, learners: 0 });

/** A session of the tenant the caller trains (trainers enabled), whose one date has ended. */
const trainedSession = (context: CaseContext, tenant: Tenant) =>
  createRegisterSession(context.db, tenant.workspace, {
    completion: { ...attendance, trainerFeedbackRequired: true },
    enableTrainers: true,
    trainerIds: [tenant.admin.user.id],
    startsInDays: -2,
    learners: 0,
  });

/**
 * The caller's own session beside the owner's: a second one in another tenant, the same one when the
 * harness checks the call with the caller's own records (so the date and the learner belong together).
 */
const mineOr = async (
  context: CaseContext,
  theirs: Awaited<ReturnType<typeof createRegisterSession>>,
  options: Parameters<typeof createRegisterSession>[2],
) => (context.owner === context.caller ? theirs : createRegisterSession(context.db, context.caller.workspace, options));

export const REGISTER_FIXTURES: RecordScope['fixtures'] = {
  registerList: {
    cases: {
      'params.id': {
        build: async (context) => ({
          params: { id: (await createRegisterSession(context.db, context.owner.workspace)).session.id },
        }),
      },
    },
  },
  registerBulk: {
    cases: {
      'body.occurrenceItemId': {
        build: async (context) => {
          const theirs = await createRegisterSession(context.db, context.owner.workspace, { completion: attendance });
          const mine = await mineOr(context, theirs, { completion: attendance });
          return {
            body: [
              { occurrenceItemId: theirs.items[0]!.id, learnerId: mine.learnerIds[0], version: 0, attendance: true },
            ],
          };
        },
      },
      'body.learnerId': {
        build: async (context) => {
          const theirs = await createRegisterSession(context.db, context.owner.workspace, { completion: attendance });
          const mine = await mineOr(context, theirs, { completion: attendance });
          return {
            body: [
              { occurrenceItemId: mine.items[0]!.id, learnerId: theirs.learnerIds[0], version: 0, attendance: true },
            ],
          };
        },
        refusal: {
          status: 400,
          why: 'a learner not booked on the caller’s session (another customer’s) is a field error',
        },
      },
    },
  },
  commitAttendance: {
    cases: {
      'params.sessionId': {
        build: async (context) => {
          const theirs = await endedSession(context, context.owner);
          const mine = context.owner === context.caller ? theirs : await endedSession(context, context.caller);
          return { params: { sessionId: theirs.session.id, registerId: mine.items[0]!.id } };
        },
      },
      'params.registerId': {
        build: async (context) => {
          const theirs = await endedSession(context, context.owner);
          const mine = context.owner === context.caller ? theirs : await endedSession(context, context.caller);
          return { params: { sessionId: mine.session.id, registerId: theirs.items[0]!.id } };
        },
      },
    },
  },
  summaryList: {
    cases: {
      'params.id': {
        build: async (context) => ({
          params: {
            id: (await createRegisterSession(context.db, context.owner.workspace, { completion: assessment })).session
              .id,
          },
        }),
      },
    },
  },
  summaryBulk: {
    cases: {
      'body.occurrenceId': {
        build: async (context) => {
          const theirs = await createRegisterSession(context.db, context.owner.workspace, { completion: assessment });
          const mine = await mineOr(context, theirs, { completion: assessment });
          return {
            body: [
              { occurrenceId: theirs.session.id, learnerId: mine.learnerIds[0], version: 0, completion: 'passed' },
            ],
          };
        },
      },
      'body.learnerId': {
        build: async (context) => {
          const theirs = await createRegisterSession(context.db, context.owner.workspace, { completion: assessment });
          const mine = await mineOr(context, theirs, { completion: assessment });
          return {
            body: [
              { occurrenceId: mine.session.id, learnerId: theirs.learnerIds[0], version: 0, completion: 'passed' },
            ],
          };
        },
        refusal: {
          status: 400,
          why: 'a learner not booked on the caller’s session (another customer’s) is a field error',
        },
      },
    },
  },
  commitAssessment: {
    cases: {
      'params.sessionId': {
        build: async (context) => ({
          params: { sessionId: (await endedSession(context, context.owner, assessment)).session.id },
        }),
      },
    },
  },
  trainerFeedbackList: {
    cases: {
      'params.sessionId': {
        build: async (context) => ({
          params: { sessionId: (await trainedSession(context, context.owner)).session.id },
        }),
      },
    },
  },
  createTrainerFeedback: {
    cases: {
      'body.occurrenceItemId': {
        build: async (context) => ({
          body: {
            occurrenceItemId: (await trainedSession(context, context.owner)).items[0]!.id,
            feedback: 'The group worked well.',
          },
        }),
      },
    },
  },
  updateTrainerFeedback: {
    cases: {
      'body.occurrenceItemId': {
        build: async (context) => {
          const { session, items } = await trainedSession(context, context.owner);
          // The owner's trainer has given feedback on the date: only they may change it.
          await createTrainerFeedback(context.db, {
            session,
            itemId: items[0]!.id,
            trainerId: context.owner.admin.user.id,
          });
          return { body: { occurrenceItemId: items[0]!.id, feedback: 'Second words.' } };
        },
      },
    },
  },
};
