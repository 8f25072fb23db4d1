/** Photos are referred to by a relative path the browser prefixes with the API origin. */
export const STORAGE_ROUTE = 'storage';

/** The relative path the API returns for an object key (`indications/u/a.webp` → `storage/indications/u/a.webp`). */
export const storagePath = (key: string) => `${STORAGE_ROUTE}/${key}`;

/**
 * The one rule that turns a photo reference of the API into a URL: absolute URLs stay as they are,
 * relative storage paths are served by the API's origin (the web app and the first-run check both use it).
 */
export function assetUrl(path: string | null | undefined, apiOrigin: string): string | null {
  if (!path) return null;
  if (/^(https?:|blob:|data:)/i.test(path)) return path;
  return `${apiOrigin}/${path.replace(/^\/+/, '')}`;
}
