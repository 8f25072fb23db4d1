import { describe, expect, it } from '@jest/globals';
import { AdjustableClock } from './clock.js';

describe(AdjustableClock.name, () => {
  it('reads the instant it was set to and runs on from it', () => {
    let real = 1_000_000;
    const clock = new AdjustableClock(() => real);
    clock.set(new Date('2026-11-27T03:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2026-11-27T03:00:00.000Z');
    real += 1500;
    expect(clock.now().toISOString()).toBe('2026-11-27T03:00:01.500Z');
  });

  it('tells listeners when it moves', () => {
    const clock = new AdjustableClock(() => 0);
    const seen: string[] = [];
    clock.onChange((now) => seen.push(now.toISOString()));
    clock.set(new Date('2026-01-05T00:00:00.000Z'));
    expect(seen).toEqual(['2026-01-05T00:00:00.000Z']);
  });
});
