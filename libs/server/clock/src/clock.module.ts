import { type DynamicModule, Module } from '@nestjs/common';
import { AdjustableClock, Clock, SystemClock } from './clock.js';
import { DEV_CLOCK_OPTIONS, DevClockSync, type DevClockOptions } from './dev-clock.sync.js';

/** Provides the Clock: the system clock in production, an adjustable one where the dev clock is on. */
@Module({})
export class ClockModule {
  static forRoot(options: DevClockOptions & { production: boolean }): DynamicModule {
    const enabled = options.enabled && !options.production;
    return {
      module: ClockModule,
      global: true,
      providers: [
        { provide: Clock, useValue: enabled ? new AdjustableClock() : new SystemClock() },
        { provide: DEV_CLOCK_OPTIONS, useValue: { ...options, enabled } },
        DevClockSync,
      ],
      exports: [Clock, DEV_CLOCK_OPTIONS],
    };
  }
}
