import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ReleaseDialogProps {
  opened: boolean;
  /** The version this release makes ("1.0", "1.3"). */
  version: string;
  /** The first release is major and may be offered at once; later ones are minor (02 §4). */
  major: boolean;
  busy: boolean;
  onRelease: (release: { releaseNotes: string; instantOffer: boolean }) => void;
  onCancel: () => void;
}

/**
 * Asks for the release notes (and, for the first release, instant offer) before releasing
 * (02 §7 release/major {releaseNotes, instantOffer}, release/minor {releaseNotes}). Composed like
 * ConfirmDialog: named by its title, focus trapped, the safe choice first and focused; its fields
 * live only while it is open, so each opening starts empty.
 */
export function ReleaseDialog({ opened, onCancel, ...props }: ReleaseDialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onCancel} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <ReleaseForm {...props} onCancel={onCancel} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function ReleaseForm({ version, major, busy, onRelease, onCancel }: Omit<ReleaseDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [releaseNotes, setReleaseNotes] = useState('');
  const [instantOffer, setInstantOffer] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!busy) onRelease({ releaseNotes, instantOffer: major && instantOffer });
  };
  return (
    <>
      <Modal.Title fw={700} fz="lg" mb="sm">
        {t(major ? 'scorm.releaseTitleMajor' : 'scorm.releaseTitleMinor', { version })}
      </Modal.Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(major ? 'scorm.releaseBodyMajor' : 'scorm.releaseBodyMinor')}</Text>
          <Textarea
            label={t('scorm.releaseNotes')}
            description={t('scorm.releaseNotesHelp')}
            value={releaseNotes}
            onChange={(event) => setReleaseNotes(event.currentTarget.value)}
            rows={3}
            maxLength={2000}
          />
          {major && (
            <Checkbox
              label={t('scorm.instantOffer')}
              description={t('scorm.instantOfferHelp')}
              checked={instantOffer}
              onChange={(event) => setInstantOffer(event.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('scorm.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('scorm.releaseNow', { version })}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
