// Where a load's CPU went: user + system time of the stack's processes, read from /proc (Linux).
import { readFileSync, readdirSync } from 'node:fs';
import { services } from '../stack/profiles.mjs';

const TICK_MS = 10; // USER_HZ = 100 on Linux

const groups = [
  ['gateway', (cmd) => cmd.includes('apps/gateway/dist/main.js')],
  ...services.map(({ name }) => [name, (cmd) => cmd.includes(`apps/${name}/dist/main.js`)]),
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

/** CPU milliseconds so far of every process of a group, by pid: `{ pid: [group, ms] }`. */
export function cpuTimes() {
  const times = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return times;
  }
  for (const entry of pids) {
    const pid = Number(entry);
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const group = groups.find(([, matches]) => matches(cmd, pid));
      if (group) times.set(pid, [group[0], ticksOf(pid) * TICK_MS]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return times;
}

/**
 * CPU milliseconds per group between two samples, largest first. Per process, so one that ended
 * meanwhile (a database connection closed by its pool) takes nothing away; one that started counts whole.
 */
export function cpuBetween(before, after) {
  const spent = new Map();
  for (const [pid, [group, ms]] of after) {
    const delta = ms - (before.get(pid)?.[1] ?? 0);
    if (delta > 0) spent.set(group, (spent.get(group) ?? 0) + delta);
  }
  return [...spent].sort((a, b) => b[1] - a[1]);
}
