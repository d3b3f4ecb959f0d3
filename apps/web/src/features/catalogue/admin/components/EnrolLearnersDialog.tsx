import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Pagination, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EnrolmentPerson } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { EmailAddress } from '../../../../ui/EmailAddress';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { IconSearch } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import { learnersToEnrolQuery } from '../api/courseAdminApi';
import { useBulkEnrol, type EnrolResult } from '../hooks/useBulkEnrol';

const PAGE_SIZE = 10;

interface EnrolLearnersDialogProps {
  opened: boolean;
  catalogItemId: string;
  workspaceId: string;
  courseName: string;
  onClose: () => void;
}

export const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * "Enrol learners" (02 §4): pick learners the course is offered to (the report engine's to-enrol
 * list: search, paging; the choice is kept across pages), then enrol them one call each, 100 ms
 * apart (02 §9), with a progress bar, each learner's result and a final toast (02 §8).
 */
export function EnrolLearnersDialog({
  opened,
  catalogItemId,
  workspaceId,
  courseName,
  onClose,
}: EnrolLearnersDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, EnrolmentPerson>>(new Map());
  const bulk = useBulkEnrol(catalogItemId);
  const people = useQuery({
    ...learnersToEnrolQuery(catalogItemId, workspaceId, { search: debounced, page, pageSize: PAGE_SIZE }),
    enabled: opened && bulk.total === 0,
    placeholderData: keepPreviousData,
  });

  const close = () => {
    if (bulk.running) return;
    bulk.reset();
    setChosen(new Map());
    setSearch('');
    setPage(1);
    onClose();
  };

  const start = async () => {
    const list = [...chosen.keys()];
    const outcome = await bulk.run(list);
    const tried = Object.values(outcome);
    const failed = tried.filter((result) => result.kind === 'failed').length;
    await invalidateDomain(queryClient, 'enrolments', 'reports', 'catalogue');
    if (failed > 0 || tried.length < list.length) {
      toast.error({
        title: t('courseAdmin.enrol.notEnrolled'),
        message: t('courseAdmin.enrol.summary', { count: tried.length - failed, total: list.length }),
      });
    } else {
      toast.success({ message: t(list.length === 1 ? 'courseAdmin.enrol.created' : 'courseAdmin.enrol.bulkCreated') });
    }
  };

  const total = people.data?.pagination.total ?? 0;
  const progressText = t('courseAdmin.enrol.progress', { done: bulk.done, total: bulk.total });

  return (
    <Modal.Root opened={opened} onClose={close} size="xl" centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Modal.Title fw={700} fz="lg" mb="xs">
            {t('courseAdmin.enrol.title')}
          </Modal.Title>
          <Text size="sm" mb="sm">
            {t('courseAdmin.enrol.intro', { course: courseName })}
          </Text>
          {bulk.total > 0 ? (
            <Stack gap="sm">
              <Text size="sm" role="status" aria-live="polite">
                {progressText}
              </Text>
              <Progress.Root size="md">
                <Progress.Section
                  value={(bulk.done / bulk.total) * 100}
                  animated={bulk.running}
                  aria-label={t('courseAdmin.enrol.progressLabel')}
                  aria-valuetext={progressText}
                />
              </Progress.Root>
              <ResponsiveList<EnrolmentPerson>
                label={t('courseAdmin.enrol.results')}
                items={[...chosen.values()]}
                itemKey={(person) => person.profileId}
                tableMinWidth={480}
                columns={[
                  { header: t('courseAdmin.columns.learner'), kind: 'title', cell: (person) => personName(person) },
                  {
                    header: t('courseAdmin.columns.result'),
                    cell: (person) => <ResultText result={bulk.results[person.profileId]} />,
                  },
                ]}
              />
              <Group justify="flex-end">
                {bulk.running ? (
                  <Button variant="default" onClick={bulk.stop}>
                    {t('courseAdmin.enrol.stop')}
                  </Button>
                ) : (
                  <Button onClick={close}>{t('courseAdmin.enrol.done')}</Button>
                )}
              </Group>
            </Stack>
          ) : (
            <Stack gap="sm">
              <TextInput
                label={t('courseAdmin.enrol.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
                data-autofocus
              />
              {people.isPending ? (
                <Loader role="status" aria-label={t('app.loading')} size="sm" />
              ) : people.isError ? (
                <Alert color="red" title={t('courseAdmin.enrol.loadFailed')}>
                  {errorMessageOf(people.error)}
                </Alert>
              ) : people.data.data.length === 0 ? (
                <Text size="sm">{t(debounced ? 'courseAdmin.enrol.noMatch' : 'courseAdmin.enrol.nobody')}</Text>
              ) : (
                <ResponsiveList<EnrolmentPerson>
                  label={t('courseAdmin.enrol.people')}
                  items={people.data.data}
                  itemKey={(person) => person.profileId}
                  tableMinWidth={520}
                  selection={{
                    allLabel: t('courseAdmin.enrol.selectPage'),
                    itemLabel: (person) => t('courseAdmin.enrol.select', { name: personName(person) }),
                    isSelected: (person) => chosen.has(person.profileId),
                    onChange: (items, selected) =>
                      setChosen((current) => {
                        const next = new Map(current);
                        for (const person of items) {
                          if (selected) next.set(person.profileId, person);
                          else next.delete(person.profileId);
                        }
                        return next;
                      }),
                  }}
                  columns={[
                    { header: t('courseAdmin.columns.learner'), kind: 'title', cell: (person) => personName(person) },
                    {
                      header: t('courseAdmin.columns.email'),
                      cell: (person) => <EmailAddress address={person.emailAddress} size="sm" fw={400} />,
                    },
                    { header: t('courseAdmin.columns.unit'), cell: (person) => person.organisationUnitName ?? '–' },
                  ]}
                />
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
              <Group justify="space-between">
                <Text size="sm">{t('courseAdmin.enrol.chosen', { count: chosen.size })}</Text>
                <Group gap="xs">
                  <Button variant="default" onClick={close}>
                    {t('courseAdmin.cancel')}
                  </Button>
                  <Button disabled={chosen.size === 0} onClick={() => void start()}>
                    {t('courseAdmin.enrol.enrol', { count: chosen.size })}
                  </Button>
                </Group>
              </Group>
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function ResultText({ result }: { result: EnrolResult | undefined }) {
  const { t } = useTranslation();
  if (!result) return <Text size="sm">{t('courseAdmin.enrol.waiting')}</Text>;
  if (result.kind === 'enrolled') return <Text size="sm">{t('courseAdmin.enrol.enrolled')}</Text>;
  return (
    <Text size="sm" c="red.9">
      {result.message}
    </Text>
  );
}
