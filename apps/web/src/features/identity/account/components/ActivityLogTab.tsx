import { useState } from 'react';
import { Alert, Badge, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState';
import { IconHistory } from '../../../../ui/icons';
import { ScrollableTable } from '../../../../ui/ScrollableTable';
import type { ActivityEntry } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { formatDate, formatZonedTime } from '../../../../lib/dates/dates';
import { activityLogQuery } from '../api/accountApi';
import { describeActivity } from './describeActivity';

const PAGE_SIZE = 20;

/** Activity log: the person's own entries of the audit trail, newest first. */
export function ActivityLogTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useQuery({
    ...activityLogQuery(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  if (log.isPending) return <Loader role="status" aria-label={t('app.loading')} />;
  if (log.isError) {
    return (
      <Alert color="red" title={t('account.activity.loadFailed')}>
        {errorMessageOf(log.error)}
      </Alert>
    );
  }
  const { data, pagination } = log.data;
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.pageSize));

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('account.activity.title')}
      </Title>
      {data.length === 0 ? (
        <EmptyState
          icon={IconHistory}
          headingOrder={3}
          title={t('account.activity.empty')}
          description={t('account.activity.emptyNext')}
        />
      ) : (
        <ScrollableTable label={t('account.activity.title')} minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('account.activity.when')}</Table.Th>
                <Table.Th scope="col">{t('account.activity.what')}</Table.Th>
                <Table.Th scope="col">{t('account.activity.where')}</Table.Th>
                <Table.Th scope="col">{t('account.activity.address')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((entry) => (
                <ActivityRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`account.activity.${control}Page`) })}
          />
        </Group>
      )}
    </Stack>
  );
}

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDate(entry.occurredAt)} {formatZonedTime(entry.occurredAt)}
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Text size="sm">{describeActivity(entry.action)}</Text>
          {entry.outcome === 'failure' && (
            <Badge color="red" variant="light">
              {t('account.activity.failed')}
            </Badge>
          )}
        </Group>
        {entry.actingUser && (
          <Text size="xs" c="dimmed">
            {t('account.activity.actingUser', { name: entry.actingUser })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{entry.workspaceName ?? '—'}</Table.Td>
      <Table.Td>{entry.ip ?? '—'}</Table.Td>
    </Table.Tr>
  );
}
