import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { IconAlertTriangle, IconCheck, IconCloudOff } from '../../../../ui/icons';
import type { Conflict, SaveState } from '../drafts';

/**
 * Where the saving stands, read out as it changes (a live region): saved, saving, or offline with
 * the changes kept on this device. A refusal offers to try again or to drop the changes.
 */
export function SaveStatus({
  state,
  onRetry,
  onDiscard,
}: {
  state: SaveState;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const icon =
    state.kind === 'saving' ? (
      <Loader size={14} aria-hidden />
    ) : state.kind === 'saved' ? (
      <IconCheck size={16} aria-hidden />
    ) : state.kind === 'offline' || state.kind === 'retrying' ? (
      <IconCloudOff size={16} aria-hidden />
    ) : state.kind === 'failed' ? (
      <IconAlertTriangle size={16} aria-hidden />
    ) : null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="save-status" data-state={state.kind}>
      <Group gap={6} wrap="nowrap" role="status" miw={0}>
        {icon}
        <Text size="sm" fw={state.kind === 'offline' || state.kind === 'failed' ? 600 : undefined}>
          {state.kind === 'failed'
            ? `${t('registers.save.failed')}: ${errorMessageOf(state.error)}`
            : t(`registers.save.${state.kind}`)}
        </Text>
      </Group>
      {(state.kind === 'failed' || state.kind === 'retrying' || state.kind === 'offline') && (
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {t('registers.save.tryAgain')}
        </Button>
      )}
      {state.kind === 'failed' && (
        <Button size="compact-sm" variant="subtle" color="red.9" onClick={onDiscard}>
          {t('registers.save.discard')}
        </Button>
      )}
    </Group>
  );
}

/**
 * The rows someone else saved first (a 409), under the spec's failure title ('Register hasn’t been
 * created.'): who each learner is, what the row holds now, who saved it and when, and the change
 * made here that was not saved.
 */
export function ConflictNotice<C>({
  title,
  conflicts,
  describe,
  onDismiss,
}: {
  title: string;
  conflicts: readonly Conflict<C>[];
  describe: (conflict: Conflict<C>) => string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  if (conflicts.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={title}
      withCloseButton
      closeButtonLabel={t('registers.conflicts.dismiss')}
      onClose={onDismiss}
      data-testid="conflicts"
    >
      <Text size="sm" fw={600}>
        {t('registers.conflicts.title', { count: conflicts.length })}
      </Text>
      <Text size="sm" mb="xs">
        {t('registers.conflicts.intro')}
      </Text>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {conflicts.map((conflict) => (
          <li key={conflict.learnerId}>
            <Text size="sm">{describe(conflict)}</Text>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
