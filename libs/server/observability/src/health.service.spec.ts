import { describe, expect, it, jest } from '@jest/globals';
import type { HealthCheck } from './health.checks.js';
import { HealthService } from './health.service.js';
import { ShutdownState } from './shutdown.js';

const passing = (name: string): HealthCheck => ({ name, check: async () => undefined });
const failing = (name: string, message: string): HealthCheck => ({
  name,
  check: async () => {
    throw new Error(message);
  },
});

const healthOf = (checks: HealthCheck[], shutdown = new ShutdownState()) =>
  new HealthService(checks, { service: 'indication-svc' }, shutdown);

describe(HealthService.name, () => {
  it('is ready when every dependency answers', async () => {
    const health = healthOf([passing('postgres'), passing('nats')]);
    expect(await health.readiness()).toEqual({ status: 'ok', service: 'indication-svc' });
  });

  it('says only "unavailable" publicly when a dependency fails, never its error', async () => {
    const health = healthOf([
      passing('postgres'),
      failing('nats', 'connect ECONNREFUSED 10.0.3.7:4222 (user encontro)'),
    ]);
    const answer = await health.readiness();
    expect(answer).toEqual({ status: 'unavailable', service: 'indication-svc' });
    expect(JSON.stringify(answer)).not.toContain('ECONNREFUSED');
  });

  it("gives operators each dependency's state and error in the details", async () => {
    const health = healthOf([passing('postgres'), failing('nats', 'connect ECONNREFUSED 10.0.3.7:4222')]);
    expect(await health.details()).toEqual({
      status: 'unavailable',
      service: 'indication-svc',
      shutting_down: false,
      checks: { postgres: 'ok', nats: 'connect ECONNREFUSED 10.0.3.7:4222' },
    });
  });

  it('answers unavailable from the moment a shutdown begins, without asking the dependencies', async () => {
    const check = jest.fn(async () => undefined);
    const shutdown = new ShutdownState();
    const health = healthOf([{ name: 'postgres', check }], shutdown);
    shutdown.begin();
    expect(await health.readiness()).toEqual({ status: 'unavailable', service: 'indication-svc' });
    expect(check).not.toHaveBeenCalled();
    expect(await health.details()).toMatchObject({ status: 'unavailable', shutting_down: true });
  });
});
