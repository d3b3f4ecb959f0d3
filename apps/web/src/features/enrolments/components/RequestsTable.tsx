import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EnrolmentRequest } from '@campus/contracts';
import { formatDate, formatZonedTime } from '../../../lib/dates/dates';
import { EmailAddress } from '../../../ui/EmailAddress';
import { ResponsiveList } from '../../../ui/ResponsiveList';
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

/**
 * One page of requests (a table, a card each on a phone): pick some for a bulk action, or approve
 * or reject one.
 */
export function RequestsTable({ requests, selected, onSelect, blocked, disabled, onResolve }: RequestsTableProps) {
  const { t } = useTranslation();
  const about = (request: EnrolmentRequest) => ({ name: learnerName(request), course: request.course.name });

  return (
    <ResponsiveList
      label={t('requests.title')}
      items={requests}
      itemKey={(request) => request.id}
      tableMinWidth={760}
      selection={{
        allLabel: t('requests.selectAll'),
        itemLabel: (request) => t('requests.select', about(request)),
        isSelected: (request) => selected.has(request.id),
        onChange: (chosen, checked) =>
          onSelect(
            chosen.map((request) => request.id),
            checked,
          ),
        disabled,
      }}
      columns={[
        {
          header: t('requests.learner'),
          kind: 'title',
          cell: (request) => (
            <>
              <Text size="sm" fw={600}>
                {learnerName(request)}
              </Text>
              <EmailAddress address={request.learner.emailAddress} size="xs" fw={400} />
            </>
          ),
        },
        { header: t('requests.unit'), cell: (request) => request.learner.organisationUnitName ?? '–' },
        { header: t('requests.course'), cell: (request) => request.course.name },
        {
          header: t('requests.requested'),
          cell: (request) => `${formatDate(request.requestedAt)}, ${formatZonedTime(request.requestedAt)}`,
        },
        {
          header: t('requests.actions'),
          kind: 'actions',
          cell: (request) => {
            const busy = disabled || blocked.has(request.id);
            return (
              <>
                <Button
                  size="compact-sm"
                  aria-label={t('requests.approveLabel', about(request))}
                  disabled={busy}
                  onClick={() => onResolve(request, 'approve')}
                >
                  {t('requests.approve')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={t('requests.rejectLabel', about(request))}
                  disabled={busy}
                  onClick={() => onResolve(request, 'reject')}
                >
                  {t('requests.reject')}
                </Button>
              </>
            );
          },
        },
      ]}
    />
  );
}
