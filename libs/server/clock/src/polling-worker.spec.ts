import { afterEach, describe, expect, it } from '@jest/globals';
import { jobLastSuccess } from '@encontro/server-observability';
import { PollingService, PollingWorker } from './polling-worker.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A pass that waits until the test releases it, counting how many ran and how many overlapped. */
function gatedPass(batches: number[] = []) {
  const state = { runs: 0, active: 0, overlaps: 0, release: () => undefined as void };
  const pass = async () => {
    state.runs += 1;
    state.active += 1;
    if (state.active > 1) state.overlaps += 1;
    await new Promise<void>((resolve) => (state.release = resolve));
    state.active -= 1;
    return batches.shift() ?? 0;
  };
  return { state, pass };
}

describe(PollingWorker.name, () => {
  const workers: PollingWorker[] = [];
  const worker = (pass: () => Promise<number | void>, log = { warn: (_: string) => undefined }) => {
    const w = new PollingWorker({ name: 'teste', intervalMs: 60_000, pass, log });
    workers.push(w);
    return w;
  };
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.stop();
  });

  it('runs a first pass on start and never two passes at once; a wake during a pass runs one more after it', async () => {
    const { state, pass } = gatedPass();
    const w = worker(pass);
    w.start();
    await tick();
    expect(state.runs).toBe(1);
    void w.wake();
    void w.wake();
    await tick();
    expect(state.runs).toBe(1);
    state.release();
    await tick();
    await tick();
    expect(state.runs).toBe(2);
    state.release();
    await tick();
    await tick();
    expect(state.runs).toBe(2);
    expect(state.overlaps).toBe(0);
  });

  it('runs the next pass at once while a pass reports a full batch', async () => {
    let runs = 0;
    const batches = [100, 100, 3];
    const w = worker(async () => {
      runs += 1;
      return batches.shift() ?? 0;
    });
    w.start();
    for (let i = 0; i < 10; i += 1) await tick();
    expect(runs).toBe(4);
  });

  it('logs a failed pass and keeps going', async () => {
    const warnings: string[] = [];
    let runs = 0;
    const w = worker(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('banco fora do ar');
      },
      { warn: (message: string) => void warnings.push(message) },
    );
    w.start();
    await tick();
    expect(warnings).toEqual(['teste: banco fora do ar']);
    await w.wake();
    expect(runs).toBe(2);
  });

  it('keeps running after a pass that fails before it awaits anything', async () => {
    const warnings: string[] = [];
    let runs = 0;
    const w = worker(
      () => {
        runs += 1;
        if (runs === 1) throw new Error('falhou na hora');
        return Promise.resolve();
      },
      { warn: (message: string) => void warnings.push(message) },
    );
    w.start();
    await tick();
    await w.wake();
    await w.wake();
    expect(warnings).toEqual(['teste: falhou na hora']);
    expect(runs).toBe(3);
  });

  it('waits for the pass under way on stop, and runs nothing after it', async () => {
    const { state, pass } = gatedPass([100]);
    const w = worker(pass);
    w.start();
    await tick();
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    expect(w.started).toBe(false);
    state.release();
    await stopping;
    await w.wake();
    w.wakeSoon(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.runs).toBe(1);
  });

  it('wakes a little later from inside a transaction, once however often it is asked', async () => {
    let runs = 0;
    const w = worker(async () => void (runs += 1));
    w.start();
    await tick();
    w.wakeSoon(5);
    w.wakeSoon(5);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(2);
  });

  it("sets its job's last-success time after a successful pass only", async () => {
    const lastSuccess = async () =>
      (await jobLastSuccess.get()).values.find((v) => v.labels.job_name === 'mail_relay')?.value;
    jobLastSuccess.remove({ job_name: 'mail_relay' });
    let fail = true;
    const w = new PollingWorker({
      name: 'teste',
      intervalMs: 60_000,
      job: 'mail_relay',
      pass: async () => {
        if (fail) throw new Error('falhou');
      },
      log: { warn: () => undefined },
    });
    workers.push(w);
    w.start();
    await tick();
    expect(await lastSuccess()).toBeUndefined();
    fail = false;
    const before = Date.now() / 1000;
    await w.wake();
    expect(await lastSuccess()).toBeGreaterThanOrEqual(before - 0.001);
  });
});

describe(PollingService.name, () => {
  class Relay extends PollingService {
    protected readonly worker: PollingWorker;
    constructor(pass: () => Promise<number | void>) {
      super();
      this.worker = new PollingWorker({
        name: 'teste',
        intervalMs: 60_000,
        pass,
        log: { warn: () => undefined },
      });
    }
  }

  it('starts its worker when the application has booted and, on shutdown, waits for the pass under way', async () => {
    const { state, pass } = gatedPass();
    const relay = new Relay(pass);
    relay.onApplicationBootstrap();
    await tick();
    expect(state.runs).toBe(1);
    let stopped = false;
    const stopping = relay.onApplicationShutdown().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    state.release();
    await stopping;
    expect(state.runs).toBe(1);
  });
});
