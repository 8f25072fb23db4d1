import { type MicroserviceOptions, Transport } from '@nestjs/microservices';

/** A service listens on its subjects in a queue group named after it, so replicas share the load. */
export function natsServerOptions(options: { url: string; service: string }): MicroserviceOptions {
  return {
    transport: Transport.NATS,
    options: {
      servers: options.url.split(','),
      queue: options.service,
      name: options.service,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    },
  };
}
