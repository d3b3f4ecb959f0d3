import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventCancellationSettings } from '@campus/contracts';

const OTHER = '__other__';

interface CancelBookingDialogProps {
  /** Whose booking: shown in the question. */
  learnerName: string | null;
  settings: EventCancellationSettings;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
}

/**
 * Cancelling a booking (03 §4, §3 cancellationSettings): a reason from the event's list, or in
 * the coordinator's own words when custom reasons are on or no list is offered; required when
 * the event says so.
 */
export function CancelBookingDialog({ learnerName, settings, pending, onCancel, onConfirm }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offered = settings.cancellationReason;
  const own = offered.length === 0 || settings.cancellationReasonCustomEnabled;
  const typing = offered.length === 0 || choice === OTHER;
  const close = () => {
    setChoice(null);
    setCustom('');
    setError(null);
    onCancel();
  };
  const submit = () => {
    const reason = (typing ? custom : (choice ?? '')).trim();
    if (settings.cancellationReasonRequired && !reason) {
      setError(t('eventView.cancelBooking.reasonRequired'));
      return;
    }
    onConfirm(reason || undefined);
    setChoice(null);
    setCustom('');
    setError(null);
  };
  return (
    <Modal.Root opened={learnerName !== null} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Modal.Title fw={700} fz="lg" mb="sm">
            {t('eventView.cancelBooking.title')}
          </Modal.Title>
          <Stack gap="sm">
            <Text size="sm">{t('eventView.cancelBooking.body', { name: learnerName ?? '' })}</Text>
            {offered.length > 0 && (
              <NativeSelect
                label={t('eventView.cancelBooking.reason')}
                required={settings.cancellationReasonRequired}
                data={[
                  { value: '', label: t('eventView.cancelBooking.choose') },
                  ...offered.map((reason) => ({ value: reason, label: reason })),
                  ...(own ? [{ value: OTHER, label: t('eventView.cancelBooking.other') }] : []),
                ]}
                value={choice ?? ''}
                onChange={(event) => setChoice(event.currentTarget.value || null)}
                error={!typing ? error : null}
              />
            )}
            {typing && own && (
              <TextInput
                label={
                  offered.length > 0 ? t('eventView.cancelBooking.otherReason') : t('eventView.cancelBooking.reason')
                }
                required={settings.cancellationReasonRequired}
                value={custom}
                maxLength={1000}
                onChange={(event) => setCustom(event.currentTarget.value)}
                error={error}
              />
            )}
          </Stack>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close} data-autofocus>
              {t('eventView.cancelBooking.keep')}
            </Button>
            <Button color="red.9" loading={pending} onClick={submit}>
              {t('eventView.cancelBooking.confirm')}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
