import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useCurrentWorkspace } from '../../features/platform/hooks/useCurrentWorkspace';
import { buildTheme, colourSchemeOf, cssVariablesResolver } from '../../ui/theme/buildTheme';
import { usePageBranding } from '../../ui/theme/brandingStore';

interface WorkspaceThemeProviderProps {
  children: ReactNode;
  /** 'test' turns off transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * Mantine themed from the current workspace's customisation; before one is chosen, from the
 * workspace an open page's address names (its sign-in page); else the defaults.
 */
export function WorkspaceThemeProvider({ children, env }: WorkspaceThemeProviderProps) {
  const pageBranding = usePageBranding();
  const customisation = useCurrentWorkspace()?.customisation ?? pageBranding;
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
