// A small JSON client for `npm run load`'s set-up: the gateway's API, maildev's API and the dev clock.
// The gateway limits sign-ups and logins per client address; on Linux every 127.x.y.z address reaches
// the loopback interface, so the set-up spreads its sign-ups and logins over 127.0.1.1… as many
// different people would arrive from different addresses. Elsewhere it uses 127.0.0.1 only.
import http from 'node:http';
import net from 'node:net';

const agents = new Map();
let spreadAddresses;

function agentFor(localAddress) {
  const key = localAddress ?? 'default';
  if (!agents.has(key)) agents.set(key, new http.Agent({ keepAlive: true, localAddress }));
  return agents.get(key);
}

/** Whether this machine lets a client bind 127.0.1.x (Linux: yes). */
async function canSpread(base) {
  const { hostname, port } = new URL(base);
  if (!['localhost', '127.0.0.1'].includes(hostname)) return false;
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port || 80), localAddress: '127.0.1.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The source address for the n-th rate-limited call (sign-ups and logins): 127.0.1.1 …127.0.1.250. */
export async function addressFor(base, n) {
  spreadAddresses ??= await canSpread(base);
  return spreadAddresses ? `127.0.1.${1 + (n % 250)}` : undefined;
}

/**
 * One request; resolves { status, body (parsed JSON when it is JSON), text }. `body` is JSON unless
 * `raw` ({ contentType, data }) is given.
 */
export function request(base, method, path, { token, body, raw, localAddress, headers = {} } = {}) {
  const url = new URL(path, base);
  const data = raw ? raw.data : body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: agentFor(localAddress),
        headers: {
          accept: 'application/json',
          ...(data
            ? { 'content-type': raw?.contentType ?? 'application/json', 'content-length': data.length }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, text });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timed out`)));
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}

/** Throws unless the status is one of `ok`. */
export async function must(promise, what, ok = [200, 201]) {
  const response = await promise;
  if (!ok.includes(response.status))
    throw new Error(`${what}: HTTP ${response.status} ${response.text.slice(0, 300)}`);
  return response;
}

/** multipart/form-data of plain fields and files ({ name, filename, contentType, data }). */
export function multipart(fields, files) {
  const boundary = `----encontro-load-${Date.now().toString(36)}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat(parts) };
}

/** Signs in the demo people's Ana (npm start seeds her): her token, or null when no demo stack answers on `base`. */
export async function demoToken(base) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@example.com', password: 'Senha123' }),
  }).catch(() => null);
  return login?.ok ? (await login.json()).token : null;
}

/** Calls `onEvent` with each Server-Sent Events block (the text between blank lines) of `res` as it completes. */
export function onSseEvents(res, onEvent) {
  let buffer = '';
  res.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) onEvent(event);
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a truthy value (or throws after `timeoutMs`). */
export async function waitFor(what, check, timeoutMs = 30_000, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
