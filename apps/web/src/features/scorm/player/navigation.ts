import { scoProgressOf, Sequencer, type ScormLaunch } from '@campus/contracts';

/** Where a navigation request goes: the SCO to show next, or null (the module ends, or the request was refused). */
export interface Move {
  to: string | null;
  /** The package's sequencing does not allow the request from here (nothing is delivered). */
  refused: boolean;
}

type Navigable = Pick<ScormLaunch, 'scos' | 'standard' | 'sequencing' | 'data' | 'attempts'>;

/**
 * The package's sequencing with the learner's progress (docs/scorm.md "Sequencing"): each SCO's
 * saved data, the attempts that ended, and `live`, the data model of the SCO being played as it is
 * now. Null when the package has no sequencing (SCORM 1.2, or 2004 without rules).
 */
export function sequencerOf(
  launch: Navigable,
  live?: { scoId: string; cmi: Record<string, unknown> },
): Sequencer | null {
  if (!launch.sequencing) return null;
  const progress = Object.fromEntries(
    launch.scos.map((sco) => {
      const cmi = live?.scoId === sco.identifier ? live.cmi : launch.data[sco.identifier]?.cmi;
      return [
        sco.identifier,
        cmi || launch.attempts[sco.identifier] ? scoProgressOf(cmi, launch.attempts[sco.identifier] ?? 0) : undefined,
      ];
    }),
  );
  return new Sequencer(launch.sequencing, progress);
}

/**
 * Where the player goes when a SCO's session ends (docs/scorm.md "Player"). With the package's
 * sequencing, by its rules: continue and previous by flow (skipped, disabled and used-up activities
 * honoured), `{target=ID}choice` when the target may be chosen, `jump` to any SCO, and without a
 * request the SCO's postcondition rules, else on to the next SCO the flow allows. Without
 * sequencing, along the default organisation's order; without a request (and in SCORM 1.2, which
 * has none) the learner flows on to the next SCO, and after the last the module ends. exit,
 * exitAll, suspendAll and abandon end the module.
 */
export function nextSco(launch: Navigable, current: string, request: string, sequencer: Sequencer | null): Move {
  const { scos, standard } = launch;
  const index = scos.findIndex((sco) => sco.identifier === current);
  const at = (position: number) => scos[position]?.identifier ?? null;
  const ends: Move = { to: null, refused: false };
  const target = /^\{target=([^}]+)\}(choice|jump)$/.exec(request);
  if (['exit', 'exitAll', 'suspendAll', 'abandon', 'abandonAll'].includes(request)) return ends;

  if (sequencer) {
    const moved = (to: string | null): Move => ({ to, refused: to === null });
    if (target) {
      const id = target[1]!;
      if (target[2] === 'jump') return moved(scos.some((sco) => sco.identifier === id) ? id : null);
      return moved(sequencer.choose(current, id));
    }
    if (request === 'continue') return moved(sequencer.flow(current, 'forward'));
    if (request === 'previous') return moved(sequencer.flow(current, 'backward'));
    switch (sequencer.postCondition(current)) {
      case 'continue':
        return moved(sequencer.flow(current, 'forward'));
      case 'previous':
        return moved(sequencer.flow(current, 'backward'));
      case 'retry':
        return { to: current, refused: false };
      case 'exitAll':
        return ends;
      default:
        return { to: sequencer.flow(current, 'forward'), refused: false };
    }
  }

  if (target) {
    const id = target[1]!;
    return scos.some((sco) => sco.identifier === id) ? { to: id, refused: false } : { to: null, refused: true };
  }
  switch (request) {
    case 'continue':
      return { to: at(index + 1), refused: false };
    case 'previous':
      return index > 0 ? { to: at(index - 1), refused: false } : { to: null, refused: true };
    default:
      // _none_ or nothing: flow on in 1.2; in 2004 a SCO that asks for nothing ends where it is,
      // unless there are more to go (the learner's buttons move too).
      return { to: standard === 'scorm12' || scos.length > 1 ? at(index + 1) : null, refused: false };
  }
}

/** What the learner's own buttons and list may do from `current`. */
export interface Choices {
  previous: string | null;
  continue: string | null;
  /** The SCOs listed to choose from (hidden ones left out), each with whether it may be chosen now. */
  list: { identifier: string; title: string; disabled: boolean }[];
}

export function choicesOf(
  launch: Navigable,
  current: string,
  sequencer: Sequencer | null,
  /** The current SCO's session has ended: it is judged like the others (an attempt limit may now close it). */
  ended = false,
): Choices {
  const { scos } = launch;
  const index = scos.findIndex((sco) => sco.identifier === current);
  if (!sequencer) {
    return {
      previous: scos[index - 1]?.identifier ?? null,
      continue: scos[index + 1]?.identifier ?? null,
      list: scos.map((sco) => ({ identifier: sco.identifier, title: sco.title, disabled: false })),
    };
  }
  return {
    previous: sequencer.flow(current, 'backward'),
    continue: sequencer.flow(current, 'forward'),
    list: scos
      .filter((sco) => (sco.identifier === current && !ended) || !sequencer.hiddenFromChoice(sco.identifier))
      .map((sco) => ({
        identifier: sco.identifier,
        title: sco.title,
        disabled: (sco.identifier !== current || ended) && !sequencer.mayChoose(current, sco.identifier),
      })),
  };
}

/**
 * 2004's `adl.nav.request_valid.*` for the SCO being played: continue and previous, and
 * `choice.{target=ID}` / `jump.{target=ID}`, by the package's sequencing or the organisation's order.
 */
export function requestValid(launch: Navigable, current: string, request: string, sequencer: Sequencer | null): string {
  const choices = choicesOf(launch, current, sequencer);
  if (request === 'continue') return choices.continue ? 'true' : 'false';
  if (request === 'previous') return choices.previous ? 'true' : 'false';
  const target = /^(choice|jump)\.\{target=([^}]+)\}$/.exec(request);
  if (!target) return 'unknown';
  const id = target[2]!;
  const known = launch.scos.some((sco) => sco.identifier === id);
  if (target[1] === 'jump' || !sequencer) return known ? 'true' : 'false';
  return sequencer.mayChoose(current, id) ? 'true' : 'false';
}
