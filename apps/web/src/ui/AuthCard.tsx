import type { ReactNode } from 'react';
import { Container, Paper, Stack, Title } from '@mantine/core';

/** The centred card of the open pages (sign-up, invitations): the page's main landmark and heading. */
export function AuthCard({ title, children, width = 480 }: { title: string; children: ReactNode; width?: number }) {
  return (
    <Container component="main" id="main-content" size={width} py={64}>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
