import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENT_BUS_OPTIONS, type EventBusOptions } from './event-bus.options.js';

/** One NATS connection per process for JetStream; the stream is created (or kept) at start. */
@Injectable()
export class JetStreamConnection implements OnApplicationShutdown {
  private readonly logger = new Logger(JetStreamConnection.name);
  private connection?: Promise<{ nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager }>;

  constructor(@Inject(EVENT_BUS_OPTIONS) private readonly options: EventBusOptions) {}

  get(): Promise<{ nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager }> {
    this.connection ??= this.open().catch((error: unknown) => {
      this.connection = undefined;
      throw error;
    });
    return this.connection;
  }

  subject(name: string): string {
    return `${this.options.subjectPrefix}.${name}`;
  }

  private async open() {
    const nc = await connect({
      servers: this.options.natsUrl.split(','),
      name: `${this.options.service}-events`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    const jsm = await jetstreamManager(nc);
    await this.ensureStream(jsm);
    return { nc, js: jetstream(nc), jsm };
  }

  private async ensureStream(jsm: JetStreamManager): Promise<void> {
    const subjects = [`${this.options.subjectPrefix}.>`];
    const wanted = {
      num_replicas: this.options.replicas ?? 1,
      max_age: nanosPerDay * (this.options.maxAgeDays ?? 30),
    };
    try {
      const { config } = await jsm.streams.info(this.options.stream);
      if (config.num_replicas !== wanted.num_replicas || config.max_age !== wanted.max_age) {
        await jsm.streams.update(this.options.stream, wanted);
        this.logger.log(`updated stream ${this.options.stream}: ${JSON.stringify(wanted)}`);
      }
    } catch (infoError) {
      if (!isStreamMissing(infoError)) throw infoError;
      try {
        await jsm.streams.add({
          name: this.options.stream,
          subjects,
          duplicate_window: 120_000_000_000,
          ...wanted,
        });
        this.logger.log(`created stream ${this.options.stream} on ${subjects.join(',')}`);
      } catch (error) {
        // Another process may have created it at the same moment.
        await jsm.streams.info(this.options.stream).catch(() => {
          throw error;
        });
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.connection) return;
    const { nc } = await this.connection.catch(() => ({ nc: undefined }));
    await nc?.drain().catch(() => undefined);
  }
}

const nanosPerDay = 86_400 * 1_000_000_000;

const isStreamMissing = (error: unknown): boolean =>
  /stream not found/i.test(String((error as Error)?.message));
