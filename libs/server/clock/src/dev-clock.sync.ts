import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { platformSubjects } from '@encontro/contracts';
import { type NatsAuth, natsConnectionOptions } from '@encontro/server-config';
import { Redis } from 'ioredis';
import { AdjustableClock, Clock } from './clock.js';

export const DEV_CLOCK_OPTIONS = Symbol('DEV_CLOCK_OPTIONS');
export type DevClockOptions = {
  enabled: boolean;
  natsUrl: string;
  /** The app's NATS user, when NATS requires one. */
  natsAuth?: NatsAuth;
  redisUrl: string;
  redisKeyPrefix?: string;
};

/** Redis keys go through the connection's own key prefix; the NATS subject is process-wide. */
export const devClockKey = () => 'dev-clock';
export const devClockSubject = (namespace = 'encontro') => `${namespace}.${platformSubjects.setDevClock}`;

/**
 * Keeps an AdjustableClock in step with the last `POST /api/dev/clock`: the instant is kept in Redis
 * (so a process started later picks it up) and broadcast over NATS (so running ones move at once).
 */
@Injectable()
export class DevClockSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DevClockSync.name);
  private nc?: NatsConnection;
  private redis?: Redis;

  constructor(
    private readonly clock: Clock,
    @Inject(DEV_CLOCK_OPTIONS) private readonly options: DevClockOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.enabled || !(this.clock instanceof AdjustableClock)) return;
    const clock = this.clock;
    this.redis = new Redis(this.options.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      keyPrefix: this.options.redisKeyPrefix,
    });
    try {
      await this.redis.connect();
      const stored = await this.redis.get(devClockKey());
      if (stored) this.apply(clock, stored);
    } catch (error) {
      this.logger.warn(`dev clock: Redis unavailable (${(error as Error).message})`);
    }
    this.nc = await connect({
      ...natsConnectionOptions(this.options.natsUrl, this.options.natsAuth),
      name: 'dev-clock',
    });
    this.nc.subscribe(devClockSubject(namespaceOf(this.options.redisKeyPrefix)), {
      callback: (_err, msg) => this.apply(clock, msg.string()),
    });
  }

  /** The stored value is `{"now": ISO, "setAt": epoch ms}` so time keeps running from the set instant. */
  private apply(clock: AdjustableClock, raw: string): void {
    try {
      const { now, setAt } = JSON.parse(raw) as { now: string; setAt: number };
      clock.set(new Date(new Date(now).getTime() + (Date.now() - setAt)));
      this.logger.log(`clock moved to ${clock.now().toISOString()}`);
    } catch {
      this.logger.warn('dev clock: ignoring a malformed value');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nc?.drain().catch(() => undefined);
    this.redis?.disconnect();
  }
}

const namespaceOf = (redisKeyPrefix?: string) => (redisKeyPrefix ?? 'encontro:').replace(/:$/, '');

/** Used by the gateway's dev route: stores and broadcasts a new instant for every process. */
export async function publishDevClock(
  redis: Redis,
  nc: NatsConnection,
  now: Date,
  redisKeyPrefix?: string,
): Promise<void> {
  const value = JSON.stringify({ now: now.toISOString(), setAt: Date.now() });
  await redis.set(devClockKey(), value);
  nc.publish(devClockSubject(namespaceOf(redisKeyPrefix)), value);
  await nc.flush();
}
