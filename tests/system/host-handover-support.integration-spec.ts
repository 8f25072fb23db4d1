import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { supportMessages } from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import { type TestDatabase, startNatsServer, waitFor } from '@encontro/testing';
import { provisionIdentity } from '@encontro/identity-svc/test-support';
import { provisionIndication } from '@encontro/indication-svc/test-support';
import { provisionSupport } from '@encontro/support-svc/test-support';
import { type SeededSystem, apiClient, startSeededSystem } from './support/system-harness.js';
import { MONDAY, SATURDAY, type SeededUser, signIn, winnersKit } from './support/winners.js';

/**
 * Issue 13 item 5 with the real services: the host who did not confirm by Friday 23:59 hands the
 * meetup over at Saturday 00:00 (indication-svc's scheduler) to the earliest confirmed attendee;
 * support-svc learns it, so the new host opens host tickets about it and the previous one cannot.
 */
describe('a host by hand-over is a host in support too', () => {
  let identity: Awaited<ReturnType<typeof provisionIdentity>>;
  let indication: Awaited<ReturnType<typeof provisionIndication>>;
  let support: Awaited<ReturnType<typeof provisionSupport>>;
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let system: SeededSystem | undefined;
  let client: ServiceClient;
  let base: string;
  let users: Record<string, SeededUser> = {};
  let venue: string;

  const api = apiClient(() => base);
  const as = (who: string) => users[who]!.token;
  const setClocks = (instant: Date) => {
    for (const clock of [identity.clock, indication.clock, support.clock]) clock.set(instant);
  };
  const knows = async (db: TestDatabase, table: string, column: string, id: string) =>
    (await db.orm.em.fork().execute(`select 1 from "${db.schema}".${table} where ${column} = ?`, [id]))
      .length > 0;
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
    identity = await provisionIdentity('sys_handover_identity');
    indication = await provisionIndication(
      'sys_handover_ind',
      {},
      { bus: identity.bus, mailbox: identity.mailbox, redisKeyPrefix: identity.redisKeyPrefix },
    );
    support = await provisionSupport(
      'sys_handover_sup',
      {},
      { bus: identity.bus, mailbox: identity.mailbox },
    );
    nats = await startNatsServer();
    setClocks(MONDAY);
    system = await startSeededSystem({
      natsUrl: nats.url,
      identity,
      clock: indication.clock,
      services: { 'indication-svc': indication.imports, 'support-svc': support.imports },
      gateway: { requestTimeoutMs: 10_000 },
    });
    base = system.base;
    client = new ServiceClient({ url: nats.url, timeoutMs: 10_000, name: 'system-test' });
    users = await signIn(api, ['admin', 'ana', 'bruno', 'carla', 'diego']);
    await waitFor(
      async () =>
        (await knows(indication.db, 'people', 'user_id', users.diego!.user_id)) &&
        (await knows(support.db, 'users', 'id', users.diego!.user_id)),
      20_000,
    );
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
    await client?.onModuleDestroy();
    await nats?.stop();
    await support?.release();
    await indication?.release();
    await identity?.release();
  });

  it('lets the nominator open host tickets while they host', async () => {
    const kit = winnersKit({ api, client, users: () => users, setClocks });
    venue = await kit.nominate('ana', 'Bar da Ana');
    await kit.vote('carla', venue);
    await kit.closeWeek('carla', 1);
    await waitFor(async () => (await hostIndications('ana')).some((i) => i.id === venue), 10_000);
    expect((await hostTicket('ana')).status).toBe(201);
    expect(await hostIndications('bruno')).toEqual([]);
    expect((await hostTicket('bruno')).status).toBe(403);
  }, 60_000);

  it('hands the meetup over at Saturday 00:00: the new host opens a host ticket, the previous one is refused', async () => {
    expect((await api(`/api/forum/${venue}/confirm`, { method: 'POST', token: as('bruno') })).status).toBe(
      200,
    );
    setClocks(SATURDAY);
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
