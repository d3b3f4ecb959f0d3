import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { configureApp } from '../app/configureApp';
import { createQueryClient } from '../app/providers/queryClient';
import { AppProviders } from '../app/providers/AppProviders';
import { createTestRouter } from '../app/router/createAppRouter';
// The signed-in layout is a lazy chunk in the app (decision 0020); loaded here up front so a
// test's first signed-in screen does not wait for its module graph to be transformed, which on a
// busy machine outlasts the testing library's one-second wait.
import '../app/layouts/SignedInLayout';

/** Renders the whole app (providers, routes, guards) in memory at `path`. */
export function renderApp(path: string) {
  const router = createTestRouter(path);
  const queryClient = createQueryClient({ retry: false });
  configureApp(router, queryClient);
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
