// Creates the release's generated Secrets that are missing, once, inside the cluster; never touches
// one that exists. Run by the chart's pre-install/pre-upgrade hook Job (templates/secrets-hook.yaml)
// in an app image: Node alone, no dependency. `helm template` and GitOps tools render the same
// manifests every time, and no generated value ever appears in them.
//
//   node ensure-secrets.mjs /etc/encontro/plan.json
//
// The plan (rendered by the chart) names the Secrets to ensure: {namespace, labels, secrets: [{group,
// name, legacy?, params?}]}. `legacy` is the Secret an older chart kept the same values in: when it
// exists, its values are carried over instead of new ones (an upgrade keeps every password and key).
// The Kubernetes API is reached with the pod's service-account token (KUBERNETES_SERVICE_HOST/PORT,
// NODE_EXTRA_CA_CERTS=<account dir>/ca.crt); KUBERNETES_API_URL and SERVICE_ACCOUNT_DIR override them.
import { createECDH, generateKeyPairSync, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

/** The apps that get a NATS user of their own (the chart's `encontro.appKeys`). */
export const NATS_USERS = ['gateway', 'identity', 'indication', 'forum', 'support', 'admin', 'notification'];

/**
 * Every group of Secret this script can create, as data: the keys each Secret holds (what workloads
 * may reference), and `kept`, the keys carried over from a legacy Secret (the others derive from them).
 */
export const GROUPS = {
  postgresql: { keys: ['password', 'database-url'], kept: ['password'] },
  redis: { keys: ['password', 'redis-url'], kept: ['password'] },
  minio: { keys: ['root-user', 'root-password'], kept: ['root-user', 'root-password'] },
  'network-hash': { keys: ['network-hash-secret'], kept: ['network-hash-secret'] },
  jwt: { keys: ['private.pem', 'public.pem'], kept: ['private.pem', 'public.pem'] },
  vapid: { keys: ['vapid-public-key', 'vapid-private-key'], kept: ['vapid-public-key', 'vapid-private-key'] },
  unsubscribe: { keys: ['email-unsubscribe-secret'], kept: ['email-unsubscribe-secret'] },
  internal: {
    keys: [...NATS_USERS.map((app) => `nats-${app}-password`), 'caller-context-secret'],
    kept: [],
  },
  // indication-svc's HMAC key of the check-in codes and the reminders' one-tap answers.
  meetup: { keys: ['meetup-secret'], kept: [] },
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Letters and digits only (safe in URLs and in `$(VAR)` expansion), drawn uniformly. */
export const alphanumeric = (length) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/**
 * A NATS user's password: nats-server reads a `$VAR` value as a config token, so one that starts with a
 * digit (`1e5…`, `12345678`) parses as a number and stops the server; a leading letter keeps it a string.
 */
export const natsPassword = () => ALPHANUMERIC[randomInt(52)] + alphanumeric(39);

/** An ES256 pair: PKCS#8 private key (identity-svc) and SPKI public key (the gateway), both PEM. */
export function jwtPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    'private.pem': privateKey.export({ type: 'pkcs8', format: 'pem' }),
    'public.pem': publicKey.export({ type: 'spki', format: 'pem' }),
  };
}

/** A VAPID pair as web-push's generateVAPIDKeys gives it: uncompressed P-256 point and 32-byte d, base64url. */
export function vapidPair() {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const d = curve.getPrivateKey();
  return {
    'vapid-public-key': curve.getPublicKey().toString('base64url'),
    'vapid-private-key': Buffer.concat([Buffer.alloc(32 - d.length), d]).toString('base64url'),
  };
}

/** `{password}` in a URL template, percent-encoded. */
const withPassword = (template, password) =>
  String(template ?? '').replaceAll('{password}', encodeURIComponent(password));

/** New values of a group's kept keys. */
const FRESH = {
  postgresql: () => ({ password: alphanumeric(32) }),
  redis: () => ({ password: alphanumeric(32) }),
  minio: () => ({ 'root-user': alphanumeric(16), 'root-password': alphanumeric(40) }),
  'network-hash': () => ({ 'network-hash-secret': alphanumeric(48) }),
  jwt: jwtPair,
  vapid: vapidPair,
  unsubscribe: () => ({ 'email-unsubscribe-secret': alphanumeric(48) }),
  internal: () => ({
    ...Object.fromEntries(NATS_USERS.map((app) => [`nats-${app}-password`, natsPassword()])),
    'caller-context-secret': alphanumeric(48),
  }),
  meetup: () => ({ 'meetup-secret': alphanumeric(48) }),
};

/** The keys derived from the kept ones (connection URLs embedding a password). */
const DERIVED = {
  postgresql: (kept, params) => ({ 'database-url': withPassword(params.url, kept.password) }),
  redis: (kept, params) => ({ 'redis-url': withPassword(params.url, kept.password) }),
};

/** Every key of `group`: `kept` (carried over) or new values, then the derived keys. */
export function secretData(group, params = {}, kept = undefined) {
  if (!GROUPS[group]) throw new Error(`unknown secret group "${group}"`);
  const base = kept ?? FRESH[group]();
  return { ...base, ...(DERIVED[group]?.(base, params) ?? {}) };
}

/** A tiny client of the Kubernetes API: `request(method, path, body)` → {status, body}. */
export async function kubernetesClient(env = process.env) {
  const accountDir = env.SERVICE_ACCOUNT_DIR ?? '/var/run/secrets/kubernetes.io/serviceaccount';
  const host = env.KUBERNETES_SERVICE_HOST ?? '';
  const base =
    env.KUBERNETES_API_URL ??
    `https://${host.includes(':') ? `[${host}]` : host}:${env.KUBERNETES_SERVICE_PORT ?? '443'}`;
  if (!env.KUBERNETES_API_URL && !host) throw new Error('KUBERNETES_SERVICE_HOST is not set: not in a pod?');
  const token = (await readFile(`${accountDir}/token`, 'utf8')).trim();
  return {
    async request(method, path, body) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let parsed;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: response.status, body: parsed };
    },
  };
}

const secretPath = (namespace, name) =>
  `/api/v1/namespaces/${encodeURIComponent(namespace)}/secrets${name ? `/${encodeURIComponent(name)}` : ''}`;

/** The API's own message of a failed call (a Status object), never a value we sent. */
const failure = (what, response) =>
  new Error(`${what}: HTTP ${response.status}${response.body?.message ? ` (${response.body.message})` : ''}`);

/** The Secret's decoded data, or undefined when it does not exist. */
async function readSecret(client, namespace, name) {
  const response = await client.request('GET', secretPath(namespace, name));
  if (response.status === 404) return undefined;
  if (response.status !== 200) throw failure(`reading Secret ${name}`, response);
  return Object.fromEntries(
    Object.entries(response.body?.data ?? {}).map(([key, value]) => [
      key,
      Buffer.from(value, 'base64').toString('utf8'),
    ]),
  );
}

/**
 * Creates each Secret of the plan that does not exist; returns one line per Secret saying what was
 * done (names only: no value is ever printed).
 */
export async function ensureSecrets(plan, client) {
  const report = [];
  for (const entry of plan.secrets ?? []) {
    const { group, name, legacy, params = {} } = entry;
    const declared = GROUPS[group];
    if (!declared) throw new Error(`unknown secret group "${group}" for Secret ${name}`);
    if (await readSecret(client, plan.namespace, name)) {
      report.push(`Secret ${name}: exists, kept as it is`);
      continue;
    }
    let kept;
    let origin = 'generated';
    if (legacy && declared.kept.length) {
      const old = await readSecret(client, plan.namespace, legacy);
      if (old && declared.kept.every((key) => old[key])) {
        kept = Object.fromEntries(declared.kept.map((key) => [key, old[key]]));
        origin = `values carried over from Secret ${legacy}`;
      }
    }
    const secret = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: {
        name,
        namespace: plan.namespace,
        labels: { ...(plan.labels ?? {}), 'app.kubernetes.io/component': group },
        annotations: {
          'encontro.app/generated-by': plan.generatedBy ?? 'ensure-secrets',
          'encontro.app/rotate':
            'delete this Secret: the next helm upgrade makes a new one (see deploy/README.md)',
        },
      },
      type: 'Opaque',
      stringData: secretData(group, params, kept),
    };
    const created = await client.request('POST', secretPath(plan.namespace), secret);
    if (created.status === 409) {
      report.push(`Secret ${name}: created meanwhile by someone else, kept as it is`);
      continue;
    }
    if (created.status !== 201 && created.status !== 200) throw failure(`creating Secret ${name}`, created);
    report.push(`Secret ${name}: created (${origin})`);
  }
  return report;
}

async function main(planPath) {
  if (!planPath) throw new Error('usage: node ensure-secrets.mjs <plan.json>');
  const plan = JSON.parse(await readFile(planPath, 'utf8'));
  const client = await kubernetesClient();
  for (const line of await ensureSecrets(plan, client)) console.log(line);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv[2]).catch((error) => {
    console.error(`ensure-secrets: ${error.message}`);
    process.exitCode = 1;
  });
}
