// The small service started as every service's main.ts starts (bootstrapService): the
// graceful-shutdown suite runs it as a child process and sends it a real SIGTERM.
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { bootstrapService } from '../../src/index.js';
import { SLOW_ECHO_SERVICE, SlowEchoModule } from './slow-echo.service.js';

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

@Module({ imports: [SlowEchoModule.forRoot(natsUrl)] })
class SlowEchoApp {}

await bootstrapService(
  {
    service: SLOW_ECHO_SERVICE,
    module: SlowEchoApp,
    httpPort: Number(process.env.HTTP_PORT),
    natsUrl,
    logLevel: 'info',
    shutdownDrainMs: Number(process.env.SHUTDOWN_DRAIN_MS ?? 10_000),
  },
  ['serve'],
);
