import { z } from 'zod';
import { storableString, text } from './text.js';

// Field rules and shapes that contracts of several areas share; not exported from the package.

// ── Request fields ───────────────────────────────────────────────────────────────────────────

/** A required free-text field: trimmed, blank is `requiredMessage`, longer than `max` is `tooLong`. */
export const requiredText = (max: number, requiredMessage: string, tooLong?: string) =>
  text().pipe(z.string().min(1, { message: requiredMessage, abort: true }).max(max, tooLong));

/** The hidden field bots fill: anything but empty is `invalidMessage` ('Formulário inválido'). */
export const honeypot = (invalidMessage: string) =>
  z
    .unknown()
    .refine((v) => v === undefined || v === null || v === '', invalidMessage)
    .transform(() => undefined)
    .optional()
    .describe('Campo oculto: deve ficar vazio');

/** An empty, null or 'all' filter reads as absent. */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === 'all' ? undefined : v);

/** An optional day filter, 'AAAA-MM-DD' (empty reads as absent); anything else is `invalidMessage`. */
export const dayParam = (invalidMessage: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, invalidMessage)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), invalidMessage)
      .optional(),
  );

// ── Commands (what the gateway adds to a request when it calls a service) ───────────────────

/** A user's id as the gateway passes it: the caller, or the admin acting. */
export const userId = z.string().uuid();
/** Path ids arrive as they were typed; a malformed one is simply not found. */
export const pathId = storableString().max(100);

/**
 * What admin-svc's delete-content adds when it has the owning service delete reported content
 * (moderation.commands reportedContentDeletionSchema): `action_id` is the id of the
 * admin.action_performed event, `via_report_id` the report acted on.
 */
export const reportedDeletionFields = {
  action_id: z.string().uuid().optional(),
  via_report_id: z.string().uuid().optional(),
};

// ── Views ────────────────────────────────────────────────────────────────────────────────────

/** Who a user is and where they live: the first fields of every view of a user. */
export const userIdentityFields = {
  user_id: z.string().uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  state: z.string(),
  city: z.string(),
};

/** What an admin action did to what: the `admin.action_performed` event carries it, the audit log keeps it. */
export const adminChangeFields = {
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.string(),
};
