import { describe, expect, it } from '@jest/globals';
import { recoverySeconds } from './recovery.mjs';

const ok = (startedAt, endedAt) => ({ outcome: 'ok', startedAt, endedAt });
const refused = (startedAt, endedAt) => ({ outcome: 'refused', startedAt, endedAt });

describe('recoverySeconds', () => {
  it('is 0 when nothing was refused', () => {
    expect(recoverySeconds([ok(0, 10), ok(20, 30)], 15)).toBe(0);
  });

  it('counts from the dependency’s return to the first success started after the last refusal', () => {
    const answers = [ok(0, 10), refused(1000, 1200), refused(3000, 3100), ok(3050, 3300), ok(3150, 3400)];
    expect(recoverySeconds(answers, 2000)).toBeCloseTo(1.3);
  });

  it('is 0 when the burst was served again before the dependency was back (another replica)', () => {
    expect(recoverySeconds([refused(100, 200), ok(300, 400)], 1000)).toBe(0);
  });

  it('is Infinity when nothing succeeded after the last refusal', () => {
    expect(recoverySeconds([ok(0, 10), refused(100, 200)], 50)).toBe(Infinity);
  });
});
