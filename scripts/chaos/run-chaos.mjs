// Issue 32 item 3, shared by `npm run chaos` (longer) and tests/stack/chaos.stack-spec.ts (short):
// the chaos profile's stack (`--replicas 2`) on Postgres, NATS, Redis and S3 of its own, a vote burst,
// and each fault in turn while the burst runs. After each: what every voter was told against the
// database and the gateway (lost, doubled), the refusals (pt-BR 503 only), the recovery, the backlog.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { weekOf } from '@encontro/contracts';
import { freshWeek, momentOf, setClock } from '../load/setup.mjs';
import { closeAgents } from '../load/client.mjs';
import { resolveProfile } from '../stack/profiles.mjs';
import { countVotes, drainSeconds } from './checks.mjs';
import { faults } from './faults.mjs';
import { startInfrastructure } from './infrastructure.mjs';
import { recoverySeconds, untilSteady } from './recovery.mjs';
import { startChaosStack } from './stack.mjs';
import { settle, startVoteBurst, voterLedger } from './vote-burst.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const RECOVERY_LIMIT_S = 10;

/**
 * Runs the whole scenario and answers one row per fault and round. `voters` people vote over
 * `connections` loops; `only` names the faults to apply (all by default); `log` receives progress
 * lines, `stackLog` the stack's own output.
 * @param {{ root: string, rounds?: number, voters?: number, connections?: number, steadyMs?: number,
 *   only?: string[],
 *   log?: (line: string) => void, stackLog?: (text: string) => void }} options
 */
export async function runChaos({
  root,
  rounds = 1,
  voters = 24,
  connections = 12,
  steadyMs = 2000,
  only,
  log = () => undefined,
  stackLog,
}) {
  const profile = resolveProfile('chaos');
  const base = `http://127.0.0.1:${profile.gatewayPort}`;
  const work = mkdtempSync(join(tmpdir(), 'encontro-chaos-run-'));
  const say = log;
  let infrastructure;
  let stack;
  try {
    say('starting Postgres, NATS, Redis and S3 of the chaos profile…');
    infrastructure = await startInfrastructure(profile);
    say('starting the stack (--profile=chaos --replicas 2 --no-build)…');
    stack = await startChaosStack({
      root,
      replicas: 2,
      postgresAdminUrl: infrastructure.postgresAdminUrl,
      log: stackLog,
    });
    const databaseUrl = infrastructure.postgresAdminUrl.replace(/\/[^/]*$/, `/${profile.database}`);

    say(`registering ${voters} voters and 3 hosts, a week in the voting phase…`);
    const city = JSON.parse(readFileSync(join(root, 'load', 'scenarios.json'), 'utf8')).city;
    const clockNow = new Date().toISOString();
    const week = await freshWeek({
      base,
      maildev: `http://127.0.0.1:${profile.mailWebPort}`,
      city,
      people: voters,
      stateFile: join(work, 'users.json'),
      log: say,
      clockNow,
    });
    const tuesday = momentOf(week.monday, { day: 2, time: '12:00' });
    await setClock(base, tuesday);
    const ledger = voterLedger(week.people, week.indications);
    const context = { infrastructure, stack, base, photoToken: week.hosts[0].token };
    const settings = { databaseUrl, natsMonitorUrl: infrastructure.natsMonitorUrl };

    const rows = [];
    for (let round = 1; round <= rounds; round += 1) {
      for (const fault of faults.filter((f) => !only || only.includes(f.name))) {
        say(`${fault.name}${rounds > 1 ? ` (round ${round})` : ''}…`);
        const burst = startVoteBurst({ base, ledger, connections });
        await sleep(steadyMs);
        const applied = await fault.apply({ ...context, tally: burst.tally });
        await untilSteady(burst.tally, applied.backAt, steadyMs);
        const tally = await burst.stop();
        await settle(base, ledger);
        const drained = await drainSeconds(settings);
        // The gateway's answer cache follows the read versions: it agrees at once, or was late.
        let counted;
        const deadline = Date.now() + 10_000;
        do counted = await countVotes({ databaseUrl, base, ledger, week: weekOf(new Date(tuesday)).week });
        while (!counted.gatewayAgrees && Date.now() < deadline && (await sleep(500), true));
        const recovery = Math.max(
          recoverySeconds(tally.answers, applied.backAt),
          (applied.recoveryMs ?? 0) / 1000,
        );
        rows.push({
          fault: fault.name,
          round,
          ok: tally.ok,
          refused: tally.refused,
          other: tally.other,
          others: tally.others,
          lost: counted.lost,
          doubled: counted.doubled,
          gatewayAgrees: counted.gatewayAgrees,
          votesIn: counted.votesIn,
          recoverySeconds: Number(recovery.toFixed(1)),
          drainedSeconds: drained === undefined ? undefined : Number(drained.toFixed(1)),
          checks: applied.checks ?? {},
          notes: applied.notes ?? '',
        });
        say(
          `  ok ${tally.ok}, refused ${tally.refused}, other ${tally.other}, lost ${counted.lost}, doubled ${counted.doubled}, recovery ${recovery.toFixed(1)} s, drained ${drained?.toFixed(1) ?? 'NO'} s ${applied.notes ?? ''}`,
        );
      }
    }
    return rows;
  } finally {
    await stack?.stop();
    await infrastructure?.stop();
    closeAgents();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Whether a row meets the issue: no other status, nothing lost or doubled, recovered in time, drained. */
export const rowPasses = (row) =>
  row.other === 0 &&
  row.lost === 0 &&
  row.doubled === 0 &&
  row.gatewayAgrees &&
  row.recoverySeconds <= RECOVERY_LIMIT_S &&
  row.drainedSeconds !== undefined &&
  Object.values(row.checks).every(Boolean);
