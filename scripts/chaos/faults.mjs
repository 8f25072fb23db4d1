// The faults of issue 32 item 3, each applied to the chaos run's own processes. `apply` resolves once
// the dependency is back (`backAt`, performance.now()), with what it saw on the way (`notes`, `checks`).
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { multipart } from '../load/client.mjs';
import { getClock } from '../load/setup.mjs';
import { services } from '../stack/profiles.mjs';
import { call, isCleanRefusal } from './vote-burst.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (body) => ({ body: JSON.stringify(body), contentType: 'application/json' });
const seconds = (ms) => Number((ms / 1000).toFixed(1));
export const S3_OUTAGE_MS = 20_000;

/** A profile photo upload (the gateway writes it to S3 first): the answer. */
async function uploadPhoto(base, token) {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const form = multipart({}, [
    { name: 'photo', filename: 'perfil.png', contentType: 'image/png', data: png },
  ]);
  return call(base, 'POST', '/api/profile/photo', { token, body: form.data, contentType: form.contentType });
}

const ready = (port) =>
  fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

export const faults = [
  {
    name: 'Postgres restart',
    apply: async ({ infrastructure }) => {
      await infrastructure.postgres.restart();
      return { backAt: performance.now() };
    },
  },
  {
    name: 'NATS restart',
    apply: async ({ infrastructure }) => {
      await infrastructure.nats.stop();
      await infrastructure.nats.start();
      return { backAt: performance.now() };
    },
  },
  {
    name: 'Redis restart',
    apply: async ({ infrastructure, base }) => {
      const clock = await getClock(base);
      await infrastructure.redis.stop();
      await infrastructure.redis.start();
      const backAt = performance.now();
      // The dev clock's instant lives in this Redis (for processes started later: the successors of
      // the kill -9 fault), which restarts empty: stored again, as `POST /api/dev/clock` does.
      while ((await call(base, 'POST', '/api/dev/clock', { ...json({ now: clock }) })).status !== 200)
        await sleep(250);
      return { backAt };
    },
  },
  {
    name: `S3 stopped ${S3_OUTAGE_MS / 1000} s`,
    apply: async ({ infrastructure, base, photoToken }) => {
      const stoppedAt = performance.now();
      await infrastructure.s3.stop();
      const during = await uploadPhoto(base, photoToken);
      await sleep(Math.max(0, S3_OUTAGE_MS - (performance.now() - stoppedAt)));
      await infrastructure.s3.start();
      const backAt = performance.now();
      let after;
      do {
        after = await uploadPhoto(base, photoToken);
        if (after.status !== 200) await sleep(250);
      } while (after.status !== 200 && performance.now() - backAt < 15_000);
      const uploadBack = after.endedAt - backAt;
      return {
        backAt,
        recoveryMs: uploadBack,
        checks: {
          uploadRefusedCleanly: isCleanRefusal(during),
          uploadSucceededAfter: after.status === 200,
        },
        notes: `upload during the outage: ${during.status} in ${seconds(during.endedAt - during.startedAt)} s; after: ${after.status} ${seconds(uploadBack)} s after S3 was back`,
      };
    },
  },
  {
    name: 'kill -9 one replica of each service',
    apply: async ({ stack, tally }) => {
      const before = stack.apps();
      const victims = services.map((service) => `${service.name}#2`);
      for (const name of victims) process.kill(before[name].pid, 'SIGKILL');
      const killedAt = performance.now();
      // The other replicas serve meanwhile; the launcher starts each successor 2 s after the death.
      let successors = false;
      while (!successors && performance.now() - killedAt < 60_000) {
        await sleep(250);
        const now = stack.apps();
        const replaced = victims.map((name) => now[name]);
        successors =
          replaced.every((app, i) => app && app.pid !== before[victims[i]].pid) &&
          (await Promise.all(replaced.map((app) => ready(app.http_port)))).every(Boolean);
      }
      const servedMeanwhile = tally.answers.filter((a) => a.outcome === 'ok' && a.endedAt > killedAt).length;
      return {
        backAt: killedAt,
        checks: { successorsReady: successors, votesServedMeanwhile: servedMeanwhile > 0 },
        notes: `successors ready ${seconds(performance.now() - killedAt)} s after the kill; ${servedMeanwhile} votes served by the other replicas meanwhile`,
      };
    },
  },
];
