import { createBrowserRouter, createMemoryRouter, type DataRouter } from 'react-router';
import { bindSectionScope } from '../../lib/api/sectionScope';
import { routes } from './routes';

export type AppRouter = DataRouter;

/** The browser router of the app, with the request section scope following its location. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  bindSectionScope(router);
  return router;
}

/** The same routes in memory, for tests. */
export function createTestRouter(initialPath: string): AppRouter {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  bindSectionScope(router);
  return router;
}
