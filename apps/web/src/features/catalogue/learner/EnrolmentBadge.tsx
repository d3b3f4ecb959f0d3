import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EnrolmentState } from '@campus/contracts';

const COLOURS: Partial<Record<EnrolmentState, string>> = {
  awaiting_approval: 'gray',
  completed: 'teal',
  in_progress: 'blue',
  started: 'blue',
};

/** Where the learner stands on a course (the enrolment's state), as a badge. */
export function EnrolmentBadge({ state }: { state: EnrolmentState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLOURS[state] ?? 'green'} tt="none" style={{ flex: 'none' }}>
      {t(`myLearning.states.${state}`)}
    </Badge>
  );
}
