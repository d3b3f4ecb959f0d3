import type { AccessRule } from '../access.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/** Trainers' named endpoint rules, gathered into `RULES` by access.ts. */
export const TRAINERS_RULES = {
  /** The trainers list and a trainer's working hours (03 §6): superadmin, or owner or site admin. */
  trainers: ROUTE_RULES.trainers,
} as const satisfies Record<string, AccessRule>;
