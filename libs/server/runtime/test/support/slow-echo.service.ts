import { Controller, type DynamicModule, Module } from '@nestjs/common';
import { rpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { ObservabilityModule, natsCheck } from '@encontro/server-observability';
import { z } from 'zod';

/** A request that takes `delay_ms` to answer, and says which process answered it. */
export const slowEcho = rpc('test.drain.echo', {
  request: z.object({ n: z.number().int(), delay_ms: z.number().int().min(0).max(5000) }),
  response: z.object({ n: z.number().int(), pid: z.number().int() }),
});

export const SLOW_ECHO_SERVICE = 'drain-test-svc';

@Controller()
class SlowEchoHandlers {
  @Rpc(slowEcho)
  async echo({ n, delay_ms }: z.output<typeof slowEcho.request>) {
    await new Promise((resolve) => setTimeout(resolve, delay_ms));
    return { n, pid: process.pid };
  }
}

/** A service as small as it gets: one slow NATS handler, and /health with NATS as its dependency. */
@Module({})
export class SlowEchoModule {
  static forRoot(natsUrl: string): DynamicModule {
    return {
      module: SlowEchoModule,
      imports: [
        ObservabilityModule.forRoot({
          service: SLOW_ECHO_SERVICE,
          checks: { inject: [], useFactory: () => [natsCheck(natsUrl)] },
        }),
      ],
      controllers: [SlowEchoHandlers],
    };
  }
}
