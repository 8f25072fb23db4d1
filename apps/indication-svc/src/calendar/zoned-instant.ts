import { wallClockIn } from '@encontro/contracts';

/**
 * An instant read on the clocks of a time zone, as ical-generator's TZDate hook expects it: given a
 * native Date and a TZID, ical-generator reads the wall time with the process's own zone instead.
 */
export class ZonedInstant extends Date {
  readonly internal: Date;

  constructor(
    instant: Date,
    readonly timeZone: string,
  ) {
    super(instant.getTime());
    this.internal = new Date(instant.getTime());
  }

  withTimeZone(timeZone: string): ZonedInstant {
    return new ZonedInstant(this.internal, timeZone);
  }

  tzComponents() {
    return wallClockIn(this.timeZone, this.internal);
  }

  override getFullYear(): number {
    return this.tzComponents().year;
  }

  override getMonth(): number {
    return this.tzComponents().month - 1;
  }

  override getDate(): number {
    return this.tzComponents().day;
  }

  override getHours(): number {
    return this.tzComponents().hour;
  }

  override getMinutes(): number {
    return this.tzComponents().minute;
  }

  /** Every zone of ours is a whole number of minutes off UTC. */
  override getSeconds(): number {
    return this.getUTCSeconds();
  }
}
