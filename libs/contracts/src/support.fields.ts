import { z } from 'zod';
import { supportMessages } from './support.messages.js';
import { text } from './text.js';

// The field rules the support forms share (contact, tickets, FAQ, admin); not exported from the package.

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Values arrive trimmed (SPEC §2: the contact form trims); a missing value reads as ''. */
export const trimmed = () => text();

export const emailField = (max: number) =>
  trimmed().pipe(
    z
      .string()
      .min(1, { message: supportMessages.emailRequired, abort: true })
      .regex(emailPattern, { message: supportMessages.emailInvalid, abort: true })
      .max(max, supportMessages.emailTooLong),
  );
