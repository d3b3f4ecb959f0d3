import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORTS_ENDPOINTS, type ForBookingPerson } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { ResponsiveList } from '../../../../ui/ResponsiveList';
import { IconSearch } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import { invalidateDomain, invalidateEndpoint } from '../../../../lib/api/queryKeys';
import { peopleForBookingQuery } from '../api/eventViewApi';
import { useBulkBooking, type BulkResult, type BulkTarget } from '../hooks/useBulkBooking';

const PAGE_SIZE = 10;

interface BookLearnersDialogProps {
  opened: boolean;
  target: BulkTarget;
  onClose: () => void;
  /** The dialog's title ("Book learners" unless told, e.g. a manager's "Book my team"). */
  title?: string;
  /** A line under the title saying whom the list holds (a manager sees their units' people). */
  note?: string;
}

/**
 * "Book learners" (03 §4 bulk booking, §7 'X of N'): pick people of the workspace, then book them
 * one call each, 100 ms apart, with a progress bar and each person's result.
 */
export function BookLearnersDialog({ opened, target, onClose, title, note }: BookLearnersDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, ForBookingPerson>>(new Map());
  const bulk = useBulkBooking(target);
  const people = useQuery({
    ...peopleForBookingQuery(target.eventId, { search: debounced, page, pageSize: PAGE_SIZE }),
    enabled: opened,
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
    const list = [...chosen.values()];
    const outcome = await bulk.run(list);
    const failed = Object.values(outcome).filter((result) => result.kind === 'blocked').length;
    await Promise.all([
      invalidateDomain(queryClient, 'events'),
      invalidateEndpoint(queryClient, REPORTS_ENDPOINTS.usersForBooking, { params: { id: target.eventId } }),
    ]);
    if (failed === list.length)
      toast.error({ title: t('eventView.bulk.failed'), message: t('eventView.bulk.noneBooked') });
    else toast.success({ message: t('eventView.bulk.summary', { count: list.length - failed, total: list.length }) });
  };

  const selectable = (person: ForBookingPerson) => person.bookedSessionId === null;
  const total = people.data?.pagination.total ?? 0;

  return (
    <Modal.Root opened={opened} onClose={close} size="xl" centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Modal.Title fw={700} fz="lg" mb="sm">
            {title ?? t('eventView.bulk.title')}
          </Modal.Title>
          {note && (
            <Text size="sm" mb="sm">
              {note}
            </Text>
          )}
          {bulk.total > 0 ? (
            <Stack gap="sm">
              <Text size="sm" aria-live="polite">
                {t('eventView.bulk.progress', { done: bulk.done, total: bulk.total })}
              </Text>
              <Progress.Root size="md">
                <Progress.Section
                  value={(bulk.done / bulk.total) * 100}
                  animated={bulk.running}
                  aria-label={t('eventView.bulk.progressLabel')}
                  aria-valuetext={t('eventView.bulk.progress', { done: bulk.done, total: bulk.total })}
                />
              </Progress.Root>
              <ResponsiveList<ForBookingPerson>
                label={t('eventView.bulk.results')}
                items={[...chosen.values()]}
                itemKey={(person) => person.id}
                tableMinWidth={520}
                columns={[
                  { header: t('eventView.columns.learner'), kind: 'title', cell: (person) => fullName(person) },
                  {
                    header: t('eventView.columns.result'),
                    cell: (person) => <ResultText result={bulk.results[person.id]} />,
                  },
                ]}
              />
              <Group justify="flex-end">
                {bulk.running ? (
                  <Button variant="default" onClick={bulk.stop}>
                    {t('eventView.bulk.stop')}
                  </Button>
                ) : (
                  <Button onClick={close}>{t('eventView.bulk.done')}</Button>
                )}
              </Group>
            </Stack>
          ) : (
            <Stack gap="sm">
              <TextInput
                label={t('eventView.bulk.search')}
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
                <Alert color="red" title={t('eventView.bulk.loadFailed')}>
                  {errorMessageOf(people.error)}
                </Alert>
              ) : people.data.data.length === 0 ? (
                <Text size="sm">{t('eventView.bulk.nobody')}</Text>
              ) : (
                <ResponsiveList<ForBookingPerson>
                  label={t('eventView.bulk.people')}
                  items={people.data.data}
                  itemKey={(person) => person.id}
                  tableMinWidth={520}
                  selection={{
                    allLabel: t('eventView.bulk.selectPage'),
                    itemLabel: (person) => t('eventView.bulk.select', { name: fullName(person) }),
                    isSelected: (person) => chosen.has(person.id),
                    onChange: (items, selected) =>
                      setChosen((current) => {
                        const next = new Map(current);
                        for (const person of items.filter(selectable)) {
                          if (selected) next.set(person.id, person);
                          else next.delete(person.id);
                        }
                        return next;
                      }),
                  }}
                  columns={[
                    { header: t('eventView.columns.learner'), kind: 'title', cell: (person) => fullName(person) },
                    { header: t('eventView.columns.email'), cell: (person) => person.emailAddress },
                    {
                      header: t('eventView.columns.status'),
                      cell: (person) =>
                        person.bookedSessionId === target.occurrenceId ? (
                          <Badge variant="light" color="teal" autoContrast>
                            {t('eventView.bulk.bookedHere')}
                          </Badge>
                        ) : person.bookedSessionId ? (
                          <Badge variant="light" color="gray" autoContrast>
                            {t('eventView.bulk.bookedElsewhere')}
                          </Badge>
                        ) : target.needsEnrolment && !person.enrolled ? (
                          t('eventView.bulk.willEnrol')
                        ) : (
                          '–'
                        ),
                    },
                  ]}
                />
              )}
              {total > PAGE_SIZE && (
                <Pagination
                  total={Math.ceil(total / PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  getControlProps={(control) => ({ 'aria-label': t(`eventView.bulk.page.${control}`) })}
                  getItemProps={(item) => ({ 'aria-label': t('eventView.bulk.page.number', { page: item }) })}
                />
              )}
              <Group justify="space-between">
                <Text size="sm">{t('eventView.bulk.chosen', { count: chosen.size })}</Text>
                <Group gap="xs">
                  <Button variant="default" onClick={close}>
                    {t('eventView.bulk.cancel')}
                  </Button>
                  <Button disabled={chosen.size === 0} onClick={() => void start()}>
                    {t('eventView.bulk.book', { count: chosen.size })}
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

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

function ResultText({ result }: { result: BulkResult | undefined }) {
  const { t } = useTranslation();
  if (!result) return <Text size="sm">{t('eventView.bulk.waiting')}</Text>;
  if (result.kind === 'booked') return <Text size="sm">{t('eventView.bulk.booked')}</Text>;
  if (result.kind === 'request') return <Text size="sm">{t('eventView.bulk.requested')}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" c="red.9">
        {result.message}
      </Text>
      {result.hint && <Text size="sm">{result.hint}</Text>}
    </Stack>
  );
}
