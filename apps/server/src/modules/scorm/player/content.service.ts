import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppServices } from '../../../services/services.js';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';
import { contentForLaunchKey, contentOfAttempt, reread } from './attempts.repository.js';
import { contentTypeOf } from './content-types.js';
import { framePage } from './frame-page.js';
import { verifyLaunchKey } from './launch-keys.js';
import { scosOf } from './manifest.js';

export interface ServedFile {
  headers: Record<string, string>;
  body: Readable | string;
}

/**
 * Serving a package's files and its frame page (decision 0049), reached by the launch key in the
 * path. On the content origin (another origin than the app's) the files may reach each other's
 * frames (`allow-same-origin` there is that origin's, which holds none of the app's storage); on
 * the app's own origin they run sandboxed at an opaque origin, so a file opened there directly
 * can read nothing of the app.
 */
export function contentService(services: Pick<AppServices, 'database' | 'keys' | 'config' | 'storage'>) {
  const db = services.database.db;
  const appOrigin = new URL(services.config.publicUrl).origin;
  const contentOrigin = services.config.scormContentOrigin;
  const isolated = contentOrigin !== appOrigin;

  /** The headers every response of the content carries. */
  function contentHeaders(requestOrigin: string, framedAnywhere: boolean, extra: string[]): Record<string, string> {
    const sameOrigin = isolated && requestOrigin === contentOrigin;
    const sandbox = [
      'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-downloads',
      sameOrigin ? ' allow-same-origin' : '',
    ].join('');
    return {
      'content-security-policy': [
        sandbox,
        // A connector's player is framed by another learning system (launch-keys.ts).
        framedAnywhere ? 'frame-ancestors *' : `frame-ancestors ${appOrigin} ${contentOrigin}`,
        ...extra,
      ].join('; '),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      // Content never changes under its id; the key in the address makes it the learner's.
      'cache-control': 'private, max-age=3600',
    };
  }

  async function reached(contentId: string, key: string, requestOrigin: string) {
    // With a content origin set up, the app's origin serves no package, so none runs beside the app.
    if (isolated && requestOrigin !== contentOrigin) throw new NotFoundError();
    const verified = verifyLaunchKey(services.keys.scormLaunchSecret, contentId, key);
    if (!verified) throw new NotFoundError();
    const content = await contentForLaunchKey(db, contentId);
    if (!content) throw new NotFoundError();
    return { content, ...verified };
  }

  async function file(contentId: string, key: string, requested: string, requestOrigin: string): Promise<ServedFile> {
    const inside = insidePackage(requested);
    const { content, framedAnywhere } = await reached(contentId, key, requestOrigin);
    const stored = await services.storage.getStream(`${content.storagePrefix}/${inside}`);
    if (!stored) throw new NotFoundError();
    return {
      headers: {
        ...contentHeaders(requestOrigin, framedAnywhere, []),
        'content-type': contentTypeOf(inside),
        'content-length': String(stored.size),
      },
      body: stored.body,
    };
  }

  async function frame(
    contentId: string,
    key: string,
    scoId: string | undefined,
    requestOrigin: string,
  ): Promise<ServedFile> {
    const { content, attemptId, framedAnywhere } = await reached(contentId, key, requestOrigin);
    const attempt = await reread(db, { id: attemptId });
    if (!attempt) throw new NotFoundError();
    const played = await contentOfAttempt(db, attempt);
    const scos = scosOf(played.manifest);
    const sco = scos.find((item) => item.identifier === scoId) ?? scos[0];
    if (!sco) throw new NotFoundError();
    const page = framePage({
      standard: played.standard,
      launch: `/api/scorm-content/${content.id}/${key}/${sco.launch}`,
      appOrigin,
      title: sco.title,
    });
    return {
      headers: {
        ...contentHeaders(requestOrigin, framedAnywhere, [
          "default-src 'none'",
          `script-src ${page.scriptHash}`,
          "style-src 'unsafe-inline'",
          "frame-src 'self'",
        ]),
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      },
      body: page.html,
    };
  }

  return { file, frame };
}

/**
 * The path inside the package, or a 400: no parent steps, no absolute path, no backslash (a
 * Windows separator some zips carry) and nothing that normalises to somewhere else.
 */
export function insidePackage(requested: string): string {
  const refuse = () => new ValidationError([{ path: 'path', message: 'Not a path inside the package' }]);
  if (requested === '' || requested.includes('\\') || requested.includes('\0')) throw refuse();
  const normal = path.posix.normalize(requested);
  if (normal !== requested.replace(/\/{2,}/g, '/') || normal.startsWith('/') || normal.startsWith('..')) throw refuse();
  if (normal.split('/').some((part) => part === '..' || part === '.')) throw refuse();
  return normal;
}
