import { describe, expect, it } from '@jest/globals';
import { clockAt } from '@encontro/testing/unit';
import { CycleStatusService } from './cycle-status.service.js';

const statusAt = (iso: string) => new CycleStatusService(clockAt(new Date(iso))).status();

describe(CycleStatusService.name, () => {
  it('keeps nominations and votes open Monday to Thursday, and says when they close', () => {
    expect(statusAt('2026-11-26T23:59:55-03:00')).toMatchObject({
      voting_open: true,
      nominations_open: true,
      winners_revealed: false,
      forums_blocked: true,
      day_name: 'Quinta-feira',
      next_change_at: '2026-11-27T00:00:00-03:00',
    });
  });

  it('reveals the winners from Friday 00:00 and names the host deadline as the next change', () => {
    expect(statusAt('2026-11-27T00:00:00-03:00')).toMatchObject({
      voting_open: false,
      winners_revealed: true,
      forums_blocked: false,
      day_name: 'Sexta-feira',
      next_change_at: '2026-11-28T00:00:00-03:00',
    });
  });

  it('names Monday 00:00 as the next change from Saturday to the end of Sunday', () => {
    expect(statusAt('2026-11-28T00:00:00-03:00').next_change_at).toBe('2026-11-30T00:00:00-03:00');
    expect(statusAt('2026-11-29T23:59:59-03:00').next_change_at).toBe('2026-11-30T00:00:00-03:00');
  });

  it('answers the server’s now, so a page can time the change by the server’s clock', () => {
    expect(statusAt('2026-11-26T23:59:55-03:00').now).toBe('2026-11-27T02:59:55.000Z');
  });
});
