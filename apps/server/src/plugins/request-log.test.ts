import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { correlationIdOf } from './request-context.js';
import { loggableUrl, RequestLogController } from './request-log.js';

/** A Fastify server logging as the app does, its lines collected as parsed objects. */
function loggingServer(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    genReqId: correlationIdOf,
    logController: new RequestLogController(),
  });
  // What pino itself writes for the same four fields, to hold the hand-made line to its form.
  app.get('/pino', async (request) => {
    request.log.info(
      { method: 'GET', url: loggableUrl(request.url), statusCode: 200, responseTime: 0.5 },
      'request completed',
    );
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('Broken on purpose');
  });
  return { app, lines };
}

describe('request log line', () => {
  it('writes one line per answered request, in the form pino gives the same fields', async () => {
    const { app, lines } = loggingServer();
    const url = '/pino?q=%22quoted%22&path=a\\b&name=Zo%C3%AB';
    const response = await app.inject({ url, headers: { 'x-correlation-id': 'journey-42' } });
    expect(response.statusCode).toBe(200);

    expect(lines).toHaveLength(2);
    const [byPino, byController] = lines as [Record<string, unknown>, Record<string, unknown>];
    expect(Object.keys(byController)).toEqual(Object.keys(byPino));
    expect({ ...byController, time: 0, responseTime: 0 }).toEqual({ ...byPino, time: 0, responseTime: 0 });
    expect(byController).toMatchObject({
      level: 30,
      correlationId: 'journey-42',
      method: 'GET',
      url,
      statusCode: 200,
      msg: 'request completed',
    });
    expect(byController.time).toBeGreaterThanOrEqual(byPino.time as number);
    expect(typeof byController.responseTime).toBe('number');
  });

  it('logs a failed request with its status and the error, at error level', async () => {
    const { app, lines } = loggingServer();
    expect((await app.inject({ url: '/fails' })).statusCode).toBe(500);
    const completed = lines.find((line) => line.url === '/fails' && line.statusCode === 500);
    expect(completed).toMatchObject({ method: 'GET', url: '/fails', statusCode: 500 });
    expect(
      lines.some((line) => line.level === 50 && (line.err as { message?: string })?.message === 'Broken on purpose'),
    ).toBe(true);
  });

  it('never logs a credential passed in the query string', async () => {
    const { app, lines } = loggingServer();
    await app.inject({ url: '/pino?size=small&token=eyJhbGciOi.secret.sig&code=123456' });
    await app.inject({ url: '/fails?token=eyJhbGciOi.secret.sig' });
    // Fastify's own error line (the app replaces that handler) is not this controller's.
    const logged = JSON.stringify(lines.filter((line) => String(line.msg).startsWith('request ')));
    expect(logged).not.toContain('secret');
    expect(logged).not.toContain('123456');
    expect(lines.find((line) => line.msg === 'request completed' && String(line.url).startsWith('/pino'))?.url).toBe(
      '/pino?size=small&token=[redacted]&code=[redacted]',
    );
  });

  it('writes no line for answered requests when the level is above info', async () => {
    const { app, lines } = loggingServer('warn');
    expect((await app.inject({ url: '/pino' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes nothing and does not fail without a logger', async () => {
    const app = Fastify({ logger: false, logController: new RequestLogController() });
    app.get('/quiet', async () => ({ ok: true }));
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
  });
});
