import { z } from 'zod';
import { supportMessages } from './support.messages.js';
import { text } from './text.js';

// The field rules the support forms share (contact, tickets, FAQ, admin); not exported from the package.

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Values arrive trimmed (SPEC §2: the contact form trims); a missing value reads as ''. */
export const trimmed = () => text();

export const requiredText = (max: number, requiredMessage: string, tooLong: string) =>
  trimmed().pipe(z.string().min(1, { message: requiredMessage, abort: true }).max(max, tooLong));

export const emailField = (max: number) =>
  trimmed().pipe(
    z
      .string()
      .min(1, { message: supportMessages.emailRequired, abort: true })
      .regex(emailPattern, { message: supportMessages.emailInvalid, abort: true })
      .max(max, supportMessages.emailTooLong),
  );

/** The hidden field bots fill: anything but empty is 'Formulário inválido'. */
export const honeypot = () =>
  z
    .unknown()
    .refine((v) => v === undefined || v === null || v === '', supportMessages.formInvalid)
    .transform(() => undefined)
    .optional()
    .describe('Campo oculto: deve ficar vazio');

/** An empty, null or 'all' filter reads as absent. */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === 'all' ? undefined : v);
