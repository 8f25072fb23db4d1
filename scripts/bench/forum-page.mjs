// The forum after the reveal (issue 14: "forum page and polling at ≥ 3× today"), side by side with
// the baseline (scripts/bench/baseline/forum.mjs): the first winner's forum with every voter
// confirmed, the host's posts and the members' comments; both must answer the page, a post's
// comments and a poll alike, then the page alone and the mix of `npm run load`'s forum scenario
// (each member polls /updates with their own connection, reads the page, reads the comments) are
// measured, with the mix's req/s against today's figure of that scenario.
import { answerDifference, fmt, load, sideBySide } from './side-by-side.mjs';
import { request, waitFor } from '../load/client.mjs';

/** `npm run load`'s forum scenario (page, comments, polling) before issue 14's work on it. */
export const FORUM_TODAY_RPS = 98;

const must = async (promise, what, statuses = [200, 201]) => {
  const response = await promise;
  if (!statuses.includes(response.status))
    throw new Error(`${what}: ${response.status} ${response.text?.slice(0, 200)}`);
  return response;
};

/** The first winner's forum, its members confirmed, two posts with comments, a connection each. */
async function setUpForum({ stack, winners, hosts, voters }) {
  const winner = winners.find((w) => hosts.some((h) => h.id === w.host_id));
  const host = hosts.find((h) => h.id === winner.host_id);
  const forumId = winner.indication_id;
  await waitFor(
    'forum-svc to open the forum',
    async () => (await request(stack, 'GET', `/api/forum/${forumId}`, { token: host.token })).status === 200,
    60_000,
  );
  for (const member of voters) {
    const confirmed = await request(stack, 'POST', `/api/forum/${forumId}/confirm`, { token: member.token });
    if (confirmed.status >= 300 && confirmed.status !== 409)
      throw new Error(`attendance: ${confirmed.status} ${confirmed.text}`);
  }
  const posts = [];
  for (const content of ['Bem-vindos ao encontro! Combinamos por aqui.', 'Mesa reservada para as 20h.']) {
    const created = await must(
      request(stack, 'POST', `/api/forum/${forumId}/posts`, { token: host.token, body: { content } }),
      'post',
    );
    posts.push(created.body.post.id);
  }
  // forum-svc learns of confirmations by event: the last member must be able to comment.
  await waitFor('forum-svc to see the confirmations', async () => {
    const r = await request(stack, 'GET', `/api/forum/${forumId}`, { token: voters.at(-1).token });
    return r.status === 200 && r.body.user_confirmed === true;
  });
  for (const [n, member] of voters.slice(0, 6).entries())
    await must(
      request(stack, 'POST', `/api/forum/posts/${posts[n % posts.length]}/comments`, {
        token: member.token,
        body: { content: `Chego às 20h, até lá! (${n + 1})` },
      }),
      'comment',
    );
  const connections = new Map();
  const stamp = Date.now().toString(36);
  for (const [n, member] of voters.entries()) {
    const id = `bench-${stamp}-${n}`;
    connections.set(member.token, id);
    await must(
      request(stack, 'POST', `/api/forum/${forumId}/connect`, {
        token: member.token,
        body: { connection_id: id, user_id: member.id },
      }),
      'connect',
    );
  }
  return { forumId, host, posts, connections };
}

/** Both answer `path` alike for `token` (checked, not measured). */
async function sameAnswer({ label, path, token, stack, baseline, describe }) {
  const get = async (origin) => {
    const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json() };
  };
  const [fromStack, fromBaseline] = [await get(stack), await get(baseline)];
  const difference = answerDifference(fromStack, fromBaseline);
  console.log(
    difference
      ? `  ${label}: the answers differ — ${difference}`
      : `  ${label} (${path}; ${describe(fromStack.body)}, same JSON)`,
  );
  return !difference;
}

/** A poll from the first update on a fresh connection of each side: the same updates, in order. */
async function comparePoll({ stack, baseline, forumId, token }) {
  const stamp = Date.now().toString(36);
  const poll = async (origin, who) => {
    const response = await fetch(
      `${origin}/api/forum/${forumId}/updates?connection_id=bench-compare-${who}-${stamp}&last_update=1`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    return { status: response.status, body: await response.json() };
  };
  const [fromStack, fromBaseline] = [await poll(stack, 'stack'), await poll(baseline, 'baseline')];
  const difference = answerDifference(fromStack, fromBaseline);
  console.log(
    difference
      ? `  forum polling: the answers differ — ${difference}`
      : `  forum polling (/api/forum/{id}/updates; ${fromStack.body.updates.length} updates after the first, same JSON)`,
  );
  return !difference;
}

/**
 * Friday 00:05, the winners revealed: the forum page and the load scenario's page + polling mix,
 * stack vs baseline. `compareRead` is hot-paths.mjs's (same JSON first, then measured).
 */
export async function forumPageBench({ stack, baseline, winners, hosts, voters, compareRead }) {
  const { forumId, posts, connections } = await setUpForum({ stack, winners, hosts, voters });
  const viewer = voters[0].token;
  const page = await compareRead({
    label: 'forum page',
    path: `/api/forum/${forumId}`,
    token: viewer,
    stack,
    baseline,
    describe: (body) =>
      `${body.posts.length} posts, ${body.stats.total_comments} comments, ${body.confirmed_users.length} confirmed`,
  });
  const comments = await sameAnswer({
    label: 'forum comments',
    path: `/api/forum/posts/${posts[0]}/comments`,
    token: viewer,
    stack,
    baseline,
    describe: (body) => `${body.comments.length} comments`,
  });
  const polled = await comparePoll({ stack, baseline, forumId, token: viewer });
  if (!page.ok || !comments || !polled) return { ok: false };

  console.log(
    `  forum page + polling (each of ${voters.length} members in turn: /updates on their connection, the page, a post's comments)`,
  );
  const get = (path, token) => ({ method: 'GET', path, headers: { authorization: `Bearer ${token}` } });
  const requestsFor = (n) => {
    const member = voters[n % voters.length];
    return [
      get(
        `/api/forum/${forumId}/updates?connection_id=${connections.get(member.token)}&last_update=0`,
        member.token,
      ),
      get(`/api/forum/${forumId}`, member.token),
      get(`/api/forum/posts/${posts[0]}/comments`, member.token),
    ];
  };
  const mixed = await sideBySide({
    stack,
    baseline,
    run: (origin) => load({ origin, requestsFor, connections: voters.length }),
    cpu: true,
  });
  console.log(
    `    against today (npm run load's forum scenario, ${FORUM_TODAY_RPS} req/s): stack ${fmt(mixed.stack.rps / FORUM_TODAY_RPS, 2)}×, baseline ${fmt(mixed.baseline.rps / FORUM_TODAY_RPS, 2)}×`,
  );
  const ok = mixed.stack.errors === 0 && mixed.baseline.errors === 0;
  return { ok: page.ok && ok, page: page.result, mixed };
}
