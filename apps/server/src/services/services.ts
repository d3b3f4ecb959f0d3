import path from 'node:path';
import type { Config } from '../env.js';
import type { DatabaseHandle } from '../db/client.js';
import { loadSigningKeys, type SigningKeys } from '../lib/keys.js';
import { createTokenService, type TokenService } from '../lib/tokens.js';
import { createJobQueue, type JobQueue } from './jobs/queue.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createPdfRenderer, type PdfRenderer } from './pdf/pdf-renderer.js';
import { LocalStorage } from './storage/local-storage.js';
import { S3Storage } from './storage/s3-storage.js';
import type { Storage } from './storage/storage.js';
import { createWebApp, type WebApp } from './web-app.js';

/** The platform services every module may use, built once per app instance. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  keys: SigningKeys;
  tokens: TokenService;
  storage: Storage;
  jobs: JobQueue;
  mailer: Mailer;
  /** HTML to PDF with headless Chromium, one browser per app, launched on first use (decision 0030). */
  pdf: PdfRenderer;
  webApp: WebApp;
}

export async function createServices(config: Config, database: DatabaseHandle): Promise<AppServices> {
  const keys = await loadSigningKeys(config);
  const storage: Storage =
    config.STORAGE === 's3'
      ? new S3Storage({
          bucket: config.S3_BUCKET ?? '',
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        })
      : new LocalStorage(path.join(config.dataDir, 'files'), keys.uploadSecret);
  const jobs = createJobQueue(database, { pollingIntervalSeconds: config.NODE_ENV === 'test' ? 0.5 : 2 });
  const mailer = createMailer(database.db, jobs, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  return {
    config,
    database,
    keys,
    tokens: createTokenService(keys),
    storage,
    jobs,
    mailer,
    pdf: createPdfRenderer(),
    webApp: createWebApp(config.webDistDir),
  };
}
