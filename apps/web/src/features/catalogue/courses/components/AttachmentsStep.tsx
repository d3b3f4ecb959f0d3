import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Course } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { uploadFile } from '../../../../lib/files/uploadFile';
import { EmptyState } from '../../../../ui/EmptyState';
import { FormSection } from '../../../../ui/layout/FormSection';
import { IconFileText, IconUpload } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import { addCourseFiles, courseQuery, removeCourseFile } from '../api/coursesApi';

const T = 'courseBuilding';
/** 02 §5: "the first course presigned call declares application/pdf". */
const ATTACHMENT_TYPE = 'application/pdf';

/**
 * The attachments step (02 §7 bulkAddFiles, removeFile): PDF files for learners. A chosen file is
 * uploaded through the file store's presigned flow and attached at once; a failure says the
 * spec's "{name} file hasn't been added to the course.".
 */
export function AttachmentsStep({ course }: { course: Course }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const replace = (saved: Course) => queryClient.setQueryData(courseQuery(course.id).queryKey, saved);
  const add = useMutation({
    mutationFn: async (file: File) => {
      const record = await uploadFile(file, { mimeType: ATTACHMENT_TYPE });
      return addCourseFiles(course.id, [
        { name: record.name, url: `/api/file-storage/files/${record.id}`, size: record.size },
      ]);
    },
    meta: { handlesErrors: true },
    onSuccess: (saved) => {
      replace(saved);
      toast.success({ message: t(`${T}.toasts.updated`) });
    },
    onError: (error, file) =>
      toast.error({ title: t(`${T}.toasts.fileNotAdded`, { name: file.name }), message: errorMessageOf(error) }),
  });
  const remove = useMutation({
    mutationFn: (url: string) => removeCourseFile(course.id, url),
    meta: { handlesErrors: true },
    onSuccess: (saved) => {
      replace(saved);
      toast.success({ message: t(`${T}.toasts.updated`) });
    },
    onError: (error) => toast.error({ title: t(`${T}.toasts.notUpdated`), message: errorMessageOf(error) }),
  });

  return (
    <FormSection
      title={t(`${T}.steps.attachments`)}
      titleId="course-step-title"
      description={t(`${T}.attachmentsHelp`)}
    >
      <Stack gap="md">
        {course.files.length === 0 ? (
          <EmptyState
            icon={IconFileText}
            title={t(`${T}.noFilesTitle`)}
            description={t(`${T}.noFilesBody`)}
            headingOrder={3}
          />
        ) : (
          <Stack component="ul" gap="xs" aria-label={t(`${T}.filesOf`, { name: course.name })} p={0} m={0}>
            {course.files.map((file) => (
              <Group component="li" key={file.url} justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  <Anchor
                    href={file.url}
                    target="_blank"
                    rel="noreferrer"
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {file.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t(`${T}.fileSize`, { size: Math.max(1, Math.round(file.size / 1024)) })}
                  </Text>
                </Stack>
                <Button
                  variant="default"
                  size="xs"
                  aria-label={t(`${T}.removeFile`, { name: file.name })}
                  loading={remove.isPending && remove.variables === file.url}
                  onClick={() => remove.mutate(file.url)}
                >
                  {t(`${T}.remove`)}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <div>
          <FileButton onChange={(file) => file && add.mutate(file)} accept={ATTACHMENT_TYPE}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={add.isPending}
                leftSection={<IconUpload size={16} stroke={1.8} aria-hidden />}
              >
                {t(`${T}.addFile`)}
              </Button>
            )}
          </FileButton>
        </div>
      </Stack>
    </FormSection>
  );
}
