/** Photos are referred to by a relative path the browser prefixes with the API origin. */
export const STORAGE_ROUTE = 'storage';

/** The relative path the API returns for an object key (`indications/u/a.webp` → `storage/indications/u/a.webp`). */
export const storagePath = (key: string) => `${STORAGE_ROUTE}/${key}`;

/** The object key of such a path (`storage/indications/u/a.webp` → `indications/u/a.webp`); null for anything else. */
export const storageKeyOf = (path: string): string | null =>
  path.startsWith(`${STORAGE_ROUTE}/`) ? path.slice(STORAGE_ROUTE.length + 1) : null;

/**
 * The one rule that turns a photo reference of the API into a URL: absolute URLs stay as they are,
 * relative storage paths are served by the API's origin (the web app and the first-run check both use it).
 */
export function assetUrl(path: string | null | undefined, apiOrigin: string): string | null {
  if (!path) return null;
  if (/^(https?:|blob:|data:)/i.test(path)) return path;
  return `${apiOrigin}/${path.replace(/^\/+/, '')}`;
}

/**
 * Where a person's uploads live in the object storage (keys, without STORAGE_ROUTE): one prefix per
 * kind, each named by the person, so deleting the account deletes them all whatever the databases say.
 */
export const profilePhotoPrefix = (userId: string) => `users/${userId}/`;
/** A person's nomination photos (`indications/<user>/<uuid>.webp`). */
export const indicationPhotoPrefix = (userId: string) => `indications/${userId}/`;
/** A person's memory photos of last encounters. */
export const memoryPhotoPrefix = (userId: string) => `memories/${userId}/`;

/** Every prefix that holds what a person uploaded: their profile, nomination and memory photos. */
export const personPhotoPrefixes = (userId: string) => [
  profilePhotoPrefix(userId),
  indicationPhotoPrefix(userId),
  memoryPhotoPrefix(userId),
];
