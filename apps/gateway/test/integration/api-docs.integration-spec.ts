import { afterEach, describe, expect, it } from '@jest/globals';
import { testEnv } from '@encontro/testing';
import { generateKeyPairSync } from 'node:crypto';
import { apiDocsEnabled, loadGatewayConfig } from '../../src/config.js';
import { type GatewayUnderTest, startGatewayUnderTest } from '../support/gateway-under-test.js';

/** What a production gateway needs besides NODE_ENV (its own caller-context key). */
const PRODUCTION = {
  NODE_ENV: 'production',
  CALLER_CONTEXT_SECRET: 'api-docs-test-caller-context-secret-0123456789',
};

describe('the API docs (Swagger UI at /api/docs, the OpenAPI document at /api/docs/openapi.json)', () => {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let gateway: GatewayUnderTest | undefined;

  const start = async (env: Record<string, string>) => {
    gateway = await startGatewayUnderTest({ name: 'gw-docs', natsUrl: testEnv.natsUrl, publicKey, env });
    return gateway;
  };
  const statuses = async ({ base }: GatewayUnderTest) =>
    Promise.all(
      ['/api/docs', '/api/docs/openapi.json'].map(async (path) => (await fetch(`${base}${path}`)).status),
    );

  afterEach(async () => {
    await gateway?.stop();
    gateway = undefined;
  });

  it('are not served in production: both paths answer 404', async () => {
    expect(await statuses(await start(PRODUCTION))).toEqual([404, 404]);
  });

  it('are served in production when API_DOCS_ENABLED=true', async () => {
    const running = await start({ ...PRODUCTION, API_DOCS_ENABLED: 'true' });
    expect(await statuses(running)).toEqual([200, 200]);
  });

  it('are served outside production, where the suites and fuzzers read the document', async () => {
    const running = await start({});
    expect(await statuses(running)).toEqual([200, 200]);
    const document = (await (await fetch(`${running.base}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(document.paths).toHaveProperty(['/api/login']);
    expect(await (await fetch(`${running.base}/api/docs`)).text()).toMatch(/swagger/i);
  });

  it('can be switched off outside production, and refuses a value that is not a flag', () => {
    const config = (env: Record<string, string>) =>
      loadGatewayConfig({
        JWT_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        NETWORK_HASH_SECRET: 'api-docs-test-network-hash-secret-0123456789',
        ...env,
      });
    expect(apiDocsEnabled(config({}))).toBe(true);
    expect(apiDocsEnabled(config({ API_DOCS_ENABLED: 'false' }))).toBe(false);
    expect(apiDocsEnabled(config({ ...PRODUCTION }))).toBe(false);
    expect(apiDocsEnabled(config({ ...PRODUCTION, API_DOCS_ENABLED: '1' }))).toBe(true);
    expect(() => config({ API_DOCS_ENABLED: 'yes' })).toThrow(/API_DOCS_ENABLED/);
  });
});
