import { useRef } from 'react';
import { Button, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useTranslation } from 'react-i18next';
import { MEDIA_FILE_TYPES, MEDIA_IMAGE_TYPES, MEDIA_TYPES, type MediaItem, type MediaKind } from '@campus/contracts';
import { IconCheck, IconPhoto, IconUpload, IconX } from '../../../ui/icons';
import { useMediaUploads, type MediaUpload } from '../hooks/useMediaUploads';

interface MediaUploaderProps {
  /** Only images (JPG, JPEG, PNG), or anything the library takes. */
  kind?: MediaKind;
  multiple?: boolean;
  /** Called with the new media items once a batch has been added to the library. */
  onAdded?: (items: MediaItem[]) => void;
  /** An id prefix, so two uploaders on one page keep their labels apart. */
  id?: string;
}

/**
 * Drag and drop, or choose, several files at once (03 §2 media library): each uploads through
 * the presigned flow with its own progress bar, then they are added to the library together.
 * The "Choose files" button opens the file dialog; the drop area takes dragged files.
 */
export function MediaUploader({ kind, multiple = true, onAdded, id = 'media-upload' }: MediaUploaderProps) {
  const { t } = useTranslation();
  const openRef = useRef<() => void>(null);
  const { uploads, upload, clearFinished, busy } = useMediaUploads({ kind, onAdded });
  const accept = kind === 'image' ? [...MEDIA_IMAGE_TYPES] : kind === 'file' ? [...MEDIA_FILE_TYPES] : [...MEDIA_TYPES];
  const hintId = `${id}-hint`;

  return (
    <Stack gap="sm">
      <Dropzone
        openRef={openRef}
        onDrop={(files) => void upload(files)}
        // A file of another type is still handed over, so its row says why it was refused.
        onReject={(rejections) => void upload(rejections.map((rejection) => rejection.file))}
        accept={accept}
        multiple={multiple}
        activateOnClick={false}
        activateOnKeyboard={false}
        useFsAccessApi={false}
        // The file input is the button's: hidden from assistive technology, which meets the button.
        inputProps={{ 'aria-hidden': true, 'data-testid': `${id}-input` } as never}
        radius="md"
        p="lg"
        data-testid={`${id}-dropzone`}
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={72}>
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={36} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text fw={600}>{t('media.upload.drop')}</Text>
            <Text size="sm" c="dimmed" id={hintId}>
              {kind === 'image'
                ? t('media.upload.hintImages')
                : kind === 'file'
                  ? t('media.upload.hintFiles')
                  : t('media.upload.hint')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconUpload size={16} stroke={1.8} aria-hidden />}
          onClick={() => openRef.current?.()}
          aria-describedby={hintId}
        >
          {t('media.upload.choose')}
        </Button>
        {uploads.length > 0 && !busy && (
          <Button variant="subtle" onClick={clearFinished}>
            {t('media.upload.clear')}
          </Button>
        )}
      </Group>
      {uploads.length > 0 && <UploadList uploads={uploads} />}
    </Stack>
  );
}

function UploadList({ uploads }: { uploads: MediaUpload[] }) {
  const { t } = useTranslation();
  const needsAlt = uploads.some((entry) => entry.state === 'done' && entry.item?.kind === 'image' && !entry.item.alt);
  return (
    <Paper withBorder radius="md" p="sm">
      <List listStyleType="none" spacing="sm" aria-label={t('media.upload.progressList')}>
        {uploads.map((entry) => (
          <List.Item key={entry.key} data-testid="upload-row">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} truncate="end" miw={0}>
                  {entry.name}
                </Text>
                <Text size="sm" c={entry.state === 'failed' ? 'red' : undefined} aria-live="polite">
                  {entry.state === 'done' ? (
                    <Group component="span" gap={4} wrap="nowrap">
                      <IconCheck size={14} stroke={2} aria-hidden />
                      {t('media.upload.done')}
                    </Group>
                  ) : entry.state === 'failed' ? (
                    t('media.upload.failed', { reason: entry.error ?? '' })
                  ) : (
                    t('media.upload.uploading', { percent: entry.percent })
                  )}
                </Text>
              </Group>
              <Progress
                value={entry.state === 'failed' ? 100 : entry.percent}
                color={entry.state === 'failed' ? 'red' : entry.state === 'done' ? 'teal' : undefined}
                aria-label={t('media.upload.progress', { name: entry.name })}
                animated={entry.state === 'uploading'}
                size="sm"
              />
            </Stack>
          </List.Item>
        ))}
      </List>
      {needsAlt && (
        <Text size="sm" mt="sm">
          {t('media.upload.needsAlt')}
        </Text>
      )}
    </Paper>
  );
}
