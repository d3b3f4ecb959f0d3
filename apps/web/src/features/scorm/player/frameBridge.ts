/**
 * The player's end of the bridge to the content frame (decision 0049): the frame page on the
 * content origin forwards the package's API calls here with postMessage (`{messageId, method,
 * params}`, the protocol of scorm-again's CrossFrameLMS), and this answers each from the real
 * runtime (`{messageId, result}` or `{messageId, error}`). Only the frame it serves, from the
 * content origin, is heard; only the SCORM methods and `getFlattenedCMI` are called.
 */
const METHODS = new Set([
  'LMSInitialize',
  'LMSFinish',
  'LMSGetValue',
  'LMSSetValue',
  'LMSCommit',
  'LMSGetLastError',
  'LMSGetErrorString',
  'LMSGetDiagnostic',
  'Initialize',
  'Terminate',
  'GetValue',
  'SetValue',
  'Commit',
  'GetLastError',
  'GetErrorString',
  'GetDiagnostic',
  'getFlattenedCMI',
]);

interface Message {
  messageId: string;
  method: string;
  params?: unknown[];
}

const isMessage = (data: unknown): data is Message =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Message).messageId === 'string' &&
  typeof (data as Message).method === 'string' &&
  ((data as Message).params === undefined || Array.isArray((data as Message).params));

export type RuntimeApi = object;

/** Answers the frame's calls until the returned function is called. */
export function bridgeFrame(api: RuntimeApi, frame: () => Window | null, contentOrigin: string): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== contentOrigin || !event.source || event.source !== frame()) return;
    if (!isMessage(event.data)) return;
    const { messageId, method, params = [] } = event.data;
    const reply = (answer: { result?: unknown; error?: { message: string } }) =>
      (event.source as Window).postMessage({ messageId, ...answer }, contentOrigin);
    const fn = (api as Record<string, unknown>)[method];
    if (!METHODS.has(method) || typeof fn !== 'function') {
      reply({ error: { message: `Method not allowed: ${method}` } });
      return;
    }
    try {
      reply({ result: (fn as (...args: unknown[]) => unknown).apply(api, params) });
    } catch (error) {
      reply({ error: { message: error instanceof Error ? error.message : 'Unknown error' } });
    }
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
