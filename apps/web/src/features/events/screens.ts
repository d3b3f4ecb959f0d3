import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';
import { LEARNER_EVENT_SCREENS } from './learner/paths';
import { registersScreens } from './registers/screens';
import { registerExtrasScreens } from './register-extras/screens';

/** The events' screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */

/**
 * The wizards' step addresses (the wizard's address plus the step name, decision 0013), each
 * guarded by its wizard's own rule; the wizard's address itself opens its first step.
 */
const EVENT_ADD_STEP = `${PATHS.eventAdd}/:step` as const;
const EVENT_EDIT_STEP = `${PATHS.eventEdit}/:step` as const;
const SESSION_ADD_STEP = `${PATHS.sessionAdd}/:step` as const;
const SESSION_EDIT_STEP = `${PATHS.sessionEdit}/:step` as const;

export const eventsScreens = {
  guarded: [
    // learner
    PATHS.learnerDashboard,
    LEARNER_EVENT_SCREENS.session,
    LEARNER_EVENT_SCREENS.browseEvent,
    LEARNER_EVENT_SCREENS.coursesEvent,
    LEARNER_EVENT_SCREENS.completionsEvent,
    LEARNER_EVENT_SCREENS.browseSession,
    LEARNER_EVENT_SCREENS.coursesSession,
    LEARNER_EVENT_SCREENS.completionsSession,
    // view
    PATHS.eventShow,
    PATHS.sessionShow,
    PATHS.eventsCourseAssign,
    // registers
    ...registersScreens,
    // printable register and summary
    ...registerExtrasScreens,
    // staff
    PATHS.events,
    PATHS.eventAdd,
    PATHS.eventEdit,
    PATHS.sessionAdd,
    PATHS.sessionEdit,
  ],
  /** The booking iframe, shown by other sites in a frame (03 §2). */
  embedded: [LEARNER_EVENT_SCREENS.iframe],
  wizardSteps: {
    [EVENT_ADD_STEP]: PATHS.eventAdd,
    [EVENT_EDIT_STEP]: PATHS.eventEdit,
    [SESSION_ADD_STEP]: PATHS.sessionAdd,
    [SESSION_EDIT_STEP]: PATHS.sessionEdit,
  },
} as const satisfies DomainScreens;
