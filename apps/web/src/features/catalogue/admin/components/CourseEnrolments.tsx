import { useState } from 'react';
import { Alert, Button, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EnrolmentPerson } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { formatDate } from '../../../../lib/dates/dates';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { EmailAddress } from '../../../../ui/EmailAddress';
import { EmptyState } from '../../../../ui/EmptyState';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { SectionCard } from '../../../../ui/SectionCard';
import { IconPlus, IconSearch, IconUsers } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import { enrolledLearnersQuery, withdrawLearners } from '../api/courseAdminApi';
import { EnrolLearnersDialog, personName } from './EnrolLearnersDialog';

const PAGE_SIZE = 20;

interface CourseEnrolmentsProps {
  catalogItemId: string;
  workspaceId: string;
  courseName: string;
}

/**
 * The course's enrolments in this workspace (02 §4): the enrolled learners (report engine
 * to-withdraw list: state and date), "Enrol learners", and withdrawing a selection in one call
 * with the spec's toasts ('Enrolments withdrawn', 'N licence(s) reclaimed'; 02 §8).
 */
export function CourseEnrolments({ catalogItemId, workspaceId, courseName }: CourseEnrolmentsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<string, EnrolmentPerson>>(new Map());
  const [enrolling, setEnrolling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const learners = useQuery({
    ...enrolledLearnersQuery(catalogItemId, workspaceId, { search: debounced, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const total = learners.data?.pagination.total ?? 0;

  const withdraw = async () => {
    setWithdrawing(true);
    try {
      const result = await withdrawLearners(catalogItemId, [...selected.keys()]);
      if (result.withdrawn.length === 0) {
        toast.error({ message: t('courseAdmin.withdraw.notWithdrawn') });
      } else {
        toast.success({ message: t('courseAdmin.withdraw.withdrawn') });
        if (result.reclaimableLicences > 0) {
          toast.success({ message: t('courseAdmin.withdraw.licences', { count: result.reclaimableLicences }) });
        }
      }
      setSelected(new Map());
    } catch (error) {
      toast.error({ title: t('courseAdmin.withdraw.notWithdrawn'), message: errorMessageOf(error) });
    } finally {
      setConfirming(false);
      setWithdrawing(false);
      await invalidateDomain(queryClient, 'enrolments', 'reports', 'catalogue');
    }
  };

  return (
    <SectionCard
      id="course-enrolments"
      title={t('courseAdmin.enrolments')}
      icon={IconUsers}
      aside={
        <Button
          size="xs"
          leftSection={<IconPlus size={14} stroke={2} aria-hidden />}
          onClick={() => setEnrolling(true)}
        >
          {t('courseAdmin.enrol.open')}
        </Button>
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <TextInput
            type="search"
            label={t('courseAdmin.searchEnrolled')}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', sm: 320 }}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Group gap="sm" wrap="wrap" role="group" aria-label={t('courseAdmin.selected', { count: selected.size })}>
            <Text size="sm" fw={600}>
              {t('courseAdmin.selected', { count: selected.size })}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={selected.size === 0 || withdrawing}
              onClick={() => setConfirming(true)}
            >
              {t('courseAdmin.withdraw.action')}
            </Button>
          </Group>
        </Group>
        {learners.isPending ? (
          <Loader role="status" aria-label={t('app.loading')} size="sm" />
        ) : learners.isError ? (
          <Alert color="red" title={t('courseAdmin.enrolmentsLoadFailed')}>
            {errorMessageOf(learners.error)}
          </Alert>
        ) : learners.data.data.length === 0 ? (
          <EmptyState
            icon={IconUsers}
            headingOrder={3}
            title={t(debounced ? 'courseAdmin.noMatch' : 'courseAdmin.noEnrolments')}
            description={t(debounced ? 'courseAdmin.noMatchNext' : 'courseAdmin.noEnrolmentsNext')}
          />
        ) : (
          <>
            <Text size="sm">{t('courseAdmin.enrolledCount', { count: total })}</Text>
            <ResponsiveList<EnrolmentPerson>
              label={t('courseAdmin.enrolledLearners')}
              items={learners.data.data}
              itemKey={(person) => person.profileId}
              tableMinWidth={720}
              selection={{
                allLabel: t('courseAdmin.selectPage'),
                itemLabel: (person) => t('courseAdmin.select', { name: personName(person) }),
                isSelected: (person) => selected.has(person.profileId),
                disabled: withdrawing,
                onChange: (items, checked) =>
                  setSelected((current) => {
                    const next = new Map(current);
                    for (const person of items) {
                      if (checked) next.set(person.profileId, person);
                      else next.delete(person.profileId);
                    }
                    return next;
                  }),
              }}
              columns={[
                {
                  header: t('courseAdmin.columns.learner'),
                  kind: 'title',
                  cell: (person) => (
                    <>
                      <Text size="sm" fw={600}>
                        {personName(person)}
                      </Text>
                      <EmailAddress address={person.emailAddress} size="xs" fw={400} />
                    </>
                  ),
                },
                { header: t('courseAdmin.columns.unit'), cell: (person) => person.organisationUnitName ?? '–' },
                {
                  header: t('courseAdmin.columns.state'),
                  cell: (person) => (person.enrolment ? t(`courseAdmin.states.${person.enrolment.state}`) : '–'),
                },
                {
                  header: t('courseAdmin.columns.enrolled'),
                  nowrap: true,
                  cell: (person) => (person.enrolment ? formatDate(person.enrolment.enrolmentDate) : '–'),
                },
              ]}
            />
          </>
        )}
        {total > PAGE_SIZE && (
          <Pagination
            total={Math.ceil(total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`courseAdmin.page.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('courseAdmin.page.number', { page: item }) })}
          />
        )}
      </Stack>
      <EnrolLearnersDialog
        opened={enrolling}
        catalogItemId={catalogItemId}
        workspaceId={workspaceId}
        courseName={courseName}
        onClose={() => setEnrolling(false)}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('courseAdmin.withdraw.confirmTitle', { count: selected.size })}
        confirmLabel={t('courseAdmin.withdraw.confirm')}
        cancelLabel={t('courseAdmin.cancel')}
        danger
        busy={withdrawing}
        onConfirm={() => void withdraw()}
        onCancel={() => setConfirming(false)}
      >
        {t('courseAdmin.withdraw.confirmBody', { count: selected.size, course: courseName })}
      </ConfirmDialog>
    </SectionCard>
  );
}
