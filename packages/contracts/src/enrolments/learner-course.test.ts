import { describe, expect, it } from 'vitest';
import type { CourseNode } from '../catalogue/courses.contract.js';
import { completionNodesOf, isCourseComplete, moduleNodesOf } from './learner-course.contract.js';

const module = (id: string, required?: boolean): CourseNode => ({ id, name: id, type: 'module', required });
const tree: CourseNode[] = [
  { id: 'note', name: 'Welcome', type: 'note' },
  { id: 'group', name: 'Part one', type: 'group', nodes: [module('a', true), module('b', false)] },
  module('c'),
];

describe('which nodes decide a course’s completion', () => {
  it('reads module nodes in order, through groups, leaving notes out', () => {
    expect(moduleNodesOf(tree).map((node) => node.id)).toEqual(['a', 'b', 'c']);
  });

  it('takes the required module nodes (required unless marked false, 02 §9 "new modules required true")', () => {
    expect(completionNodesOf(tree).map((node) => node.id)).toEqual(['a', 'c']);
  });

  it('takes every module node when none is required, and a course without modules never completes', () => {
    const optional = [module('x', false), module('y', false)];
    expect(completionNodesOf(optional).map((node) => node.id)).toEqual(['x', 'y']);
    expect(isCourseComplete([{ id: 'n', name: 'Note', type: 'note' }], () => 'completed')).toBe(false);
  });

  it('is complete when every deciding node is completed, whatever the optional ones', () => {
    const states = new Map([
      ['a', 'completed' as const],
      ['c', 'completed' as const],
    ]);
    expect(isCourseComplete(tree, (id) => states.get(id))).toBe(true);
    states.set('c', 'completed');
    expect(isCourseComplete(tree, (id) => (id === 'a' ? 'failed' : states.get(id)))).toBe(false);
  });
});
