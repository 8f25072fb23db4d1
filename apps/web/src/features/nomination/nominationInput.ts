import { indicationMessages, indicationPhotoRules, normalisePhone } from '@encontro/contracts';

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

/** What a phone may be typed with (digits, spaces, dots, dashes, parentheses, + and the x of "0xx48"), at most the field's 20. */
const phoneTyping = (value: string) => value.replace(/[^\d\s().+xX-]/g, '').slice(0, 20);

/**
 * The phone field's next value as it is typed. Digits alone get the mask; a deleted mask character
 * ("-", ")", " ") deletes the digit before it. A number written with +55 or a leading 0, or longer than
 * a phone's 11 digits, is left as typed (the mask would cut it) until it is complete, and is made
 * `(XX) 9XXXX-XXXX` when the field is left.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  const digits = (s: string) => s.replace(/\D/g, '');
  if (/^[\s(]*[+0]/.test(typed)) return phoneTyping(typed);
  if (digits(typed).length > 11) return normalisePhone(typed) ?? phoneTyping(typed);
  if (typed.length < previous.length && digits(typed) === digits(previous))
    return formatPhoneInput(digits(typed).slice(0, -1));
  return formatPhoneInput(typed);
}

/**
 * The phone field's value once `pasted` replaces its selection: "+55 48 99988-7766" or
 * "048 99988-7766" pasted whole becomes "(48) 99988-7766"; a part of a number is typed in.
 */
export function pastedPhoneValue(
  field: Pick<HTMLInputElement, 'value' | 'selectionStart' | 'selectionEnd'>,
  pasted: string,
): string {
  const { value } = field;
  const start = field.selectionStart ?? value.length;
  const end = field.selectionEnd ?? start;
  const next = value.slice(0, start) + pasted + value.slice(end);
  return normalisePhone(next) ?? nextPhoneValue(value, next);
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
