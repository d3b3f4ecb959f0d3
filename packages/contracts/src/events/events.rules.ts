import type { AccessRule } from '../access.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/** Events' named endpoint rules, gathered into `RULES` by access.ts. */
export const EVENTS_RULES = {
  /** Events (03 §6): the events list's rule to read; event_coordinator to add and edit. */
  events: ROUTE_RULES.events,
  eventEdit: ROUTE_RULES.eventEdit,
  /**
   * An event as the session page reads it (its answer and the session's flyer): the events list's
   * readers and everyone the session page admits ("trainer or master_administrator, or any of six
   * permissions", 03 §6), managers among them; the handler keeps non-staff to active events.
   */
  eventRead: {
    stage: 'second',
    anyOf: [...(ROUTE_RULES.events.anyOf ?? []), ...(ROUTE_RULES.sessionShow.anyOf ?? [])],
  },
  /**
   * The people picker of bulk booking (03 §4 "coordinators, session trainers and managers"): the
   * events list's readers, and managers, who are shown only their units' people.
   */
  bookingPeople: {
    stage: 'second',
    anyOf: [...(ROUTE_RULES.events.anyOf ?? []), { roles: ['manager'], services: ['EBS'] }],
  },
  /**
   * The learner's own sessions (learner dashboard, session and event views, booking iframe): the
   * learner role in the workspace; the screens' own rules add the services (03 §6).
   */
  learnerSessions: { stage: 'second', workspace: true, anyOf: [{ roles: ['learner'] }] },
  /** The sessions a trainer runs: the trainer dashboard's rule ("trainer customer role"), in a workspace. */
  trainerSessions: { stage: 'second', workspace: true, anyOf: [{ customerRoles: ['trainer'] }] },
  /**
   * A session's registers, their saves and commits (03 §6 "Register edit/complete: coordinators …
   * and trainers if trainer-edit is on"): the register screen's rule, in a workspace. Which
   * coordinator or trainer may edit this session's registers is the record-level policy's
   * (registers.policy.ts: any coordinator or the session's own, the session's trainers when the
   * event lets them).
   */
  registers: { stage: 'second', workspace: true, anyOf: [...(ROUTE_RULES.register.anyOf ?? [])] },
  /**
   * The session's summary, its saves and commit (03 §6 "Summary edit: coordinators or any session
   * trainer"): the summary screen's rule, in a workspace; the policy keeps trainers to their sessions.
   */
  summaries: { stage: 'second', workspace: true, anyOf: [...(ROUTE_RULES.summary.anyOf ?? [])] },
  /**
   * Trainer feedback per date (03 §7): trainers give it on the dates they train; coordinators and
   * the session's trainers read it (the policy decides per session and date).
   */
  trainerFeedback: {
    stage: 'second',
    workspace: true,
    anyOf: [{ customerRoles: ['trainer'] }, { roles: ['event_coordinator'] }],
  },
} as const satisfies Record<string, AccessRule>;
