import { accountMessages, profilePhotoRules } from '@encontro/contracts';

/**
 * A single chosen photo (profile, memory) is checked for type and size before it is sent
 * (SPEC §5 Profile): JPG, PNG or WEBP up to 2MB. Returns the pt-BR message, or null when fine.
 */
export function checkPhoto(file: File): string | null {
  if (!(profilePhotoRules.mimeTypes as readonly string[]).includes(file.type))
    return accountMessages.photoFormat;
  if (file.size > profilePhotoRules.maxBytes) return accountMessages.photoTooLarge;
  return null;
}
