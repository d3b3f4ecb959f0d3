import {
  defaultActivity,
  ROLLUP_ACTIONS,
  SEQUENCING_POST_ACTIONS,
  SEQUENCING_PRE_ACTIONS,
  SEQUENCING_RULE_CONDITIONS,
  type PostConditionRule,
  type PreConditionRule,
  type RollupRule,
  type SequencingActivity,
  type SequencingCondition,
  type SequencingObjective,
} from '@campus/contracts';
import type { ManifestItem, ScormManifest } from './manifest.js';

/**
 * The default organisation's activity tree with its IMS Simple Sequencing rules, read from the
 * `imsss:sequencing` the import kept (docs/scorm.md "Sequencing"): each item's own sequencing laid
 * over the `sequencingCollection` entry its IDRef names, IMS SS defaults where the manifest says
 * nothing. Null for SCORM 1.2, and for a 2004 manifest without any sequencing, which the player
 * moves through in the organisation's order as before (IMS SS's default, flow off, would leave
 * such a package's SCOs reachable only by choice).
 */
export function sequencingOf(manifest: ScormManifest): SequencingActivity | null {
  if (manifest.standard !== 'scorm2004') return null;
  const organization =
    manifest.organizations.find((candidate) => candidate.identifier === manifest.defaultOrganization) ??
    manifest.organizations[0];
  if (!organization) return null;
  const anySequencing = (items: ManifestItem[]): boolean =>
    items.some((item) => isNode(item.sequencing) || anySequencing(item.items));
  if (!isNode(organization.sequencing) && !anySequencing(organization.items)) return null;

  const collection = new Map(
    list(node(manifest.sequencingCollection)?.sequencing).flatMap((entry) => {
      const id = attr(entry, 'ID');
      return id ? [[id, entry] as const] : [];
    }),
  );
  const activity = (
    identifier: string,
    title: string,
    launchable: boolean,
    visible: boolean,
    sequencing: unknown,
    children: SequencingActivity[],
  ): SequencingActivity => ({
    ...defaultActivity(identifier, title, launchable),
    ...rulesOf(resolve(sequencing, collection)),
    visible,
    children,
  });
  const item = (raw: ManifestItem): SequencingActivity =>
    activity(raw.identifier, raw.title, raw.launch !== null, raw.isvisible, raw.sequencing, raw.items.map(item));
  return activity(
    organization.identifier,
    organization.title,
    false,
    true,
    organization.sequencing,
    organization.items.map(item),
  );
}

type Node = Record<string, unknown>;

/** An item's sequencing: the collection's entry named by IDRef, with the item's own elements over it. */
function resolve(sequencing: unknown, collection: Map<string, Node>): Node {
  const own = node(sequencing) ?? {};
  const shared = collection.get(attr(own, 'IDRef') ?? '') ?? {};
  return { ...shared, ...own };
}

type Rules = Omit<SequencingActivity, 'identifier' | 'title' | 'launchable' | 'visible' | 'children'>;

function rulesOf(sequencing: Node): Partial<Rules> {
  const rules: Partial<Rules> = {};
  const control = node(sequencing.controlMode);
  if (control) {
    rules.choice = flag(control, 'choice', true);
    rules.choiceExit = flag(control, 'choiceExit', true);
    rules.flow = flag(control, 'flow', false);
    rules.forwardOnly = flag(control, 'forwardOnly', false);
  }
  const sequencingRules = node(sequencing.sequencingRules);
  rules.preConditions = list(sequencingRules?.preConditionRule).flatMap((rule) =>
    ruleOf(rule, SEQUENCING_PRE_ACTIONS),
  ) as PreConditionRule[];
  rules.postConditions = list(sequencingRules?.postConditionRule).flatMap((rule) =>
    ruleOf(rule, SEQUENCING_POST_ACTIONS),
  ) as PostConditionRule[];
  const limit = Number(attr(node(sequencing.limitConditions), 'attemptLimit'));
  rules.attemptLimit = Number.isInteger(limit) && limit > 0 ? limit : null;
  rules.tracked = flag(node(sequencing.deliveryControls), 'tracked', true);
  const rollup = node(sequencing.rollupRules);
  rules.rollupObjectiveSatisfied = flag(rollup, 'rollupObjectiveSatisfied', true);
  rules.rollupProgressCompletion = flag(rollup, 'rollupProgressCompletion', true);
  rules.rollupRules = list(rollup?.rollupRule).flatMap(rollupRuleOf);
  // imsss:objectives and 4th edition's adlseq:objectives (extra map info for the same objectives:
  // scores, completion) both read as `objectives` without their prefix; imsss's is the one with a
  // primary objective, which its schema requires.
  const holders = list(sequencing.objectives);
  const objectives = holders.find((holder) => holder.primaryObjective !== undefined);
  rules.objectives = objectives
    ? [
        ...list(objectives.primaryObjective).map((raw) => objectiveOf(raw, true)),
        ...list(objectives.objective).map((raw) => objectiveOf(raw, false)),
      ]
    : [];
  return rules;
}

function conditionsOf(holder: Node | undefined, tag: string): SequencingCondition[] {
  return list(holder?.[tag]).flatMap((raw) => {
    const condition = attr(raw, 'condition') as SequencingCondition['condition'] | null;
    if (!condition || !SEQUENCING_RULE_CONDITIONS.includes(condition)) return [];
    const threshold = Number(attr(raw, 'measureThreshold') ?? '0');
    return [
      {
        condition,
        not: attr(raw, 'operator') === 'not',
        objective: attr(raw, 'referencedObjective') || null,
        measureThreshold: Number.isFinite(threshold) ? threshold : 0,
      },
    ];
  });
}

function ruleOf(raw: Node, actions: readonly string[]) {
  const action = attr(node(raw.ruleAction), 'action');
  if (!action || !actions.includes(action)) return [];
  const holder = node(raw.ruleConditions);
  return [
    {
      action,
      combination: attr(holder, 'conditionCombination') === 'any' ? ('any' as const) : ('all' as const),
      conditions: conditionsOf(holder, 'ruleCondition'),
    },
  ];
}

function rollupRuleOf(raw: Node): RollupRule[] {
  const action = attr(node(raw.rollupAction), 'action') as RollupRule['action'] | null;
  if (!action || !ROLLUP_ACTIONS.includes(action)) return [];
  const holder = node(raw.rollupConditions);
  const set = attr(raw, 'childActivitySet');
  const count = Number(attr(raw, 'minimumCount') ?? '0');
  const percent = Number(attr(raw, 'minimumPercent') ?? '0');
  return [
    {
      action,
      childActivitySet:
        set === 'any' || set === 'none' || set === 'atLeastCount' || set === 'atLeastPercent' ? set : 'all',
      minimumCount: Number.isFinite(count) ? count : 0,
      minimumPercent: Number.isFinite(percent) ? percent : 0,
      // IMS SS: rollup conditions combine with "any" unless said (rule conditions with "all").
      combination: attr(holder, 'conditionCombination') === 'all' ? 'all' : 'any',
      conditions: conditionsOf(holder, 'rollupCondition').map(({ condition, not }) => ({ condition, not })),
    },
  ];
}

function objectiveOf(raw: Node, primary: boolean): SequencingObjective {
  const measure = Number(text(raw.minNormalizedMeasure) ?? '1');
  return {
    id: attr(raw, 'objectiveID') ?? '',
    primary,
    satisfiedByMeasure: flag(raw, 'satisfiedByMeasure', false),
    minMeasure: Number.isFinite(measure) ? measure : 1,
    maps: list(raw.mapInfo).flatMap((map) => {
      const target = attr(map, 'targetObjectiveID');
      return target
        ? [
            {
              target,
              readSatisfied: flag(map, 'readSatisfiedStatus', true),
              readMeasure: flag(map, 'readNormalizedMeasure', true),
              writeSatisfied: flag(map, 'writeSatisfiedStatus', false),
              writeMeasure: flag(map, 'writeNormalizedMeasure', false),
            },
          ]
        : [];
    }),
  };
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const node = (value: unknown): Node | undefined =>
  isNode(value) ? value : Array.isArray(value) ? (value.find(isNode) as Node | undefined) : undefined;
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []);
const attr = (value: Node | undefined, name: string): string | null => {
  const found = value?.[`@${name}`];
  return typeof found === 'string' ? found.trim() : null;
};
const flag = (value: Node | undefined, name: string, fallback: boolean): boolean => {
  const found = attr(value, name);
  return found === null ? fallback : found === 'true' || found === '1';
};
function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isNode(value)) return text(value['#text']);
  return null;
}
