import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EVENTS_ENDPOINTS } from '@campus/contracts';
import { fileNameOf } from '../../../../lib/api/downloadFile';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { queryKeyOf } from '../../../../lib/api/queryKeys';
import { PATHS } from '../../../../lib/navigation/paths';
import { IconArrowLeft, IconDownload, IconPrinter } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import { downloadPrintPdf, fetchPrintHtml, type PrintKind } from '../api/extrasApi';
import { PrintedDocument } from './PrintedDocument';

/**
 * In print, only the document: the app's header, navigation, footer and this page's own buttons
 * are left out, and the main area loses its margins (the document sets the page's).
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 14mm 12mm; }
  header, nav, footer, [data-print-hidden], .mantine-Notifications-root { display: none !important; }
  main { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  body { background: #fff !important; }
}`;

/** The document's own title ('Register: First aid at work, Tue 08 Dec 2026, …'), for the PDF's file name. */
const documentTitle = (html: string | undefined) =>
  html ? new DOMParser().parseFromString(html, 'text/html').title : '';

const sessionPath = (eventId: string, sessionId: string) =>
  PATHS.sessionShow
    .replace(':eventId', encodeURIComponent(eventId))
    .replace(':sessionId', encodeURIComponent(sessionId));

/**
 * The printable register (…/register/:registerId/print) and summary (…/summary/:summaryId/print),
 * 03 §2: the document the server lays out from the register or summary, shown as it prints, with
 * Print (the browser's print of this page) and Download PDF (the server's PDF of the same HTML).
 */
export function PrintPage() {
  const { t } = useTranslation();
  const { eventId = '', sessionId = '', registerId, summaryId } = useParams();
  const kind: PrintKind = registerId ? 'register' : 'summary';
  const id = registerId ?? summaryId ?? '';
  const key =
    kind === 'register'
      ? queryKeyOf(EVENTS_ENDPOINTS.registerPrint, { params: { registerId: id }, query: { format: 'html' } })
      : queryKeyOf(EVENTS_ENDPOINTS.summaryPrint, { params: { sessionId: id }, query: { format: 'html' } });
  const printed = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPrintHtml(kind, id, signal),
    staleTime: 0,
  });
  const title = t(`registerExtras.print.${kind}Title`);
  const pdf = useMutation({
    mutationFn: () => downloadPrintPdf(kind, id, `${fileNameOf(documentTitle(printed.data) || kind)}.pdf`),
    meta: { handlesErrors: true },
    onError: (error) => toast.error({ title: t('registerExtras.print.pdfFailed'), message: errorMessageOf(error) }),
  });

  return (
    <Stack gap="lg">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" align="flex-end" gap="md" data-print-hidden="">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt={4}>
            {t('registerExtras.print.hint')}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            disabled={!printed.isSuccess}
          >
            {t('registerExtras.print.print')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={pdf.isPending}
            onClick={() => pdf.mutate()}
            disabled={!printed.isSuccess}
          >
            {t('registerExtras.print.downloadPdf')}
          </Button>
        </Group>
      </Group>
      <Anchor component={Link} to={sessionPath(eventId, sessionId)} size="sm" data-print-hidden="">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('registerExtras.print.backToSession')}
        </Group>
      </Anchor>
      {printed.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : printed.isError ? (
        <Alert color="red" title={t('registerExtras.print.loadFailed')}>
          {errorMessageOf(printed.error)}
        </Alert>
      ) : (
        <PrintedDocument html={printed.data} label={title} />
      )}
    </Stack>
  );
}

export default PrintPage;
