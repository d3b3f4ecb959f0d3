import { Alert, Anchor, Box, Button, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { EVENTS_ENDPOINTS } from '@campus/contracts';
import { errorMessageOf, errorReasonOf } from '../../../../lib/api/errorHandler';
import { endpointQuery } from '../../../../lib/api/queryKeys';
import { formatDate, formatZonedTimes } from '../../../../lib/dates/dates';

/** Asks for the next code this long after the shown one stops (the server's clock may run ahead). */
const SLACK_MS = 500;

/**
 * The check-in code full screen (issue 26 item 9): a QR code of the address a learner opens to be
 * marked present on this date's register, replaced by the next one as each stops (every 30
 * seconds), with how many learners have checked in so far.
 */
export function CheckInCodeView({ registerId, onClose }: { registerId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const code = useQuery({
    ...endpointQuery(EVENTS_ENDPOINTS.checkInCode, { params: { registerId } }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || query.state.error) return false;
      return Math.max(1_000, new Date(data.expiresAt).getTime() - Date.now() + SLACK_MS);
    },
    refetchIntervalInBackground: true,
    meta: { handlesErrors: true },
  });
  const data = code.data;
  return (
    // Modal's own header would be a second banner landmark beside the app's (axe landmark-unique).
    <Modal.Root opened onClose={onClose} fullScreen>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" gap="md" py="md">
            <Modal.Title fz="h3" fw={700}>
              {t('registerExtras.checkIn.title')}
            </Modal.Title>
            {code.isPending ? (
              <Loader role="status" aria-label={t('app.loading')} />
            ) : code.isError ? (
              <Alert color="red" title={t('registerExtras.checkIn.codeFailed')} maw={560}>
                {errorReasonOf(code.error) ?? errorMessageOf(code.error)}
              </Alert>
            ) : data ? (
              <>
                <Title order={3} ta="center" size="h1">
                  {data.eventName}
                </Title>
                <Text ta="center">
                  {formatDate(data.datetimeStart, data.timeZone)},{' '}
                  {formatZonedTimes(data.datetimeStart, data.datetimeEnd, data.timeZone)}
                </Text>
                <Text size="xl" fw={600} ta="center">
                  {t('registerExtras.checkIn.scan')}
                </Text>
                <Box bg="white" p="md" style={{ borderRadius: 8, lineHeight: 0 }} data-testid="check-in-qr">
                  <QRCodeSVG
                    value={data.url}
                    size={320}
                    level="M"
                    marginSize={2}
                    title={t('registerExtras.checkIn.qrTitle')}
                    role="img"
                    aria-label={t('registerExtras.checkIn.qrTitle')}
                    style={{ width: 'min(70vh, 80vw)', height: 'auto', maxWidth: 560 }}
                  />
                </Box>
                <Text size="lg" aria-live="polite" data-testid="check-in-count">
                  {t('registerExtras.checkIn.count', { present: data.present, booked: data.booked })}
                </Text>
                <Text size="sm" c="dimmed" ta="center" maw={640}>
                  {t('registerExtras.checkIn.rotates')}
                </Text>
                <Text size="sm" ta="center" maw={640} style={{ overflowWrap: 'anywhere' }}>
                  {t('registerExtras.checkIn.orOpen')}{' '}
                  <Anchor href={data.url} data-testid="check-in-address">
                    {data.url}
                  </Anchor>
                </Text>
              </>
            ) : null}
            <Button variant="default" onClick={onClose}>
              {t('registerExtras.checkIn.close')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
