import { describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { type EventPayload, notificationTexts } from '@encontro/contracts';
import { verifyUnsubscribeToken } from '@encontro/server-mail';
import { randomUUID } from 'node:crypto';
import { Notifier } from '../../src/notifications/notifier.service.js';
import { PreferencesHandlers } from '../../src/preferences/preferences.handlers.js';
import { PUBLIC_URL, RIO, SAO_PAULO, type TestPerson, WEEK } from '../support/notification-test-app.js';
import { notificationSuite } from '../support/suite.js';

type Held = EventPayload<'integrity.clusters_held'>;

describe('notification-svc: every admin hears of the vote clusters put under review (integrity.review)', () => {
  const t = notificationSuite('notification_integrity');

  const held = (): Held => ({
    week: WEEK,
    ...SAO_PAULO,
    clusters: [
      {
        cluster_id: randomUUID(),
        indication_id: randomUUID(),
        indication_name: 'Bar X',
        accounts: 5,
        held_votes: 8,
        reasons: ['shared_voting_network'],
      },
      {
        cluster_id: randomUUID(),
        indication_id: randomUUID(),
        indication_name: 'Bar Y',
        accounts: 3,
        held_votes: 3,
        reasons: ['registration_burst'],
      },
    ],
    at: t.at(),
  });
  const reviewUrl = `/admin?aba=integridade&city_id=${SAO_PAULO.city_id}&week=${WEEK}`;
  const inbox = async (who: TestPerson) =>
    (await t.list(who.user_id)).notifications.filter((n) => n.type === 'integrity.review');
  /** The e-mails of this type stored for the person's address (sent or waiting). */
  const mailsTo = async (who: TestPerson) =>
    t.sql<{ idempotency_key: string }>(
      `select idempotency_key from ${t.table('mail_outbox')} where kind = 'integrity.review' and to_address = ?`,
      [`${who.user_id}@example.com`],
    );
  const admin = (place = SAO_PAULO) => t.person(place, { admin: true });

  it('tells each admin once, in the app and by e-mail, linking the Integridade tab; nobody else', async () => {
    const [paulista, carioca] = [await admin(), await admin(RIO)];
    const person = await t.person();
    const demoted = await admin();
    await t.deliver('user.profile_updated', {
      user_id: demoted.user_id,
      ...SAO_PAULO,
      name: 'Ex',
      surname: 'Admin',
      email: `${demoted.user_id}@example.com`,
      gender: null,
      photo: null,
      is_admin: false,
    });
    const gone = await admin();
    await t.deliver('user.deleted', { user_id: gone.user_id, by: 'admin', at: t.at() });

    const eventId = await t.deliver('integrity.clusters_held', held());

    for (const who of [paulista, carioca]) {
      expect(await inbox(who)).toEqual([
        expect.objectContaining({
          title: 'Votos colocados em análise',
          body: '2 grupos em São Paulo (2026-W48): “Bar X” — 8 votos; “Bar Y” — 3 votos.',
          url: reviewUrl,
          read_at: null,
        }),
      ]);
      expect(await mailsTo(who)).toEqual([{ idempotency_key: `integrity.review:${eventId}:${who.user_id}` }]);
    }
    for (const who of [person, demoted, gone]) {
      expect(await inbox(who)).toEqual([]);
      expect(await mailsTo(who)).toEqual([]);
    }

    const mail = await t.env.mailbox.waitFor(`${carioca.user_id}@example.com`);
    expect(mail.subject).toBe('Votos colocados em análise em São Paulo (2026-W48)');
    expect(mail.text).toContain('- “Bar X”: 8 votos de 5 contas');
    expect(mail.text).toContain(`${PUBLIC_URL}${reviewUrl}`);
    const unsubscribe = String(mail.headers['list-unsubscribe']);
    const token = decodeURIComponent(/token=([^>]+)>/.exec(unsubscribe)![1]!);
    expect(verifyUnsubscribeToken(t.config.EMAIL_UNSUBSCRIBE_SECRET, token)).toEqual({
      userId: carioca.user_id,
      type: 'integrity.review',
    });
  });

  it('creates nothing more for an admin when the same event is handled again', async () => {
    const rita = await admin();
    const payload = held();
    const eventId = await t.deliver('integrity.clusters_held', payload);
    const envelope = { id: eventId, name: 'integrity.clusters_held' as const, occurred_at: t.at() };
    const recipient = {
      userId: rita.user_id,
      text: notificationTexts['integrity.review'](payload),
      email: {
        to: `${rita.user_id}@example.com`,
        subject: 'De novo',
        text: 'De novo',
        html: '<p>De novo</p>',
      },
    };

    // As a second handling would (a redelivery racing the inbox): the unique keys keep one of each.
    const created = await t
      .get(MikroORM)
      .em.fork()
      .transactional((em) => t.get(Notifier).notify(em, envelope, 'integrity.review', [recipient], null));

    expect(created).toBe(0);
    expect(await inbox(rita)).toHaveLength(1);
    expect(await mailsTo(rita)).toHaveLength(1);
  });

  it('keeps the in-app notification but sends no e-mail to an admin who turned that e-mail off', async () => {
    const quiet = await admin();
    await t.get(PreferencesHandlers).updatePreferences({
      user_id: quiet.user_id,
      body: { preferences: { 'integrity.review': { email: false } } },
    } as never);

    await t.deliver('integrity.clusters_held', held());

    expect(await inbox(quiet)).toHaveLength(1);
    expect(await mailsTo(quiet)).toEqual([]);
  });
});
