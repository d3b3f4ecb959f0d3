import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import { WorkspaceThemeProvider } from './WorkspaceThemeProvider';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <WorkspaceThemeProvider env={env}>{children}</WorkspaceThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
