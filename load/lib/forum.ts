// A Friday with open forums: winners revealed, participants confirmed, one post per forum.
import { fail, sleep } from 'k6';
import exec from 'k6/execution';
import { call, json, must, ok, type LoadConfig, type Scenario } from './api.ts';
import type { User } from './users.ts';
import { waitForWinners } from './week.ts';

export type ForumFixture = { forumId: string; host: User; participants: User[]; postId: string };
export type ForumData = { forums: ForumFixture[] };

/** The forum scenario held to its thresholds for writes (posts and comments). */
export const writesOf = (scenario: Scenario): Scenario => ({
  ...scenario,
  thresholds: {
    ...scenario.thresholds,
    p95Ms: scenario.thresholds.writeP95Ms ?? 600,
    p99Ms: scenario.thresholds.writeP99Ms ?? 1500,
  },
});

/** The `n`th of `list`, round robin. */
export const pick = <T>(list: T[], n: number): T => list[n % list.length]!;

/** The forum this VU follows and the participant it is (VUs spread over the forums, then their participants). */
export function followerOf(data: ForumData): { forum: ForumFixture; user: User } {
  const forum = pick(data.forums, exec.vu.idInTest);
  return { forum, user: pick(forum.participants, Math.floor(exec.vu.idInTest / data.forums.length)) };
}

/** A participant comments on a forum's first post (both picked by the iteration). */
export function commentOnce(data: ForumData, content: string): void {
  const forum = pick(data.forums, exec.scenario.iterationInTest);
  const user = pick(forum.participants, exec.scenario.iterationInTest);
  ok(
    call('POST', `/api/forum/posts/${forum.postId}/comments`, {
      token: user.token,
      name: 'POST /api/forum/posts/{id}/comments',
      body: { content },
    }),
    'comment',
    [201],
  );
}

/** Every user votes once (Monday–Thursday), so that the week has winners on Friday. */
export function voteOnce(users: User[], indications: string[]): void {
  for (const [index, user] of users.entries()) {
    const id = indications[index % indications.length]!;
    const response = call('POST', `/api/indications/${id}/vote`, {
      token: user.token,
      name: 'POST /api/indications/{id}/vote',
    });
    if (response.status >= 300 && response.status !== 409) must(response, `vote by ${user.email}`);
  }
}

/** On Friday: the winners' forums, each with its host, confirmed participants and a first post. */
export function openForums(config: LoadConfig, hosts: User[], participants: User[]): ForumFixture[] {
  const list = waitForWinners(config, participants[0]?.token ?? '');
  const fixtures: ForumFixture[] = [];
  for (const winner of list) {
    const host = hosts.find((h) => h.id === winner.host_id);
    if (host) fixtures.push({ forumId: winner.indication_id, host, participants: [], postId: '' });
  }
  if (fixtures.length === 0) fail("none of the winners is hosted by this run's hosts");
  participants.forEach((user, index) => {
    const fixture = fixtures[index % fixtures.length]!;
    const response = call('POST', `/api/forum/${fixture.forumId}/confirm`, {
      token: user.token,
      name: 'POST /api/forum/{id}/confirm',
    });
    if (response.status >= 300 && response.status !== 409) must(response, `attendance of ${user.email}`);
    fixture.participants.push(user);
  });
  for (const fixture of fixtures) {
    const response = must(
      call('POST', `/api/forum/${fixture.forumId}/posts`, {
        token: fixture.host.token,
        name: 'POST /api/forum/{id}/posts',
        body: { content: 'Bem-vindos ao encontro! Combinamos por aqui.' },
      }),
      'first post',
      [201],
    );
    // contracts' forumPostCreatedSchema: { message, post: { id, … } }
    fixture.postId = json<{ post: { id: string } }>(response).post.id;
    if (!fixture.postId) fail(`no post id in ${String(response.body).slice(0, 200)}`);
  }
  // forum-svc learns of confirmations by event: wait until the last participant may comment.
  const last = fixtures.map((f) => ({ f, user: f.participants[f.participants.length - 1] }));
  for (const { f, user } of last) {
    if (!user) continue;
    for (let attempt = 0; ; attempt += 1) {
      const r = call('GET', `/api/forum/${f.forumId}`, { token: user.token, name: 'GET /api/forum/{id}' });
      if (r.status === 200 && json<{ user_confirmed?: boolean }>(r).user_confirmed) break;
      if (attempt > 40) fail(`forum-svc never saw ${user.email} confirmed`);
      sleep(0.5);
    }
  }
  return fixtures;
}
