import type { ForumConnectResult, ForumUpdatesResult } from '@encontro/contracts';
import { apiOrigin } from '../../../api/config';

/** A live call the gateway refused (status) or that never reached it (status null). */
export class LiveCallError extends Error {
  override readonly name = 'LiveCallError';
  constructor(readonly status: number | null) {
    super(status === null ? 'network error' : `HTTP ${status}`);
  }
}

/** SPEC §7: real-time calls use the full API host, with the bearer token (never in a URL). */
const forumUrl = (forumId: string, path: string) =>
  `${apiOrigin()}/api/forum/${encodeURIComponent(forumId)}/${path}`;

const headers = (token: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  ...extra,
});

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new LiveCallError(null);
  }
  if (!response.ok) throw new LiveCallError(response.status);
  return (await response.json()) as T;
}

const post = (token: string, body: unknown, keepalive = false): RequestInit => ({
  method: 'POST',
  headers: headers(token, { Accept: 'application/json', 'Content-Type': 'application/json' }),
  body: JSON.stringify(body),
  keepalive,
});

/**
 * GET /api/forum/{id}/stream (Server-Sent Events read with fetch). Resolves with the open stream's
 * body; throws LiveCallError when the gateway refuses it or answers something else than a stream.
 */
export async function openForumStream(
  forumId: string,
  token: string,
  lastEventId: string | null,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  let response: Response;
  try {
    response = await fetch(forumUrl(forumId, 'stream'), {
      headers: headers(token, {
        Accept: 'text/event-stream',
        ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
      }),
      cache: 'no-store',
      signal,
    });
  } catch {
    throw new LiveCallError(null);
  }
  const isStream = response.headers.get('Content-Type')?.startsWith('text/event-stream') ?? false;
  if (!response.ok || !isStream || !response.body) {
    void response.body?.cancel().catch(() => undefined);
    throw new LiveCallError(response.ok ? null : response.status);
  }
  return response.body;
}

/** POST /api/forum/{id}/connect {connection_id, user_id} → {success, last_update} */
export const connectForum = (forumId: string, token: string, connectionId: string, userId: string | null) =>
  call<ForumConnectResult>(
    forumUrl(forumId, 'connect'),
    post(token, { connection_id: connectionId, ...(userId ? { user_id: userId } : {}) }),
  );

/** POST /api/forum/{id}/disconnect, sent even while the page unloads. */
export const disconnectForum = (
  forumId: string,
  token: string,
  connectionId: string,
  userId: string | null,
) =>
  call<unknown>(
    forumUrl(forumId, 'disconnect'),
    post(token, { connection_id: connectionId, ...(userId ? { user_id: userId } : {}) }, true),
  );

/** GET /api/forum/{id}/updates?connection_id&last_update → {updates, last_update} */
export const pollForumUpdates = (forumId: string, token: string, connectionId: string, lastUpdate: string) =>
  call<ForumUpdatesResult>(
    forumUrl(
      forumId,
      `updates?${new URLSearchParams({ connection_id: connectionId, last_update: lastUpdate })}`,
    ),
    { headers: headers(token, { Accept: 'application/json' }), cache: 'no-store' },
  );
