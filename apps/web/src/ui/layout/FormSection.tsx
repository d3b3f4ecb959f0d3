import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import classes from './FormSection.module.css';

interface FormSectionProps {
  title: ReactNode;
  /** What the section changes, or what happens when it is saved. */
  description?: ReactNode;
  /** The heading's id: a form inside labels itself with it (aria-labelledby). */
  titleId?: string;
  children: ReactNode;
}

/**
 * One part of a form or settings page (docs/design.md): its title and description beside its
 * fields on wide screens, above them on phones; the fields sit on a card in a readable measure.
 */
export function FormSection({ title, description, titleId, children }: FormSectionProps) {
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <div className={classes.intro}>
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        )}
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.fields}>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </section>
  );
}
