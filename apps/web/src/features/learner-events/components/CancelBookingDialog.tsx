import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LearnerOffer } from '@campus/contracts';

const OTHER = '__other__';

interface CancelBookingDialogProps {
  opened: boolean;
  offer: LearnerOffer;
  submitting: boolean;
  onConfirm: (reason: string | null) => void;
  onClose: () => void;
}

/**
 * Cancelling one's booking (03 §3 cancellation settings): a reason from the event's list, or the
 * learner's own words where custom reasons are allowed or no list is offered; required when the
 * event says so.
 */
export function CancelBookingDialog({ opened, offer, submitting, onConfirm, onClose }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listed = offer.cancellationReason;
  const freeText = listed.length === 0 || offer.cancellationReasonCustomEnabled;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = listed.length > 0 && choice !== OTHER ? choice || null : text.trim() || null;
    if (offer.cancellationReasonRequired && !reason) {
      setError(t('learnerEvents.cancelDialog.required'));
      return;
    }
    setError(null);
    onConfirm(reason);
  };

  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Modal.Title fw={700} fz="lg" mb="sm">
            {t('learnerEvents.cancelDialog.title')}
          </Modal.Title>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm">{t('learnerEvents.cancelDialog.intro')}</Text>
              {listed.length > 0 && (
                <Radio.Group
                  label={t('learnerEvents.cancelDialog.reason')}
                  withAsterisk={offer.cancellationReasonRequired}
                  value={choice}
                  onChange={setChoice}
                  error={choice === OTHER ? undefined : error}
                >
                  <Stack gap={6} mt={6}>
                    {listed.map((reason) => (
                      <Radio key={reason} value={reason} label={reason} />
                    ))}
                    {offer.cancellationReasonCustomEnabled && (
                      <Radio value={OTHER} label={t('learnerEvents.cancelDialog.reasonOther')} />
                    )}
                  </Stack>
                </Radio.Group>
              )}
              {freeText && (listed.length === 0 || choice === OTHER) && (
                <Textarea
                  label={
                    listed.length === 0
                      ? t('learnerEvents.cancelDialog.reason')
                      : t('learnerEvents.cancelDialog.reasonOtherLabel')
                  }
                  withAsterisk={offer.cancellationReasonRequired}
                  value={text}
                  onChange={(event) => setText(event.currentTarget.value)}
                  error={error}
                  minRows={2}
                  maxLength={1000}
                />
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose} data-autofocus>
                  {t('learnerEvents.cancelDialog.keep')}
                </Button>
                <Button type="submit" color="red.9" loading={submitting}>
                  {t('learnerEvents.cancelDialog.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
