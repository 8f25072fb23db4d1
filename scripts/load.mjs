#!/usr/bin/env node
// `npm run load`: the week's four peaks against the local stack (`npm start`), with autocannon —
// the same scenarios as the k6 scripts in load/ (which run against a cluster; see load/README.md).
// It registers and verifies its people through maildev (kept in .stack/load/users.json for later
// runs), moves the dev clock through a fresh week — Monday nominations, Tuesday browsing, Thursday
// 22:00 vote burst, Friday 00:00 reveal, Friday forum — and puts the clock back where it was.
// Prints, per scenario, requests/s and p50/p90/p99 latency next to the k6 thresholds of
// load/scenarios.json (the cluster's targets: on a laptop they are indicative).
//   LOAD_BASE_URL (http://localhost:8080), MAILDEV_URL (http://localhost:1080), LOAD_USERS (30),
//   LOAD_DURATION (10 s per scenario), LOAD_CONNECTIONS (20); --only=browse,vote-burst,reveal,forum
// The scenarios are scripts/load/scenarios/*.mjs, the week's set-up scripts/load/setup.mjs, the table
// scripts/load/report.mjs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeAgents, request } from './load/client.mjs';
import { printTable } from './load/report.mjs';
import { browse } from './load/scenarios/browse.mjs';
import { forum } from './load/scenarios/forum.mjs';
import { reveal } from './load/scenarios/reveal.mjs';
import { voteBurst } from './load/scenarios/vote-burst.mjs';
import {
  freshWeek,
  getClock,
  momentOf,
  setClock,
  voteOnce,
  waitForWinners,
  withoutAutoHold,
} from './load/setup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(join(root, 'load', 'scenarios.json'), 'utf8'));
const base = (process.env.LOAD_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const maildev = (process.env.MAILDEV_URL ?? 'http://localhost:1080').replace(/\/$/, '');
const duration = Number(process.env.LOAD_DURATION ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 20);
const participants = Number(process.env.LOAD_USERS ?? 30);
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const stateFile = join(root, '.stack', 'load', 'users.json');
const city = config.city;
const log = (message) => console.log(`\x1b[2mload\x1b[0m  ${message}`);
const wanted = (name) => !only || only.includes(name);
/** What every scenario gets: where to send, the city, load/scenarios.json and the load's size. */
const run = { base, city, config, connections, duration, log };

async function main() {
  const alive = await request(base, 'GET', '/health').catch(() => ({ status: 0 }));
  if (alive.status !== 200) {
    console.error(
      `Nothing answers on ${base}/health. Start the stack first: npm start (or set LOAD_BASE_URL).`,
    );
    process.exit(1);
  }
  const clockBefore = await getClock(base);
  if (!clockBefore) {
    console.error(
      `${base} has no dev clock (POST /api/dev/clock): npm run load moves it through the week. ` +
        'Against a cluster, use the k6 scripts (load/README.md).',
    );
    process.exit(1);
  }
  const startedAt = Date.now();
  const rows = [];
  try {
    const week = await freshWeek({
      base,
      maildev,
      city,
      people: participants,
      stateFile,
      log,
      clockNow: clockBefore,
    });
    const { monday } = week;
    log(
      `${week.users.length} people in ${city.city}; week of ${momentOf(monday, { day: 1, time: '00:00' }).slice(0, 10)}`,
    );
    log(`Monday: ${week.indications.length} nominations approved`);
    const at = (name) => setClock(base, momentOf(monday, config.scenarios[name].clock));
    const enter = async (name) => {
      await at(name);
      log(`${config.scenarios[name].title}…`);
    };

    if (wanted('browse')) {
      await enter('browse');
      rows.push(...(await browse(run, week)));
    }
    if (wanted('vote-burst')) {
      await enter('vote-burst');
      rows.push(...(await voteBurst(run, week)));
    }
    await at('vote-burst');
    await voteOnce(base, week.people, week.indications);
    if (wanted('reveal') || wanted('forum'))
      await withoutAutoHold(base, async () => {
        await at('reveal');
        await waitForWinners(base, city, week.people[0].token);
      });
    if (wanted('reveal')) {
      log(`${config.scenarios.reveal.title}…`);
      rows.push(...(await reveal(run, week)));
    }
    if (wanted('forum')) {
      await enter('forum');
      rows.push(...(await forum(run, week)));
    }
  } finally {
    // Back to where the clock was, as if it had run on meanwhile.
    await setClock(
      base,
      new Date(new Date(clockBefore).getTime() + (Date.now() - startedAt)).toISOString(),
    ).catch((error) => console.error(`could not put the dev clock back: ${error.message}`));
    closeAgents();
  }
  if (rows.length) printTable(rows, { connections, duration });
}

main().catch((error) => {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
});
