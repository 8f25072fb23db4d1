// Secrets with `helm template` (issue 29): the chart renders the same manifests every time and no
// generated value; a pre-install/pre-upgrade hook Job (files/ensure-secrets.mjs) creates each
// generated Secret once, inside the cluster. Every Secret a workload references is rendered, created
// by that Job, or one the operator named.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type K8sObject } from './chart-rules.js';
import { chartDir, haValues, render, runHelm } from './render.js';

type Plan = { secrets: { group: string; name: string; legacy?: string; params?: Record<string, string> }[] };
type ScriptModule = { GROUPS: Record<string, { keys: string[] }> };
type Ref = { name: string; key: string; optional?: boolean };

const HOOK = 'ensure-secrets';
const component = (o: K8sObject) => o.metadata.labels?.['app.kubernetes.io/component'];
const templateOutput = (args: string[]) => {
  const result = runHelm(['template', 'encontro', chartDir, '--namespace', 'encontro', ...args]);
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout;
};
const planOf = (objects: K8sObject[]) =>
  JSON.parse(
    (
      objects.find((o) => o.kind === 'ConfigMap' && component(o) === HOOK) as unknown as {
        data: Record<string, string>;
      }
    ).data['plan.json'] ?? '',
  ) as Plan;

/** Every secretKeyRef of every pod template and pod, with where it is. */
function secretRefs(objects: K8sObject[]): (Ref & { in: string })[] {
  const refs: (Ref & { in: string })[] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, where));
    else if (value && typeof value === 'object') {
      const ref = (value as { secretKeyRef?: Ref }).secretKeyRef;
      if (ref) refs.push({ ...ref, in: where });
      Object.values(value).forEach((v) => walk(v, where));
    }
  };
  for (const o of objects) walk(o, `${o.kind}/${o.metadata.name}`);
  return refs;
}

/** Keys of the Secrets the chart renders, by name. */
const renderedSecrets = (objects: K8sObject[]) =>
  new Map(
    objects
      .filter((o) => o.kind === 'Secret')
      .map((o) => [
        o.metadata.name,
        Object.keys({
          ...((o as { stringData?: object }).stringData ?? {}),
          ...((o as { data?: object }).data ?? {}),
        }),
      ]),
  );

describe('secrets with helm template', () => {
  let script: ScriptModule;
  let defaults: K8sObject[];

  beforeAll(async () => {
    script = (await import(join(chartDir, 'files', 'ensure-secrets.mjs'))) as ScriptModule;
    defaults = render();
  });

  it.each([
    ['the default values', []],
    ['the external-services HA values', ['-f', haValues]],
  ])('renders byte-identical manifests twice with %s', (_label, args) => {
    const first = templateOutput(args);
    expect(templateOutput(args)).toBe(first);
  });

  it('has no lookup nor random or key generation left in the templates', () => {
    const templates = join(chartDir, 'templates');
    const files = readdirSync(templates, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    // Inside template actions only (comments aside), where a call would run.
    const actions = (text: string) =>
      [...text.matchAll(/\{\{-?([\s\S]*?)-?\}\}/g)].map((m) => m[1] ?? '').filter((a) => !/^\s*\/\*/.test(a));
    const forbidden =
      /\b(lookup|randAlphaNum|randAlpha|randNumeric|randAscii|randBytes|genPrivateKey|genCA|genSelfSignedCert\w*|genSignedCert\w*|uuidv4)\b/g;
    const found = files.flatMap((file) =>
      actions(readFileSync(file, 'utf8')).flatMap((action) =>
        [...action.matchAll(forbidden)].map((m) => `${file.slice(templates.length + 1)}: ${m[1]}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('renders no generated value: no Secret of the release holds a password or key it did not get', () => {
    const secrets = renderedSecrets(defaults);
    expect(secrets.get('encontro-connections')?.sort()).toEqual(['nats-url', 'smtp-url']);
    const generatedKeys = new Set(Object.values(script.GROUPS).flatMap((g) => g.keys));
    expect(
      [...secrets].flatMap(([name, keys]) =>
        keys.filter((k) => generatedKeys.has(k)).map((k) => `${name}/${k}`),
      ),
    ).toEqual([]);
    const text = templateOutput([]);
    expect(text).not.toMatch(/BEGIN (EC )?PRIVATE KEY|BEGIN CERTIFICATE/);
    // The checksums hash values only: the same for every render, whatever the Job generated.
    const checksums = defaults
      .filter((o) => o.kind === 'Deployment')
      .map(
        (o) =>
          (o as unknown as { spec: { template: { metadata: { annotations: Record<string, string> } } } }).spec
            .template.metadata.annotations['checksum/secrets'],
      );
    expect(new Set(checksums).size).toBe(1);
  });

  it('runs the hook Job, its ServiceAccount, Role, RoleBinding and ConfigMap before the migrations', () => {
    const hook = defaults.filter((o) => component(o) === HOOK);
    expect(hook.map((o) => o.kind).sort()).toEqual([
      'ConfigMap',
      'Job',
      'Role',
      'RoleBinding',
      'ServiceAccount',
    ]);
    const weight = (o: K8sObject) => Number(o.metadata.annotations?.['helm.sh/hook-weight']);
    for (const o of hook)
      expect(o.metadata.annotations).toMatchObject({
        'helm.sh/hook': 'pre-install,pre-upgrade',
        'helm.sh/hook-delete-policy': 'before-hook-creation,hook-succeeded',
      });
    const job = hook.find((o) => o.kind === 'Job') as K8sObject;
    for (const o of hook.filter((x) => x.kind !== 'Job')) expect(weight(o)).toBeLessThan(weight(job));
    const migrations = defaults.filter((o) => component(o) === 'migrations');
    expect(migrations.length).toBeGreaterThan(0);
    for (const o of migrations) expect(weight(o)).toBeGreaterThan(weight(job));
  });

  it('lets the Job read only the Secrets it ensures (and the older ones it carries over) and create Secrets', () => {
    const plan = planOf(defaults);
    const role = defaults.find((o) => o.kind === 'Role' && component(o) === HOOK) as unknown as {
      rules: { resources: string[]; verbs: string[]; resourceNames?: string[] }[];
    };
    const names = plan.secrets.flatMap((s) => [s.name, ...(s.legacy ? [s.legacy] : [])]);
    expect(role.rules).toEqual([
      { apiGroups: [''], resources: ['secrets'], verbs: ['get'], resourceNames: [...new Set(names)] },
      { apiGroups: [''], resources: ['secrets'], verbs: ['create'] },
    ]);
    const binding = defaults.find((o) => o.kind === 'RoleBinding' && component(o) === HOOK) as unknown as {
      roleRef: { name: string };
      subjects: { name: string }[];
    };
    expect(binding.roleRef.name).toBe('encontro-ensure-secrets');
    expect(binding.subjects).toEqual([
      { kind: 'ServiceAccount', name: 'encontro-ensure-secrets', namespace: 'encontro' },
    ]);
    // A short-lived projected token, the cluster CA for NODE_EXTRA_CA_CERTS, the script from the ConfigMap.
    const pod = (
      defaults.find((o) => o.kind === 'Job' && component(o) === HOOK) as unknown as {
        spec: { template: { spec: Record<string, unknown> & { containers: Record<string, unknown>[] } } };
      }
    ).spec.template.spec;
    expect(pod).toMatchObject({
      serviceAccountName: 'encontro-ensure-secrets',
      automountServiceAccountToken: false,
    });
    expect(pod.containers[0]).toMatchObject({
      command: ['node', '/etc/encontro/ensure-secrets.mjs', '/etc/encontro/plan.json'],
      image: 'ghcr.io/encontro/gateway:0.1.0',
      env: expect.arrayContaining([
        { name: 'NODE_EXTRA_CA_CERTS', value: '/var/run/secrets/kubernetes.io/serviceaccount/ca.crt' },
      ]),
    });
    expect(JSON.stringify(pod.volumes)).toContain(
      '"serviceAccountToken":{"path":"token","expirationSeconds":600}',
    );
  });

  describe('every Secret a workload references exists', () => {
    /** The references no render, Job or operator provides (optional ones aside). */
    const unprovided = (objects: K8sObject[], operatorSecrets: string[] = []) => {
      const rendered = renderedSecrets(objects);
      const created = new Map(
        planOf(objects).secrets.map((s) => [s.name, script.GROUPS[s.group]?.keys ?? []]),
      );
      return secretRefs(objects)
        .filter((ref) => !ref.optional && !operatorSecrets.includes(ref.name))
        .filter((ref) => !(rendered.get(ref.name) ?? created.get(ref.name) ?? []).includes(ref.key))
        .map((ref) => `${ref.in}: ${ref.name}/${ref.key}`);
    };

    it('with the default values: rendered by the chart or created by the hook Job', () => {
      expect(unprovided(defaults)).toEqual([]);
      // …and the generated ones really come from the Job: nothing renders them.
      const plan = planOf(defaults);
      expect(plan.secrets.map((s) => s.group).sort()).toEqual([
        'internal',
        'jwt',
        'meetup',
        'minio',
        'network-hash',
        'postgresql',
        'redis',
        'unsubscribe',
        'vapid',
      ]);
      for (const { name } of plan.secrets) expect(renderedSecrets(defaults).has(name)).toBe(false);
    });

    it('with the HA values: the operator’s existing Secrets, and only the internal and meetup ones generated', () => {
      const ha = render(['-f', haValues]);
      expect(
        unprovided(ha, [
          'encontro-database',
          'encontro-redis',
          'encontro-s3',
          'encontro-smtp',
          'encontro-jwt',
          'encontro-notifications',
          'encontro-gateway',
        ]),
      ).toEqual([]);
      expect(planOf(ha).secrets.map((s) => s.group)).toEqual(['internal', 'meetup']);
    });

    it('with every value given: rendered the same every time, and the Job generates only what is missing', () => {
      const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const dir = mkdtempSync(join(tmpdir(), 'chart-jwt-'));
      const pemFile = (pem: string | Buffer) => {
        const file = join(dir, `${readdirSync(dir).length}.pem`);
        writeFileSync(file, pem);
        return file;
      };
      const given = [
        '--set',
        'postgresql.password=pg pass@1',
        '--set',
        'redis.password=redis-pass',
        '--set',
        'minio.rootUser=minio-user',
        '--set',
        'minio.rootPassword=minio-password',
        '--set',
        'gateway.networkHashSecret=a-network-hash-secret-of-our-own-0123456789',
        '--set',
        'notifications.emailUnsubscribeSecret=an-unsubscribe-secret-0123',
        '--set-file',
        `jwt.privateKey=${pemFile(keys.privateKey.export({ type: 'pkcs8', format: 'pem' }))}`,
        '--set-file',
        `jwt.publicKey=${pemFile(keys.publicKey.export({ type: 'spki', format: 'pem' }))}`,
      ];
      const objects = render(given);
      expect(unprovided(objects)).toEqual([]);
      expect(templateOutput(given)).toBe(templateOutput(given));
      expect(planOf(objects).secrets.map((s) => s.group)).toEqual(['internal', 'meetup', 'vapid']);
      const data = (name: string) =>
        (
          objects.find((o) => o.kind === 'Secret' && o.metadata.name === name) as unknown as {
            stringData: Record<string, string>;
          }
        ).stringData;
      expect(data('encontro-connections')).toMatchObject({
        'database-url': 'postgresql://encontro:pg%20pass%401@encontro-postgresql:5432/encontro',
        'redis-url': 'redis://:redis-pass@encontro-redis:6379/0',
        'network-hash-secret': 'a-network-hash-secret-of-our-own-0123456789',
      });
      expect(data('encontro-postgresql')).toEqual({ password: 'pg pass@1' });
      expect(data('encontro-minio')).toEqual({
        'root-user': 'minio-user',
        'root-password': 'minio-password',
      });
      expect(Object.keys(data('encontro-jwt'))).toEqual(['private.pem', 'public.pem']);
    });

    it('before the first install, the migration Jobs reference no Secret the install itself makes', () => {
      // External database: the migrations run pre-install, when only hook objects and the operator's Secrets exist.
      const args = [
        '--set',
        'postgresql.enabled=false',
        '--set',
        'externalDatabase.url=postgresql://encontro:x@db:5432/encontro',
        '--set',
        'notifications.emailUnsubscribeSecret=an-unsubscribe-secret-0123',
      ];
      const objects = render(args);
      const hookSecrets = objects.filter(
        (o) => o.kind === 'Secret' && o.metadata.annotations?.['helm.sh/hook']?.includes('pre-install'),
      );
      const created = planOf(objects).secrets.map((s) => s.name);
      const jobs = objects.filter((o) => o.kind === 'Job' && component(o) === 'migrations');
      expect(jobs[0]?.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
      const refs = secretRefs(jobs).filter((r) => !r.optional);
      expect(refs.length).toBeGreaterThan(0);
      expect(
        refs.filter((r) => !created.includes(r.name) && !hookSecrets.some((s) => s.metadata.name === r.name)),
      ).toEqual([]);
      expect(refs.filter((r) => r.key === 'email-unsubscribe-secret').map((r) => r.name)).toEqual([
        'encontro-migrations',
        'encontro-migrations',
      ]);
    });
  });

  it('gives indication-svc and its migration Job, and no other app, the generated meetup secret', () => {
    const meetupRefs = secretRefs(defaults).filter((r) => r.key === 'meetup-secret');
    expect(meetupRefs.every((r) => r.name === 'encontro-meetup')).toBe(true);
    expect(meetupRefs.map((r) => r.in).sort()).toEqual([
      'Deployment/encontro-indication-svc',
      'Job/encontro-indication-svc-migrate',
    ]);
  });

  it('tells the Job where an older chart kept each generated value (carried over on upgrade)', () => {
    expect(Object.fromEntries(planOf(defaults).secrets.map((s) => [s.name, s.legacy ?? null]))).toEqual({
      'encontro-internal': null,
      'encontro-jwt-keys': 'encontro-jwt',
      'encontro-meetup': null,
      'encontro-minio-auth': 'encontro-minio',
      'encontro-network-hash': 'encontro-connections',
      'encontro-postgresql-auth': 'encontro-postgresql',
      'encontro-redis-auth': 'encontro-redis',
      'encontro-unsubscribe': 'encontro-notifications',
      'encontro-vapid-keys': 'encontro-notifications',
    });
  });

  it('refuses half a MinIO root account', () => {
    const result = runHelm(['template', 'x', chartDir, '--set', 'minio.rootUser=someone']);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/minio.rootUser and minio.rootPassword go together/);
  });
});
