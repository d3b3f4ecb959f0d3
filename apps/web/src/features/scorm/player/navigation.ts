import type { ScormSco, ScormStandard } from '@campus/contracts';

/**
 * Where the player goes when a SCO's session ends (docs/scorm.md "Player"), along the default
 * organisation's order: a SCORM 2004 navigation request (adl.nav.request) moves to the next or
 * previous SCO, or to the one named by `{target=ID}choice`; exit, exitAll, suspendAll and
 * abandon end the module. Without a request (and in SCORM 1.2, which has none), the learner
 * flows on to the next SCO, and after the last the module ends. Null: the module ends.
 */
export function nextSco(
  scos: readonly ScormSco[],
  current: string,
  request: string,
  standard: ScormStandard,
): string | null {
  const index = scos.findIndex((sco) => sco.identifier === current);
  const at = (position: number) => scos[position]?.identifier ?? null;
  const choice = /^\{target=([^}]+)\}(choice|jump)$/.exec(request);
  if (choice) return scos.some((sco) => sco.identifier === choice[1]) ? choice[1]! : null;
  switch (request) {
    case 'continue':
      return at(index + 1);
    case 'previous':
      return index > 0 ? at(index - 1) : null;
    case 'exit':
    case 'exitAll':
    case 'suspendAll':
    case 'abandon':
    case 'abandonAll':
      return null;
    default:
      // _none_ or nothing: flow on in 1.2; in 2004 a SCO that asks for nothing ends where it is,
      // unless there are more to go (the learner's buttons move too).
      return standard === 'scorm12' || scos.length > 1 ? at(index + 1) : null;
  }
}
