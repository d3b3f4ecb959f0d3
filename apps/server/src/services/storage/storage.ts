import type { Readable } from 'node:stream';

/** One storage interface for every file the product keeps (DEVELOPERS.md). */
export interface PresignedPost {
  /** Where the browser posts the multipart form (absolute for S3, same-origin path for local). */
  url: string;
  fields: Record<string, string>;
}

export interface PresignRequest {
  key: string;
  mimeType: string;
  maxSize: number;
  expiresInSeconds: number;
}

export interface StoredObject {
  size: number;
  mimeType: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  createPresignedPost(request: PresignRequest): Promise<PresignedPost>;
  put(key: string, body: Buffer, mimeType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  head(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /**
   * Stores a stream of a known length without holding it whole (SCORM packages' files). The
   * length is required because S3 needs it to stream a single PUT; a stream that ends short or
   * long is an error and nothing is kept under the key.
   */
  putStream(key: string, body: Readable, mimeType: string, size: number): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  getStream(key: string): Promise<Readable | null>;
  /** Removes every object whose key starts with `prefix/` (an unpacked package, on failure or cleanup). */
  deletePrefix(prefix: string): Promise<void>;
}
