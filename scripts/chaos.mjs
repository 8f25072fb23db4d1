#!/usr/bin/env node
// `npm run chaos`: faults under load (issue 32 item 3), longer than the stack suite's short form
// (tests/stack/chaos.stack-spec.ts): a bigger burst and each fault repeated. The stack of the chaos
// profile (`--replicas 2`, the last build: run `npm run build` first) runs on a Postgres, NATS, Redis
// and S3 of its own, which are what the faults restart; the machine's shared ones are never touched.
// CHAOS_ROUNDS (3), CHAOS_VOTERS (60), CHAOS_CONNECTIONS (20); CHAOS_FAULTS ("NATS restart,Redis
// restart": only those; all by default); STACK_LOGS=1 echoes the stack's output.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECOVERY_LIMIT_S, rowPasses, runChaos } from './chaos/run-chaos.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rows = await runChaos({
  root,
  rounds: Number(process.env.CHAOS_ROUNDS ?? 3),
  voters: Number(process.env.CHAOS_VOTERS ?? 60),
  connections: Number(process.env.CHAOS_CONNECTIONS ?? 20),
  steadyMs: 4000,
  only: process.env.CHAOS_FAULTS?.split(',').map((name) => name.trim()),
  log: (line) => console.log(line),
  stackLog: process.env.STACK_LOGS === '1' ? (text) => process.stderr.write(text) : undefined,
});

const columns = [
  ['fault', 38, (r) => `${r.fault} #${r.round}`],
  ['votes ok', 9, (r) => r.ok],
  ['503', 6, (r) => r.refused],
  ['other', 6, (r) => r.other],
  ['lost', 5, (r) => r.lost],
  ['doubled', 8, (r) => r.doubled],
  ['recovery s', 11, (r) => r.recoverySeconds],
  ['drained s', 10, (r) => r.drainedSeconds ?? 'NO'],
  ['ok?', 4, (r) => (rowPasses(r) ? 'yes' : 'NO')],
];
console.log(`\n${columns.map(([title, width]) => title.padEnd(width)).join(' ')}`);
for (const row of rows) {
  console.log(columns.map(([, width, value]) => String(value(row)).padEnd(width)).join(' '));
  if (row.notes) console.log(`  ${row.notes}`);
  if (row.others.length > 0) console.log(`  other answers: ${row.others.join('; ')}`);
  for (const [check, passed] of Object.entries(row.checks)) if (!passed) console.log(`  failed: ${check}`);
  if (!row.gatewayAgrees) console.log("  the gateway's counts differ from the database's");
}
const failed = rows.filter((row) => !rowPasses(row));
console.log(
  failed.length === 0
    ? `\nevery fault: no vote lost or doubled, only pt-BR 503 refusals, recovered within ${RECOVERY_LIMIT_S} s, backlog drained`
    : `\n${failed.length} of ${rows.length} faults failed`,
);
process.exit(failed.length === 0 ? 0 : 1);
