/** Where Folio keeps files: one interface, a local directory or an S3-compatible bucket behind it. */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** The object's size in bytes, or null when there is none (read before downloading an upload). */
  size(key: string): Promise<number | null>;
  delete(keys: string[]): Promise<void>;
  /** Keys under `prefix` last written before `before`: what a clean-up may remove. */
  listOlderThan(prefix: string, before: Date): Promise<string[]>;
  /**
   * Where a browser sends a file for `key`: a form POST (its fields, then the file as `file`) that the
   * store itself holds to `limits` (S3's presigned POST policy; Folio's own endpoint for local files).
   */
  uploadTarget(key: string, limits: UploadLimits): Promise<UploadTarget>;
}

export interface UploadLimits {
  maxBytes: number;
  contentType: string;
  expiresInSeconds: number;
}

export interface UploadTarget {
  url: string;
  fields: Record<string, string>;
}
