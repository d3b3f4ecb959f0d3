import { randomUUID } from 'node:crypto';
import { COURSE_ERRORS, COURSE_MESSAGES, type CourseNode } from '@campus/contracts';
import { specError } from '../../../lib/errors.js';

/**
 * A course's content tree (02 §3 Content tree node) and the changes the course calls make to it
 * (02 §7 module, note, group, update, remove, reorder). Pure: the service reads the draft tree,
 * asks for the change here and writes the answer back. Nodes keep the shape the SCORM player,
 * enrolment progress and SCORM connectors read (`scormNodesOf`): `{ id, name, type, subType,
 * moduleId, required, nodes }`, groups holding theirs in `nodes`.
 */

export type Tree = CourseNode[];

/** Where a node goes: into a group (else the top level), after a sibling (else first). */
export interface Place {
  inGroup?: string | null | undefined;
  previousId?: string | null | undefined;
}

const nodeNotFound = () => specError(404, COURSE_ERRORS.nodeNotFound);

/** A tree read from the database as the tree type: anything that is not a node list is empty. */
export function treeOf(value: unknown): Tree {
  return Array.isArray(value) ? (value as Tree) : [];
}

export const newNodeId = (): string => randomUUID();

interface Found {
  node: CourseNode;
  /** The list holding it: the tree or a group's `nodes`. */
  siblings: CourseNode[];
  index: number;
  /** The group holding it; null at the top level. */
  groupId: string | null;
}

export function findNode(tree: Tree, id: string): Found | null {
  const walk = (siblings: CourseNode[], groupId: string | null): Found | null => {
    for (const [index, node] of siblings.entries()) {
      if (node.id === id) return { node, siblings, index, groupId };
      if (node.nodes) {
        const inside = walk(node.nodes, node.id);
        if (inside) return inside;
      }
    }
    return null;
  };
  return walk(tree, null);
}

/** Every node, depth first. */
export function allNodes(tree: Tree): CourseNode[] {
  return tree.flatMap((node) => [node, ...allNodes(node.nodes ?? [])]);
}

/**
 * 02 §4 "The module tree is editable only when every node has a name and every module node has an
 * id" (its module's id).
 */
export function isEditable(tree: Tree): boolean {
  return allNodes(tree).every(
    (node) =>
      typeof node.name === 'string' &&
      node.name.trim().length > 0 &&
      (node.type !== 'module' || (typeof node.moduleId === 'string' && node.moduleId.length > 0)),
  );
}

export const moduleNodes = (tree: Tree): CourseNode[] => allNodes(tree).filter((node) => node.type === 'module');

/** The list a node goes into: the top level, or the named group's nodes (404 when there is no such group). */
function containerOf(tree: Tree, inGroup: string | null | undefined): CourseNode[] {
  if (!inGroup) return tree;
  const found = findNode(tree, inGroup);
  if (!found || found.node.type !== 'group') throw nodeNotFound();
  found.node.nodes ??= [];
  return found.node.nodes;
}

/** The position after `previousId` among `siblings` (0 without one; 404 when it is not among them). */
function positionAfter(siblings: CourseNode[], previousId: string | null | undefined): number {
  if (!previousId) return 0;
  const index = siblings.findIndex((node) => node.id === previousId);
  if (index === -1) throw nodeNotFound();
  return index + 1;
}

/** The tree with the node placed (a copy; the given tree is not changed). */
export function insertNode(tree: Tree, node: CourseNode, place: Place): Tree {
  const next = structuredClone(tree);
  const siblings = containerOf(next, place.inGroup);
  siblings.splice(positionAfter(siblings, place.previousId), 0, node);
  return next;
}

/** The tree with the node changed by `change` (a copy); 404 when there is no such node of that type. */
export function changeNode(tree: Tree, id: string, type: CourseNode['type'], change: (node: CourseNode) => void): Tree {
  const next = structuredClone(tree);
  const found = findNode(next, id);
  if (!found || found.node.type !== type) throw nodeNotFound();
  change(found.node);
  return next;
}

/** The tree without the node (a group goes with what it holds); 404 when there is no such node. */
export function removeNode(tree: Tree, id: string): Tree {
  const next = structuredClone(tree);
  const found = findNode(next, id);
  if (!found) throw nodeNotFound();
  found.siblings.splice(found.index, 1);
  return next;
}

/**
 * The tree with the node moved to its new place. 02 §4 "Moving a module to its own current
 * position fails as 'moduleNotMoved'" (400); a group cannot go inside itself (404: no such group
 * outside it).
 */
export function moveNode(tree: Tree, id: string, place: Place): Tree {
  const found = findNode(tree, id);
  if (!found) throw nodeNotFound();
  const previous = found.index === 0 ? null : found.siblings[found.index - 1]!.id;
  if ((place.inGroup ?? null) === found.groupId && (place.previousId ?? null) === previous) {
    throw specError(400, COURSE_ERRORS.moduleNotMoved);
  }
  if (place.previousId === id) throw specError(400, COURSE_ERRORS.moduleNotMoved);
  const without = removeNode(tree, id);
  // A group moved into itself or one of its own groups is no longer in the tree it is removed from.
  return insertNode(without, structuredClone(found.node), place);
}

/**
 * 02 §4 minor release notes: 'Content added' when the draft has nodes the last release lacks and
 * none removed, 'Content removed' the other way round, else 'Content updated'.
 */
export function minorReleaseNotes(released: Tree, draft: Tree): string {
  const before = new Set(allNodes(released).map((node) => node.id));
  const after = new Set(allNodes(draft).map((node) => node.id));
  const added = [...after].some((id) => !before.has(id));
  const removed = [...before].some((id) => !after.has(id));
  if (added && !removed) return COURSE_MESSAGES.contentAdded;
  if (removed && !added) return COURSE_MESSAGES.contentRemoved;
  return COURSE_MESSAGES.contentUpdated;
}

/** A note's name: its text without markup, cut short (02 §4 needs every node named). */
export function noteName(description: string): string {
  const text = description
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 0 ? text.slice(0, 100) : 'Note';
}

/** 02 §3 externalModulesData: each module's nodes in the tree, keyed by moduleId. */
export function externalModulesData(tree: Tree) {
  const data: Record<
    string,
    { type: 'scorm' | 'event' | 'dummy'; nodeIds: string[]; previewId: string | null; externalId: string | null }
  > = {};
  for (const node of moduleNodes(tree)) {
    if (!node.moduleId) continue;
    const entry = (data[node.moduleId] ??= {
      type: node.subType ?? 'dummy',
      nodeIds: [],
      previewId: node.versionId ?? null,
      externalId: node.externalId ?? null,
    });
    entry.nodeIds.push(node.id);
  }
  return data;
}
