import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notificationTexts } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { verifyUnsubscribeToken } from '@encontro/server-mail';
import { eventsOn, expectNotCalled, serviceUnderTest } from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { SAO_PAULO_ID, venueFactory } from '../../test/support/factories.js';
import { ActivityRepository } from '../activity/activity.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { WeekVotersClient } from '../voters/week-voters.client.js';
import { NotificationTriggers } from './notification-triggers.service.js';
import { Notifier } from './notifier.service.js';

const WEEK = '2026-W48';
const AT = '2026-11-27T03:00:00.000Z';
const SECRET = 'segredo-dos-links-de-descadastro';

describe(NotificationTriggers.name, () => {
  const t = serviceUnderTest(NotificationTriggers, () => ({
    events: EventConsumer,
    activity: ActivityRepository,
    people: PeopleRepository,
    notifier: Notifier,
    voters: WeekVotersClient,
    config: { PUBLIC_URL: 'https://encontro.app/', EMAIL_UNSUBSCRIBE_SECRET: SECRET },
  }));
  const em = {} as EntityManager;
  const { listen, apply } = eventsOn(em, AT);
  const venue = venueFactory({ name: 'Bar do Zé' });
  /** Each notify call: its type, who is told what, and the city (the indications: `indications()`). */
  const calls = () =>
    t.notifier.notify.mock.calls.map(([, , type, recipients, cityId]) => ({
      type,
      recipients: recipients.map(({ userId, text }) => ({ userId, text })),
      cityId,
    }));
  /** What each notify call was about: its type and the indication kept with each recipient's notification. */
  const indications = () =>
    t.notifier.notify.mock.calls.map(([, , type, recipients]) => [
      type,
      recipients.map((recipient) => recipient.indicationId),
    ]);

  beforeEach(() => {
    listen(t.events);
    t.activity.findVenue.mockResolvedValue(venue);
    t.activity.pruneBefore.mockResolvedValue(undefined);
    t.notifier.notify.mockResolvedValue(1);
    t.people.gendersOf.mockResolvedValue(new Map());
    t.voters.of.mockResolvedValue([]);
    t.notifier.isStale.mockReturnValue(false);
    t.sut.onModuleInit();
  });

  it.each(['indication.approved', 'indication.rejected'] as const)(
    'tells the nominator of %s, naming the venue their indication.submitted gave, in its city',
    async (name) => {
      const envelope = await apply(name, {
        indication_id: venue.indicationId,
        user_id: venue.userId,
        week: WEEK,
        city_id: SAO_PAULO_ID,
        at: AT,
      });

      expect(t.activity.findVenue).toHaveBeenCalledWith(em, venue.indicationId);
      expect(t.notifier.notify).toHaveBeenCalledWith(
        em,
        envelope,
        name,
        [
          {
            userId: venue.userId,
            text: notificationTexts[name]('Bar do Zé'),
            indicationId: venue.indicationId,
          },
        ],
        SAO_PAULO_ID,
      );
    },
  );

  it('tells the nominator of a rejection the admin’s reason, and that they may nominate again', async () => {
    await apply('indication.rejected', {
      indication_id: venue.indicationId,
      user_id: venue.userId,
      week: WEEK,
      city_id: SAO_PAULO_ID,
      at: AT,
      reason: 'Endereço fora da cidade',
    });

    const told = t.notifier.notify.mock.calls[0]![3];
    expect(told).toEqual([
      {
        userId: venue.userId,
        text: notificationTexts['indication.rejected']('Bar do Zé', 'Endereço fora da cidade'),
        indicationId: venue.indicationId,
      },
    ]);
    expect(told[0]!.text.body).toContain('Motivo: Endereço fora da cidade.');
    expect(told[0]!.text.body).toContain('Você pode indicar outro local nesta semana');
  });

  it('tells no one of a decision on an indication it never heard of', async () => {
    t.activity.findVenue.mockResolvedValue(null);

    await apply('indication.approved', {
      indication_id: randomUUID(),
      user_id: randomUUID(),
      week: WEEK,
      city_id: SAO_PAULO_ID,
      at: AT,
    });

    expect(t.notifier.notify).not.toHaveBeenCalled();
  });

  describe('week.closed', () => {
    const [host1, host2, voter, nominator, attendee] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const winner = (hostId: string, name: string, position: number) => ({
      indication_id: randomUUID(),
      position,
      vote_count: 3,
      host_id: hostId,
      host_name: 'Pessoa',
      name,
      address: 'Rua Augusta, 100',
      event_day: 'saturday',
      event_time: 'night',
      photos: [],
    });
    const closed = (winners: ReturnType<typeof winner>[]) =>
      apply('week.closed', {
        week: WEEK,
        city_id: SAO_PAULO_ID,
        city: 'São Paulo',
        state: 'SP',
        closed_at: AT,
        winners,
      });

    it('tells each winner’s host they host, and everyone else who took part in the city that week of the winners', async () => {
      t.activity.cityParticipants.mockResolvedValue([host1, nominator]);
      t.voters.of.mockResolvedValue([host1, voter, nominator]);

      await closed([winner(host1, 'Bar Um', 1), winner(host2, 'Bar Dois', 2)]);

      expect(t.activity.cityParticipants).toHaveBeenCalledWith(em, WEEK, SAO_PAULO_ID);
      expect(t.voters.of).toHaveBeenCalledWith(SAO_PAULO_ID, WEEK);
      const revealed = notificationTexts['winners.revealed']('São Paulo');
      expect(calls()).toEqual([
        {
          type: 'host.selected',
          recipients: [
            { userId: host1, text: notificationTexts['host.selected']('Bar Um') },
            { userId: host2, text: notificationTexts['host.selected']('Bar Dois') },
          ],
          cityId: SAO_PAULO_ID,
        },
        {
          type: 'winners.revealed',
          recipients: [
            { userId: nominator, text: revealed },
            { userId: voter, text: revealed },
          ],
          cityId: SAO_PAULO_ID,
        },
      ]);
    });

    it('keeps each host’s own winner with host.selected, and no indication with winners.revealed (it names only the city)', async () => {
      t.activity.cityParticipants.mockResolvedValue([]);
      t.voters.of.mockResolvedValue([voter]);
      const [first, second] = [winner(host1, 'Bar Um', 1), winner(host2, 'Bar Dois', 2)];

      await closed([first, second]);

      expect(indications()).toEqual([
        ['host.selected', [first.indication_id, second.indication_id]],
        ['winners.revealed', [undefined]],
      ]);
    });

    it('tells a host who chose Feminino that she is the anfitriã, and the others in SPEC’s words', async () => {
      t.activity.cityParticipants.mockResolvedValue([]);
      t.people.gendersOf.mockResolvedValue(
        new Map([
          [host1, 'F'],
          [host2, 'M'],
        ]),
      );

      await closed([winner(host1, 'Bar Um', 1), winner(host2, 'Bar Dois', 2)]);

      expect(t.people.gendersOf).toHaveBeenCalledWith(em, [host1, host2]);
      const [selected] = calls();
      expect(selected!.recipients.map((recipient) => recipient.text.title)).toEqual([
        'Você é a anfitriã!',
        'Você é o anfitrião!',
      ]);
      expect(selected!.recipients[0]!.text.body).toBe(
        '“Bar Um” venceu. Confirme sua presença como anfitriã até sexta-feira, 23:59.',
      );
    });

    it('tells an attendee who also voted once', async () => {
      t.activity.cityParticipants.mockResolvedValue([attendee]);
      t.voters.of.mockResolvedValue([attendee]);

      await closed([winner(host1, 'Bar Um', 1)]);

      expect(calls()[1]!.recipients.map((recipient) => recipient.userId)).toEqual([attendee]);
    });

    it('notifies no one and forgets nothing when indication-svc cannot tell who voted (the event comes again)', async () => {
      t.activity.cityParticipants.mockResolvedValue([nominator]);
      t.voters.of.mockRejectedValue(new Error('indication-svc unavailable'));

      await expect(closed([winner(host1, 'Bar Um', 1)])).rejects.toThrow('indication-svc unavailable');

      expect(t.notifier.notify).not.toHaveBeenCalled();
      expect(t.activity.pruneBefore).not.toHaveBeenCalled();
    });

    it('asks indication-svc nothing for a stale replay, which tells nobody', async () => {
      t.notifier.isStale.mockReturnValue(true);
      t.activity.cityParticipants.mockResolvedValue([nominator]);

      await closed([winner(host1, 'Bar Um', 1)]);

      expect(t.voters.of).not.toHaveBeenCalled();
      expect(t.activity.pruneBefore).toHaveBeenCalledWith(em, SAO_PAULO_ID, WEEK);
    });

    it('reveals nothing for a week without winners, and forgets the city’s earlier weeks either way', async () => {
      await closed([]);

      expect(t.activity.cityParticipants).not.toHaveBeenCalled();
      expect(t.voters.of).not.toHaveBeenCalled();
      expect(calls().map((call) => call.type)).toEqual(['host.selected']);
      expect(t.activity.pruneBefore).toHaveBeenCalledWith(em, SAO_PAULO_ID, WEEK);
    });
  });

  it('tells the new host of a handed-over meetup, linking its forum', async () => {
    const newHost = randomUUID();

    await apply('winner.host_changed', {
      indication_id: venue.indicationId,
      week: WEEK,
      previous_host_id: venue.userId,
      new_host_id: newHost,
      at: AT,
    });

    expect(calls()).toEqual([
      {
        type: 'host.handed_over',
        recipients: [
          { userId: newHost, text: notificationTexts['host.handed_over']('Bar do Zé', venue.indicationId) },
        ],
        cityId: venue.cityId,
      },
    ]);
  });

  it('tells a new host who chose Feminino that she is the anfitriã now', async () => {
    const newHost = randomUUID();
    t.people.gendersOf.mockResolvedValue(new Map([[newHost, 'F']]));

    await apply('winner.host_changed', {
      indication_id: venue.indicationId,
      week: WEEK,
      previous_host_id: venue.userId,
      new_host_id: newHost,
      at: AT,
    });

    expect(t.people.gendersOf).toHaveBeenCalledWith(em, [newHost]);
    expect(calls()[0]!.recipients[0]!.text).toEqual({
      title: 'Agora você é a anfitriã',
      body: 'Você passou a ser a anfitriã de “Bar do Zé”. Combine os detalhes no fórum.',
      url: `/forum/${venue.indicationId}`,
    });
  });

  it('tells everyone who confirmed the meetup of a new post in its forum, except its author', async () => {
    const [author, ana, bia] = [randomUUID(), randomUUID(), randomUUID()];
    t.activity.attendees.mockResolvedValue([ana, author, bia]);

    await apply('forum.post_created', {
      post_id: randomUUID(),
      indication_id: venue.indicationId,
      author_id: author,
      week: WEEK,
      at: AT,
    });

    expect(t.activity.attendees).toHaveBeenCalledWith(em, venue.indicationId);
    const text = notificationTexts['forum.post']('Bar do Zé', venue.indicationId);
    expect(calls()).toEqual([
      {
        type: 'forum.post',
        recipients: [
          { userId: ana, text },
          { userId: bia, text },
        ],
        cityId: venue.cityId,
      },
    ]);
  });

  it('keeps the indication a decision, a hand-over or a forum post names or links to; none for a ticket', async () => {
    t.activity.attendees.mockResolvedValue([randomUUID()]);
    const onVenue = {
      indication_id: venue.indicationId,
      user_id: venue.userId,
      week: WEEK,
      city_id: SAO_PAULO_ID,
      at: AT,
    };

    await apply('indication.approved', onVenue);
    await apply('indication.rejected', onVenue);
    await apply('winner.host_changed', {
      indication_id: venue.indicationId,
      week: WEEK,
      previous_host_id: venue.userId,
      new_host_id: randomUUID(),
      at: AT,
    });
    await apply('forum.post_created', {
      post_id: randomUUID(),
      indication_id: venue.indicationId,
      author_id: venue.userId,
      week: WEEK,
      at: AT,
    });
    await apply('ticket.responded', {
      ticket_id: randomUUID(),
      ticket_type: 'general',
      user_id: randomUUID(),
      subject: 'Meu cadastro',
      responded_by: randomUUID(),
      responded_at: AT,
    });

    expect(indications()).toEqual([
      ['indication.approved', [venue.indicationId]],
      ['indication.rejected', [venue.indicationId]],
      ['host.handed_over', [venue.indicationId]],
      ['forum.post', [venue.indicationId]],
      ['ticket.responded', [undefined]],
    ]);
  });

  it('tells a ticket’s owner it was answered, naming its subject, whatever their city', async () => {
    const owner = randomUUID();
    const responded = {
      ticket_id: randomUUID(),
      ticket_type: 'general' as const,
      user_id: owner,
      responded_by: randomUUID(),
      responded_at: AT,
    };

    await apply('ticket.responded', { ...responded, subject: 'Meu cadastro' });
    await apply('ticket.responded', responded);

    expect(calls()).toEqual([
      {
        type: 'ticket.responded',
        recipients: [{ userId: owner, text: notificationTexts['ticket.responded']('Meu cadastro') }],
        cityId: null,
      },
    ]);
  });

  describe('integrity.clusters_held', () => {
    const [rita, joao] = [
      { userId: randomUUID(), email: 'rita@example.com', name: 'Rita' },
      { userId: randomUUID(), email: 'joao@example.com', name: 'João' },
    ];
    const cluster = (indication_name: string, held_votes: number, accounts: number) => ({
      cluster_id: randomUUID(),
      indication_id: randomUUID(),
      indication_name,
      accounts,
      held_votes,
      reasons: ['shared_voting_network', 'voting_burst'],
    });
    const held = (clusters: ReturnType<typeof cluster>[]) =>
      apply('integrity.clusters_held', {
        week: WEEK,
        city_id: SAO_PAULO_ID,
        city: 'São Paulo',
        clusters,
        at: AT,
      });
    /** The e-mail of the one notify call, per recipient. */
    const emails = () => t.notifier.notify.mock.calls[0]![3].map((recipient) => recipient.email!);

    beforeEach(() => {
      t.people.admins.mockResolvedValue([rita, joao]);
    });

    it('tells every admin, whatever their city, which clusters were held, linking the Integridade tab on that city and week', async () => {
      const envelope = await held([cluster('Bar X', 8, 5), cluster('Bar Y', 1, 1)]);

      const text = {
        title: 'Votos colocados em análise',
        body: '2 grupos em São Paulo (2026-W48): “Bar X” — 8 votos; “Bar Y” — 1 voto.',
        url: `/admin?aba=integridade&city_id=${SAO_PAULO_ID}&week=2026-W48`,
      };
      expect(t.notifier.notify).toHaveBeenCalledWith(
        em,
        envelope,
        'integrity.review',
        [
          { userId: rita.userId, text, email: expect.objectContaining({ to: 'rita@example.com' }) },
          { userId: joao.userId, text, email: expect.objectContaining({ to: 'joao@example.com' }) },
        ],
        null,
      );
    });

    it('e-mails each admin by name the clusters, their votes and accounts, and the tab’s full address', async () => {
      await held([cluster('Bar X', 8, 5), cluster('Bar Y', 1, 1)]);

      const [toRita] = emails();
      expect(toRita).toMatchObject({
        to: 'rita@example.com',
        subject: 'Votos colocados em análise em São Paulo (2026-W48)',
      });
      const link = `https://encontro.app/admin?aba=integridade&city_id=${SAO_PAULO_ID}&week=2026-W48`;
      for (const line of [
        'Olá, Rita!',
        '- “Bar X”: 8 votos de 5 contas',
        '- “Bar Y”: 1 voto de 1 conta',
        link,
      ])
        expect(toRita!.text).toContain(line);
      expect(toRita!.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    });

    it('gives each admin’s e-mail its own one-click unsubscribe from this type', async () => {
      await held([cluster('Bar X', 8, 5)]);

      const claims = emails().map((email) => {
        expect(email.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        const token = /token=([^>]+)>/.exec(email.headers!['List-Unsubscribe']!)![1]!;
        return verifyUnsubscribeToken(SECRET, decodeURIComponent(token));
      });
      expect(claims).toEqual([
        { userId: rita.userId, type: 'integrity.review' },
        { userId: joao.userId, type: 'integrity.review' },
      ]);
    });

    it('tells no one when no cluster was held', async () => {
      await held([]);

      expectNotCalled(t.people.admins, t.notifier.notify);
    });
  });
});
