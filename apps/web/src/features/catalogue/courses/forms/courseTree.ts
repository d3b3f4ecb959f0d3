import type { CourseNode } from '@campus/contracts';

/** Where a node stands: its group (null: the top level), its siblings and its place among them. */
export interface NodePlace {
  node: CourseNode;
  parent: CourseNode | null;
  siblings: readonly CourseNode[];
  index: number;
  /** The groups it stands in, outermost first. */
  ancestors: readonly CourseNode[];
}

export function findPlace(
  tree: readonly CourseNode[],
  id: string,
  parent: CourseNode | null = null,
  ancestors: readonly CourseNode[] = [],
): NodePlace | null {
  for (const [index, node] of tree.entries()) {
    if (node.id === id) return { node, parent, siblings: tree, index, ancestors };
    if (node.type === 'group') {
      const found = findPlace(node.nodes ?? [], id, node, [...ancestors, node]);
      if (found) return found;
    }
  }
  return null;
}

/** A reorder call's target (02 §7 reorder {nodeId, inGroup, previousId}). */
export interface MoveTarget {
  inGroup: string | null;
  previousId: string | null;
  /** What the move did, for the announcement. */
  kind: 'up' | 'down' | 'into' | 'outOf' | 'drop';
  /** The group moved into or out of. */
  group?: CourseNode;
}

/** The keyboard moves a node has where it stands (none that would leave it where it is). */
export function movesOf(tree: readonly CourseNode[], id: string) {
  const place = findPlace(tree, id);
  if (!place) return { up: null, down: null, into: null, outOf: null };
  const { siblings, index, parent } = place;
  const inGroup = parent?.id ?? null;
  const up: MoveTarget | null = index > 0 ? { inGroup, previousId: siblings[index - 2]?.id ?? null, kind: 'up' } : null;
  const next = siblings[index + 1];
  const down: MoveTarget | null = next ? { inGroup, previousId: next.id, kind: 'down' } : null;
  // Into the group just above, at its end.
  const above = siblings[index - 1];
  const into: MoveTarget | null =
    above?.type === 'group'
      ? { inGroup: above.id, previousId: above.nodes?.at(-1)?.id ?? null, kind: 'into', group: above }
      : null;
  // Out of its group: just after the group, in the group's own place.
  const outOf: MoveTarget | null = parent
    ? { inGroup: findPlace(tree, parent.id)?.parent?.id ?? null, previousId: parent.id, kind: 'outOf', group: parent }
    : null;
  return { up, down, into, outOf };
}

/**
 * A drop of `dragged` on `target`: onto a group's "inside" area it goes first in the group,
 * onto any other node it goes just after it, in that node's group. Dropping a node on itself
 * asks the server anyway, which answers 'moduleNotMoved' (02 §4).
 */
export function dropTarget(
  tree: readonly CourseNode[],
  draggedId: string,
  targetId: string,
  inside: boolean,
): MoveTarget | null {
  const target = findPlace(tree, targetId);
  if (!target) return null;
  if (draggedId === targetId) {
    const own = findPlace(tree, draggedId);
    return own
      ? { inGroup: own.parent?.id ?? null, previousId: own.siblings[own.index - 1]?.id ?? null, kind: 'drop' }
      : null;
  }
  // A group cannot go inside itself.
  if (target.ancestors.some((group) => group.id === draggedId)) return null;
  if (inside && target.node.type === 'group') {
    return { inGroup: target.node.id, previousId: null, kind: 'into', group: target.node };
  }
  return { inGroup: target.parent?.id ?? null, previousId: target.node.id, kind: 'drop' };
}

/** The node's position (1-based) and how many stand beside it, after the move. */
export const positionOf = (tree: readonly CourseNode[], id: string) => {
  const place = findPlace(tree, id);
  return place ? { position: place.index + 1, of: place.siblings.length, group: place.parent } : null;
};

/** Every group, with its depth, for the "add to" choice. */
export function groupsOf(tree: readonly CourseNode[], depth = 0): { node: CourseNode; depth: number }[] {
  return tree.flatMap((node) =>
    node.type === 'group' ? [{ node, depth }, ...groupsOf(node.nodes ?? [], depth + 1)] : [],
  );
}

/** The last node of a group (or of the top level): a new node goes after it. */
export const lastIdIn = (tree: readonly CourseNode[], groupId: string | null): string | null => {
  const list = groupId === null ? tree : (findPlace(tree, groupId)?.node.nodes ?? []);
  return list.at(-1)?.id ?? null;
};
