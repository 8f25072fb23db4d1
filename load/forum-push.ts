// Friday forum, live: participants hold the forum's Server-Sent Events stream open while others
// comment; measures how long a comment takes to reach the subscribers (forum_push_delivery).
// Needs k6 built with xk6-sse:  xk6 build --with github.com/phymbert/xk6-sse
//   ./k6 run -e BASE_URL=… -e LOAD_USERS_FILE=$PWD/users.json -e PARTICIPANTS=150 load/forum-push.ts
import { check } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import { setTimeout } from 'k6/timers';
import sse from 'k6/x/sse';
import { BASE_URL, thresholdsOf, type LoadConfig } from './lib/api.ts';
import { commentOnce, followerOf, writesOf, type ForumData } from './lib/forum.ts';
export { setup } from './forum.ts';

const config = JSON.parse(open('./scenarios.json')) as LoadConfig;
const scenario = config.scenarios.forum!;
const writes = writesOf(scenario);
const participants = Number(__ENV.PARTICIPANTS || 30);
const holdSeconds = Number(__ENV.HOLD_SECONDS || 120);

const delivery = new Trend('forum_push_delivery', true);
const delivered = new Counter('forum_push_updates');

export const options = {
  setupTimeout: '15m',
  scenarios: {
    subscribers: {
      executor: 'per-vu-iterations',
      vus: participants,
      iterations: 1,
      maxDuration: `${holdSeconds + 60}s`,
      exec: 'subscribe',
    },
    comments: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.COMMENTS_PER_MIN || 60),
      timeUnit: '1m',
      startTime: '5s',
      duration: `${holdSeconds - 10}s`,
      preAllocatedVUs: 5,
      maxVUs: 20,
      exec: 'comment',
    },
  },
  thresholds: {
    ...thresholdsOf(writes, 'scenario:comments'),
    forum_push_delivery: [`p(95)<${scenario.thresholds.pushP95Ms ?? 2000}`],
    forum_push_updates: ['count>0'],
  },
};

export function subscribe(data: ForumData): void {
  const { forum, user } = followerOf(data);
  const response = sse.open(
    `${BASE_URL}/api/forum/${forum.forumId}/stream`,
    { headers: { Authorization: `Bearer ${user.token}` }, tags: { name: 'GET /api/forum/{id}/stream' } },
    (client) => {
      client.on('event', (event) => {
        delivered.add(1);
        const sent = /"content":"[^"]*\(t=(\d+)\)/.exec(event.data)?.[1];
        if (sent) delivery.add(Date.now() - Number(sent));
      });
      client.on('error', (error) => console.warn(`stream: ${error.error()}`));
      setTimeout(() => client.close(), holdSeconds * 1000);
    },
  );
  check(response, { 'stream opened': (r) => r?.status === 200 });
}

export function comment(data: ForumData): void {
  commentOnce(data, `Chego às 20h (t=${Date.now()})`);
}
