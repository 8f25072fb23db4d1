import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { supportMessages } from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { SATURDAY, winnersKit } from './support/winners.js';

/**
 * Issue 13 item 5 with the real services: the host who did not confirm by Friday 23:59 hands the
 * meetup over at Saturday 00:00 (indication-svc's scheduler) to the earliest confirmed attendee;
 * support-svc learns it, so the new host opens host tickets about it and the previous one cannot.
 */
describe('a host by hand-over is a host in support too', () => {
  let stack: Stack<'identity' | 'indication' | 'support'>;
  let users: Record<string, SeededUser> = {};
  let venue: string;

  const api = apiClient(() => stack.base);
  const as = (who: string) => users[who]!.token;
  const hostTicket = (who: string) =>
    api('/api/support/host', {
      token: as(who),
      body: {
        ticket_type: 'host',
        indication_id: venue,
        subject: 'Reserva da mesa',
        message: 'O bar pediu a confirmação da reserva até sábado às 12h.',
      },
    });
  const hostIndications = async (who: string) =>
    (await api('/api/support/host/indications', { token: as(who) })).body.indications as { id: string }[];

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek('sys_handover', ['admin', 'ana', 'bruno', 'carla', 'diego'], {
      services: ['identity', 'indication', 'support'],
    }));
  }, 180_000);

  afterAll(() => stack?.stop());

  it('lets the nominator open host tickets while they host', async () => {
    venue = await winnersKit({ api, stack, users: () => users }).oneWinner('ana', 'Bar da Ana', 'carla');
    await waitFor(async () => (await hostIndications('ana')).some((i) => i.id === venue), 10_000);
    expect((await hostTicket('ana')).status).toBe(201);
    expect(await hostIndications('bruno')).toEqual([]);
    expect((await hostTicket('bruno')).status).toBe(403);
  }, 60_000);

  it('hands the meetup over at Saturday 00:00: the new host opens a host ticket, the previous one is refused', async () => {
    expect((await api(`/api/forum/${venue}/confirm`, { method: 'POST', token: as('bruno') })).status).toBe(
      200,
    );
    stack.setClocks(SATURDAY);
    await waitFor(async () => {
      const winners = (await api('/api/winners/3550308', { token: as('carla') })).body.winners as {
        host_id: string;
      }[];
      return winners?.[0]?.host_id === users.bruno!.user_id;
    }, 15_000);
    await waitFor(async () => (await hostIndications('bruno')).some((i) => i.id === venue), 10_000);

    expect(await hostIndications('bruno')).toEqual([{ id: venue, name: 'Bar da Ana', city: 'São Paulo' }]);
    const opened = await hostTicket('bruno');
    expect(opened).toMatchObject({
      status: 201,
      body: { ticket: { ticket_type: 'host', indication: { indication_id: venue, name: 'Bar da Ana' } } },
    });
    expect(await hostIndications('ana')).toEqual([]);
    expect(await hostTicket('ana')).toEqual({
      status: 403,
      body: {
        message: supportMessages.notOwnIndication,
        errors: { indication_id: [supportMessages.notOwnIndication] },
      },
    });
    // Ana's ticket from before the hand-over is still hers.
    expect(
      ((await api('/api/support/host/tickets', { token: as('ana') })).body.tickets as unknown[]).length,
    ).toBe(1);
  }, 60_000);
});
