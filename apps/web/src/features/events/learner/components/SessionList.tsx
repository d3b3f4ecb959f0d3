import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Occurrence } from '@campus/contracts';
import { sessionLine } from '../when';

export interface SessionRow {
  session: Occurrence;
  to: string;
  badge: string;
  /** Further lines: the place, the queue position, the bookings. */
  details: ReactNode[];
  /** What to do next, when something waits for the person (fill in the register…). */
  action?: { to: string; label: string; name: string };
}

/** Sessions as a list of cards (one column on phones): the event's name linking to the session, its dates and a badge. */
export function SessionList({ rows, label }: { rows: SessionRow[]; label: string }) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <Card key={row.session.id} withBorder radius="md" padding="md" component="li">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} miw={0}>
              <Anchor component={Link} to={row.to} fw={600}>
                {row.session.eventName}
              </Anchor>
              <Text size="sm">{sessionLine(row.session)}</Text>
              {row.details.map((detail, index) => (
                <Text key={index} size="sm" c="dimmed">
                  {detail}
                </Text>
              ))}
              {row.action && (
                <Group mt={4}>
                  <Button component={Link} to={row.action.to} size="compact-sm" aria-label={row.action.name}>
                    {row.action.label}
                  </Button>
                </Group>
              )}
            </Stack>
            <Badge variant="light">{row.badge}</Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Where a session takes place, in one line: its rooms and venues, or online. */
export function placeLine(session: Occurrence, online: string): string {
  return session.items
    .map((entry) =>
      entry.room || entry.venue ? [entry.room?.name, entry.venue?.name].filter(Boolean).join(', ') : online,
    )
    .filter((place, index, all) => all.indexOf(place) === index)
    .join(' · ');
}
