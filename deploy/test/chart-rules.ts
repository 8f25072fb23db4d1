// The chart's rules, checked on rendered objects (the output of `helm template`, parsed). Pure
// functions: the specs render the chart, call checkChart and expect no violation — and call it on
// objects they broke on purpose to prove each rule bites.
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPod } from 'kubernetes-models/v1/Pod';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { serviceNames } from '@encontro/contracts';

/** The seven apps, by their `app.kubernetes.io/component` label (the names they run as). */
export const APPS = serviceNames;

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [key: string]: unknown;
};

export type Violation = { object: string; rule: string; message: string };

export type CheckOptions = {
  /** Production-like install: every app runs ≥ 2 replicas spread by pod anti-affinity. */
  highAvailability?: boolean;
};

const COMPONENT = 'app.kubernetes.io/component';
const id = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;
const ofKind = <T>(objects: K8sObject[], kind: string) =>
  objects.filter((o) => o.kind === kind) as unknown as T[];
const component = (o: { metadata?: { labels?: Record<string, string> } }) => o.metadata?.labels?.[COMPONENT];

/** A workload's pod spec and labels, whatever holds them. */
type PodHolder = { object: K8sObject; spec: IPodSpec; labels: Record<string, string>; longRunning: boolean };

function podHolders(objects: K8sObject[]): PodHolder[] {
  const holders: PodHolder[] = [];
  for (const o of objects) {
    if (o.kind === 'Deployment' || o.kind === 'StatefulSet' || o.kind === 'Job') {
      const template = (o as unknown as IDeployment | IStatefulSet | IJob).spec?.template;
      if (template?.spec)
        holders.push({
          object: o,
          spec: template.spec,
          labels: template.metadata?.labels ?? {},
          longRunning: o.kind !== 'Job',
        });
    } else if (o.kind === 'Pod') {
      const pod = o as unknown as IPod;
      if (pod.spec)
        holders.push({ object: o, spec: pod.spec, labels: pod.metadata?.labels ?? {}, longRunning: false });
    }
  }
  return holders;
}

const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([k, v]) => labels[k] === v);

function checkContainer(
  holder: PodHolder,
  container: IContainer,
  report: (rule: string, message: string) => void,
) {
  const pod = holder.spec.securityContext ?? {};
  const sc = container.securityContext ?? {};
  const where = `container ${container.name}`;
  if ((sc.runAsNonRoot ?? pod.runAsNonRoot) !== true)
    report('non-root', `${where}: runAsNonRoot is not true`);
  if ((sc.runAsUser ?? pod.runAsUser) === 0) report('non-root', `${where}: runs as UID 0`);
  if (sc.readOnlyRootFilesystem !== true) report('read-only-root', `${where}: root filesystem is writable`);
  if (sc.allowPrivilegeEscalation !== false)
    report('no-privilege-escalation', `${where}: allowPrivilegeEscalation is not false`);
  if (sc.privileged === true) report('no-privilege-escalation', `${where}: privileged`);
  if (!sc.capabilities?.drop?.includes('ALL'))
    report('capabilities', `${where}: does not drop ALL capabilities`);
  if (sc.capabilities?.add?.length)
    report('capabilities', `${where}: adds ${sc.capabilities.add.join(', ')}`);
  if ((sc.seccompProfile ?? pod.seccompProfile)?.type !== 'RuntimeDefault')
    report('seccomp', `${where}: seccomp profile is not RuntimeDefault`);

  const resources = container.resources ?? {};
  for (const kind of ['requests', 'limits'] as const)
    for (const resource of ['cpu', 'memory'])
      if (resources[kind]?.[resource] === undefined)
        report('resources', `${where}: no ${resource} ${kind === 'limits' ? 'limit' : 'request'}`);

  if (/:latest$/.test(container.image ?? '') || !container.image)
    report('image', `${where}: image "${container.image ?? ''}" is not pinned`);

  const env = container.env ?? [];
  for (const entry of env) {
    if (entry.name === 'DEV_CLOCK_ENABLED' && entry.value !== 'false')
      report('dev-clock', `${where}: DEV_CLOCK_ENABLED is "${entry.value ?? '(from a reference)'}"`);
  }
  if (isApp(holder.object)) {
    const last = (name: string) => [...env].reverse().find((e) => e.name === name);
    if (last('NODE_ENV')?.value !== 'production') report('dev-clock', `${where}: NODE_ENV is not production`);
    if (last('DEV_CLOCK_ENABLED')?.value !== 'false')
      report('dev-clock', `${where}: DEV_CLOCK_ENABLED=false is not set explicitly`);
  }

  if (holder.longRunning) {
    for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe'] as const) {
      const value = container[probe];
      if (!value) {
        report('probes', `${where}: no ${probe}`);
        continue;
      }
      if (isApp(holder.object)) {
        const path = value.httpGet?.path ?? '';
        if (!path.startsWith('/health'))
          report('probes', `${where}: ${probe} does not ask /health (${path})`);
      }
    }
  }
}

/** The apps' Deployments and their migration Jobs (the bundled dependencies are not apps). */
const isApp = (o: K8sObject) =>
  (o.kind === 'Deployment' && (APPS as readonly string[]).includes(component(o) ?? '')) ||
  (o.kind === 'Job' && component(o) === 'migrations');

/** Every rule the chart promises; an empty list means the rendered objects keep them all. */
export function checkChart(objects: K8sObject[], options: CheckOptions = {}): Violation[] {
  const violations: Violation[] = [];
  const reportOn = (o: K8sObject) => (rule: string, message: string) =>
    violations.push({ object: id(o), rule, message });

  const deployments = ofKind<IDeployment & K8sObject>(objects, 'Deployment');
  const pdbs = ofKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget');
  const policies = ofKind<INetworkPolicy>(objects, 'NetworkPolicy');
  const hpas = ofKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler');

  for (const app of APPS)
    if (!deployments.some((d) => component(d) === app))
      violations.push({ object: `Deployment/${app}`, rule: 'apps', message: `no Deployment for ${app}` });

  for (const holder of podHolders(objects)) {
    const report = reportOn(holder.object);
    if (holder.spec.automountServiceAccountToken !== false)
      report('service-account', 'the pod mounts a service account token');
    if (holder.longRunning && !holder.spec.serviceAccountName)
      report('service-account', 'the pod runs as the default service account');
    if (holder.spec.hostNetwork || holder.spec.hostPID || holder.spec.hostIPC)
      report('host-namespaces', 'the pod shares a host namespace');
    for (const container of [...(holder.spec.initContainers ?? []), ...holder.spec.containers])
      checkContainer(holder, container, report);
  }

  for (const account of ofKind<IServiceAccount & K8sObject>(objects, 'ServiceAccount'))
    if (account.automountServiceAccountToken !== false)
      reportOn(account)('service-account', 'automountServiceAccountToken is not false');

  for (const map of ofKind<IConfigMap & K8sObject>(objects, 'ConfigMap'))
    for (const name of ['NODE_ENV', 'DEV_CLOCK_ENABLED'])
      if (map.data && name in map.data)
        reportOn(map)('dev-clock', `sets ${name} (only the container env may)`);

  for (const deployment of deployments) {
    const report = reportOn(deployment);
    const labels = deployment.spec?.template.metadata?.labels ?? {};
    if (!pdbs.some((p) => selects(p.spec?.selector?.matchLabels, labels)))
      report('pdb', 'no PodDisruptionBudget selects its pods');
    const policy = policies.find((p) => selects(p.spec?.podSelector?.matchLabels, labels));
    if (!policy) report('network-policy', 'no NetworkPolicy selects its pods');
    else {
      const types = policy.spec?.policyTypes ?? [];
      if (!types.includes('Ingress') || !types.includes('Egress'))
        report('network-policy', 'its NetworkPolicy does not restrict both ingress and egress');
      for (const rule of policy.spec?.egress ?? [])
        if (!rule.ports?.length) report('network-policy', 'an egress rule allows every port');
      if (component(deployment) !== 'gateway')
        for (const rule of policy.spec?.ingress ?? [])
          if (!rule.from?.length) report('network-policy', 'a service accepts traffic from anywhere');
    }
    if (isApp(deployment)) {
      const annotations = deployment.spec?.template.metadata?.annotations ?? {};
      for (const key of ['checksum/config', 'checksum/secrets'])
        if (!annotations[key]) report('config-checksum', `no ${key} annotation on the pod template`);
    }
    if (options.highAvailability) {
      const hpa = hpas.find((h) => h.spec?.scaleTargetRef.name === deployment.metadata.name);
      const replicas = hpa ? (hpa.spec?.minReplicas ?? 1) : (deployment.spec?.replicas ?? 1);
      if (replicas < 2) report('high-availability', `runs ${replicas} replica(s)`);
      const anti = deployment.spec?.template.spec?.affinity?.podAntiAffinity;
      if (
        !anti?.requiredDuringSchedulingIgnoredDuringExecution?.length &&
        !anti?.preferredDuringSchedulingIgnoredDuringExecution?.length
      )
        report('high-availability', 'no pod anti-affinity');
    }
  }
  if (!hpas.some((h) => h.spec?.scaleTargetRef.name.endsWith('-gateway')))
    violations.push({
      object: 'HorizontalPodAutoscaler/gateway',
      rule: 'hpa',
      message: 'the gateway does not autoscale',
    });

  for (const ingress of ofKind<IIngress & K8sObject>(objects, 'Ingress')) {
    const tlsHosts = new Set((ingress.spec?.tls ?? []).flatMap((t) => t.hosts ?? []));
    for (const rule of ingress.spec?.rules ?? [])
      if (!rule.host || !tlsHosts.has(rule.host))
        reportOn(ingress)('ingress-tls', `host ${rule.host ?? '*'} has no TLS`);
  }
  return violations;
}

/** Minimal structural check of the CRD objects kubernetes-models has no model for. */
export function checkServiceMonitor(o: K8sObject): string[] {
  const spec = o.spec as
    | { selector?: { matchLabels?: Record<string, string> }; endpoints?: { port?: string; path?: string }[] }
    | undefined;
  const problems: string[] = [];
  if (!spec?.selector?.matchLabels || Object.keys(spec.selector.matchLabels).length === 0)
    problems.push('spec.selector.matchLabels is empty');
  if (!spec?.endpoints?.length) problems.push('spec.endpoints is empty');
  for (const endpoint of spec?.endpoints ?? []) if (!endpoint.port) problems.push('an endpoint has no port');
  return problems;
}
