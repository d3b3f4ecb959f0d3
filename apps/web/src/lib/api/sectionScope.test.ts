import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { bindSectionScope, enterSection, sectionOf, sectionSignal } from './sectionScope';

describe('section scope', () => {
  it('names a section by the first path segment', () => {
    expect(sectionOf('/')).toBe('');
    expect(sectionOf('/catalogue/courses/1')).toBe('catalogue');
    expect(sectionOf('/lms/user/workspaces')).toBe('lms');
  });

  it('aborts the previous section only when the section changes', () => {
    enterSection('catalogue');
    const signal = sectionSignal();
    enterSection('catalogue');
    expect(signal.aborted).toBe(false);
    enterSection('users');
    expect(signal.aborted).toBe(true);
    expect(sectionSignal().aborted).toBe(false);
  });

  it('follows a router', async () => {
    const router = createMemoryRouter(
      [
        { path: '/catalogue/*', element: null },
        { path: '/users', element: null },
      ],
      { initialEntries: ['/catalogue'] },
    );
    const unbind = bindSectionScope(router);
    const catalogue = sectionSignal();
    await router.navigate('/catalogue/courses');
    expect(catalogue.aborted).toBe(false);
    await router.navigate('/users');
    expect(catalogue.aborted).toBe(true);
    unbind();
  });
});
