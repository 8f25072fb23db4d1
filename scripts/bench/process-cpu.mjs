// Where a load's CPU went: user + system time of the stack's processes, read from /proc (Linux).
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ = 100 on Linux

const groups = [
  ['gateway', (cmd) => cmd.includes('apps/gateway/dist/main.js')],
  ...['indication-svc', 'identity-svc', 'forum-svc', 'support-svc', 'admin-svc'].map((name) => [
    name,
    (cmd) => cmd.includes(`apps/${name}/dist/main.js`),
  ]),
  ['postgres', (cmd) => cmd.startsWith('postgres')],
  ['nats-server', (cmd) => cmd.startsWith('nats-server') || cmd.includes('/nats-server ')],
  ['redis', (cmd) => cmd.startsWith('redis-server') || cmd.includes('/redis-server ')],
  ['stack log relay (scripts/start.mjs)', (cmd) => cmd.includes('scripts/start.mjs')],
  ['baseline', (cmd) => cmd.includes('bench/baseline.mjs --serve')],
  ['load generator (this bench)', (_cmd, pid) => pid === process.pid],
];

function ticksOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime
}

/** CPU milliseconds so far per group (processes that exist now). */
export function cpuTimes() {
  const totals = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return totals;
  }
  for (const entry of pids) {
    const pid = Number(entry);
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const group = groups.find(([, matches]) => matches(cmd, pid));
      if (group) totals.set(group[0], (totals.get(group[0]) ?? 0) + ticksOf(pid) * TICK_MS);
    } catch {
      // The process ended meanwhile.
    }
  }
  return totals;
}

/** CPU milliseconds per group between two samples, largest first, groups that used none left out. */
export function cpuBetween(before, after) {
  return [...after]
    .map(([group, ms]) => [group, ms - (before.get(group) ?? 0)])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
}
