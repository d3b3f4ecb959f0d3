import { z } from 'zod';

/**
 * SCORM 2004 sequencing as the player and the server apply it (docs/scorm.md "Sequencing"): the
 * default organisation's activity tree with the manifest's rules, read by the server from
 * scorm_contents.manifest and handed to the player in the launch; and the rules' evaluation, the
 * same in both (the player decides where navigation may go, the server rolls the attempt's status
 * up to the course). A subset of IMS Simple Sequencing, the part packages use:
 *
 * - control modes choice, choiceExit, flow and forwardOnly;
 * - precondition rules skip, disabled, hiddenFromChoice and stopForwardTraversal, postcondition
 *   rules continue, previous, exitParent, exitAll and retry, with the conditions satisfied,
 *   objectiveStatusKnown, objectiveMeasureKnown, objectiveMeasureGreaterThan/LessThan, completed,
 *   activityProgressKnown, attempted, attemptLimitExceeded and always (each with `not`, combined
 *   all or any);
 * - limitConditions attemptLimit;
 * - objectives with map info (read and write of satisfied status and measure through global
 *   objectives shared by the SCOs);
 * - rollup of satisfaction and completion from the leaves to the organisation: rollup rules (child
 *   activity sets all, any, none, atLeastCount, atLeastPercent), else the defaults (satisfied when
 *   every contributing child is, not satisfied when one is not; completed when every child is,
 *   incomplete when one is known and not), tracked and rollupObjectiveSatisfied /
 *   rollupProgressCompletion honoured, a satisfiedByMeasure primary objective judged by its measure.
 *
 * Not applied: time limits and available time ranges (their conditions are false), selection and
 * randomisation (the manifest's order is kept), rollup considerations (always), exit condition
 * rules, measure rollup, constrainChoice and preventActivation.
 */

export const SEQUENCING_RULE_CONDITIONS = [
  'satisfied',
  'objectiveStatusKnown',
  'objectiveMeasureKnown',
  'objectiveMeasureGreaterThan',
  'objectiveMeasureLessThan',
  'completed',
  'activityProgressKnown',
  'attempted',
  'attemptLimitExceeded',
  'timeLimitExceeded',
  'outsideAvailableTimeRange',
  'always',
] as const;

const conditionSchema = z.object({
  condition: z.enum(SEQUENCING_RULE_CONDITIONS),
  not: z.boolean(),
  /** A local objective's id; null: the primary objective. */
  objective: z.string().nullable(),
  measureThreshold: z.number(),
});
export type SequencingCondition = z.infer<typeof conditionSchema>;

export const SEQUENCING_PRE_ACTIONS = ['skip', 'disabled', 'hiddenFromChoice', 'stopForwardTraversal'] as const;
export const SEQUENCING_POST_ACTIONS = ['exitParent', 'exitAll', 'retry', 'retryAll', 'continue', 'previous'] as const;

const combinationSchema = z.enum(['all', 'any']);
const preRuleSchema = z.object({
  action: z.enum(SEQUENCING_PRE_ACTIONS),
  combination: combinationSchema,
  conditions: z.array(conditionSchema),
});
const postRuleSchema = preRuleSchema.extend({ action: z.enum(SEQUENCING_POST_ACTIONS) });
export type PreConditionRule = z.infer<typeof preRuleSchema>;
export type PostConditionRule = z.infer<typeof postRuleSchema>;

export const ROLLUP_ACTIONS = ['satisfied', 'notSatisfied', 'completed', 'incomplete'] as const;
const rollupRuleSchema = z.object({
  action: z.enum(ROLLUP_ACTIONS),
  childActivitySet: z.enum(['all', 'any', 'none', 'atLeastCount', 'atLeastPercent']),
  minimumCount: z.number(),
  minimumPercent: z.number(),
  combination: combinationSchema,
  conditions: z.array(conditionSchema.pick({ condition: true, not: true })),
});
export type RollupRule = z.infer<typeof rollupRuleSchema>;

const mapSchema = z.object({
  target: z.string(),
  readSatisfied: z.boolean(),
  readMeasure: z.boolean(),
  writeSatisfied: z.boolean(),
  writeMeasure: z.boolean(),
});
const objectiveSchema = z.object({
  id: z.string(),
  primary: z.boolean(),
  satisfiedByMeasure: z.boolean(),
  minMeasure: z.number(),
  maps: z.array(mapSchema),
});
export type SequencingObjective = z.infer<typeof objectiveSchema>;

/** An activity of the tree: the organisation, a cluster (an item with items) or a SCO (an item that launches). */
export interface SequencingActivity {
  identifier: string;
  title: string;
  /** The item launches something: a SCO or an asset the player shows. */
  launchable: boolean;
  visible: boolean;
  /** Control mode of this activity, which governs its children. */
  choice: boolean;
  choiceExit: boolean;
  flow: boolean;
  forwardOnly: boolean;
  preConditions: PreConditionRule[];
  postConditions: PostConditionRule[];
  attemptLimit: number | null;
  tracked: boolean;
  /** Whether this activity counts in its parent's satisfaction / completion rollup. */
  rollupObjectiveSatisfied: boolean;
  rollupProgressCompletion: boolean;
  rollupRules: RollupRule[];
  objectives: SequencingObjective[];
  children: SequencingActivity[];
}

export const sequencingActivitySchema: z.ZodType<SequencingActivity> = z
  .lazy(() =>
    z.object({
      identifier: z.string(),
      title: z.string(),
      launchable: z.boolean(),
      visible: z.boolean(),
      choice: z.boolean(),
      choiceExit: z.boolean(),
      flow: z.boolean(),
      forwardOnly: z.boolean(),
      preConditions: z.array(preRuleSchema),
      postConditions: z.array(postRuleSchema),
      attemptLimit: z.number().int().nullable(),
      tracked: z.boolean(),
      rollupObjectiveSatisfied: z.boolean(),
      rollupProgressCompletion: z.boolean(),
      rollupRules: z.array(rollupRuleSchema),
      objectives: z.array(objectiveSchema),
      children: z.array(sequencingActivitySchema),
    }),
  )
  .meta({
    // A recursive schema: the API's description refers to it by this name (components/schemas).
    id: 'ScormSequencingActivity',
  });

/** The defaults of IMS SS for an activity that says nothing. */
export const defaultActivity = (identifier: string, title: string, launchable: boolean): SequencingActivity => ({
  identifier,
  title,
  launchable,
  visible: true,
  choice: true,
  choiceExit: true,
  flow: false,
  forwardOnly: false,
  preConditions: [],
  postConditions: [],
  attemptLimit: null,
  tracked: true,
  rollupObjectiveSatisfied: true,
  rollupProgressCompletion: true,
  rollupRules: [],
  objectives: [],
  children: [],
});

/** What the learner has done in a SCO, read from its run-time data (`scoProgressOf`). */
export interface ScoProgress {
  completion: 'completed' | 'incomplete' | 'not attempted' | 'unknown';
  success: 'passed' | 'failed' | 'unknown';
  /** cmi.score.scaled, -1..1. */
  measure: number | null;
  /** cmi.objectives by id. */
  objectives: Record<string, { success: 'passed' | 'failed' | 'unknown'; measure: number | null }>;
  /** Attempts on the SCO that ended (a session that finished without suspending). */
  attempts: number;
  /** The SCO has been launched (it has saved data). */
  attempted: boolean;
}

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const numberAt = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
const successOf = (value: unknown): ScoProgress['success'] =>
  value === 'passed' || value === 'failed' ? value : 'unknown';

/**
 * A SCO's progress from its SCORM 2004 data model as the runtime commits it (scorm-again's JSON,
 * under `cmi` or at the root; lists as arrays or objects keyed by index).
 */
export function scoProgressOf(cmi: Json | undefined, attempts = 0): ScoProgress {
  const root = cmi ? ('cmi' in cmi ? objectAt(cmi.cmi) : cmi) : {};
  const completion = root.completion_status;
  const objectives: ScoProgress['objectives'] = {};
  const list = objectAt(root.objectives).childArray ?? root.objectives;
  const items = Array.isArray(list) ? list : Object.values(objectAt(list));
  for (const raw of items) {
    const objective = objectAt(raw);
    if (typeof objective.id !== 'string' || objective.id === '') continue;
    objectives[objective.id] = {
      success: successOf(objective.success_status),
      measure: numberAt(objectAt(objective.score).scaled),
    };
  }
  return {
    completion:
      completion === 'completed' || completion === 'incomplete' || completion === 'not attempted'
        ? completion
        : 'unknown',
    success: successOf(root.success_status),
    measure: numberAt(objectAt(root.score).scaled),
    objectives,
    attempts,
    attempted: cmi !== undefined || attempts > 0,
  };
}

/** An objective's state as the rules read it. */
interface ObjectiveState {
  satisfied: boolean | null;
  measure: number | null;
}
/** An activity's state as the rules read it: its own, or rolled up from its children. */
interface ActivityState {
  completed: boolean | null;
  attempted: boolean;
  attempts: number;
  primary: ObjectiveState;
  objectives: Record<string, ObjectiveState>;
}

/**
 * The tree with the learner's progress: each activity's state (leaves from their SCO's data and
 * the global objectives, clusters rolled up), and the navigation questions the player asks.
 */
export class Sequencer {
  private readonly parents = new Map<string, SequencingActivity | null>();
  private readonly byId = new Map<string, SequencingActivity>();
  private readonly states = new Map<string, ActivityState>();
  /** Global objectives (map info targets) as the SCOs wrote them. */
  readonly globals: Record<string, ObjectiveState> = {};

  constructor(
    readonly root: SequencingActivity,
    progress: Record<string, ScoProgress | undefined>,
  ) {
    const index = (activity: SequencingActivity, parent: SequencingActivity | null) => {
      this.parents.set(activity.identifier, parent);
      this.byId.set(activity.identifier, activity);
      for (const child of activity.children) index(child, activity);
    };
    index(root, null);
    const leaves = this.leaves();
    // Writes first (in the organisation's order, so a later SCO's write wins), then each leaf reads.
    for (const leaf of leaves) this.writeGlobals(leaf, this.localState(leaf, progress[leaf.identifier]));
    this.rollup(root, progress);
  }

  /** The activity with that identifier. */
  activity(identifier: string): SequencingActivity | undefined {
    return this.byId.get(identifier);
  }

  /** The launchable activities in the organisation's order. */
  leaves(): SequencingActivity[] {
    const found: SequencingActivity[] = [];
    const walk = (activity: SequencingActivity) => {
      if (activity.launchable && activity.children.length === 0) found.push(activity);
      for (const child of activity.children) walk(child);
    };
    walk(this.root);
    return found;
  }

  /** The organisation's rolled-up status: completion and success (unknown when nothing is known). */
  status(): { completion: 'completed' | 'incomplete' | 'unknown'; success: 'passed' | 'failed' | 'unknown' } {
    const state = this.state(this.root);
    return {
      completion: state.completed === null ? 'unknown' : state.completed ? 'completed' : 'incomplete',
      success: state.primary.satisfied === null ? 'unknown' : state.primary.satisfied ? 'passed' : 'failed',
    };
  }

  /** Where the attempt starts: flowing into the organisation, else the first SCO that may be chosen. */
  start(): string | null {
    return (
      this.flowInto(this.root, 'forward') ??
      this.leaves().find((leaf) => this.mayChoose(null, leaf.identifier))?.identifier ??
      null
    );
  }

  /** The SCO a continue (forward) or previous (backward) request from `current` delivers, or null. */
  flow(current: string, direction: 'forward' | 'backward'): string | null {
    const activity = this.byId.get(current);
    const parent = activity ? this.parents.get(current) : null;
    if (!activity || !parent || !parent.flow) return null;
    if (direction === 'backward' && parent.forwardOnly) return null;
    return this.traverse(activity, direction);
  }

  /** Whether `target` may be chosen from `current` (null: nothing is shown yet). */
  mayChoose(current: string | null, target: string): boolean {
    const activity = this.byId.get(target);
    if (!activity || activity === this.root) return false;
    const path = this.pathTo(activity);
    for (const step of path) {
      if (step === this.root) continue;
      if (!this.parents.get(step.identifier)!.choice) return false;
      if (this.preAction(step, ['hiddenFromChoice', 'disabled']) !== null) return false;
      if (this.limitExceeded(step)) return false;
    }
    if (current !== null && current !== target) {
      const from = this.byId.get(current);
      if (from) {
        const fromPath = this.pathTo(from);
        const common = [...fromPath].reverse().find((step) => path.includes(step))!;
        // A cluster that may not be left by choice (choiceExit false) keeps the learner inside it.
        for (const step of fromPath) {
          if (step !== this.root && !path.includes(step) && !step.choiceExit) return false;
        }
        if (common.forwardOnly && this.order(activity) < this.order(from)) return false;
      }
    }
    return activity.children.length === 0 ? activity.launchable : this.flowInto(activity, 'forward') !== null;
  }

  /** The SCO a choice of `target` delivers (a cluster: flowing into it), or null when not allowed. */
  choose(current: string | null, target: string): string | null {
    if (!this.mayChoose(current, target)) return null;
    const activity = this.byId.get(target)!;
    return activity.children.length === 0 ? target : this.flowInto(activity, 'forward');
  }

  /** Whether the SCO shows in the list the learner chooses from. */
  hiddenFromChoice(identifier: string): boolean {
    const activity = this.byId.get(identifier);
    if (!activity) return true;
    return this.pathTo(activity).some(
      (step) => step !== this.root && (!step.visible || this.preAction(step, ['hiddenFromChoice']) !== null),
    );
  }

  /**
   * What the postcondition rules of the SCO that ended (then its clusters', on exitParent) ask for,
   * as a navigation request: continue, previous, exitAll, or retry (the same SCO again); null when
   * none applies.
   */
  postCondition(current: string): 'continue' | 'previous' | 'exitAll' | 'retry' | null {
    let activity = this.byId.get(current);
    while (activity && activity !== this.root) {
      const rule = activity.postConditions.find((candidate) => this.ruleHolds(activity!, candidate));
      if (!rule) return null;
      if (rule.action === 'exitParent') {
        activity = this.parents.get(activity.identifier) ?? undefined;
        continue;
      }
      if (rule.action === 'retryAll') return 'retry';
      return rule.action;
    }
    return null;
  }

  // ---- traversal ---------------------------------------------------------------------------------

  /** From `activity`, the next (or previous) deliverable SCO in the tree, honouring the rules on the way. */
  private traverse(activity: SequencingActivity, direction: 'forward' | 'backward'): string | null {
    let from = activity;
    for (;;) {
      const parent = this.parents.get(from.identifier);
      if (!parent) return null;
      const siblings = parent.children;
      let position = siblings.indexOf(from) + (direction === 'forward' ? 1 : -1);
      while (position >= 0 && position < siblings.length) {
        const candidate = siblings[position]!;
        if (!parent.flow) return null;
        if (direction === 'backward' && parent.forwardOnly) return null;
        if (direction === 'forward' && this.preAction(candidate, ['stopForwardTraversal']) !== null) return null;
        if (this.preAction(candidate, ['skip']) !== null) {
          position += direction === 'forward' ? 1 : -1;
          continue;
        }
        // A disabled activity, or one whose attempts are used up, stops the flow (SB.2.2).
        if (this.preAction(candidate, ['disabled']) !== null || this.limitExceeded(candidate)) return null;
        if (candidate.children.length === 0) return candidate.launchable ? candidate.identifier : null;
        return this.flowInto(candidate, direction);
      }
      // Past the last (or first) child: go up and on from the parent.
      if (parent === this.root) return null;
      if (direction === 'backward' && parent.forwardOnly) return null;
      from = parent;
    }
  }

  /** The first (or last) deliverable SCO inside a cluster, by flow. */
  private flowInto(cluster: SequencingActivity, direction: 'forward' | 'backward'): string | null {
    if (!cluster.flow || cluster.children.length === 0) return null;
    if (direction === 'backward' && cluster.forwardOnly) return null;
    const children = direction === 'forward' ? cluster.children : [...cluster.children].reverse();
    for (const child of children) {
      if (direction === 'forward' && this.preAction(child, ['stopForwardTraversal']) !== null) return null;
      if (this.preAction(child, ['skip']) !== null) continue;
      if (this.preAction(child, ['disabled']) !== null || this.limitExceeded(child)) return null;
      if (child.children.length === 0) return child.launchable ? child.identifier : null;
      const inside = this.flowInto(child, direction);
      if (inside) return inside;
      return null;
    }
    return null;
  }

  private pathTo(activity: SequencingActivity): SequencingActivity[] {
    const path: SequencingActivity[] = [];
    for (let step: SequencingActivity | null | undefined = activity; step; step = this.parents.get(step.identifier)) {
      path.unshift(step);
    }
    return path;
  }

  /** The activity's position in a preorder walk of the tree. */
  private order(activity: SequencingActivity): number {
    let position = 0;
    let found = -1;
    const walk = (step: SequencingActivity) => {
      if (step === activity) found = position;
      position += 1;
      step.children.forEach(walk);
    };
    walk(this.root);
    return found;
  }

  // ---- rules ---------------------------------------------------------------------------------------

  private preAction(activity: SequencingActivity, actions: readonly PreConditionRule['action'][]) {
    return (
      activity.preConditions.find((rule) => actions.includes(rule.action) && this.ruleHolds(activity, rule))?.action ??
      null
    );
  }

  private limitExceeded(activity: SequencingActivity): boolean {
    return (
      activity.attemptLimit !== null &&
      activity.attemptLimit > 0 &&
      this.state(activity).attempts >= activity.attemptLimit
    );
  }

  /** A rule applies only when its conditions are true: false and unknown leave it aside. */
  private ruleHolds(
    activity: SequencingActivity,
    rule: { combination: 'all' | 'any'; conditions: SequencingCondition[] },
  ) {
    return this.ruleValue(activity, rule) === true;
  }

  /**
   * The rule's conditions combined as IMS SS does, in three values: all (false if one is false,
   * else unknown if one is unknown) or any (true if one is true, else unknown if one is unknown).
   */
  private ruleValue(
    activity: SequencingActivity,
    rule: { combination: 'all' | 'any'; conditions: SequencingCondition[] },
  ): boolean | null {
    if (rule.conditions.length === 0) return null;
    const results = rule.conditions.map((condition) => this.conditionValue(activity, condition));
    if (rule.combination === 'any') return results.includes(true) ? true : results.includes(null) ? null : false;
    return results.includes(false) ? false : results.includes(null) ? null : true;
  }

  /**
   * A condition's value: true, false, or unknown (null) where IMS SS says so: satisfied without a
   * known objective status, completed without known progress, a measure comparison without a
   * measure. `not` turns true and false round and leaves unknown unknown, so "disabled when the
   * prerequisite is not satisfied" holds back nothing until its status is known; packages write
   * "not satisfied, or not objectiveStatusKnown" for that, as ADL's and Rustici's examples do.
   */
  private conditionValue(activity: SequencingActivity, condition: SequencingCondition): boolean | null {
    const state = this.state(activity);
    const objective =
      condition.objective === null
        ? state.primary
        : (state.objectives[condition.objective] ??
          (this.primaryOf(activity)?.id === condition.objective ? state.primary : null));
    let value: boolean | null;
    switch (condition.condition) {
      case 'satisfied':
        value = objective?.satisfied ?? null;
        break;
      case 'objectiveStatusKnown':
        value = objective !== null && objective.satisfied !== null;
        break;
      case 'objectiveMeasureKnown':
        value = objective !== null && objective.measure !== null;
        break;
      case 'objectiveMeasureGreaterThan':
        value = objective?.measure == null ? null : objective.measure > condition.measureThreshold;
        break;
      case 'objectiveMeasureLessThan':
        value = objective?.measure == null ? null : objective.measure < condition.measureThreshold;
        break;
      case 'completed':
        value = state.completed;
        break;
      case 'activityProgressKnown':
        value = state.completed !== null;
        break;
      case 'attempted':
        value = state.attempted;
        break;
      case 'attemptLimitExceeded':
        value = this.limitExceeded(activity);
        break;
      case 'always':
        value = true;
        break;
      default:
        // Time limits and available time ranges are not tracked: never exceeded.
        value = false;
    }
    return condition.not && value !== null ? !value : value;
  }

  // ---- state and rollup -------------------------------------------------------------------------

  private primaryOf(activity: SequencingActivity): SequencingObjective | undefined {
    return activity.objectives.find((objective) => objective.primary);
  }

  private state(activity: SequencingActivity): ActivityState {
    return this.states.get(activity.identifier)!;
  }

  /** A leaf's own state from its SCO's data, before global objectives are read. */
  private localState(leaf: SequencingActivity, progress: ScoProgress | undefined): ActivityState {
    const primary = this.primaryOf(leaf);
    const judged = (success: ScoProgress['success'], measure: number | null, objective?: SequencingObjective) =>
      ({
        satisfied:
          objective?.satisfiedByMeasure && measure !== null
            ? measure >= objective.minMeasure
            : success === 'unknown'
              ? null
              : success === 'passed',
        measure,
      }) satisfies ObjectiveState;
    const objectives: Record<string, ObjectiveState> = {};
    for (const objective of leaf.objectives) {
      if (objective.primary) continue;
      const own = progress?.objectives[objective.id];
      objectives[objective.id] = judged(own?.success ?? 'unknown', own?.measure ?? null, objective);
    }
    return {
      completed:
        !progress || progress.completion === 'unknown' || progress.completion === 'not attempted'
          ? null
          : progress.completion === 'completed',
      attempted: progress?.attempted ?? false,
      attempts: progress?.attempts ?? 0,
      primary: judged(progress?.success ?? 'unknown', progress?.measure ?? null, primary),
      objectives,
    };
  }

  private writeGlobals(activity: SequencingActivity, state: ActivityState): void {
    this.states.set(activity.identifier, state);
    for (const objective of activity.objectives) {
      const own = objective.primary ? state.primary : state.objectives[objective.id];
      if (!own) continue;
      for (const map of objective.maps) {
        const global = (this.globals[map.target] ??= { satisfied: null, measure: null });
        if (map.writeSatisfied && own.satisfied !== null) global.satisfied = own.satisfied;
        if (map.writeMeasure && own.measure !== null) global.measure = own.measure;
      }
    }
  }

  /** Objectives with read maps take the global's value where it is known. */
  private readGlobals(activity: SequencingActivity, state: ActivityState): void {
    for (const objective of activity.objectives) {
      const own = objective.primary
        ? state.primary
        : (state.objectives[objective.id] ??= { satisfied: null, measure: null });
      for (const map of objective.maps) {
        const global = this.globals[map.target];
        if (!global) continue;
        if (map.readSatisfied && global.satisfied !== null) own.satisfied = global.satisfied;
        if (map.readMeasure && global.measure !== null) {
          own.measure = global.measure;
          if (objective.satisfiedByMeasure) own.satisfied = global.measure >= objective.minMeasure;
        }
      }
    }
  }

  private rollup(activity: SequencingActivity, progress: Record<string, ScoProgress | undefined>): void {
    if (activity.children.length === 0) {
      const state = this.states.get(activity.identifier) ?? this.localState(activity, progress[activity.identifier]);
      this.readGlobals(activity, state);
      this.states.set(activity.identifier, state);
      return;
    }
    for (const child of activity.children) this.rollup(child, progress);
    const tracked = activity.children.filter((child) => child.tracked);
    const forSatisfaction = tracked.filter((child) => child.rollupObjectiveSatisfied);
    const forCompletion = tracked.filter((child) => child.rollupProgressCompletion);
    const childStates = activity.children.map((child) => this.state(child));
    const state: ActivityState = {
      completed: this.rollupCompletion(activity, forCompletion),
      attempted: childStates.some((child) => child.attempted),
      attempts: childStates.some((child) => child.attempted) ? 1 : 0,
      primary: { satisfied: this.rollupSatisfaction(activity, forSatisfaction), measure: null },
      objectives: {},
    };
    this.states.set(activity.identifier, state);
    this.readGlobals(activity, state);
  }

  private rollupSatisfaction(activity: SequencingActivity, children: SequencingActivity[]): boolean | null {
    const rules = activity.rollupRules;
    const notSatisfied = rules.filter((rule) => rule.action === 'notSatisfied');
    const satisfied = rules.filter((rule) => rule.action === 'satisfied');
    let result: boolean | null = null;
    if (notSatisfied.length > 0) {
      if (notSatisfied.some((rule) => this.rollupRuleHolds(rule, children))) result = false;
    } else if (children.some((child) => this.state(child).primary.satisfied === false)) {
      result = false;
    }
    if (satisfied.length > 0) {
      if (satisfied.some((rule) => this.rollupRuleHolds(rule, children))) result = true;
    } else if (children.length > 0 && children.every((child) => this.state(child).primary.satisfied === true)) {
      result = true;
    }
    return result;
  }

  private rollupCompletion(activity: SequencingActivity, children: SequencingActivity[]): boolean | null {
    const rules = activity.rollupRules;
    const incomplete = rules.filter((rule) => rule.action === 'incomplete');
    const completed = rules.filter((rule) => rule.action === 'completed');
    let result: boolean | null = null;
    if (incomplete.length > 0) {
      if (incomplete.some((rule) => this.rollupRuleHolds(rule, children))) result = false;
    } else if (children.some((child) => this.state(child).completed !== null || this.state(child).attempted)) {
      result = false;
    }
    if (completed.length > 0) {
      if (completed.some((rule) => this.rollupRuleHolds(rule, children))) result = true;
    } else if (children.length > 0 && children.every((child) => this.state(child).completed === true)) {
      result = true;
    }
    return result;
  }

  private rollupRuleHolds(rule: RollupRule, children: SequencingActivity[]): boolean {
    if (children.length === 0) return false;
    const values = children.map((child) =>
      this.ruleValue(child, {
        combination: rule.combination,
        conditions: rule.conditions.map((condition) => ({ ...condition, objective: null, measureThreshold: 0 })),
      }),
    );
    // A child whose value is unknown counts neither way (IMS SS RB.1.4).
    const count = values.filter((value) => value === true).length;
    switch (rule.childActivitySet) {
      case 'all':
        return count === children.length;
      case 'any':
        return count > 0;
      case 'none':
        return values.every((value) => value === false);
      case 'atLeastCount':
        return count >= rule.minimumCount;
      case 'atLeastPercent':
        return count / children.length >= rule.minimumPercent;
    }
  }
}
