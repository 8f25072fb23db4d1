import { type DynamicModule, Module } from '@nestjs/common';
import { Clock } from '@encontro/server-clock';

/** Provides the suite's clock (an AdjustableClock it moves) as the app's Clock, to every module. */
@Module({})
export class TestClockModule {
  static forRoot(clock: Clock): DynamicModule {
    return {
      module: TestClockModule,
      global: true,
      providers: [{ provide: Clock, useValue: clock }],
      exports: [Clock],
    };
  }
}
