import { describe, expect, it } from 'vitest';
import { resolveLaunch } from './launch-address.js';
import { PackageRefusal } from './package-refusal.js';

/** Launch addresses from href and the xml:base chain (IMS content packaging, docs/scorm.md). */
describe('resolveLaunch', () => {
  it('joins the xml:base chain; a base without a trailing slash names a file', () => {
    expect(resolveLaunch([null, null, null], 'index.html')).toBe('index.html');
    expect(resolveLaunch(['course/', 'content/', 'quiz/'], 'a.html?x=1#top')).toBe(
      'course/content/quiz/a.html?x=1#top',
    );
    expect(resolveLaunch(['course/start.html'], 'lesson.html')).toBe('course/lesson.html');
    expect(resolveLaunch(['a/b/'], '../c/./d.html')).toBe('a/c/d.html');
    expect(resolveLaunch([null], 'shared\\launch.html')).toBe('shared/launch.html');
  });

  it('keeps an absolute http(s) address as it is', () => {
    expect(resolveLaunch(['content/'], 'https://cdn.example.test/course/index.html')).toBe(
      'https://cdn.example.test/course/index.html',
    );
  });

  it('refuses addresses that leave the package or use another scheme', () => {
    for (const [bases, href] of [
      [[null], '../index.html'],
      [['a/'], '../../index.html'],
      [[null], '/etc/passwd'],
      [[null], 'javascript:alert(1)'],
      [[null], 'file:///etc/passwd'],
      [['/root/'], 'index.html'],
      [[null], '.'],
    ] as const) {
      expect(() => resolveLaunch(bases, href)).toThrow(PackageRefusal);
    }
  });
});
