import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { testEnv } from './env.js';
import { uniqueName } from './unique.js';

/** Same shape as EventBusOptions of @encontro/server-events (kept structural: no import cycle). */
export type TestEventBusOptions = {
  natsUrl: string;
  stream: string;
  subjectPrefix: string;
  service: string;
  schema: string;
  relayIntervalMs: number;
  deleteStream: () => Promise<void>;
};

/** A JetStream stream and subject prefix of the suite's own; `deleteStream()` cleans up. */
export function testEventBusOptions(service: string, schema: string): TestEventBusOptions {
  const id = uniqueName(service).replace(/[^a-z0-9]/g, '');
  const stream = id.toUpperCase();
  return {
    natsUrl: testEnv.natsUrl,
    stream,
    subjectPrefix: `${id}.evt`,
    service,
    schema,
    relayIntervalMs: 100,
    deleteStream: async () => {
      const nc = await connect({ servers: testEnv.natsUrl });
      try {
        const jsm = await jetstreamManager(nc);
        await jsm.streams.delete(stream).catch(() => undefined);
        // Its dead-letter stream (EventBusOptions' `<stream>_DEAD`).
        await jsm.streams.delete(`${stream}_DEAD`).catch(() => undefined);
      } finally {
        await nc.close();
      }
    },
  };
}
