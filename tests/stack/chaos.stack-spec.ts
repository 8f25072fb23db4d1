import { serviceNames } from '@encontro/contracts';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECOVERY_LIMIT_S, runChaos } from '../../scripts/chaos/run-chaos.mjs';
import { faults } from '../../scripts/chaos/faults.mjs';
import { assertBuilt } from './support/process-stack.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

type ChaosRow = Awaited<ReturnType<typeof runChaos>>[number];

/**
 * Issue 32 item 3, the short form of `npm run chaos`: `npm start -- --profile=chaos --replicas 2`
 * (the built apps) on a Postgres, NATS, Redis and S3 of the suite's own, a vote burst, and each fault
 * once while it runs: Postgres, NATS and Redis restarted, S3 stopped for 20 s, one replica of each
 * service killed with SIGKILL. The machine's shared Postgres, NATS and Redis are never touched.
 */
describe('faults under load: every vote told it succeeded is counted once, refusals are pt-BR 503s', () => {
  let rows: ChaosRow[] = [];

  beforeAll(async () => {
    assertBuilt([...serviceNames]);
    rows = await runChaos({
      root,
      rounds: 1,
      voters: 20,
      connections: 10,
      steadyMs: 2000,
      log: (line: string) => process.stderr.write(`chaos │ ${line}\n`),
      stackLog: process.env.STACK_LOGS === '1' ? (text: string) => process.stderr.write(text) : undefined,
    });
  }, 300_000);

  it.each(faults.map((fault) => fault.name))('%s', (name) => {
    const row = rows.find((r) => r.fault === name);
    expect(row).toBeDefined();
    const { fault, ok, others, lost, doubled, gatewayAgrees, recoverySeconds, drainedSeconds, checks } = row!;
    expect({ fault, others, lost, doubled, gatewayAgrees, checks }).toEqual({
      fault: name,
      others: [],
      lost: 0,
      doubled: 0,
      gatewayAgrees: true,
      checks: Object.fromEntries(Object.keys(checks).map((check) => [check, true])),
    });
    expect(ok).toBeGreaterThan(0);
    expect(recoverySeconds).toBeLessThanOrEqual(RECOVERY_LIMIT_S);
    expect(drainedSeconds).toBeDefined();
  });
});
