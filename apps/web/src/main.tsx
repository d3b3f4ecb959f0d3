import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { configureApp } from './app/configureApp';
import { createQueryClient } from './app/providers/queryClient';
import { createAppRouter } from './app/router/createAppRouter';
import { installStaleChunkReload } from './app/router/staleChunk';
import { prefetchStartup } from './app/router/prefetchStartup';

installStaleChunkReload();

const router = createAppRouter();
const queryClient = createQueryClient();
configureApp(router, queryClient);
prefetchStartup(queryClient, window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
