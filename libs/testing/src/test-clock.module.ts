import { Clock } from '@encontro/server-clock';
import { globalValueModule } from '@encontro/server-runtime';

/** Provides the suite's clock (an AdjustableClock it moves) as the app's Clock, to every module. */
export class TestClockModule extends globalValueModule<Clock>(Clock) {}
