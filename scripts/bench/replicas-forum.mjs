// The replicas bench's forum check: a post and comments on one winner's forum, watched by SSE streams
// each on a connection of its own (so they land on every gateway behind the round-robin); every stream
// must receive every update exactly once, and all streams the same updates.
import http from 'node:http';
import { must, onSseEvents, request, sleep, waitFor } from '../load/client.mjs';

/**
 * POST /api/forum/{id}/posts → 201: `forumPostCreatedSchema` of @encontro/contracts (the fields read here).
 * @typedef {{ message: string, post: { id: string } }} ForumPostCreated
 */

/**
 * One `data:` frame of GET /api/forum/{id}/stream: `forumUpdateSchema` of @encontro/contracts (the
 * fields read here; `data.content` for new_post and new_comment).
 * @typedef {{ id: string, type: string, data: { content?: string, [field: string]: unknown } }} ForumUpdate
 */

/** An SSE stream on a connection of its own (a new TCP connection: the round-robin's next gateway). */
function openStream(stack, forumId, token) {
  /** @type {ForumUpdate[]} */
  const frames = [];
  let status = 0;
  const req = http.get(`${stack}/api/forum/${forumId}/stream`, {
    agent: false,
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  const opened = new Promise((resolve) => {
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      onSseEvents(res, (event) => {
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (data) frames.push(JSON.parse(data));
      });
      // The first bytes (`: connected`) arrive once the stream is attached to the gateway's hub.
      res.once('data', () => resolve());
      if (status !== 200) resolve();
    });
    req.on('error', () => resolve());
  });
  return { opened, frames, status: () => status, close: () => req.destroy() };
}

/**
 * A post and comments (`updates` in all) on one winner's forum, watched by `streams` streams through the
 * round-robin: `{ ok, detail }`.
 */
export async function forumUpdatesOnce({ stack, forumId, host, members, run, streams: count, updates }) {
  for (const member of members) {
    const r = await request(stack, 'POST', `/api/forum/${forumId}/confirm`, { token: member.token });
    if (r.status >= 300 && r.status !== 409) throw new Error(`attendance: ${r.status} ${r.text}`);
  }
  await waitFor('forum-svc to see the confirmations', async () => {
    const pages = await Promise.all(
      members.map((m) => request(stack, 'GET', `/api/forum/${forumId}`, { token: m.token })),
    );
    return pages.every((r) => r.status === 200 && r.body.user_confirmed === true);
  });
  const readers = [host, ...members];
  const streams = Array.from({ length: count }, (_, i) =>
    openStream(stack, forumId, readers[i % readers.length].token),
  );
  try {
    await Promise.all(streams.map((s) => s.opened));
    const refused = streams.filter((s) => s.status() !== 200).map((s) => s.status());
    if (refused.length > 0) return { ok: false, detail: `streams refused: ${refused.join(', ')}` };

    const markers = Array.from({ length: updates }, (_, i) => `réplicas ${run} #${i + 1}`);
    const post = await must(
      request(stack, 'POST', `/api/forum/${forumId}/posts`, {
        token: host.token,
        body: { content: markers[0] },
      }),
      'the host’s post',
      [201],
    );
    /** @type {ForumPostCreated} */
    const created = post.body;
    const postId = created.post.id;
    for (const [i, marker] of markers.slice(1).entries()) {
      await must(
        request(stack, 'POST', `/api/forum/posts/${postId}/comments`, {
          token: members[i % members.length].token,
          body: { content: marker },
        }),
        'a comment',
        [201],
      );
    }
    const markedIn = (stream) =>
      stream.frames.filter(
        (f) => (f.type === 'new_post' || f.type === 'new_comment') && markers.includes(f.data.content),
      );
    await waitFor(
      'every stream to receive every update',
      async () =>
        streams.every((s) => new Set(markedIn(s).map((f) => f.data.content)).size === markers.length),
      20_000,
    ).catch(() => undefined);
    await sleep(1000); // a duplicate would arrive about now
    const perStream = streams.map((s) => {
      const ids = s.frames.map((f) => f.id);
      const marked = markedIn(s).map((f) => f.data.content);
      return {
        frames: ids.length,
        duplicateIds: ids.length - new Set(ids).size,
        marked: marked.length,
        distinctMarked: new Set(marked).size,
        ids: [...new Set(ids)].sort().join(','),
      };
    });
    const ok = perStream.every(
      (s) =>
        s.duplicateIds === 0 &&
        s.marked === markers.length &&
        s.distinctMarked === markers.length &&
        s.ids === perStream[0].ids,
    );
    return {
      ok,
      detail: `${streams.length} streams × ${markers.length} updates (1 post, ${markers.length - 1} comments): ${perStream
        .map((s) => `${s.marked} marked/${s.frames} frames, ${s.duplicateIds} repeated`)
        .join(
          ' · ',
        )}${ok ? '' : perStream.some((s) => s.ids !== perStream[0].ids) ? ' — the streams differ' : ''}`,
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}
