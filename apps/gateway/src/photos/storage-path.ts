/** A person's memory photos of last encounters, kept under one prefix so their deletion takes them all. */
export const memoryPhotoPrefix = (userId: string) => `memories/${userId}/`;
