import { type DynamicModule, Module } from '@nestjs/common';
import { AdjustableClock, Clock, SystemClock } from './clock.js';
import { DEV_CLOCK_OPTIONS, DevClockSync, type DevClockOptions } from './dev-clock.sync.js';

/** Provides the Clock: the system clock in production, an adjustable one where the dev clock is on. */
@Module({})
export class ClockModule {
  /** `clock`: one the caller keeps (a test moving every process's clock at once). */
  static forRoot(options: DevClockOptions & { production: boolean; clock?: Clock }): DynamicModule {
    const enabled = options.enabled && !options.production;
    const { clock, ...syncOptions } = options;
    return {
      module: ClockModule,
      global: true,
      providers: [
        { provide: Clock, useValue: clock ?? (enabled ? new AdjustableClock() : new SystemClock()) },
        { provide: DEV_CLOCK_OPTIONS, useValue: { ...syncOptions, enabled } },
        DevClockSync,
      ],
      exports: [Clock, DEV_CLOCK_OPTIONS],
    };
  }
}
