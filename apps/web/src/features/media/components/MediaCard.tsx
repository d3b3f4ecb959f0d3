import type { ReactNode } from 'react';
import { Badge, Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@campus/contracts';
import { IconAlertTriangle, IconFileText, IconLock } from '../../../ui/icons';
import classes from './MediaCard.module.css';

/** An item's small picture: the image at its small size, or a file icon with its type. */
export function MediaThumbnail({ item, size = 'small' }: { item: MediaItem; size?: 'small' | 'medium' }) {
  const src = item.presignedUrls[size];
  if (item.kind === 'image' && src) {
    // The title is beside it: the image itself needs no second name here.
    return <img src={src} alt="" className={classes.thumbnail} loading="lazy" />;
  }
  return (
    <Box className={classes.fileThumbnail} aria-hidden>
      <IconFileText size={36} stroke={1.4} />
      <Text size="xs" fw={600}>
        {item.originalFileName.split('.').pop()?.toUpperCase()}
      </Text>
    </Box>
  );
}

interface MediaCardProps {
  item: MediaItem;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  /** The item's title, as a link or a button. */
  title: ReactNode;
  disabled?: boolean;
}

/** One item in the library's grid: its picture, a selection box, its title and its badges. */
export function MediaCard({ item, selected, onSelect, title, disabled }: MediaCardProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.card}
      data-selected={selected || undefined}
      data-testid="media-card"
    >
      <MediaThumbnail item={item} />
      <Stack gap={6} p="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Checkbox
            checked={selected}
            disabled={disabled}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            aria-label={t('media.select', { title: item.title })}
            mt={2}
          />
          <Box miw={0} className={classes.title}>
            {title}
          </Box>
        </Group>
        {(item.isPrivate || (item.kind === 'image' && !item.alt)) && (
          <Group gap={4}>
            {item.isPrivate && (
              <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                {t('media.private')}
              </Badge>
            )}
            {item.kind === 'image' && !item.alt && (
              <Badge variant="light" color="gray" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                {t('media.noAlt')}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
