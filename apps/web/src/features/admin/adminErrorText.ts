import { readApiError } from '../../api/errors';

/** The server's text for a failed admin call: the `error` field (SPEC §7 respond), else `message`. */
export function adminErrorText(error: unknown, fallback: string): { status: number | null; text: string } {
  const { status, message } = readApiError(error);
  const data = (error as { data?: unknown } | null)?.data;
  const field =
    data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string'
      ? ((data as { error: string }).error as string)
      : null;
  return { status, text: field || message || fallback };
}
