import { describe, expect, it } from '@jest/globals';
import { indicationRpc } from '@encontro/contracts';
import { ServiceCallError, ServiceClient } from '@encontro/server-messaging';
import { serviceUnderTest } from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { WEEK_VOTERS_PAGE, WeekVotersClient } from './week-voters.client.js';

const SAO_PAULO = '3550308';
const WEEK = '2026-W48';

describe(WeekVotersClient.name, () => {
  const t = serviceUnderTest(WeekVotersClient, () => ({ services: ServiceClient }));

  it('asks page after page from where the last one ended, until indication-svc says there is no next', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    t.services.call
      .mockResolvedValueOnce({ user_ids: [a, b], next: b })
      .mockResolvedValueOnce({ user_ids: [c], next: null });

    expect(await t.sut.of(SAO_PAULO, WEEK)).toEqual([a, b, c]);

    expect(t.services.call.mock.calls).toEqual([
      [
        indicationRpc.weekVoters,
        { city_id: SAO_PAULO, week: WEEK, after: undefined, limit: WEEK_VOTERS_PAGE },
      ],
      [indicationRpc.weekVoters, { city_id: SAO_PAULO, week: WEEK, after: b, limit: WEEK_VOTERS_PAGE }],
    ]);
  });

  it('fails when indication-svc does not answer, rather than reveal to some voters only', async () => {
    const unavailable = new ServiceCallError({ reason: 'SERVICE_UNAVAILABLE', message: 'indisponível' });
    t.services.call
      .mockResolvedValueOnce({ user_ids: [randomUUID()], next: randomUUID() })
      .mockRejectedValueOnce(unavailable);

    await expect(t.sut.of(SAO_PAULO, WEEK)).rejects.toBe(unavailable);
  });
});
