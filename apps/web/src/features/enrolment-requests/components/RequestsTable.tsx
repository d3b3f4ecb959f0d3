import { Button, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EnrolmentRequest } from '@campus/contracts';
import { formatDate, formatTime } from '../../../lib/dates/dates';
import { ScrollableTable } from '../../../ui/ScrollableTable';
import type { RequestOutcome } from '../api/requestsApi';

interface RequestsTableProps {
  requests: EnrolmentRequest[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  blocked: ReadonlySet<string>;
  disabled: boolean;
  onResolve: (request: EnrolmentRequest, outcome: RequestOutcome) => void;
}

export const learnerName = (request: EnrolmentRequest) => `${request.learner.firstName} ${request.learner.lastName}`;

/** One page of requests: pick some for a bulk action, or approve or reject one. */
export function RequestsTable({ requests, selected, onSelect, blocked, disabled, onResolve }: RequestsTableProps) {
  const { t } = useTranslation();
  const ids = requests.map((request) => request.id);
  const chosen = ids.filter((id) => selected.has(id)).length;

  return (
    <ScrollableTable label={t('requests.title')} minWidth={760}>
      <Table striped aria-label={t('requests.title')} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <Checkbox
                aria-label={t('requests.selectAll')}
                checked={chosen > 0 && chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                disabled={disabled}
                onChange={(event) => onSelect(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th scope="col">{t('requests.learner')}</Table.Th>
            <Table.Th scope="col">{t('requests.unit')}</Table.Th>
            <Table.Th scope="col">{t('requests.course')}</Table.Th>
            <Table.Th scope="col">{t('requests.requested')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('requests.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => {
            const name = learnerName(request);
            const about = { name, course: request.course.name };
            const busy = disabled || blocked.has(request.id);
            return (
              <Table.Tr key={request.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('requests.select', about)}
                    checked={selected.has(request.id)}
                    disabled={disabled}
                    onChange={(event) => onSelect([request.id], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Th scope="row">
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {request.learner.emailAddress}
                  </Text>
                </Table.Th>
                <Table.Td>{request.learner.organisationUnitName ?? '–'}</Table.Td>
                <Table.Td>{request.course.name}</Table.Td>
                <Table.Td>
                  {formatDate(request.requestedAt)}, {formatTime(request.requestedAt)}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      size="compact-sm"
                      aria-label={t('requests.approveLabel', about)}
                      disabled={busy}
                      onClick={() => onResolve(request, 'approve')}
                    >
                      {t('requests.approve')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('requests.rejectLabel', about)}
                      disabled={busy}
                      onClick={() => onResolve(request, 'reject')}
                    >
                      {t('requests.reject')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
