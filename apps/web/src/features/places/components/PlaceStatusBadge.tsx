import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VenueStatus } from '@campus/contracts';

const COLOURS: Record<VenueStatus, string> = { draft: 'gray', active: 'teal', archived: 'dark' };

/** A venue's or room's status in words (never colour alone, docs/design.md). */
export function PlaceStatusBadge({ status }: { status: VenueStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="light" tt="none" radius="sm">
      {t(`venues.statuses.${status}`)}
    </Badge>
  );
}
