// Friday: the winners' forums fill up — hosts post, confirmed participants comment, and everyone in
// a forum follows it live (the SPEC's connect + poll-every-3-s contract; SSE streams: forum-push.ts).
//   k6 run -e BASE_URL=… -e LOAD_USERS_FILE=$PWD/users.json -e PARTICIPANTS=150 load/forum.ts
import { sleep } from 'k6';
import exec from 'k6/execution';
import { call, json, ok, thresholdsOf, type LoadConfig } from './lib/api.ts';
import { chooseWeek, enter } from './lib/clock.ts';
import {
  commentOnce,
  followerOf,
  openForums,
  pick,
  voteOnce,
  writesOf,
  type ForumData,
} from './lib/forum.ts';
import { setupUsers, waitUntilKnown } from './lib/users.ts';
import { nominate } from './lib/week.ts';

const config = JSON.parse(open('./scenarios.json')) as LoadConfig;
const scenario = config.scenarios.forum!;
const writes = writesOf(scenario);
const participants = Number(__ENV.PARTICIPANTS || 30);
const hold = __ENV.HOLD || '5m';

export const options = {
  setupTimeout: '15m',
  scenarios: {
    followers: { executor: 'constant-vus', vus: participants, duration: hold, exec: 'follow' },
    comments: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.COMMENTS_PER_MIN || 60),
      timeUnit: '1m',
      duration: hold,
      preAllocatedVUs: 5,
      maxVUs: 20,
      exec: 'comment',
    },
    posts: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.POSTS_PER_MIN || 6),
      timeUnit: '1m',
      duration: hold,
      preAllocatedVUs: 2,
      maxVUs: 5,
      exec: 'post',
    },
  },
  thresholds: {
    ...thresholdsOf(scenario),
    ...thresholdsOf(writes, 'scenario:comments'),
    ...thresholdsOf(writes, 'scenario:posts'),
  },
};

export function setup(): ForumData {
  const week = chooseWeek();
  const users = setupUsers(config, participants + 3);
  const hosts = users.slice(0, 3);
  const people = users.slice(3);
  if (week !== null) {
    enter(week, scenario, { day: 1, time: '10:00' });
    waitUntilKnown(users);
    voteOnce(people, nominate(config, hosts));
  }
  enter(week, scenario);
  return { forums: openForums(config, hosts, people) };
}

/** A participant with the forum open: connect once, then poll for updates every 3 s. */
export function follow(data: ForumData): void {
  const { forum, user } = followerOf(data);
  const connection = `k6-${exec.vu.idInTest}`;
  let last = '0';
  const connected = call('POST', `/api/forum/${forum.forumId}/connect`, {
    token: user.token,
    name: 'POST /api/forum/{id}/connect',
    body: { connection_id: connection, user_id: user.id },
  });
  ok(connected, 'connect');
  ok(
    call('GET', `/api/forum/${forum.forumId}`, { token: user.token, name: 'GET /api/forum/{id}' }),
    'forum page',
  );
  for (let poll = 0; poll < 20; poll += 1) {
    const updates = call(
      'GET',
      `/api/forum/${forum.forumId}/updates?connection_id=${connection}&last_update=${last}`,
      {
        token: user.token,
        name: 'GET /api/forum/{id}/updates',
      },
    );
    if (ok(updates, 'updates')) last = json<{ last_update: string }>(updates).last_update ?? last;
    sleep(3);
  }
  call('POST', `/api/forum/${forum.forumId}/disconnect`, {
    token: user.token,
    name: 'POST /api/forum/{id}/disconnect',
    body: { connection_id: connection, user_id: user.id },
  });
}

export function comment(data: ForumData): void {
  commentOnce(data, `Eu levo os petiscos! (${exec.scenario.iterationInTest})`);
}

export function post(data: ForumData): void {
  const forum = pick(data.forums, exec.scenario.iterationInTest);
  ok(
    call('POST', `/api/forum/${forum.forumId}/posts`, {
      token: forum.host.token,
      name: 'POST /api/forum/{id}/posts',
      body: { content: `Atualização do anfitrião nº ${exec.scenario.iterationInTest}: nos vemos às 20h.` },
    }),
    'post',
    [201],
  );
}
