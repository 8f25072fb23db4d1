/** Every rule that depends on the day reads this, never `new Date()` (ARCHITECTURE rule 4). */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

type Listener = (now: Date) => void;

/**
 * A clock that can be moved to an instant and runs on from it. Used outside production so that
 * `POST /api/dev/clock` moves every service's time.
 */
export class AdjustableClock extends Clock {
  private offsetMs = 0;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly realNow: () => number = Date.now) {
    super();
  }

  now(): Date {
    return new Date(this.realNow() + this.offsetMs);
  }

  /** Moves the clock so that it reads `instant` right now. */
  set(instant: Date): void {
    this.offsetMs = instant.getTime() - this.realNow();
    for (const listener of this.listeners) listener(this.now());
  }

  reset(): void {
    this.set(new Date(this.realNow()));
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
