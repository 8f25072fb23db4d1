// Friday forum: every person confirms for one of the winners' forums, each host posts; then people
// read the forum (page, comments, polling) and comment at 10/s while live streams time the deliveries.
import http from 'node:http';
import { addressFor, must, onSseEvents, request, sleep, waitFor } from '../client.mjs';
import { pushRow, row } from '../report.mjs';
import { waitForWinners } from '../setup.mjs';
import { cannon, get, paced } from '../traffic.mjs';

/**
 * POST /api/forum/{id}/posts → 201: `forumPostCreatedSchema` of @encontro/contracts (the fields read here).
 * @typedef {{ message: string, post: { id: string } }} ForumPostCreated
 */

/**
 * GET /api/forum/{id}: `forumResponseSchema` of @encontro/contracts (the fields read here).
 * @typedef {{ forum_id: string, user_confirmed: boolean }} ForumResponse
 */

/** Holds `count` Server-Sent Events streams of a forum open and times how soon marked comments arrive. */
function subscribe(base, forumId, tokens, count) {
  const streams = [];
  const latencies = [];
  let delivered = 0;
  let opened = 0;
  for (let i = 0; i < count; i += 1) {
    const req = http.get(`${base}/api/forum/${forumId}/stream`, {
      headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, accept: 'text/event-stream' },
    });
    req.on('response', (res) => {
      if (res.statusCode === 200) opened += 1;
      onSseEvents(res, (event) => {
        if (!/^data:/m.test(event)) return;
        delivered += 1;
        const sent = /\(t=(\d+)\)/.exec(event)?.[1];
        if (sent) latencies.push(Date.now() - Number(sent));
      });
    });
    req.on('error', () => undefined);
    streams.push(req);
  }
  return {
    close() {
      for (const req of streams) req.destroy();
      latencies.sort((a, b) => a - b);
      const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
      return { opened, delivered, marked: latencies.length, p50: at(0.5), p90: at(0.9), p99: at(0.99) };
    },
  };
}

export async function forum(run, { people, hosts }) {
  const { base, duration, log } = run;
  const thresholds = run.config.scenarios.forum.thresholds;
  const winners = await waitForWinners(base, run.city, people[0].token);
  const forums = winners
    .map((w) => ({
      id: w.indication_id,
      host: hosts.find((h) => h.id === w.host_id),
      members: [],
      postId: null,
    }))
    .filter((f) => f.host);
  const first = await request(base, 'GET', `/api/forum/${forums[0]?.id}`, { token: forums[0]?.host.token });
  if (forums.length === 0 || first.status !== 200) {
    log(
      `forum skipped: GET /api/forum/{id} answers ${first.status} (forum-svc not ready?) — ${first.text.slice(0, 120)}`,
    );
    return [];
  }
  await Promise.all(
    people.map(async (person, i) => {
      const forum = forums[i % forums.length];
      const r = await request(base, 'POST', `/api/forum/${forum.id}/confirm`, { token: person.token });
      if (r.status >= 300 && r.status !== 409) throw new Error(`attendance: ${r.status} ${r.text}`);
      forum.members.push(person);
    }),
  );
  for (const forum of forums) {
    const response = await must(
      request(base, 'POST', `/api/forum/${forum.id}/posts`, {
        token: forum.host.token,
        body: { content: 'Bem-vindos ao encontro! Combinamos por aqui.' },
      }),
      'first post',
      [201],
    );
    /** @type {ForumPostCreated} */
    const created = response.body;
    forum.postId = created.post.id;
    // forum-svc learns of confirmations by event: the last member must be able to comment.
    const last = forum.members.at(-1);
    if (last)
      await waitFor('forum-svc to see the confirmations', async () => {
        const r = await request(base, 'GET', `/api/forum/${forum.id}`, { token: last.token });
        /** @type {ForumResponse | undefined} */
        const page = r.status === 200 ? r.body : undefined;
        return page?.user_confirmed === true;
      });
  }
  const connectionsOf = new Map();
  await Promise.all(
    forums.flatMap((forum) =>
      forum.members.map(async (member, i) => {
        const id = `load-${Date.now().toString(36)}-${i}`;
        connectionsOf.set(member.token, id);
        await request(base, 'POST', `/api/forum/${forum.id}/connect`, {
          token: member.token,
          body: { connection_id: id, user_id: member.id },
        });
      }),
    ),
  );

  const live = subscribe(
    base,
    forums[0].id,
    forums[0].members.map((m) => m.token),
    Math.min(50, Math.max(5, forums[0].members.length * 2)),
  );
  await sleep(500);
  const members = forums.flatMap((f) => f.members.map((m) => ({ forum: f, member: m })));
  const readers = cannon(run, {
    requestsFor: (n) => {
      const { forum, member } = members[n % members.length];
      const connection = connectionsOf.get(member.token);
      return [
        get(`/api/forum/${forum.id}/updates?connection_id=${connection}&last_update=0`, member.token),
        get(`/api/forum/${forum.id}`, member.token),
        get(`/api/forum/posts/${forum.postId}/comments`, member.token),
      ];
    },
  });
  // Comments are limited per person and per address (anti-abuse): many people write a few each, from
  // their own addresses, at a steady 10/s — autocannon cannot choose source addresses, so a paced loop.
  const writers = paced(10, duration, async (n) => {
    const { forum, member } = members[n % members.length];
    return request(base, 'POST', `/api/forum/posts/${forum.postId}/comments`, {
      token: member.token,
      localAddress: await addressFor(base, members.indexOf(members[n % members.length])),
      body: { content: `Chego às 20h (t=${Date.now()}) #${n}` },
    });
  });
  const [readResult, writeResult] = await Promise.all([readers, writers]);
  await sleep(1000);
  const push = live.close();
  return [
    row('forum: page, comments, polling', readResult, thresholds),
    row('forum: comments (10/s)', writeResult, {
      ...thresholds,
      p95Ms: thresholds.writeP95Ms,
      p99Ms: thresholds.writeP99Ms,
    }),
    pushRow(`forum: live streams (${push.opened} open)`, push, thresholds),
  ];
}
