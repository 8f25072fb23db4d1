import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export type FieldErrors = Record<string, string[]>;

/**
 * The gateway's error body, SPEC §8: `{ message, errors?: { field: [msg] } }`, and in `details` the
 * other fields a refusal may carry (declared per reason in contracts' `refusalDetailsSchemas`).
 */
export type ApiError = {
  status: number | null;
  message: string | null;
  errors: FieldErrors;
  details: Record<string, unknown>;
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

export function readApiError(error: FetchBaseQueryError | SerializedError | undefined | unknown): ApiError {
  const out: ApiError = { status: null, message: null, errors: {}, details: {} };
  if (!isRecord(error)) return out;
  if (typeof error.status === 'number') out.status = error.status;
  if (error.status === 'PARSING_ERROR' && typeof error.originalStatus === 'number')
    out.status = error.originalStatus;
  const body = error.data;
  if (isRecord(body)) {
    const { message, errors, ...details } = body;
    out.details = details;
    if (typeof message === 'string' && message) out.message = message;
    if (isRecord(errors)) {
      for (const [field, list] of Object.entries(errors)) {
        const msgs = (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string');
        if (msgs.length) out.errors[field] = msgs;
      }
    }
  }
  return out;
}

/** First message of the first field error, as SPEC §8 shows for a 422. */
export function firstFieldError(errors: FieldErrors): string | null {
  for (const list of Object.values(errors)) if (list[0]) return list[0];
  return null;
}

/** Field errors from the server (`{ field: [msg] }`) merged per field, first message each. */
export function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) out[field] = messages[0];
  return out;
}
