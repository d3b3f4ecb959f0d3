import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointPath, EVENTS_ENDPOINTS } from '@campus/contracts';
import { downloadFile, fileNameOf } from '../../../../lib/api/downloadFile';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { IconDownload } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';

/** "Download flyer": the event's or session's printable PDF flyer (03 §7 `GET /flyer/...`). */
export function FlyerButton({ of, id, name }: { of: 'event' | 'session'; id: string; name: string }) {
  const { t } = useTranslation();
  const flyer = useMutation({
    mutationFn: () =>
      downloadFile(
        endpointPath(of === 'event' ? EVENTS_ENDPOINTS.eventFlyer : EVENTS_ENDPOINTS.sessionFlyer, { id }),
        `${fileNameOf(name)}-${of}-flyer.pdf`,
      ),
    meta: { handlesErrors: true },
    onError: (error) => toast.error({ title: t('eventView.flyer.failed'), message: errorMessageOf(error) }),
  });
  return (
    <Button
      variant="default"
      loading={flyer.isPending}
      onClick={() => flyer.mutate()}
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {t('eventView.flyer.download')}
    </Button>
  );
}
