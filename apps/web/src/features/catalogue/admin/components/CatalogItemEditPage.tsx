import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  Loader,
  MultiSelect,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_RULES, RULES, canAccess, type CatalogItem } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { uploadFile } from '../../../../lib/files/uploadFile';
import { useSession } from '../../../../lib/session/useSession';
import { useUserWorkspaces } from '../../../platform/hooks/useUserWorkspaces';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { SectionCard } from '../../../../ui/SectionCard';
import { IconExternalLink, IconFileText, IconSettings, IconTrash, IconUsersGroup } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import {
  addFile,
  catalogItemFilesQuery,
  catalogItemQuery,
  catalogItemUrlsQuery,
  catalogItemWorkspacesQuery,
  courseQuery,
  removeFile,
  saveHiddenCourseFiles,
  shareItem,
  saveUrls,
  saveVisibility,
  saveWorkspaceSettings,
  unitsQuery,
  unshareItem,
} from '../api/courseAdminApi';
import { courseAdminPaths } from '../../paths';

/**
 * /catalogue/courses/:courseId/:catalogItemId/:versionId/edit (02 §2, "for
 * learning_experience_administrator on LMS"): this workspace's settings of the catalogue item
 * (approval, visibility, organisation units), the workspaces it is shared to, its links and its
 * files (docs/courses.md "Catalogue items and the catalogue").
 */
export function CatalogItemEditPage() {
  const { t } = useTranslation();
  const { courseId = '', catalogItemId = '' } = useParams();
  const item = useQuery(catalogItemQuery(catalogItemId));
  if (item.isPending || item.isError) {
    return (
      <PageLayout title={t('catalogItemEdit.title')} width="form">
        {item.isPending ? (
          <Loader role="status" aria-label={t('app.loading')} />
        ) : (
          <Alert color="red" title={t('catalogItemEdit.loadFailed')}>
            {errorMessageOf(item.error)}
          </Alert>
        )}
      </PageLayout>
    );
  }
  return <ItemEdit item={item.data} courseId={courseId} />;
}

function ItemEdit({ item, courseId }: { item: CatalogItem; courseId: string }) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const mayOpenAdminView = canAccess(actor, ROUTE_RULES.courseAdminShow);
  return (
    <PageLayout
      title={t('catalogItemEdit.title')}
      description={t('catalogItemEdit.description', {
        course: item.name,
        version: `${item.majorVersion}.${item.minorVersion}`,
      })}
      width="form"
    >
      <Stack gap="lg">
        <SettingsSection item={item} />
        <SharingSection item={item} />
        <LinksSection catalogItemId={item.id} />
        <FilesSection item={item} courseId={courseId} />
        {mayOpenAdminView && (
          <Text size="sm">
            <Anchor component={Link} to={courseAdminPaths.show(courseId)}>
              {t('catalogItemEdit.backToCourse')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </PageLayout>
  );
}

/** Approval, visibility and units: POST …/workspace/{wid}, then PATCH …/workspace/{wid}/visible. */
function SettingsSection({ item }: { item: CatalogItem }) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const queryClient = useQueryClient();
  const [approval, setApproval] = useState(item.requireApproval);
  const [visible, setVisible] = useState(item.visible);
  const [someUnits, setSomeUnits] = useState(item.availableInOrganisationUnits.length > 0);
  const [units, setUnits] = useState<string[]>(item.availableInOrganisationUnits);
  const [saving, setSaving] = useState(false);
  const [unitsError, setUnitsError] = useState<string | null>(null);
  const mayReadUnits = canAccess(actor, RULES.userAdministration);
  const unitList = useQuery({ ...unitsQuery(item.workspaceId), enabled: mayReadUnits });
  const unitOptions = (unitList.data?.data ?? []).map((unit) => ({ value: unit.id, label: unit.name }));
  // Units chosen before that this person cannot name (no unit list): kept as they are.
  for (const id of units) {
    if (!unitOptions.some((option) => option.value === id))
      unitOptions.push({ value: id, label: t('catalogItemEdit.unknownUnit') });
  }

  const save = async () => {
    if (someUnits && units.length === 0) {
      setUnitsError(t('catalogItemEdit.chooseUnit'));
      return;
    }
    setUnitsError(null);
    setSaving(true);
    try {
      await saveWorkspaceSettings(item.id, item.workspaceId, {
        workspaceId: item.workspaceId,
        approvalRequired: approval,
      });
      await saveVisibility(item.id, item.workspaceId, { visible, organisationUnits: someUnits ? units : [] });
      toast.success({ message: t('catalogItemEdit.saved') });
    } catch (error) {
      toast.error({ title: t('catalogItemEdit.notSaved'), message: errorMessageOf(error) });
    } finally {
      setSaving(false);
      await invalidateDomain(queryClient, 'catalogue', 'reports');
    }
  };

  return (
    <SectionCard id="item-settings" title={t('catalogItemEdit.settings')} icon={IconSettings}>
      <Stack gap="md">
        <Switch
          label={t('catalogItemEdit.approval')}
          description={t('catalogItemEdit.approvalHelp')}
          checked={approval}
          onChange={(event) => setApproval(event.currentTarget.checked)}
        />
        <Switch
          label={t('catalogItemEdit.visible')}
          description={t('catalogItemEdit.visibleHelp')}
          checked={visible}
          onChange={(event) => setVisible(event.currentTarget.checked)}
        />
        <Radio.Group
          label={t('catalogItemEdit.units')}
          value={someUnits ? 'some' : 'all'}
          onChange={(value) => setSomeUnits(value === 'some')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="all" label={t('catalogItemEdit.everyUnit')} />
            <Radio value="some" label={t('catalogItemEdit.someUnits')} />
          </Stack>
        </Radio.Group>
        {someUnits &&
          (mayReadUnits || units.length > 0 ? (
            <MultiSelect
              label={t('catalogItemEdit.chosenUnits')}
              data={unitOptions}
              value={units}
              onChange={setUnits}
              searchable
              error={unitsError}
              disabled={unitList.isPending && mayReadUnits}
            />
          ) : (
            <Alert color="yellow">{t('catalogItemEdit.noUnitList')}</Alert>
          ))}
        <Group justify="flex-end">
          <Button loading={saving} onClick={() => void save()}>
            {t('catalogItemEdit.save')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}

/**
 * The workspaces offering the item (GET …/workspaces). The owning workspace's administrators stop
 * sharing to others, and share to the other workspaces of the customer they belong to (the only
 * list of workspaces on hand: their own).
 */
function SharingSection({ item }: { item: CatalogItem }) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const queryClient = useQueryClient();
  const workspaces = useQuery(catalogItemWorkspacesQuery(item.id));
  const mine = useUserWorkspaces();
  const [busy, setBusy] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const act = async (workspaceId: string, change: 'share' | 'unshare') => {
    setBusy(workspaceId);
    try {
      if (change === 'share') await shareItem(item.id, [workspaceId]);
      else await unshareItem(item.id, [workspaceId]);
      toast.success({ message: t(change === 'share' ? 'catalogItemEdit.shared' : 'catalogItemEdit.unshared') });
      setTarget(null);
    } catch (error) {
      toast.error({ message: errorMessageOf(error) });
    } finally {
      setBusy(null);
      await invalidateDomain(queryClient, 'catalogue');
    }
  };
  const owning = item.courseOriginWorkspaceId === item.workspaceId && canAccess(actor, RULES.catalogItemSharing);
  const offering = new Set((workspaces.data?.data ?? []).map((workspace) => workspace.workspaceId));
  const shareable = (mine.data?.data ?? []).filter(
    (workspace) => workspace.customerId === item.originCustomerId && !offering.has(workspace.id),
  );
  return (
    <SectionCard id="item-sharing" title={t('catalogItemEdit.sharing')} icon={IconUsersGroup}>
      {workspaces.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} size="sm" />
      ) : workspaces.isError ? (
        <Alert color="red">{errorMessageOf(workspaces.error)}</Alert>
      ) : (
        <Stack gap="sm">
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {workspaces.data.data.map((workspace) => (
              <Group key={workspace.workspaceId} component="li" justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm">
                  {workspace.name}
                  {workspace.owning ? ` (${t('catalogItemEdit.owning')})` : ''}
                </Text>
                {owning && !workspace.owning && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={busy === workspace.workspaceId}
                    aria-label={t('catalogItemEdit.unshareNamed', { workspace: workspace.name })}
                    onClick={() => void act(workspace.workspaceId, 'unshare')}
                  >
                    {t('catalogItemEdit.unshare')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
          {owning && shareable.length > 0 && (
            <Group align="flex-end" gap="xs" wrap="wrap">
              <Select
                label={t('catalogItemEdit.shareWith')}
                data={shareable.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
                value={target}
                onChange={setTarget}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button
                variant="default"
                disabled={!target}
                loading={busy !== null && busy === target}
                onClick={() => target && void act(target, 'share')}
              >
                {t('catalogItemEdit.share')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/** This workspace's links (GET list-urls, POST set-urls): the course's own links are shown, not edited. */
function LinksSection({ catalogItemId }: { catalogItemId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const urls = useQuery(catalogItemUrlsQuery(catalogItemId));
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const own = (urls.data?.data ?? []).filter((url) => !url.providedByCourse);
  const save = async (next: { url: string; visibility: boolean }[]) => {
    try {
      await saveUrls(catalogItemId, next);
      setDraft('');
      setError(null);
      toast.success({ message: t('catalogItemEdit.linksSaved') });
    } catch (caught) {
      setError(errorMessageOf(caught));
    } finally {
      await invalidateDomain(queryClient, 'catalogue');
    }
  };
  const plain = own.map(({ url, visibility }) => ({ url, visibility }));
  return (
    <SectionCard id="item-links" title={t('catalogItemEdit.links')} icon={IconExternalLink}>
      {urls.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} size="sm" />
      ) : (
        <Stack gap="sm">
          {(urls.data?.data.length ?? 0) === 0 && <Text size="sm">{t('catalogItemEdit.noLinks')}</Text>}
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {(urls.data?.data ?? []).map((link) => (
              <Group key={link.url} component="li" justify="space-between" gap="xs" wrap="wrap">
                <Anchor href={link.url} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {link.url}
                </Anchor>
                {link.providedByCourse ? (
                  <Text size="xs">{t('catalogItemEdit.fromCourse')}</Text>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t('catalogItemEdit.removeLinkNamed', { url: link.url })}
                    onClick={() => void save(plain.filter((entry) => entry.url !== link.url))}
                  >
                    {t('catalogItemEdit.remove')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('catalogItemEdit.newLink')}
              placeholder="https://"
              value={draft}
              error={error}
              onChange={(event) => setDraft(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button
              variant="default"
              disabled={draft.trim() === ''}
              onClick={() => void save([...plain, { url: draft.trim(), visibility: true }])}
            >
              {t('catalogItemEdit.addLink')}
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}

/**
 * The item's files (PDFs through the presigned upload, then add-file; remove-file) and, where the
 * person may read the course, which of the course's own files this workspace hides.
 */
function FilesSection({ item, courseId }: { item: CatalogItem; courseId: string }) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const queryClient = useQueryClient();
  const files = useQuery(catalogItemFilesQuery(item.id));
  const mayReadCourse = canAccess(actor, RULES.courseRead);
  const course = useQuery({ ...courseQuery(courseId), enabled: mayReadCourse });
  const [uploading, setUploading] = useState(false);
  const refresh = () => invalidateDomain(queryClient, 'catalogue');

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadFile(file, { mimeType: 'application/pdf' });
      await addFile(item.id, stored.id);
      toast.success({ message: t('catalogItemEdit.fileAdded', { name: file.name }) });
    } catch {
      toast.error({ message: t('catalogItemEdit.fileNotAdded', { name: file.name }) });
    } finally {
      setUploading(false);
      await refresh();
    }
  };
  const remove = async (url: string) => {
    try {
      await removeFile(item.id, url);
      toast.success({ message: t('catalogItemEdit.fileRemoved') });
    } catch (error) {
      toast.error({ message: errorMessageOf(error) });
    } finally {
      await refresh();
    }
  };
  const hidden = files.data?.hiddenCourseFiles ?? item.hiddenCourseFiles;
  const toggleHidden = async (url: string, hide: boolean) => {
    try {
      await saveHiddenCourseFiles(item.id, hide ? [...hidden, url] : hidden.filter((entry) => entry !== url));
    } catch (error) {
      toast.error({ message: errorMessageOf(error) });
    } finally {
      await refresh();
    }
  };
  const owning = item.courseOriginWorkspaceId === item.workspaceId;

  return (
    <SectionCard id="item-files" title={t('catalogItemEdit.files')} icon={IconFileText}>
      {files.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} size="sm" />
      ) : files.isError ? (
        <Alert color="red">{errorMessageOf(files.error)}</Alert>
      ) : (
        <Stack gap="sm">
          {files.data.data.length === 0 && <Text size="sm">{t('catalogItemEdit.noFiles')}</Text>}
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {files.data.data.map((file) => (
              <Group key={file.url} component="li" justify="space-between" gap="xs" wrap="wrap">
                <Anchor href={file.url} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Anchor>
                {owning && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={t('catalogItemEdit.removeFileNamed', { name: file.name })}
                    onClick={() => void remove(file.url)}
                  >
                    {t('catalogItemEdit.remove')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
          {owning && (
            <FileInput
              label={t('catalogItemEdit.addFile')}
              description={t('catalogItemEdit.addFileHelp')}
              accept="application/pdf"
              value={null}
              disabled={uploading}
              onChange={(file) => void upload(file)}
            />
          )}
          {course.data && course.data.files.length > 0 && (
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('catalogItemEdit.courseFiles')}
              </Text>
              {course.data.files.map((file) => (
                <Checkbox
                  key={file.url}
                  label={t('catalogItemEdit.hideFile', { name: file.name })}
                  checked={hidden.includes(file.url)}
                  onChange={(event) => void toggleHidden(file.url, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
