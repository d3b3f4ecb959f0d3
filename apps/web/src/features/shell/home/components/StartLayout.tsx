import type { ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';

/**
 * A start page's two columns (docs/design.md): what to do on the left, the person's account and
 * workspaces on the right; one column on phones, the main one first.
 */
export function StartLayout({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">{main}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">{side}</Stack>
      </Grid.Col>
    </Grid>
  );
}
