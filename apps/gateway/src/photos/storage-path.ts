/** Photos are referred to by a relative path the browser prefixes with the API origin. */
export const STORAGE_ROUTE = 'storage';
export const storagePath = (key: string) => `${STORAGE_ROUTE}/${key}`;

/** A person's memory photos of last encounters, kept under one prefix so their deletion takes them all. */
export const memoryPhotoPrefix = (userId: string) => `memories/${userId}/`;
