import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useCurrentWorkspace } from '../../features/workspaces/hooks/useCurrentWorkspace';
import { buildTheme, colourSchemeOf, cssVariablesResolver } from '../../ui/theme/buildTheme';

interface WorkspaceThemeProviderProps {
  children: ReactNode;
  /** 'test' turns off transitions and portals. */
  env?: 'default' | 'test';
}

/** Mantine themed from the current workspace's customisation, or the defaults without one. */
export function WorkspaceThemeProvider({ children, env }: WorkspaceThemeProviderProps) {
  const customisation = useCurrentWorkspace()?.customisation;
  const primaryColour = customisation?.primaryColour;
  const textColour = customisation?.textColour;
  const backgroundColour = customisation?.backgroundColour;
  const theme = useMemo(
    () =>
      primaryColour && textColour && backgroundColour
        ? buildTheme({ primaryColour, textColour, backgroundColour })
        : buildTheme(),
    [primaryColour, textColour, backgroundColour],
  );

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={colourSchemeOf(theme)}
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
