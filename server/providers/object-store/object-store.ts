/**
 * Where uploaded files live. Keys have two areas: `uploads/…` is public (served under `/uploads/`
 * and resized by `/img/`), `private/…` (verification ID photos) is read only by routes that check
 * the permission first. The disk keeps today's folders; S3 keeps the key as the object name, so
 * every server process on one bucket sees every upload.
 */
export type ObjectKey = `uploads/${string}` | `private/${string}`;

export interface StoredObject {
  body: Buffer;
  modifiedAt: Date;
}

export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Where `/uploads/<path>` sends browsers instead of answering itself (S3_PUBLIC_URL), or null. */
  readonly publicBaseUrl: string | null;
  put(key: ObjectKey, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: ObjectKey): Promise<StoredObject | null>;
  /** When the object was last written, or null when there is none. */
  modifiedAt(key: ObjectKey): Promise<Date | null>;
  /** Removes the object; a missing one is not an error. */
  remove(key: ObjectKey): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * True for `uploads/…` or `private/…` keys whose every segment is a plain name: no `..`, no
 * empty segment, no backslash or encoded character. S3 servers and proxies may normalise `..`
 * in a URL, so a key that could climb from `uploads/` into `private/` is refused everywhere.
 */
export function isObjectKey(key: string): key is ObjectKey {
  const [area, ...rest] = key.split('/');
  if (area !== 'uploads' && area !== 'private') return false;
  return rest.length > 0 && rest.every((segment) => SEGMENT.test(segment) && segment !== '..');
}

export function assertObjectKey(key: string): asserts key is ObjectKey {
  if (!isObjectKey(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
}

/** The public key of an upload path (`products/a.jpg` → `uploads/products/a.jpg`), or null. */
export function uploadKey(relative: string): ObjectKey | null {
  const key = `uploads/${relative}`;
  return isObjectKey(key) ? key : null;
}
