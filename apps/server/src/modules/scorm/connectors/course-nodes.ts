/** A SCORM module node of a course's content tree (02 §3 Content tree node, subType scorm). */
export interface ScormNode {
  nodeId: string;
  moduleId: string;
  title: string;
  required: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The SCORM module nodes of a content tree (02 §3: nodes of type module, subType scorm, with a
 * moduleId; groups hold theirs in `nodes`), in the tree's order, depth first. Other nodes
 * (events, notes, dummy modules) cannot be played in another learning system and are left out.
 */
export function scormNodesOf(tree: readonly unknown[]): ScormNode[] {
  const found: ScormNode[] = [];
  const walk = (nodes: readonly unknown[]) => {
    for (const node of nodes) {
      if (!node || typeof node !== 'object') continue;
      const { id, name, type, subType, moduleId, required, nodes: children } = node as Record<string, unknown>;
      if (type === 'module' && subType === 'scorm' && typeof moduleId === 'string' && UUID.test(moduleId)) {
        found.push({
          nodeId: typeof id === 'string' || typeof id === 'number' ? String(id) : moduleId,
          moduleId,
          title: typeof name === 'string' ? name : '',
          required: required === true,
        });
      }
      if (Array.isArray(children)) walk(children);
    }
  };
  walk(tree);
  return found;
}
