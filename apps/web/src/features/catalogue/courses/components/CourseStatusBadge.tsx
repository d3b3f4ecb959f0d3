import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CourseBadge = 'draft' | 'released' | 'changed';

/** A course's state in words (02 §4 draft versus released; never colour alone). */
export function courseBadge(course: { draft: boolean; majorVersion: number | null }): CourseBadge {
  if (course.majorVersion === null) return 'draft';
  return course.draft ? 'changed' : 'released';
}

const COLOURS: Record<CourseBadge, string> = { draft: 'gray', released: 'teal', changed: 'yellow' };
const TEXTS = { draft: 'statuses.draft', released: 'statuses.released', changed: 'unreleasedChanges' } as const;

export function CourseStatusBadge({ badge }: { badge: CourseBadge }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[badge]} variant="light" tt="none" radius="sm">
      {t(`courseBuilding.${TEXTS[badge]}`)}
    </Badge>
  );
}
