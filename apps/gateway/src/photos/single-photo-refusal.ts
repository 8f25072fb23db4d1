import { accountMessages, uploadMessages } from '@encontro/contracts';
import type { PhotoRejected } from '@encontro/server-storage';

/** The pt-BR message a one-photo form (the profile photo, a memory) gives for a photo refused for `reason`. */
export const singlePhotoRefusal = (reason: PhotoRejected['reason']): string =>
  reason === 'size'
    ? accountMessages.photoTooLarge
    : reason === 'dimensions'
      ? uploadMessages.tooManyPixels
      : accountMessages.photoFormat;
