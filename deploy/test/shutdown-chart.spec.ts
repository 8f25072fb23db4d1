// Rollouts in the chart: the gateway's preStop sleep (the Service and the ingress drop the pod before
// it stops taking requests), the services' NATS drain (SHUTDOWN_DRAIN_MS), and a grace period that
// covers both (Kubernetes' SIGKILL must never cut a drain).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { APPS, type K8sObject } from './chart-rules.js';
import { chartDir, render, runHelm } from './render.js';

type Pod = {
  terminationGracePeriodSeconds: number;
  containers: { lifecycle?: { preStop?: { sleep?: { seconds: number } } } }[];
};

const component = (o: K8sObject) => o.metadata.labels?.['app.kubernetes.io/component'] ?? '';
const deployments = (objects: K8sObject[]) =>
  new Map(
    objects
      .filter((o) => o.kind === 'Deployment' && (APPS as readonly string[]).includes(component(o)))
      .map((o) => [component(o), (o as unknown as { spec: { template: { spec: Pod } } }).spec.template.spec]),
  );
const drainOf = (objects: K8sObject[]) =>
  new Map(
    objects
      .filter((o) => o.kind === 'ConfigMap' && (APPS as readonly string[]).includes(component(o)))
      .map((o) => [component(o), (o as unknown as { data: Record<string, string> }).data.SHUTDOWN_DRAIN_MS]),
  );

describe('graceful shutdown in the chart', () => {
  let defaults: K8sObject[];
  beforeAll(() => {
    defaults = render();
  });

  it('sleeps in preStop on the gateway only: the services take no traffic through a Service', () => {
    const pods = deployments(defaults);
    expect(pods.size).toBe(APPS.length);
    for (const [app, pod] of pods) {
      const preStop = pod.containers[0]?.lifecycle?.preStop;
      if (app === 'gateway') expect(preStop).toEqual({ sleep: { seconds: 5 } });
      else expect(preStop).toBeUndefined();
    }
  });

  it('gives every app its drain time and a grace period that covers preStop, the drain and the close', () => {
    expect([...drainOf(defaults).values()]).toEqual(APPS.map(() => '10000'));
    for (const pod of deployments(defaults).values())
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(5 + 10 + 5);
  });

  it('takes the preStop sleep and the drain from the values', () => {
    const objects = render([
      '--set',
      'shutdown.preStopSleepSeconds=10',
      '--set',
      'shutdown.drainSeconds=25',
      '--set',
      'terminationGracePeriodSeconds=45',
    ]);
    expect(deployments(objects).get('gateway')?.containers[0]?.lifecycle?.preStop).toEqual({
      sleep: { seconds: 10 },
    });
    expect(new Set(drainOf(objects).values())).toEqual(new Set(['25000']));
  });

  it('refuses a grace period that SIGKILLs the pods mid-drain', () => {
    const result = runHelm([
      'template',
      'x',
      chartDir,
      '--set',
      'shutdown.drainSeconds=30',
      '--set',
      'terminationGracePeriodSeconds=30',
    ]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/terminationGracePeriodSeconds \(30\) must cover .* \(40\)/);
  });
});
