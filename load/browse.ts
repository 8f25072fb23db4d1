// Monday–Thursday: people open the Home and browse their city's nominations.
//   k6 run -e BASE_URL=https://encontro.example.com -e LOAD_USERS_FILE=$PWD/users.json load/browse.ts
// Shape: arrivals ramp to PEAK_RATE iterations/s (default 50) over 2 min, hold 5 min; each iteration is
// one page view (who am I, the city's nominations, last week's winners, the forum window).
import { sleep } from 'k6';
import { call, ok, thresholdsOf, type LoadConfig } from './lib/api.ts';
import { chooseWeek, enter } from './lib/clock.ts';
import { setupUsers, waitUntilKnown, type User } from './lib/users.ts';
import { nominate } from './lib/week.ts';

const config = JSON.parse(open('./scenarios.json')) as LoadConfig;
const scenario = config.scenarios.browse!;
const peak = Number(__ENV.PEAK_RATE || 50);

export const options = {
  setupTimeout: '10m',
  scenarios: {
    browse: {
      executor: 'ramping-arrival-rate',
      startRate: 1,
      timeUnit: '1s',
      preAllocatedVUs: Math.max(10, peak),
      maxVUs: peak * 4,
      stages: [
        { target: peak, duration: __ENV.RAMP || '2m' },
        { target: peak, duration: __ENV.HOLD || '5m' },
      ],
    },
  },
  thresholds: thresholdsOf(scenario),
};

type Data = { users: User[] };

export function setup(): Data {
  enter(chooseWeek(), scenario);
  const users = setupUsers(config, Number(__ENV.LOAD_USERS || 20));
  waitUntilKnown(users);
  nominate(config, users.slice(0, 3));
  return { users };
}

export default function browse(data: Data): void {
  const user = data.users[(__VU + __ITER) % data.users.length]!;
  const city = config.city.cityId;
  ok(call('GET', '/api/me', { token: user.token, name: 'GET /api/me' }), 'me');
  ok(
    call('GET', `/api/indications?city=${city}`, { token: user.token, name: 'GET /api/indications' }),
    'nominations',
  );
  ok(call('GET', `/api/winners/${city}`, { token: user.token, name: 'GET /api/winners/{city}' }), 'winners');
  ok(
    call('GET', '/api/forum/restriction-status', {
      token: user.token,
      name: 'GET /api/forum/restriction-status',
    }),
    'window',
  );
  sleep(Math.random());
}
