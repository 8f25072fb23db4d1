/**
 * Where a person's uploads live in the object storage: one prefix per kind, each named by the
 * person, so deleting the account deletes them all (personPhotoPrefixes) whatever the database says.
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
