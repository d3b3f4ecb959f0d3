import './lib/context.js';
import fs from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { RULES } from '@campus/contracts';
import type { Config } from './env.js';
import type { DatabaseHandle } from './db/client.js';
import { stdoutLines } from './lib/log-destination.js';
import { registerModules } from './modules/index.js';
import { liveSessionReader } from './modules/identity/index.js';
import { configurePasswordHashing } from './modules/people/index.js';
import { accessPlugin } from './plugins/access.js';
import { auditPlugin } from './plugins/audit.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputTextPlugin } from './plugins/input-text.js';
import { RequestLogController } from './plugins/request-log.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { registerWebAssets } from './plugins/web-assets.js';
import { correlationIdOf, requestContextPlugin } from './plugins/request-context.js';
import { registerWorkers } from './services/jobs/workers.js';
import { MODULE_JOBS } from './modules/jobs.js';
import { createServices } from './services/services.js';

export interface BuildAppOptions {
  database: DatabaseHandle;
  /** Run background workers in this process (default from RUN_WORKERS). */
  runWorkers?: boolean;
  logger?: boolean;
}

function contentSecurityPolicy(config: Config) {
  const uploadOrigins = config.STORAGE === 's3' && config.S3_ENDPOINT ? [new URL(config.S3_ENDPOINT).origin] : [];
  if (config.STORAGE === 's3' && !config.S3_ENDPOINT)
    uploadOrigins.push(`https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`);
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...uploadOrigins],
      connectSrc: ["'self'", ...uploadOrigins],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      // The SCORM player frames its content from the content origin (decision 0049).
      frameSrc: ["'self'", config.scormContentOrigin],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...uploadOrigins],
      // Only behind HTTPS; on plain http://localhost it would break every request.
      upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
    },
  };
}

/**
 * Whose budget a request spends (decision 0015): a signed-in person's own, so people sharing an
 * office address do not refuse each other; by address only without a verified token. The limit's
 * hook runs after request-context's, which has verified the token and its live session: a forged
 * or revoked token leaves `sessionId` null and counts against its address, never as a fresh key.
 */
function rateLimitKey(request: FastifyRequest): string {
  const auth = request.auth as FastifyRequest['auth'] | null;
  if (auth?.sessionId) return auth.actor.userId ? `user:${auth.actor.userId}` : `session:${auth.sessionId}`;
  return `address:${request.ip}`;
}

/**
 * HTTPS with HTTP/2 when the server holds a certificate (decision 0039): a first load asks for
 * a dozen files and the start-up calls at once, which HTTP/1.1 queues six at a time. Browsers
 * speak HTTP/2 only over TLS; clients without it (curl, old tools) get HTTP/1.1 on the same port.
 */
function transportOptions(config: Config) {
  if (!config.tls) return {};
  return { http2: true as const, https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key } };
}

/**
 * The SCORM content origin serves SCORM content and nothing else (decision 0049): pointed at this
 * server, it must not also serve the app, where someone signed in would leave tokens that the
 * packages on that origin could read, nor the API.
 */
function onlyContentOnTheContentOrigin(config: Config) {
  const contentOrigin = config.scormContentOrigin;
  const isolated = contentOrigin !== new URL(config.publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isolated || `${request.protocol}://${request.host}` !== contentOrigin) return;
    if (!request.url.startsWith('/api/scorm-content/')) return reply.code(404).send();
  };
}

/** The HTTP application, used by `main` and by tests (which call `app.inject`). */
export async function buildApp(config: Config, options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Typed as the default HTTP/1.1 instance either way: the app uses only what HTTP/1.1 and
    // HTTP/2 requests and replies both have (no raw sockets, no connection headers).
    ...(transportOptions(config) as object),
    logger: options.logger === false ? false : { level: config.LOG_LEVEL, stream: stdoutLines() },
    // Only the configured proxies may name the client's address (decision 0015).
    trustProxy: config.TRUST_PROXY,
    // The correlation id is the request id, so every log line of a request carries it.
    genReqId: correlationIdOf,
    // One line per request instead of Fastify's two (decision 0020).
    logController: new RequestLogController(),
    bodyLimit: 1024 * 1024,
  });
  configurePasswordHashing({
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    maxExpectedWaitMs: config.PASSWORD_HASH_MAX_EXPECTED_WAIT_MS,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = await createServices(config, options.database);
  app.decorate('services', services);

  await app.register(errorsPlugin);
  app.addHook('onRequest', onlyContentOnTheContentOrigin(config));
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Campus API', version: '0.1.0', description: 'Learning management and classroom event booking.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Named (recursive) schemas, such as a SCORM package's activity tree, as components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // The sso module owns sessions; it tells the request context whether a token's session is live.
  await app.register(requestContextPlugin, { liveSession: liveSessionReader(services) });
  // After request-context, whose hook has verified the token the key names.
  await app.register(rateLimitPlugin, { max: config.RATE_LIMIT_PER_MINUTE, windowMs: 60_000, keyOf: rateLimitKey });
  await app.register(accessPlugin);
  await app.register(inputTextPlugin);
  await app.register(auditPlugin);

  app.get('/api/openapi.json', { config: { access: RULES.open }, schema: { hide: true } }, async () => app.swagger());

  await registerModules(app);

  if (config.webDistDir && fs.existsSync(config.webDistDir)) {
    await registerWebAssets(app, config.webDistDir);
  }

  await services.jobs.start();
  if (options.runWorkers ?? config.RUN_WORKERS) await registerWorkers(services, MODULE_JOBS);
  app.addHook('onClose', async () => {
    await services.pdf.close();
    await services.jobs.stop();
    services.mailer.close();
  });

  return app;
}
