import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ConfigError, baseEnvSchema, databaseEnvSchema, loadConfig, maskSecrets } from './load-config.js';

describe(loadConfig.name, () => {
  it('names the missing variable', () => {
    expect(() => loadConfig(databaseEnvSchema, {})).toThrow(ConfigError);
    expect(() => loadConfig(databaseEnvSchema, {})).toThrow(/DATABASE_URL/);
  });

  it('names a bad value', () => {
    expect(() => loadConfig(baseEnvSchema, { HTTP_PORT: 'abc' })).toThrow(/HTTP_PORT/);
  });

  it('fills defaults and coerces numbers and flags', () => {
    const config = loadConfig(baseEnvSchema.extend({ X: z.string().default('y') }), {
      HTTP_PORT: '4001',
      DEV_CLOCK_ENABLED: 'true',
    });
    expect(config.HTTP_PORT).toBe(4001);
    expect(config.DEV_CLOCK_ENABLED).toBe(true);
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
  });

  it('masks secrets for logging', () => {
    expect(maskSecrets({ a: 'x', secret: 's' }, ['secret'])).toEqual({ a: 'x', secret: '***' });
  });
});
