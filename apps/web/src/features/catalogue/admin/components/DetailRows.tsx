import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

/** (As places' DetailList.) Labelled values of a record (a description list), two columns from 768 px. */
export function DetailRows({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text component="dt" size="sm" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
