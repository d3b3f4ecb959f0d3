import { scoProgressOf, Sequencer, type ScormStandard, type SequencingActivity } from '@campus/contracts';

/**
 * The fields of a SCO's run-time data that reports, resume and course progress read, taken from
 * the data model the runtime commits (scorm-again's JSON rendering, under `cmi` or at the root).
 * SCORM 1.2 folds completion and success into `cmi.core.lesson_status`; 2004 keeps them apart.
 */
export interface ScoSummary {
  lessonStatus: string | null;
  completionStatus: 'not_attempted' | 'incomplete' | 'completed' | 'unknown';
  successStatus: 'passed' | 'failed' | 'unknown';
  scoreRaw: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
  scoreScaled: number | null;
  location: string | null;
  sessionTime: string | null;
  totalTime: string | null;
  exit: string | null;
  interactions: unknown[];
}

type Json = Record<string, unknown>;

const objectAt = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const textAt = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
const numberAt = (value: unknown): number | null => {
  const text = textAt(value);
  if (text === null) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
};
/** scorm-again renders a list as an array or as an object keyed by index. */
const listAt = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];

/** The data model's root: `{ cmi: {…} }` or the `cmi` object itself. */
export const cmiRoot = (cmi: Json): Json => ('cmi' in cmi ? objectAt(cmi.cmi) : cmi);

export function summarise(standard: ScormStandard, cmi: Json): ScoSummary {
  const root = cmiRoot(cmi);
  return standard === 'scorm12' ? summarise12(root) : summarise2004(root);
}

function summarise12(root: Json): ScoSummary {
  const core = objectAt(root.core);
  const score = objectAt(core.score);
  const status = textAt(core.lesson_status);
  const raw = numberAt(score.raw);
  const min = numberAt(score.min);
  const max = numberAt(score.max);
  return {
    lessonStatus: status,
    completionStatus: completionOf12(status),
    successStatus: status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : 'unknown',
    scoreRaw: raw,
    scoreMin: min,
    scoreMax: max,
    // 1.2 has no scaled score: the raw one within min..max (0..100 unless the SCO says).
    scoreScaled: raw === null ? null : scaled(raw, min ?? 0, max ?? 100),
    location: textAt(core.lesson_location),
    sessionTime: textAt(core.session_time),
    totalTime: textAt(core.total_time),
    exit: textAt(core.exit),
    interactions: listAt(root.interactions),
  };
}

function completionOf12(status: string | null): ScoSummary['completionStatus'] {
  if (status === 'passed' || status === 'completed' || status === 'failed') return 'completed';
  if (status === 'incomplete' || status === 'browsed') return 'incomplete';
  if (status === 'not attempted' || status === null) return 'not_attempted';
  return 'unknown';
}

function summarise2004(root: Json): ScoSummary {
  const score = objectAt(root.score);
  const completion = textAt(root.completion_status);
  const success = textAt(root.success_status);
  return {
    lessonStatus: success === 'passed' || success === 'failed' ? success : completion,
    completionStatus:
      completion === 'completed' || completion === 'incomplete' || completion === 'unknown'
        ? completion
        : completion === 'not attempted'
          ? 'not_attempted'
          : 'unknown',
    successStatus: success === 'passed' || success === 'failed' ? success : 'unknown',
    scoreRaw: numberAt(score.raw),
    scoreMin: numberAt(score.min),
    scoreMax: numberAt(score.max),
    scoreScaled: numberAt(score.scaled),
    location: textAt(root.location),
    sessionTime: textAt(root.session_time),
    totalTime: textAt(root.total_time),
    exit: textAt(root.exit),
    interactions: listAt(root.interactions),
  };
}

function scaled(raw: number, min: number, max: number): number | null {
  if (max <= min) return null;
  return Math.max(-1, Math.min(1, (raw - min) / (max - min)));
}

/**
 * The attempt's status from its SCOs': complete when every SCO is; failed when any SCO failed,
 * passed when those that gave a verdict all passed (a tour's informational SCOs give none, its
 * quiz decides); the scaled score the mean of those that scored.
 */
export function rollUp(
  scoCount: number,
  scos: readonly { completionStatus: string | null; successStatus: string | null; scoreScaled: number | null }[],
): Pick<ScoSummary, 'completionStatus' | 'successStatus' | 'scoreScaled'> {
  const completed = scos.filter((sco) => sco.completionStatus === 'completed').length;
  const completionStatus =
    scos.length === 0 || scos.every((sco) => sco.completionStatus === 'not_attempted')
      ? 'not_attempted'
      : completed >= Math.max(1, scoCount)
        ? 'completed'
        : 'incomplete';
  const verdicts = scos.map((sco) => sco.successStatus).filter((status) => status === 'passed' || status === 'failed');
  const successStatus = verdicts.includes('failed') ? 'failed' : verdicts.length > 0 ? 'passed' : 'unknown';
  const scores = scos.map((sco) => sco.scoreScaled).filter((score): score is number => score !== null);
  const scoreScaled = scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
  return { completionStatus, successStatus, scoreScaled };
}

/**
 * The attempt's status by the package's own sequencing (SCORM 2004 with rules): completion and
 * success are the organisation's, rolled up from the SCOs by its rollup rules, global objectives
 * and tracking (docs/scorm.md "Sequencing"); the score stays the mean of the SCOs' scaled scores.
 * Where the rules leave the organisation's completion unknown, an attempt with any SCO begun is
 * incomplete.
 */
export function rollUpBySequencing(
  tree: SequencingActivity,
  scos: readonly {
    scoId: string;
    cmi: Json;
    completionStatus: string | null;
    successStatus: string | null;
    scoreScaled: number | null;
  }[],
  attempts: Record<string, number>,
): Pick<ScoSummary, 'completionStatus' | 'successStatus' | 'scoreScaled'> {
  const progress = Object.fromEntries(scos.map((sco) => [sco.scoId, scoProgressOf(sco.cmi, attempts[sco.scoId] ?? 0)]));
  const status = new Sequencer(tree, progress).status();
  const fallback = rollUp(0, scos);
  return {
    completionStatus:
      status.completion === 'unknown'
        ? fallback.completionStatus === 'not_attempted'
          ? 'not_attempted'
          : 'incomplete'
        : status.completion,
    successStatus: status.success,
    scoreScaled: fallback.scoreScaled,
  };
}
