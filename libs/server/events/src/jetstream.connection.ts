import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions } from '@encontro/server-config';
import { countDeadLetters } from '@encontro/server-observability';
import { EVENT_BUS_OPTIONS, type EventBusOptions } from './event-bus.options.js';

/** The dead-letter stream of an events stream, and its subject prefix (`<prefix>-dead.<service>.<event>`). */
export const deadLetterStreamOf = (bus: Pick<EventBusOptions, 'stream' | 'subjectPrefix'>) => ({
  stream: `${bus.stream}_DEAD`,
  subjectPrefix: `${bus.subjectPrefix}-dead`,
});

/**
 * One NATS connection per process for JetStream; the events stream and its dead-letter stream are
 * created (or kept) at start.
 */
@Injectable()
export class JetStreamConnection implements OnApplicationShutdown {
  private readonly logger = new Logger(JetStreamConnection.name);
  private connection?: Promise<{ nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager }>;
  private stopCounting?: () => void;

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

  /** Where this service puts an event it gave up on: `<prefix>-dead.<service>.<event>`. */
  deadLetterSubject(event: string): string {
    return `${deadLetterStreamOf(this.options).subjectPrefix}.${this.options.service}.${event}`;
  }

  private async open() {
    const nc = await connect({
      ...natsConnectionOptions(this.options.natsUrl, this.options.natsAuth),
      name: `${this.options.service}-events`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    const jsm = await jetstreamManager(nc);
    await this.ensureStream(jsm, this.options.stream, this.options.subjectPrefix);
    // Kept as long as the events: a replay re-publishes an event the other consumers still know.
    const dead = deadLetterStreamOf(this.options);
    await this.ensureStream(jsm, dead.stream, dead.subjectPrefix);
    this.stopCounting = countDeadLetters(
      dead.stream,
      async () => (await jsm.streams.info(dead.stream)).state.messages,
    );
    return { nc, js: jetstream(nc), jsm };
  }

  private async ensureStream(jsm: JetStreamManager, stream: string, subjectPrefix: string): Promise<void> {
    const subjects = [`${subjectPrefix}.>`];
    const wanted = {
      num_replicas: this.options.replicas ?? 1,
      max_age: nanosPerDay * (this.options.maxAgeDays ?? 30),
    };
    try {
      const { config } = await jsm.streams.info(stream);
      if (config.num_replicas !== wanted.num_replicas || config.max_age !== wanted.max_age) {
        await jsm.streams.update(stream, wanted);
        this.logger.log(`updated stream ${stream}: ${JSON.stringify(wanted)}`);
      }
    } catch (infoError) {
      if (!isStreamMissing(infoError)) throw infoError;
      try {
        await jsm.streams.add({
          name: stream,
          subjects,
          duplicate_window: 120_000_000_000,
          ...wanted,
        });
        this.logger.log(`created stream ${stream} on ${subjects.join(',')}`);
      } catch (error) {
        // Another process may have created it at the same moment.
        await jsm.streams.info(stream).catch(() => {
          throw error;
        });
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopCounting?.();
    this.stopCounting = undefined;
    if (!this.connection) return;
    const { nc } = await this.connection.catch(() => ({ nc: undefined }));
    await nc?.drain().catch(() => undefined);
  }
}

const nanosPerDay = 86_400 * 1_000_000_000;

const isStreamMissing = (error: unknown): boolean =>
  /stream not found/i.test(String((error as Error)?.message));
