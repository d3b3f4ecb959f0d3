import { describe, expect, it } from 'vitest';
import type { CourseNode } from '@campus/contracts';
import { dropTarget, groupsOf, lastIdIn, movesOf, positionOf } from './courseTree';

const leaf = (id: string, type: 'module' | 'note' = 'module'): CourseNode => ({ id, name: id, type });
const tree: CourseNode[] = [
  leaf('a'),
  { id: 'g', name: 'G', type: 'group', nodes: [leaf('b'), { id: 'h', name: 'H', type: 'group', nodes: [leaf('c')] }] },
  leaf('d', 'note'),
];

describe('the content tree moves', () => {
  it('moves up and down among siblings, never to where the node stands', () => {
    expect(movesOf(tree, 'a').up).toBeNull();
    expect(movesOf(tree, 'a').down).toEqual({ inGroup: null, previousId: 'g', kind: 'down' });
    expect(movesOf(tree, 'd').up).toEqual({ inGroup: null, previousId: 'a', kind: 'up' });
    expect(movesOf(tree, 'g').up).toEqual({ inGroup: null, previousId: null, kind: 'up' });
    expect(movesOf(tree, 'd').down).toBeNull();
  });

  it('moves into the group just above, at its end, and out of a group just after it', () => {
    expect(movesOf(tree, 'd').into).toMatchObject({ inGroup: 'g', previousId: 'h', kind: 'into' });
    expect(movesOf(tree, 'a').into).toBeNull();
    expect(movesOf(tree, 'c').outOf).toMatchObject({ inGroup: 'g', previousId: 'h', kind: 'outOf' });
    expect(movesOf(tree, 'b').outOf).toMatchObject({ inGroup: null, previousId: 'g', kind: 'outOf' });
    expect(movesOf(tree, 'a').outOf).toBeNull();
  });

  it('drops after a node, first inside a group, on itself as its own place, never a group into itself', () => {
    expect(dropTarget(tree, 'a', 'd', false)).toEqual({ inGroup: null, previousId: 'd', kind: 'drop' });
    expect(dropTarget(tree, 'a', 'h', true)).toMatchObject({ inGroup: 'h', previousId: null, kind: 'into' });
    expect(dropTarget(tree, 'c', 'c', false)).toEqual({ inGroup: 'h', previousId: null, kind: 'drop' });
    expect(dropTarget(tree, 'g', 'c', false)).toBeNull();
  });

  it('says where a node stands, lists the groups and finds where a new node goes', () => {
    expect(positionOf(tree, 'c')).toMatchObject({ position: 1, of: 1 });
    expect(groupsOf(tree).map(({ node, depth }) => `${node.id}${depth}`)).toEqual(['g0', 'h1']);
    expect(lastIdIn(tree, null)).toBe('d');
    expect(lastIdIn(tree, 'h')).toBe('c');
  });
});
