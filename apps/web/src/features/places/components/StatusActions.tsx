import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoomActions } from '@campus/contracts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { IconArchive, IconArrowBackUp, IconCheck, IconRefresh, IconTrash } from '../../../ui/icons';

export type StatusAction = 'activate' | 'revertToDraft' | 'archive' | 'restore' | 'remove';

interface StatusActionsProps {
  /** What the server's policy allows for this venue or room. */
  actions: Pick<RoomActions, StatusAction>;
  kind: 'venue' | 'room';
  name: string;
  pending: StatusAction | null;
  onAction: (action: StatusAction) => void;
}

const ICONS = {
  activate: IconCheck,
  revertToDraft: IconArrowBackUp,
  archive: IconArchive,
  restore: IconRefresh,
  remove: IconTrash,
} as const;
const ORDER: StatusAction[] = ['activate', 'revertToDraft', 'archive', 'restore', 'remove'];
/** The actions that ask first: archiving takes a place out of use, removing cannot be undone. */
type Confirmed = 'archive' | 'remove';
const CONFIRMED = new Set<StatusAction>(['archive', 'remove']);
const isConfirmed = (action: StatusAction | null): action is Confirmed => action !== null && CONFIRMED.has(action);

/** The status actions the policy allows (03 §4), each a button; archive and remove ask first. */
export function StatusActions({ actions, kind, name, pending, onAction }: StatusActionsProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Confirmed | null>(null);
  const shown = ORDER.filter((action) => actions[action]);
  if (shown.length === 0) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {shown.map((action) => {
          const Icon = ICONS[action];
          return (
            <Button
              key={action}
              variant="default"
              color={action === 'remove' ? 'red' : undefined}
              leftSection={<Icon size={16} stroke={1.8} aria-hidden />}
              loading={pending === action}
              onClick={() => (isConfirmed(action) ? setAsking(action) : onAction(action))}
            >
              {t(`venues.actions.${action}`)}
            </Button>
          );
        })}
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t(`venues.confirm.${asking}Title`, { kind: t(`venues.kinds.${kind}`) }) : ''}
        confirmLabel={asking ? t(`venues.actions.${asking}`) : ''}
        cancelLabel={t('venues.confirm.cancel')}
        danger={asking === 'remove'}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onAction(asking);
          setAsking(null);
        }}
      >
        {asking ? t(`venues.confirm.${asking}Body`, { name }) : ''}
      </ConfirmDialog>
    </>
  );
}
