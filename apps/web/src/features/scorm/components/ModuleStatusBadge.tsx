import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ModuleBadge = 'draft' | 'released' | 'changed' | 'deleted';

/**
 * A module's state in words (02 §4; never colour alone, docs/design.md): deleted; a draft never
 * released; released; or released with changes in the draft not released yet.
 */
export function moduleBadge(module: { draft: boolean; deleted: boolean; released: boolean }): ModuleBadge {
  if (module.deleted) return 'deleted';
  if (!module.released) return 'draft';
  return module.draft ? 'changed' : 'released';
}

const COLOURS: Record<ModuleBadge, string> = { draft: 'gray', released: 'teal', changed: 'yellow', deleted: 'dark' };

export function ModuleStatusBadge({ badge }: { badge: ModuleBadge }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[badge]} variant="light" tt="none" radius="sm">
      {t(`scorm.badges.${badge}`)}
    </Badge>
  );
}
