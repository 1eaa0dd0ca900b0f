/**
 * Where the server keeps listing photos: each photo's WebP files (one per width) and a small JSON
 * sidecar with its metadata, so that the database holds no photo data and an S3-compatible store
 * (an object per width, the sidecar as one more object) can implement the same interface.
 */

/** One kept width of a photo. */
export interface PhotoVariant {
  width: number;
  height: number;
  bytes: number;
  /** A strong ETag of the file's content (its SHA-256, quoted). */
  etag: string;
}

/** The sidecar: everything known of a photo except its pixels. */
export interface PhotoMeta {
  id: string;
  ownerId: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Smallest width first. */
  variants: PhotoVariant[];
}

export interface PhotoFile {
  body: Buffer;
  variant: PhotoVariant;
}

export interface PhotoStorage {
  /** Keeps a new photo: its files and its sidecar, all or nothing. */
  put(meta: PhotoMeta, files: ReadonlyMap<number, Buffer>): Promise<void>;
  /** A photo's sidecar, or null for an unknown id. */
  meta(id: string): Promise<PhotoMeta | null>;
  /** One width of a photo, or null. */
  get(id: string, width: number): Promise<PhotoFile | null>;
  /** Forgets a photo; false when there was none. */
  delete(id: string): Promise<boolean>;
  /** The sidecars of `ownerId`'s photos, oldest first. */
  listByOwner(ownerId: string): Promise<PhotoMeta[]>;
  /** The sidecars of every photo kept before `time`, oldest first (the sweep of unused photos). */
  listCreatedBefore(time: number): Promise<PhotoMeta[]>;
}
