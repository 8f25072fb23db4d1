import { Controller, Get, Inject, type OnApplicationShutdown, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type DevClockAnswer, devClockAnswerSchema, genericMessages } from '@encontro/contracts';
import { Clock, publishDevClock } from '@encontro/server-clock';
import { natsAuthOf, natsConnectionOptions } from '@encontro/server-config';
import { REDIS } from '@encontro/server-redis';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { ApiContract, ContractBody } from '../http/openapi.js';

const devClockSchema = z.object({
  now: z.iso.datetime({
    offset: true,
    error: 'Informe um instante ISO-8601, ex.: 2026-11-27T00:00:00-03:00',
  }),
});

/**
 * Outside production only: moves every process's clock (ARCHITECTURE rule 4). The Helm chart
 * never sets DEV_CLOCK_ENABLED, and NODE_ENV=production turns it off regardless.
 */
@ApiTags('Desenvolvimento')
@Controller('api/dev/clock')
export class DevClockController implements OnApplicationShutdown {
  private nc?: Promise<NatsConnection>;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  private get enabled(): boolean {
    return this.config.DEV_CLOCK_ENABLED && this.config.NODE_ENV !== 'production';
  }

  @Get()
  @ApiContract('O instante que o relógio de desenvolvimento marca', { response: devClockAnswerSchema })
  now(): DevClockAnswer {
    if (!this.enabled) throw new ApiError('ROUTE_NOT_FOUND', genericMessages.notFound);
    return { now: this.clock.now().toISOString() };
  }

  @Post()
  @ApiContract('Move o relógio de todos os serviços para o instante dado', { response: devClockAnswerSchema })
  async set(@ContractBody(devClockSchema) body: z.infer<typeof devClockSchema>): Promise<DevClockAnswer> {
    if (!this.enabled) throw new ApiError('ROUTE_NOT_FOUND', genericMessages.notFound);
    this.nc ??= connect({
      ...natsConnectionOptions(this.config.NATS_URL, natsAuthOf(this.config)),
      name: 'gateway-dev-clock',
    });
    await publishDevClock(this.redis, await this.nc, new Date(body.now), this.config.REDIS_KEY_PREFIX);
    return { now: new Date(body.now).toISOString() };
  }

  async onApplicationShutdown(): Promise<void> {
    const nc = await this.nc?.catch(() => undefined);
    await nc?.close();
  }
}
