import type { AccessRule } from '../access.js';
import { LXA, MASTER_ADMIN, SITE_ADMIN, TRAINER, roles, rule, withServices } from '../routes/grants.js';

/**
 * The events' screens' access rules (01 §6, 03 §6): the trainer's and learner's dashboards, the
 * events list, the event and session pages, registers and summaries. Gathered into ROUTE_RULES by
 * routes/route-rules.ts.
 */
export const EVENTS_ROUTE_RULES = {
  // --- My learning (01 §6 "Area access"): the dashboards' own rules name no session generation.
  trainerDashboard: rule(TRAINER),
  learnerDashboard: rule({ roles: ['learner'], services: ['EBS'] }),

  // --- Catalogue (03 §6)
  /** "trainer, site admin or coordinator-type permissions (EBS)"; the navigation calls them EBS staff. */
  events: rule(
    withServices(TRAINER, 'EBS'),
    withServices(SITE_ADMIN, 'EBS'),
    withServices(roles('event_coordinator', 'infrastructure_manager'), 'EBS'),
  ),
  eventEdit: rule(roles('event_coordinator')),
  /**
   * "trainer or master_administrator, or any of six permissions": the six are not named; read as
   * the six workspace roles that run or follow events and people.
   */
  sessionShow: rule(
    TRAINER,
    MASTER_ADMIN,
    roles('event_coordinator', 'infrastructure_manager', LXA, 'user_administrator', 'manager', 'admin'),
  ),
  /** "coordinators; trainers if trainer-edit is on" (the event's setting is checked by the screen). */
  register: rule(roles('event_coordinator'), TRAINER),
  /** "coordinators or any session trainer". */
  summary: rule(roles('event_coordinator'), TRAINER),
} as const satisfies Record<string, AccessRule>;
