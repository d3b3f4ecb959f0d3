import { endpointPath, EVENTS_ENDPOINTS, type CheckInCode, type CheckInResult } from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { apiRequest } from '../../../../lib/api/client';
import { downloadFile } from '../../../../lib/api/downloadFile';

export type PrintKind = 'register' | 'summary';

const printPath = (kind: PrintKind, id: string) =>
  kind === 'register'
    ? endpointPath(EVENTS_ENDPOINTS.registerPrint, { registerId: id })
    : endpointPath(EVENTS_ENDPOINTS.summaryPrint, { sessionId: id });

/** The printable register or summary as the server lays it out (the HTML its PDF is printed from). */
export async function fetchPrintHtml(kind: PrintKind, id: string, signal?: AbortSignal): Promise<string> {
  const blob = await apiRequest<Blob>(`${printPath(kind, id)}?format=html`, { as: 'blob', signal });
  return blob.text();
}

/** Saves the PDF printed from that same HTML. */
export const downloadPrintPdf = (kind: PrintKind, id: string, fileName: string) =>
  downloadFile(`${printPath(kind, id)}?format=pdf`, fileName);

/** The date's current check-in code (staff who may fill in its register). */
export const fetchCheckInCode = (registerId: string): Promise<CheckInCode> =>
  callEndpoint(EVENTS_ENDPOINTS.checkInCode, { params: { registerId } });

/** The signed-in learner checks in with a scanned code. */
export const checkIn = (token: string): Promise<CheckInResult> =>
  callEndpoint(EVENTS_ENDPOINTS.checkIn, { body: { token } });
