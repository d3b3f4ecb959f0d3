import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Occurrence } from '@campus/contracts';
import { itemWhen } from '../format';

interface CancelSessionDialogProps {
  opened: boolean;
  /** The event's other sessions that are upcoming: where bookings may be copied. */
  targets: readonly Occurrence[];
  /** Live bookings of the session: with none, only "cancel only" makes sense. */
  booked: number;
  pending: boolean;
  onClose: () => void;
  onConfirm: (targetOccurrenceId: string | null) => void;
}

/** 03 §4: "cancel only, or cancel and copy bookings to another active session". */
export function CancelSessionDialog({
  opened,
  targets,
  booked,
  pending,
  onClose,
  onConfirm,
}: CancelSessionDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'only' | 'copy'>('only');
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const copyPossible = booked > 0 && targets.length > 0;
  const submit = () => {
    if (mode === 'copy' && !target) {
      setError(t('eventView.cancelSession.targetRequired'));
      return;
    }
    setError(null);
    onConfirm(mode === 'copy' ? target : null);
  };
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Modal.Title fw={700} fz="lg" mb="sm">
            {t('eventView.cancelSession.title')}
          </Modal.Title>
          <Stack gap="sm">
            <Text size="sm">{t('eventView.cancelSession.body', { count: booked })}</Text>
            <Radio.Group
              value={mode}
              onChange={(value) => setMode(value === 'copy' ? 'copy' : 'only')}
              label={t('eventView.cancelSession.how')}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="only" label={t('eventView.cancelSession.only')} />
                <Radio
                  value="copy"
                  label={t('eventView.cancelSession.copy')}
                  disabled={!copyPossible}
                  description={!copyPossible ? t('eventView.cancelSession.noTargets') : undefined}
                />
              </Stack>
            </Radio.Group>
            {mode === 'copy' && (
              <NativeSelect
                label={t('eventView.cancelSession.target')}
                required
                data={[
                  { value: '', label: t('eventView.cancelSession.choose') },
                  ...targets.map((session) => ({
                    value: session.id,
                    label: session.items[0] ? itemWhen(session.items[0]) : session.id,
                  })),
                ]}
                value={target ?? ''}
                onChange={(event) => setTarget(event.currentTarget.value || null)}
                error={error}
              />
            )}
          </Stack>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('eventView.cancelSession.keep')}
            </Button>
            <Button color="red.9" loading={pending} onClick={submit}>
              {t('eventView.cancelSession.confirm')}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
