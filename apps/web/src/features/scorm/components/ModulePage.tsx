import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScormModule } from '@campus/contracts';
import { errorMessageOf } from '../../../lib/api/errorHandler';
import { SectionCard } from '../../../ui/SectionCard';
import { PageLayout } from '../../../ui/layout/PageLayout';
import { IconFileText, IconHistory, IconPuzzle } from '../../../ui/icons';
import { scormModuleQuery } from '../api/modulesApi';
import { latestVersion } from '../forms/moduleForm';
import { scormModulePaths } from '../paths';
import { ModuleActions } from './ModuleActions';
import { ContentSummary, ModuleDetails } from './ModuleDetails';
import { ModuleStatusBadge, moduleBadge } from './ModuleStatusBadge';
import { ModuleVersions } from './ModuleVersions';

/**
 * /catalogue/modules/:id/show (02 §2): the module's details, its content, its versions and the
 * actions its state allows. Creating or updating a module opens this page (02 §2).
 */
export function ModulePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // Another customer's module answers 404: the generic handling opens the 404 page (01 §8).
  const module = useQuery(scormModuleQuery(id));
  if (module.isPending || module.isError) {
    return (
      <PageLayout title={t('scorm.moduleTitle')}>
        {module.isError ? (
          <Alert color="red" title={t('scorm.moduleLoadFailed')}>
            {errorMessageOf(module.error)}
          </Alert>
        ) : (
          <Loader role="status" aria-label={t('app.loading')} />
        )}
      </PageLayout>
    );
  }
  return <ModuleView module={module.data} />;
}

function ModuleView({ module }: { module: ScormModule }) {
  const { t } = useTranslation();
  const latest = latestVersion(module.versions);
  const badge = moduleBadge({ ...module, released: latest !== null });
  const status = t(`scorm.badges.${badge}`);
  return (
    <PageLayout
      title={module.name}
      description={
        latest
          ? t('scorm.statusLine', { status, version: `${latest.major}.${latest.minor}` })
          : t('scorm.statusLineDraft', { status })
      }
      actions={<ModuleActions module={module} />}
    >
      <Stack gap="lg">
        <SectionCard
          id="module-details"
          title={t('scorm.details')}
          icon={IconPuzzle}
          aside={<ModuleStatusBadge badge={badge} />}
        >
          <ModuleDetails module={module} />
        </SectionCard>
        <SectionCard id="module-content" title={t('scorm.content')} icon={IconFileText}>
          <ContentSummary content={module.content} />
        </SectionCard>
        <SectionCard id="module-versions" title={t('scorm.versions')} icon={IconHistory}>
          <Stack gap="sm">
            {badge === 'changed' && <Text size="sm">{t('scorm.draftAhead')}</Text>}
            <ModuleVersions name={module.name} versions={module.versions} />
          </Stack>
        </SectionCard>
        <Text size="sm">
          <Anchor component={Link} to={scormModulePaths.list}>
            {t('scorm.backToList')}
          </Anchor>
        </Text>
      </Stack>
    </PageLayout>
  );
}
