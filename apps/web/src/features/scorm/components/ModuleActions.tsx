import { useState } from 'react';
import { Button, Group, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScormModule } from '@campus/contracts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { IconExternalLink, IconPencil, IconRefresh, IconRocket, IconTrash } from '../../../ui/icons';
import { nextVersion } from '../forms/moduleForm';
import { useModuleAction, type ModuleAction } from '../hooks/useModuleActions';
import { scormModulePaths } from '../paths';
import { ReleaseDialog } from './ReleaseDialog';

type Asking = 'release' | 'delete' | 'undelete' | null;

/**
 * What a course creator can do with a module (02 §4): edit it, release the draft, preview it in
 * the player frame, delete it, or undelete it. A deleted module can only be undeleted.
 */
export function ModuleActions({ module }: { module: ScormModule }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking>(null);
  const act = useModuleAction(module);
  const run = (action: ModuleAction) => act.mutate(action, { onSettled: () => setAsking(null) });
  const pending = act.isPending ? (act.variables?.kind ?? null) : null;
  const version = nextVersion(module.versions);

  if (module.deleted) {
    return (
      <>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} stroke={1.8} aria-hidden />}
          loading={pending === 'undelete'}
          onClick={() => setAsking('undelete')}
        >
          {t('scorm.undelete')}
        </Button>
        <ConfirmDialog
          opened={asking === 'undelete'}
          title={t('scorm.undeleteTitle')}
          confirmLabel={t('scorm.undelete')}
          cancelLabel={t('scorm.cancel')}
          busy={pending === 'undelete'}
          onCancel={() => setAsking(null)}
          onConfirm={() => run({ kind: 'undelete' })}
        >
          {t('scorm.undeleteBody', { name: module.name })}
        </ConfirmDialog>
      </>
    );
  }

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component={Link}
        to={scormModulePaths.edit(module.id)}
        leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />}
      >
        {t('scorm.edit')}
      </Button>
      {module.draft && (
        <Button
          variant="default"
          leftSection={<IconRocket size={16} stroke={1.8} aria-hidden />}
          loading={pending === 'release'}
          onClick={() => setAsking('release')}
        >
          {t('scorm.release')}
        </Button>
      )}
      <Button
        component="a"
        href={scormModulePaths.preview(module.id)}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<IconExternalLink size={16} stroke={1.8} aria-hidden />}
      >
        {t('scorm.preview')}
        <VisuallyHidden> {t('scorm.previewHint')}</VisuallyHidden>
      </Button>
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={16} stroke={1.8} aria-hidden />}
        loading={pending === 'delete'}
        onClick={() => setAsking('delete')}
      >
        {t('scorm.delete')}
      </Button>
      <ReleaseDialog
        opened={asking === 'release'}
        version={version}
        major={module.versions.length === 0}
        busy={pending === 'release'}
        onCancel={() => setAsking(null)}
        onRelease={(release) => run({ kind: 'release', ...release })}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title={t('scorm.deleteTitle')}
        confirmLabel={t('scorm.delete')}
        cancelLabel={t('scorm.cancel')}
        busy={pending === 'delete'}
        onCancel={() => setAsking(null)}
        onConfirm={() => run({ kind: 'delete' })}
      >
        {t('scorm.deleteBody', { name: module.name })}
      </ConfirmDialog>
    </Group>
  );
}
