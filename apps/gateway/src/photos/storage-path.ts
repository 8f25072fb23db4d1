/** Photos are referred to by a relative path the browser prefixes with the API origin. */
export const STORAGE_ROUTE = 'storage';
export const storagePath = (key: string) => `${STORAGE_ROUTE}/${key}`;
