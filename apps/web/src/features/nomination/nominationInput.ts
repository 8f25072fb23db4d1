import { indicationMessages, indicationPhotoRules } from '@encontro/contracts';

/**
 * Formats a phone while it is typed: "(11", "(11) 9876", "(11) 9876-543", then the final
 * "(XX) XXXX-XXXX" (10 digits) or "(XX) XXXXX-XXXX" (11 digits). At most 11 digits are kept.
 */
export function formatPhoneInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** The next phone value: deleting a mask character ("-", ")", " ") deletes the digit before it. */
export function nextPhoneValue(previous: string, typed: string): string {
  const digits = (s: string) => s.replace(/\D/g, '');
  if (typed.length < previous.length && digits(typed) === digits(previous))
    return formatPhoneInput(digits(typed).slice(0, -1));
  return formatPhoneInput(typed);
}

/** SPEC §5: a photo for a slot is JPG/PNG/WEBP, at most 2MB, and all photos together at most 6MB. */
export function checkNominationPhoto(file: File, others: readonly File[]): string | null {
  if (!(indicationPhotoRules.mimeTypes as readonly string[]).includes(file.type))
    return indicationMessages.photoFormat;
  if (file.size > indicationPhotoRules.maxBytes) return indicationMessages.photoTooLarge;
  const total = others.reduce((sum, f) => sum + f.size, file.size);
  if (total > indicationPhotoRules.maxTotalBytes) return indicationMessages.photosTotalTooLarge;
  return null;
}
