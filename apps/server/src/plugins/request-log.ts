import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

const { chindingsSym, streamSym } = pino.symbols;
const INFO = pino.levels.values.info;

/** Query parameters that carry credentials (the `token` some routes accept, one-time codes). */
const SECRET_QUERY = /([?&](?:token|code|password)=)[^&#]*/gi;

/** The URL as logged: credentials in its query string replaced, so logs never hold a usable token. */
export function loggableUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url;
}

/** A pino logger, or Fastify's stand-in when logging is off (tests), which has none of these. */
interface LoggerInternals {
  isLevelEnabled?(level: string): boolean;
  [symbol: symbol]: unknown;
}

/**
 * One log line per request, when it is answered (decision 0020). Fastify's default writes two
 * (`incoming request` and `request completed`), each serialising the request or reply through
 * pino's serialisers. Every line carries the correlation id, which Fastify binds to `request.log`.
 *
 * The line of an answered request is the only one every request writes, so it is put together
 * here, in the order and form pino would give it, and handed to the logger's own destination
 * (decision 0038): pino's general-purpose formatting of these four fields cost about a tenth of
 * a request to `/api/health`. `request-log.test.ts` holds it to pino's form. Errors keep pino's
 * formatting, with the error's serialiser.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'correlationId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      const fields = {
        method: request.method,
        url: loggableUrl(request.url),
        statusCode: reply.statusCode,
        responseTime,
      };
      reply.log.error({ ...fields, err: error }, 'request errored');
      return;
    }
    const logger = reply.log as unknown as LoggerInternals;
    const destination = logger[streamSym] as { write(line: string): unknown } | undefined;
    if (!destination || !logger.isLevelEnabled?.('info')) return;
    // The bindings as pino writes them: `,"pid":…,"hostname":…,"correlationId":…`.
    const bindings = logger[chindingsSym] as string;
    destination.write(
      `{"level":${INFO},"time":${Date.now()}${bindings},"method":${JSON.stringify(request.method)},"url":${JSON.stringify(loggableUrl(request.url))},"statusCode":${reply.statusCode},"responseTime":${responseTime},"msg":"request completed"}\n`,
    );
  }
}
