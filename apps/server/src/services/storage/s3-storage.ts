import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { exactLength } from './exact-length.js';
import type { PresignedPost, PresignRequest, Storage, StoredObject } from './storage.js';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** S3-compatible storage; the browser uploads straight to the bucket with a presigned POST. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // A streamed PUT with the default (a CRC32 on every request) is sent aws-chunked with a
      // trailing checksum, which S3-compatible stores (s3rver, some MinIO and Ceph versions) keep
      // as part of the object. The SDK's checksum is added where S3 requires one; Content-Length
      // and the stream's length check guard what we send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async createPresignedPost(request: PresignRequest): Promise<PresignedPost> {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.settings.bucket,
      Key: request.key,
      Expires: request.expiresInSeconds,
      Fields: { 'Content-Type': request.mimeType },
      Conditions: [
        ['content-length-range', 1, request.maxSize],
        ['eq', '$Content-Type', request.mimeType],
      ],
    });
    return { url, fields };
  }

  async put(key: string, body: Buffer, mimeType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: mimeType }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: result.ContentLength ?? 0, mimeType: result.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NotFound' || name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /**
   * One PUT streamed with its known length (@aws-sdk/lib-storage's multipart Upload is not a
   * dependency; a SCORM file is far below S3's 5 GB single-PUT limit). The length check makes a
   * short or long stream fail the request instead of hanging it or storing it cut.
   */
  async putStream(key: string, body: Readable, mimeType: string, size: number): Promise<void> {
    const checked = body.pipe(exactLength(size));
    // The SDK's HTTP handler does not fail the request when its body stream fails: the
    // stream's error aborts it here, so S3 never completes an object of the wrong length.
    const abort = new AbortController();
    const failed = new Promise<never>((_resolve, reject) => {
      const fail = (error: Error) => {
        abort.abort(error);
        reject(error);
      };
      body.once('error', fail);
      checked.once('error', fail);
    });
    const sent = this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: checked,
        ContentLength: size,
        ContentType: mimeType,
      }),
      { abortSignal: abort.signal },
    );
    // Whichever loses the race must not become an unhandled rejection.
    sent.catch(() => undefined);
    failed.catch(() => undefined);
    try {
      await Promise.race([sent, failed]);
    } catch (error) {
      // S3 refuses an incomplete body; some compatible stores keep what arrived. Once the
      // aborted request has settled, remove whatever it left.
      await sent.catch(() => undefined);
      await this.delete(key).catch(() => undefined);
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable | null> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return result.Body instanceof Readable ? result.Body : null;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** Lists the prefix a page (1 000 keys) at a time and deletes each page in one request. */
  async deletePrefix(prefix: string): Promise<void> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
