// Friday 00:00: the winners are revealed and everyone opens the app at once.
//   k6 run -e BASE_URL=… -e LOAD_USERS_FILE=$PWD/users.json -e PEAK_RATE=300 load/reveal.ts
// Shape: a spike — arrivals from 0 to PEAK_RATE (default 100) page views/s in 30 s, held HOLD (3 min).
import { sleep } from 'k6';
import { call, ok, thresholdsOf, type LoadConfig } from './lib/api.ts';
import { chooseWeek, enter } from './lib/clock.ts';
import { voteOnce } from './lib/forum.ts';
import { setupUsers, waitUntilKnown, type User } from './lib/users.ts';
import { nominate, waitForWinners, withoutAutoHold } from './lib/week.ts';

const config = JSON.parse(open('./scenarios.json')) as LoadConfig;
const scenario = config.scenarios.reveal!;
const peak = Number(__ENV.PEAK_RATE || 100);

export const options = {
  setupTimeout: '15m',
  scenarios: {
    reveal: {
      executor: 'ramping-arrival-rate',
      startRate: 0,
      timeUnit: '1s',
      preAllocatedVUs: Math.max(20, peak),
      maxVUs: peak * 5,
      stages: [
        { target: peak, duration: '30s' },
        { target: peak, duration: __ENV.HOLD || '3m' },
        { target: 0, duration: '30s' },
      ],
    },
  },
  thresholds: thresholdsOf(scenario),
};

type Data = { users: User[] };

export function setup(): Data {
  const week = chooseWeek();
  const users = setupUsers(config, Number(__ENV.LOAD_USERS || 20));
  if (week !== null) {
    // The week before the reveal, on the dev clock: nominations and votes.
    enter(week, scenario, { day: 1, time: '10:00' });
    waitUntilKnown(users);
    voteOnce(users.slice(3), nominate(config, users.slice(0, 3)));
  }
  const reveal = () => {
    enter(week, scenario);
    waitForWinners(config, users[0]!.token);
  };
  if (week !== null) withoutAutoHold(reveal);
  else reveal();
  return { users };
}

export default function reveal(data: Data): void {
  const user = data.users[(__VU + __ITER) % data.users.length]!;
  const city = config.city.cityId;
  ok(call('GET', '/api/me', { token: user.token, name: 'GET /api/me' }), 'me');
  ok(call('GET', `/api/winners/${city}`, { token: user.token, name: 'GET /api/winners/{city}' }), 'winners');
  ok(
    call('GET', `/api/indications?city=${city}`, { token: user.token, name: 'GET /api/indications' }),
    'nominations',
  );
  sleep(Math.random() * 0.5);
}
