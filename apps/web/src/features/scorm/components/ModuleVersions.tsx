import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModuleMajorVersion } from '@campus/contracts';
import { formatDate, formatZonedTime } from '../../../lib/dates/dates';
import { EmptyState } from '../../../ui/EmptyState';
import { ResponsiveList } from '../../../ui/ResponsiveList';
import { IconHistory } from '../../../ui/icons';

type Release = Omit<ModuleMajorVersion, 'minors'>;

/** Newest first: each major followed by its minors, newest minor first (02 §3 "majors with minors"). */
export function releasesNewestFirst(versions: readonly ModuleMajorVersion[]): Release[] {
  const byNumber = (a: Release, b: Release) => b.major - a.major || b.minor - a.minor;
  return versions.flatMap(({ minors, ...major }) => [major, ...minors]).sort(byNumber);
}

/**
 * A module's releases (02 §3 versions: releaseDate, releaseNotes, releasedBy), the version as
 * major.minor and the date as other screens write it ("05 Mar 2026, 10:00 AM GMT").
 */
export function ModuleVersions({ name, versions }: { name: string; versions: readonly ModuleMajorVersion[] }) {
  const { t } = useTranslation();
  if (versions.length === 0) {
    return (
      <EmptyState
        icon={IconHistory}
        title={t('scorm.noVersionsTitle')}
        description={t('scorm.noVersionsBody')}
        headingOrder={3}
      />
    );
  }
  return (
    <ResponsiveList
      label={t('scorm.versionsOf', { name })}
      items={releasesNewestFirst(versions)}
      itemKey={(release) => release.versionId}
      columns={[
        { header: t('scorm.versionColumns.version'), kind: 'title', nowrap: true, cell: (release) => release.version },
        {
          header: t('scorm.versionColumns.date'),
          cell: (release) => `${formatDate(release.releaseDate)}, ${formatZonedTime(release.releaseDate)}`,
        },
        {
          header: t('scorm.versionColumns.notes'),
          cell: (release) =>
            release.releaseNotes.trim() === '' ? (
              <Text size="sm" c="dimmed">
                {t('scorm.noNotes')}
              </Text>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {release.releaseNotes}
              </Text>
            ),
        },
        { header: t('scorm.versionColumns.by'), cell: (release) => release.releasedBy ?? t('scorm.someone') },
      ]}
    />
  );
}
