// Thursday night: voting closes at midnight, and many people vote, change their mind and vote again.
//   k6 run -e BASE_URL=… -e LOAD_USERS_FILE=$PWD/users.json -e VOTERS=200 load/vote-burst.ts
// Shape: one VU per voter (VOTERS, default 50), each toggling its vote on one of the city's approved
// nominations (POST then DELETE /api/indications/{id}/vote) for HOLD (default 5 min).
import { sleep } from 'k6';
import exec from 'k6/execution';
import { call, ok, thresholdsOf, type LoadConfig } from './lib/api.ts';
import { chooseWeek, enter } from './lib/clock.ts';
import { setupUsers, waitUntilKnown, type User } from './lib/users.ts';
import { nominate } from './lib/week.ts';

const config = JSON.parse(open('./scenarios.json')) as LoadConfig;
const scenario = config.scenarios['vote-burst']!;
const voters = Number(__ENV.VOTERS || 50);

export const options = {
  setupTimeout: '15m',
  scenarios: {
    votes: { executor: 'constant-vus', vus: voters, duration: __ENV.HOLD || '5m' },
  },
  thresholds: thresholdsOf(scenario),
};

type Data = { users: User[]; indications: string[] };

export function setup(): Data {
  // Nominations are made earlier in the week (Monday on the dev clock); then Thursday 22:00.
  const week = chooseWeek();
  enter(week, scenario, { day: 1, time: '10:00' });
  const users = setupUsers(config, voters + 3);
  waitUntilKnown(users);
  const indications = nominate(config, users.slice(0, 3));
  enter(week, scenario);
  return { users: users.slice(3), indications };
}

export default function vote(data: Data): void {
  // One voter per VU: a person's vote and un-vote never race with themselves.
  const voter = data.users[(exec.vu.idInTest - 1) % data.users.length]!;
  const target = data.indications[exec.vu.idInTest % data.indications.length]!;
  const path = `/api/indications/${target}/vote`;
  ok(call('POST', path, { token: voter.token, name: 'POST /api/indications/{id}/vote' }), 'vote');
  sleep(0.5 + Math.random());
  ok(call('DELETE', path, { token: voter.token, name: 'DELETE /api/indications/{id}/vote' }), 'un-vote');
  sleep(0.5 + Math.random());
}
