import { useId, useState, type ReactNode } from 'react';
import { Button, CloseButton, Group, Input, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaItem, MediaKind } from '@campus/contracts';
import { IconPhoto, IconX } from '../../../ui/icons';
import { mediaItemQuery, type MediaFilters } from '../api/mediaApi';
import { MediaBrowser } from './MediaBrowser';
import { MediaThumbnail } from './MediaCard';
import { MediaUploader } from './MediaUploader';
import classes from './MediaPicker.module.css';

/**
 * Props of the media picker, the one way other screens (venues, rooms, events, courses,
 * workspaces) take images or files from the media library. See docs/design.md "Media picker".
 */
export interface MediaPickerProps {
  /** The field's visible name ("Images", "Venue photo"); also names the dialog and the chosen list. */
  label: string;
  /**
   * 'image': only JPG, JPEG and PNG images are listed and may be uploaded (venues, rooms);
   * 'file': only other files; absent: anything in the library.
   */
  kind?: MediaKind;
  /** Several items (in the order chosen), or one: choosing another replaces it. Default one. */
  multiple?: boolean;
  /** The chosen media item ids (the picker is controlled). */
  value: string[];
  onChange: (ids: string[]) => void;
  /** One sentence under the label. */
  description?: ReactNode;
  /** The field's error (from the form), shown under the chosen items. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

const NO_FILTERS: MediaFilters = { search: '', type: null };

/**
 * Shows the chosen media with a Remove button each, and a button that opens the library in a
 * dialog: search, page, tick items (or upload new ones, which are ticked for you) and "Use".
 *
 * ```tsx
 * <MediaPicker label="Images" kind="image" multiple value={form.values.images}
 *   onChange={(ids) => form.setFieldValue('images', ids)} error={form.errors.images} />
 * ```
 *
 * For tests: the open button is named "Choose an image" / "Choose images" / "Choose a file" /
 * "Choose files" / "Choose from the media library"; the dialog is named after `label`; each item
 * is a checkbox "Select <title>"; the dialog's "Choose files" button uploads; "Use N items" confirms.
 */
export function MediaPicker({
  label,
  kind,
  multiple = false,
  value,
  onChange,
  description,
  error,
  required,
  disabled,
}: MediaPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const phone = useMediaQuery('(max-width: 48em)');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const [filters, setFilters] = useState<MediaFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  /** Items met in the dialog or uploaded there, so the chosen list shows them without asking again. */
  const [known, setKnown] = useState<ReadonlyMap<string, MediaItem>>(new Map());
  const remember = (items: MediaItem[]) =>
    setKnown((current) => {
      const next = new Map(current);
      for (const item of items) next.set(item.id, item);
      return next;
    });

  const unknownIds = value.filter((itemId) => !known.has(itemId));
  const fetched = useQueries({
    queries: unknownIds.map((itemId) => ({
      ...mediaItemQuery(itemId, NO_FILTERS),
      // One that is gone (removed, or private to someone else) is said so in the list, not a 404 page.
      meta: { handlesErrors: true },
      retry: false,
    })),
  });
  const found = new Map<string, MediaItem>(known);
  const failed = new Set<string>();
  fetched.forEach((query, index) => {
    if (query.data) found.set(query.data.id, query.data);
    else if (query.isError) failed.add(unknownIds[index] ?? '');
  });

  const openLabel =
    kind === 'image'
      ? t(multiple ? 'media.picker.chooseImages' : 'media.picker.chooseImage')
      : kind === 'file'
        ? t(multiple ? 'media.picker.chooseFiles' : 'media.picker.chooseFile')
        : t('media.picker.choose');

  const open = () => {
    setDraft(value);
    setOpened(true);
  };
  const toggle = (itemId: string, checked: boolean) =>
    setDraft((current) => {
      if (!multiple) return checked ? [itemId] : [];
      return checked
        ? [...current.filter((entry) => entry !== itemId), itemId]
        : current.filter((entry) => entry !== itemId);
    });

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={description ? descriptionId : undefined}>
      <Input.Label id={labelId} required={required} component="div">
        {label}
      </Input.Label>
      {description && (
        <Input.Description id={descriptionId} mb={6}>
          {description}
        </Input.Description>
      )}
      <Stack gap="xs">
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('media.picker.nothingChosen')}
          </Text>
        ) : (
          <ul className={classes.chosen} aria-label={t('media.picker.chosen')}>
            {value.map((itemId) => {
              const item = found.get(itemId);
              const title = item?.title ?? (failed.has(itemId) ? t('media.picker.unknown') : t('app.loading'));
              return (
                <li key={itemId}>
                  <Paper withBorder radius="md" className={classes.chosenItem}>
                    {item ? <MediaThumbnail item={item} /> : <div className={classes.placeholder} aria-hidden />}
                    <Group gap={4} wrap="nowrap" p={6} justify="space-between">
                      <Text size="xs" fw={600} lineClamp={2} miw={0}>
                        {title}
                      </Text>
                      <CloseButton
                        size="sm"
                        disabled={disabled}
                        icon={<IconX size={14} aria-hidden />}
                        aria-label={t('media.picker.remove', { title })}
                        onClick={() => onChange(value.filter((entry) => entry !== itemId))}
                      />
                    </Group>
                  </Paper>
                </li>
              );
            })}
          </ul>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPhoto size={16} stroke={1.8} aria-hidden />}
            onClick={open}
            disabled={disabled}
            aria-describedby={error ? errorId : undefined}
          >
            {openLabel}
          </Button>
        </Group>
        {error && <Input.Error id={errorId}>{error}</Input.Error>}
      </Stack>

      <Modal.Root opened={opened} onClose={() => setOpened(false)} size="xl" fullScreen={phone} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Body pt="md">
            <Group justify="space-between" wrap="nowrap" mb="md">
              <Modal.Title fw={700} fz="lg">
                {label}
              </Modal.Title>
              <CloseButton aria-label={t('media.cancel')} onClick={() => setOpened(false)} />
            </Group>
            <Stack gap="lg">
              <section aria-labelledby={`${id}-upload`}>
                <Title order={3} size="h4" id={`${id}-upload`} mb="xs">
                  {t('media.picker.uploadNew')}
                </Title>
                <MediaUploader
                  id={`${id}-uploader`}
                  kind={kind}
                  multiple={multiple}
                  onAdded={(items) => {
                    remember(items);
                    const fitting = items.filter((item) => !kind || item.kind === kind).map((item) => item.id);
                    setDraft((current) =>
                      multiple
                        ? [...current, ...fitting.filter((entry) => !current.includes(entry))]
                        : fitting.slice(-1),
                    );
                  }}
                />
              </section>
              <section aria-labelledby={`${id}-library`}>
                <Title order={3} size="h4" id={`${id}-library`} mb="xs">
                  {t('media.picker.dialogTitle')}
                </Title>
                <MediaBrowser
                  id={`${id}-browser`}
                  kind={kind}
                  filters={filters}
                  page={page}
                  onFiltersChange={(next) => {
                    setFilters(next);
                    setPage(1);
                  }}
                  onPageChange={setPage}
                  selected={new Set(draft)}
                  onSelect={(item, checked) => toggle(item.id, checked)}
                  onItems={remember}
                  renderTitle={(item) => (
                    <Text size="sm" fw={600}>
                      {item.title}
                    </Text>
                  )}
                  headingOrder={3}
                />
              </section>
              <Group justify="flex-end" gap="sm" className={classes.footer}>
                <Button variant="default" onClick={() => setOpened(false)}>
                  {t('media.cancel')}
                </Button>
                <Button
                  onClick={() => {
                    onChange(draft);
                    setOpened(false);
                  }}
                >
                  {t('media.picker.confirmCount', { count: draft.length })}
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </div>
  );
}
