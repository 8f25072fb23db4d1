/** Photos are referred to by a relative path the browser prefixes with the API origin. */
export const STORAGE_ROUTE = 'storage';

/** The relative path the API returns for an object key (`indications/u/a.webp` → `storage/indications/u/a.webp`). */
export const storagePath = (key: string) => `${STORAGE_ROUTE}/${key}`;
