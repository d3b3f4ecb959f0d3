import { useId, useRef, type ReactNode } from 'react';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, type ScormContent } from '@campus/contracts';
import { FormSection } from '../../../ui/layout/FormSection';
import { IconCheck, IconFileText, IconUpload, IconX } from '../../../ui/icons';
import { formatBytes } from '../bytes';
import type { PackageUpload } from '../hooks/usePackageUpload';
import { ContentSummary } from './ModuleDetails';

interface ContentStepProps {
  /** The draft's content when editing; null when adding. */
  current: ScormContent | null;
  upload: PackageUpload;
  onChoose: (file: File) => void;
  onCancel: () => void;
  /** The step's error: no package yet, an upload under way, or the server's refusal of the package. */
  error: ReactNode;
}

/**
 * The wizard's content step (02 §2): the SCORM package, uploaded as soon as it is chosen or
 * dropped, with its progress. Editing shows the draft's content; a new upload replaces it when
 * the module is saved (learners part-way through keep the version they started).
 */
export function ContentStep({ current, upload, onChoose, onCancel, error }: ContentStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const openRef = useRef<() => void>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const choose = (files: File[]) => {
    const [file] = files;
    if (file) onChoose(file);
  };
  return (
    <FormSection
      title={t('scorm.steps.content')}
      titleId="module-step-title"
      description={current ? t('scorm.contentEditHelp') : t('scorm.contentHelp')}
    >
      <Stack gap="md">
        {current && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('scorm.currentContent')}
            </Text>
            <ContentSummary content={current} />
          </Stack>
        )}
        <Stack gap="xs" role="group" aria-labelledby={`${id}-label`}>
          <Text fw={600} size="sm" id={`${id}-label`}>
            {current ? t('scorm.packageFileNew') : t('scorm.packageFile')}
          </Text>
          <Dropzone
            openRef={openRef}
            onDrop={choose}
            // A file of another type is still handed over, so the step says why it is refused.
            onReject={(rejections) => choose(rejections.map((rejection) => rejection.file))}
            accept={{ 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] }}
            multiple={false}
            maxSize={MAX_UPLOAD_BYTES * 2}
            activateOnClick={false}
            activateOnKeyboard={false}
            useFsAccessApi={false}
            // The file input is the button's: hidden from assistive technology, which meets the button.
            inputProps={{ 'aria-hidden': true, 'data-testid': 'scorm-package-input' } as never}
            radius="md"
            p="lg"
          >
            <Group justify="center" gap="md" wrap="nowrap" mih={64}>
              <IconFileText size={32} stroke={1.5} aria-hidden />
              <Text size="sm" c="dimmed" id={hintId}>
                {t('scorm.contentHelp')}
              </Text>
            </Group>
          </Dropzone>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconUpload size={16} stroke={1.8} aria-hidden />}
              onClick={() => openRef.current?.()}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
            >
              {upload.state === 'idle' ? t('scorm.choosePackage') : t('scorm.chooseAnother')}
            </Button>
            {upload.state === 'uploading' && (
              <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={onCancel}>
                {t('scorm.cancelUpload')}
              </Button>
            )}
          </Group>
          <UploadStatus upload={upload} />
          {error && (
            <Text size="sm" c="var(--mantine-color-error)" id={errorId} role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Stack>
    </FormSection>
  );
}

/** The chosen package's upload: a progress bar and a line a screen reader hears as it changes. */
function UploadStatus({ upload }: { upload: PackageUpload }) {
  const { t } = useTranslation();
  if (upload.state === 'idle') return null;
  const line =
    upload.state === 'uploading'
      ? t('scorm.uploading', { name: upload.name })
      : upload.state === 'done'
        ? t('scorm.uploaded', { name: upload.name, size: formatBytes(upload.size) })
        : upload.state === 'refused'
          ? upload.reason === 'notAZip'
            ? t('scorm.notAZip')
            : t('scorm.tooLarge', { size: formatBytes(upload.size), max: formatBytes(MAX_UPLOAD_BYTES) })
          : `${t('scorm.uploadFailed')}: ${upload.message}`;
  const failed = upload.state === 'refused' || upload.state === 'failed';
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {/* Heard when it changes state, not at every percent: the bar carries the progress. */}
          <Group gap={6} wrap="nowrap" aria-live="polite" miw={0}>
            {upload.state === 'done' && <IconCheck size={16} stroke={2} aria-hidden />}
            <Text size="sm" c={failed ? 'var(--mantine-color-error)' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          </Group>
          {upload.state === 'uploading' && (
            <Text size="sm" aria-hidden>
              {upload.percent} %
            </Text>
          )}
        </Group>
        {upload.state !== 'refused' && (
          <Progress
            value={upload.state === 'uploading' ? upload.percent : 100}
            color={failed ? 'red' : upload.state === 'done' ? 'teal' : undefined}
            aria-label={t('scorm.uploadProgress', { name: upload.name })}
            animated={upload.state === 'uploading'}
            size="sm"
          />
        )}
      </Stack>
    </Paper>
  );
}
