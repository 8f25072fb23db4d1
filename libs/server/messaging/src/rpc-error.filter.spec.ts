import { describe, expect, it } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import { genericMessages } from '@encontro/contracts';
import { firstValueFrom } from 'rxjs';
import { DomainError } from './domain-error.js';
import { RpcErrorFilter } from './rpc-error.filter.js';

const answerTo = (exception: unknown) =>
  firstValueFrom(new RpcErrorFilter().catch(exception, {} as ArgumentsHost)).catch((error: unknown) => error);

describe(RpcErrorFilter.name, () => {
  it('answers a refusal as its own reason and message', async () => {
    const refusal = new DomainError('ADMIN_ONLY', 'Sem permissão.');
    expect(await answerTo(refusal)).toMatchObject({ reason: 'ADMIN_ONLY', message: 'Sem permissão.' });
  });

  it('answers a Redis that is restarting as unavailable (the gateway’s 503), not as an internal error', async () => {
    const gaveUp = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(await answerTo(gaveUp)).toEqual({
      reason: 'SERVICE_UNAVAILABLE',
      message: genericMessages.unavailable,
    });
  });

  it('answers a dependency the service names as down (its database restarting) as unavailable', async () => {
    const restarting = Object.assign(new Error('terminating connection'), { code: '57P01' });
    const filter = new RpcErrorFilter([(error) => (error as { code?: string }).code === '57P01']);
    expect(
      await firstValueFrom(filter.catch(restarting, {} as ArgumentsHost)).catch((e: unknown) => e),
    ).toEqual({
      reason: 'SERVICE_UNAVAILABLE',
      message: genericMessages.unavailable,
    });
  });

  it('answers anything else as internal, with nothing of the error in it', async () => {
    expect(await answerTo(new TypeError('secret detail'))).toEqual({
      reason: 'INTERNAL',
      message: genericMessages.internal,
    });
  });
});
