import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Marks something the person's roles will give them once its area is built (docs/design.md):
 * visible without hovering, and read out with the name it follows.
 */
export function ComingSoonBadge({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Badge
      component="span"
      size={size}
      variant="outline"
      color="gray.7"
      radius="sm"
      tt="none"
      fw={600}
      data-coming-soon
    >
      {t('nav.comingSoon')}
    </Badge>
  );
}
