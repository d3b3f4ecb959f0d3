import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_ENDPOINTS, type Course } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { invalidateEndpoint } from '../../../../lib/api/queryKeys';
import { formatDate, formatZonedTime } from '../../../../lib/dates/dates';
import { EmptyState } from '../../../../ui/EmptyState';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { FormSection } from '../../../../ui/layout/FormSection';
import { IconHistory } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import { courseHistoryQuery, courseQuery, releaseCourseMajor, releaseCourseMinor } from '../api/coursesApi';
import { latestRelease } from '../forms/courseForm';

const T = 'courseBuilding';

/**
 * The edit wizard's versions step (02 §3 versions, §4): release the draft as a major version
 * (with instant offer) or a minor one (the first is major), with release notes; the server decides
 * and its refusal is shown as it says it. Below, the history: every release, newest first, with
 * its date, notes and who released it.
 */
export function VersionsStep({ course }: { course: Course }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const latest = latestRelease(course);
  const [kind, setKind] = useState<'major' | 'minor'>(latest ? 'minor' : 'major');
  const [notes, setNotes] = useState('');
  const [instantOffer, setInstantOffer] = useState(true);
  const history = useQuery({ ...courseHistoryQuery(course.id) });
  const major = kind === 'major' || latest === null;
  const version = latest === null ? '1.0' : major ? `${latest.major + 1}.0` : `${latest.major}.${latest.minor + 1}`;
  const release = useMutation({
    mutationFn: () =>
      major
        ? releaseCourseMajor(course.id, { releaseNotes: notes, instantOffer })
        : releaseCourseMinor(course.id, notes),
    meta: { handlesErrors: true },
    onSuccess: async (released) => {
      queryClient.setQueryData(courseQuery(course.id).queryKey, released);
      setNotes('');
      const now = latestRelease(released);
      toast.success({ message: t(`${T}.released`, { version: now ? `${now.major}.${now.minor}` : version }) });
      await Promise.all([
        invalidateEndpoint(queryClient, CATALOGUE_ENDPOINTS.courseHistory),
        invalidateEndpoint(queryClient, CATALOGUE_ENDPOINTS.courses),
      ]);
      setKind('minor');
    },
    onError: (error) => toast.error({ title: t(`${T}.notReleasedToast`), message: errorMessageOf(error) }),
  });

  return (
    <Stack gap="xl">
      <FormSection title={t(`${T}.steps.versions`)} titleId="course-step-title" description={t(`${T}.versionsHelp`)}>
        <Stack gap="md">
          <Text size="sm">
            {latest === null ? t(`${T}.neverReleased`) : course.draft ? t(`${T}.draftState`) : t(`${T}.upToDate`)}
          </Text>
          {latest !== null && (
            <Radio.Group
              label={t(`${T}.releaseKind`)}
              value={kind}
              onChange={(value) => setKind(value === 'major' ? 'major' : 'minor')}
            >
              <Stack gap="xs" mt={6}>
                <Radio
                  value="minor"
                  label={t(`${T}.releaseMinor`, { version: `${latest.major}.${latest.minor + 1}` })}
                  description={t(`${T}.releaseMinorHelp`)}
                />
                <Radio
                  value="major"
                  label={t(`${T}.releaseMajor`, { version: `${latest.major + 1}.0` })}
                  description={t(`${T}.releaseMajorHelp`)}
                />
              </Stack>
            </Radio.Group>
          )}
          <Textarea
            label={t(`${T}.releaseNotes`)}
            description={major ? undefined : t(`${T}.releaseNotesHelp`)}
            rows={3}
            maxLength={2000}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          {major && (
            <Checkbox
              label={t(`${T}.instantOffer`)}
              description={t(`${T}.instantOfferHelp`)}
              checked={instantOffer}
              onChange={(event) => setInstantOffer(event.currentTarget.checked)}
            />
          )}
          {release.isError && (
            <Alert color="red" title={t(`${T}.notReleasedToast`)}>
              {errorMessageOf(release.error)}
            </Alert>
          )}
          <div>
            <Button type="button" onClick={() => release.mutate()} loading={release.isPending}>
              {t(`${T}.releaseButton`, { version })}
            </Button>
          </div>
        </Stack>
      </FormSection>
      <FormSection title={t(`${T}.historyTitle`)} titleId="course-history-title">
        {history.isError ? (
          <Alert color="red">{errorMessageOf(history.error)}</Alert>
        ) : (history.data?.data ?? []).length === 0 ? (
          <EmptyState
            icon={IconHistory}
            title={t(`${T}.noHistoryTitle`)}
            description={t(`${T}.noHistoryBody`)}
            headingOrder={3}
          />
        ) : (
          <ResponsiveList
            label={t(`${T}.historyOf`, { name: course.name })}
            items={history.data?.data ?? []}
            itemKey={(entry) => entry.versionId}
            columns={[
              {
                header: t(`${T}.historyColumns.version`),
                kind: 'title',
                nowrap: true,
                cell: (entry) => entry.version,
              },
              {
                header: t(`${T}.historyColumns.date`),
                cell: (entry) => `${formatDate(entry.releaseDate)}, ${formatZonedTime(entry.releaseDate)}`,
              },
              {
                header: t(`${T}.historyColumns.notes`),
                cell: (entry) =>
                  entry.releaseNotes.trim() === '' ? (
                    <Text size="sm" c="dimmed">
                      {t(`${T}.noNotes`)}
                    </Text>
                  ) : (
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {entry.releaseNotes}
                    </Text>
                  ),
              },
              { header: t(`${T}.historyColumns.by`), cell: (entry) => entry.userName ?? t(`${T}.someone`) },
              {
                header: t(`${T}.historyColumns.offered`),
                cell: (entry) =>
                  entry.offered ? (
                    <Badge variant="light" color="teal" tt="none" radius="sm">
                      {t(`${T}.offered`)}
                    </Badge>
                  ) : null,
              },
            ]}
          />
        )}
      </FormSection>
    </Stack>
  );
}
