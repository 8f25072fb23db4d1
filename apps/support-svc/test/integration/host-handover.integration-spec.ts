import { beforeAll, describe, expect, it } from '@jest/globals';
import { supportMessages } from '@encontro/contracts';
import { expectRefusal, waitFor } from '@encontro/testing';
import { IndicationsHandlers } from '../../src/indications/indications.handlers.js';
import { TicketsHandlers } from '../../src/tickets/tickets.handlers.js';
import { supportSuite } from '../support/suite.js';

/** SPEC §6 Host = the winner's host_id: after the Saturday hand-over, the new host is the host here too. */
describe('support-svc: a host by hand-over opens host tickets, the previous host no longer does', () => {
  const t = supportSuite('support_handover');
  let tickets: TicketsHandlers;
  let own: IndicationsHandlers;

  beforeAll(() => {
    tickets = t.get(TicketsHandlers);
    own = t.get(IndicationsHandlers);
  });

  const hostTicket = (indicationId: string) => ({
    ticket_type: 'host' as const,
    indication_id: indicationId,
    subject: 'Reserva da mesa',
    message: 'Preciso confirmar a reserva para sábado.',
  });

  it('moves the meetup to the new host: listed for them, their ticket accepted, the nominator refused', async () => {
    const ana = await t.person({ name: 'Ana' });
    const bruno = await t.person({ name: 'Bruno', surname: 'Lima' });
    const bar = await t.indication(ana, 'Bar da Ana');
    const before = await tickets.createHostTicket({ user_id: ana.user_id, body: hostTicket(bar.id) });

    await t.publish('winner.host_changed', {
      indication_id: bar.id,
      week: '2026-W47',
      previous_host_id: ana.user_id,
      new_host_id: bruno.user_id,
      at: new Date().toISOString(),
    });
    await waitFor(
      async () => (await own.listHostIndications({ user_id: bruno.user_id })).indications.length === 1,
    );

    expect(await own.listHostIndications({ user_id: bruno.user_id })).toEqual({
      indications: [{ id: bar.id, name: 'Bar da Ana', city: 'São Paulo' }],
    });
    expect(await own.listHostIndications({ user_id: ana.user_id })).toEqual({ indications: [] });
    await expect(
      tickets.createHostTicket({ user_id: bruno.user_id, body: hostTicket(bar.id) }),
    ).resolves.toMatchObject({
      ticket: {
        ticket_type: 'host',
        indication: { indication_id: bar.id, name: 'Bar da Ana' },
        status: 'open',
      },
    });
    await expectRefusal(
      tickets.createHostTicket({ user_id: ana.user_id, body: hostTicket(bar.id) }),
      'NOT_OWN_INDICATION',
      supportMessages.notOwnIndication,
    );
    // What the previous host opened before stays theirs.
    expect((await tickets.listHostTickets({ user_id: ana.user_id, query: {} })).tickets).toEqual([
      before.ticket,
    ]);
  });
});
