import { describe, expect, it } from 'vitest';
import type { CourseNode } from '@campus/contracts';
import {
  externalModulesData,
  insertNode,
  isEditable,
  minorReleaseNotes,
  moveNode,
  noteName,
  removeNode,
} from './course-tree.js';

const module = (id: string, extra: Partial<CourseNode> = {}): CourseNode => ({
  id,
  name: id.toUpperCase(),
  type: 'module',
  subType: 'scorm',
  moduleId: `m-${id}`,
  required: true,
  ...extra,
});
const group = (id: string, nodes: CourseNode[] = []): CourseNode => ({ id, name: id, type: 'group', nodes });
const ids = (tree: CourseNode[]): unknown[] => tree.map((node) => (node.nodes ? [node.id, ids(node.nodes)] : node.id));

describe('course tree (02 §3 Content tree node, §4 rules)', () => {
  it('is editable only when every node is named and every module node names its module', () => {
    expect(isEditable([module('a'), group('g', [module('b')])])).toBe(true);
    expect(isEditable([group('g', [module('b', { name: ' ' })])])).toBe(false);
    expect(isEditable([module('a', { moduleId: null })])).toBe(false);
    expect(isEditable([])).toBe(true);
  });

  it('inserts after a sibling, into a group, and first without one; the tree given is not changed', () => {
    const tree = [module('a'), group('g')];
    const next = insertNode(tree, module('b'), { previousId: 'a' });
    expect(ids(next)).toEqual(['a', 'b', ['g', []]]);
    expect(ids(insertNode(next, module('c'), { inGroup: 'g' }))).toEqual(['a', 'b', ['g', ['c']]]);
    expect(ids(insertNode(next, module('d'), {}))).toEqual(['d', 'a', 'b', ['g', []]]);
    expect(ids(tree)).toEqual(['a', ['g', []]]);
    expect(() => insertNode(tree, module('x'), { inGroup: 'a' })).toThrow();
    expect(() => insertNode(tree, module('x'), { previousId: 'zz' })).toThrow();
  });

  it('moves nodes; its own place is moduleNotMoved; a group cannot go into itself', () => {
    const tree = [module('a'), module('b'), group('g', [module('c')])];
    expect(() => moveNode(tree, 'b', { previousId: 'a' })).toThrow(/already in this position/);
    expect(() => moveNode(tree, 'a', {})).toThrow(/already in this position/);
    expect(() => moveNode(tree, 'c', { inGroup: 'g' })).toThrow(/already in this position/);
    expect(() => moveNode(tree, 'b', { previousId: 'b' })).toThrow(/already in this position/);
    expect(ids(moveNode(tree, 'c', { previousId: 'a' }))).toEqual(['a', 'c', 'b', ['g', []]]);
    expect(ids(moveNode(tree, 'a', { inGroup: 'g', previousId: 'c' }))).toEqual(['b', ['g', ['c', 'a']]]);
    expect(() => moveNode(tree, 'g', { inGroup: 'g' })).toThrow();
  });

  it('names minor releases by what changed', () => {
    const released = [module('a'), module('b')];
    expect(minorReleaseNotes(released, [...released, module('c')])).toBe('Content added');
    expect(minorReleaseNotes(released, [module('a')])).toBe('Content removed');
    expect(minorReleaseNotes(released, [module('a'), module('c')])).toBe('Content updated');
    expect(minorReleaseNotes(released, removeNode([...released, module('c')], 'c'))).toBe('Content updated');
  });

  it('names notes by their text and gathers the modules’ nodes', () => {
    expect(noteName('<p>Read &amp; <b>sign</b></p>')).toBe('Read & sign');
    expect(noteName('<img src="/a.png">')).toBe('Note');
    expect(externalModulesData([module('a'), group('g', [module('b', { moduleId: 'm-a', versionId: 'v' })])])).toEqual({
      'm-a': { type: 'scorm', nodeIds: ['a', 'b'], previewId: null, externalId: null },
    });
  });
});
