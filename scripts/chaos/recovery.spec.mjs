import { describe, expect, it } from '@jest/globals';
import { isSteady, recoverySeconds } from './recovery.mjs';

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

describe('isSteady', () => {
  const tally = (answers, inFlight = []) => ({ answers, inFlight });

  it('is steady `steadyMs` after the dependency came back when nothing was refused since', () => {
    expect(isSteady(tally([ok(0, 10), ok(1100, 1200)]), 1000, 2000, 2999)).toBe(false);
    expect(isSteady(tally([ok(0, 10), ok(1100, 1200)]), 1000, 2000, 3000)).toBe(true);
  });

  it('counts the steady time from the last refusal when it ended after the return', () => {
    const answers = [refused(900, 1500), ok(1600, 1700)];
    expect(isSteady(tally(answers), 1000, 2000, 3400)).toBe(false);
    expect(isSteady(tally(answers), 1000, 2000, 3500)).toBe(true);
  });

  it('is not steady while a call started before the window is still under way', () => {
    // A call lost while NATS was down hangs until the gateway's timeout, then is refused.
    expect(isSteady(tally([ok(1100, 1200)], [undefined, 1300]), 1000, 2000, 4000)).toBe(false);
    expect(isSteady(tally([ok(1100, 1200)], [undefined, 2100]), 1000, 2000, 4000)).toBe(true);
  });
});
