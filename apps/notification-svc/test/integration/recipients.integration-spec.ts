import { describe, expect, it } from '@jest/globals';
import { type NotificationType, notificationTexts } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import { Notifier } from '../../src/notifications/notifier.service.js';
import { RIO, SAO_PAULO, type TestPerson, WEEK } from '../support/notification-test-app.js';
import { notificationSuite } from '../support/suite.js';

describe('notification-svc: who hears of what, from the events of the week', () => {
  const t = notificationSuite('notification_recipients');

  const inbox = async (who: TestPerson) => (await t.list(who.user_id)).notifications;
  const types = async (who: TestPerson): Promise<NotificationType[]> =>
    (await inbox(who)).map((notification) => notification.type);

  it('tells the nominator their indication was approved or not, naming the venue', async () => {
    const ana = await t.person();
    const approved = await t.indication(ana, 'Bar da Ana');
    const rejected = await t.indication(ana, 'Boteco Fechado');
    const decided = { user_id: ana.user_id, week: WEEK, city_id: ana.city_id, at: t.at() };

    await t.deliver('indication.approved', { indication_id: approved.id, ...decided });
    await t.deliver('indication.rejected', { indication_id: rejected.id, ...decided });

    expect(await inbox(ana)).toEqual([
      expect.objectContaining({
        type: 'indication.rejected',
        ...notificationTexts['indication.rejected']('Boteco Fechado'),
      }),
      expect.objectContaining({
        type: 'indication.approved',
        ...notificationTexts['indication.approved']('Bar da Ana'),
        read_at: null,
      }),
    ]);
  });

  // A week with winners asks indication-svc who voted: the reveal is tested against the real one in
  // tests/system (notifications-week), with each host, voter, nominator and who is left out.
  it('tells no one of a week closed without winners, asking indication-svc nothing', async () => {
    const nominator = await t.person();
    const attendee = await t.person();
    const unvoted = await t.indication(nominator, 'Bar Sem Votos');
    await t.attend(attendee, unvoted.id);

    await t.closeWeekWithoutWinners(SAO_PAULO);

    expect(await types(nominator)).toEqual([]);
    expect(await types(attendee)).toEqual([]);
  });

  it('tells a new host who chose Feminino that she is the anfitriã', async () => {
    const ana = await t.person(SAO_PAULO, { gender: 'F' });
    const bia = await t.person(SAO_PAULO, { gender: 'F' });
    const winner = await t.indication(ana, 'Bar da Ana');

    await t.deliver('winner.host_changed', {
      indication_id: winner.id,
      week: WEEK,
      previous_host_id: ana.user_id,
      new_host_id: bia.user_id,
      at: t.at(),
    });
    expect(await inbox(bia)).toEqual([
      expect.objectContaining({
        type: 'host.handed_over',
        ...notificationTexts['host.handed_over']('Bar da Ana', winner.id, 'F'),
      }),
    ]);
  });

  it('hands the host role over with a link to the forum, and tells the meetup’s attendees of each post but its author', async () => {
    const host = await t.person();
    const newHost = await t.person();
    const attendee = await t.person();
    const gone = await t.person();
    const winner = await t.indication(host, 'Bar do Fórum');
    for (const who of [newHost, attendee, gone]) await t.attend(who, winner.id);
    await t.moveTo(gone, RIO);

    await t.deliver('winner.host_changed', {
      indication_id: winner.id,
      week: WEEK,
      previous_host_id: host.user_id,
      new_host_id: newHost.user_id,
      at: t.at(),
    });
    await t.deliver('forum.post_created', {
      post_id: randomUUID(),
      indication_id: winner.id,
      author_id: newHost.user_id,
      week: WEEK,
      at: t.at(),
    });

    expect(await inbox(newHost)).toEqual([
      expect.objectContaining({
        type: 'host.handed_over',
        ...notificationTexts['host.handed_over']('Bar do Fórum', winner.id),
        url: `/forum/${winner.id}`,
      }),
    ]);
    expect(await inbox(attendee)).toEqual([
      expect.objectContaining({
        type: 'forum.post',
        ...notificationTexts['forum.post']('Bar do Fórum', winner.id),
      }),
    ]);
    expect(await types(host)).toEqual([]);
    expect(await types(gone)).toEqual([]);
  });

  it('tells a person their ticket was answered, whatever their city, naming its subject', async () => {
    const carioca = await t.person(RIO);

    await t.ticketResponded(carioca, 'Meu cadastro');

    expect(await inbox(carioca)).toEqual([
      expect.objectContaining({
        type: 'ticket.responded',
        ...notificationTexts['ticket.responded']('Meu cadastro'),
      }),
    ]);
  });

  it('creates one notification per event and person, however often the event is applied', async () => {
    const bia = await t.person();
    const event = { id: randomUUID(), name: 'ticket.responded' as const, occurred_at: t.at() };
    const notify = () =>
      t.env.db.orm.em
        .fork()
        .transactional((em) =>
          t
            .get(Notifier)
            .notify(
              em,
              event,
              'ticket.responded',
              [{ userId: bia.user_id, text: notificationTexts['ticket.responded']('Duas vezes') }],
              null,
            ),
        );

    expect(await notify()).toBe(1);
    expect(await notify()).toBe(0);

    expect(await types(bia)).toEqual(['ticket.responded']);
  });

  it('notifies no one of an event older than NOTIFY_MAX_EVENT_AGE_HOURS (a replayed stream)', async () => {
    const caio = await t.person();
    const old = new Date(Date.now() - (t.config.NOTIFY_MAX_EVENT_AGE_HOURS + 1) * 3_600_000).toISOString();
    const created = await t.env.db.orm.em
      .fork()
      .transactional((em) =>
        t
          .get(Notifier)
          .notify(
            em,
            { id: randomUUID(), name: 'ticket.responded', occurred_at: old },
            'ticket.responded',
            [{ userId: caio.user_id, text: notificationTexts['ticket.responded']('Antigo') }],
            null,
          ),
      );

    expect(created).toBe(0);
    expect(await inbox(caio)).toEqual([]);
  });
});
