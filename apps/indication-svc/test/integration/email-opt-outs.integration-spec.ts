import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Gender, NotificationType } from '@encontro/contracts';
import { verifyUnsubscribeToken } from '@encontro/server-mail';
import { waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { IndicationsHandlers } from '../../src/indications/indications.handlers.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { HostDeadlines } from '../../src/winners/host-deadline.service.js';
import { WeekCloser } from '../../src/winners/week-closer.service.js';
import {
  type IndicationTestApp,
  PUBLIC_URL,
  W48_FRIDAY,
  W48_MONDAY,
  createIndicationTestApp,
  newCity,
} from '../support/index.js';

const SECRET = 'segredo-dos-links-de-descadastro';
const FRIDAY_EVENING = new Date('2026-11-27T18:00:01-03:00');

describe('indication-svc: e-mails a person turned off (notification.preferences_changed)', () => {
  let t: IndicationTestApp;

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_email_opt_outs', { EMAIL_UNSUBSCRIBE_SECRET: SECRET });
  }, 60_000);

  afterAll(() => t?.close());

  /** A host whose venue won W48 and who has not confirmed: the Friday reminder is due to them. */
  async function unconfirmedHost(gender: Gender | null = null) {
    const city = newCity();
    const email = `anfitriao-${randomUUID()}@example.com`;
    t.clock.set(W48_MONDAY);
    const host = await t.person(city, { email, gender });
    const { indication } = await t.nominate(host, { name: 'Bar do Lembrete' });
    const id = indication!.indication_id;
    await t.get(IndicationsHandlers).approve({ admin_id: randomUUID(), indication_id: id });
    await t.get(VotesHandlers).castVote({ user_id: await t.person(city), indication_id: id });
    t.clock.set(W48_FRIDAY);
    await t.get(WeekCloser).closeDueWeeks();
    return { host, email };
  }
  const processed = async () =>
    Number(
      (
        await t.sql<{ n: string }>(`select count(*) as n from ${t.table('inbox')} where name = ?`, [
          'notification.preferences_changed',
        ])
      )[0]!.n,
    );
  /** Publishes the person's whole list, as notification-svc does, and waits until it is applied. */
  async function optOut(userId: string, types: NotificationType[], at: string) {
    const before = await processed();
    await t.publish('notification.preferences_changed', { user_id: userId, email_opt_out: types, at });
    await waitFor(async () => (await processed()) > before);
  }
  const optOutsOf = async (userId: string) =>
    (
      await t.sql<{ types: string[] }>(`select types from ${t.table('email_opt_outs')} where user_id = ?`, [
        userId,
      ])
    )[0]?.types;
  const reminders = (email: string) =>
    t.sql(`select 1 from ${t.table('mail_outbox')} where kind = 'host.reminder' and to_address = ?`, [email]);

  it('sends the Friday reminder with one-click unsubscribe headers naming the host, and the host-won e-mail without', async () => {
    const { host, email } = await unconfirmedHost();
    t.clock.set(FRIDAY_EVENING);
    await expect(t.get(HostDeadlines).remindUnconfirmedHosts()).resolves.toBeGreaterThan(0);

    await t.mailbox.waitFor(email, 2);
    const subject = (s: string) => t.mailbox.to(email).find((mail) => mail.subject === s)!;
    const won = subject('Seu local venceu! Confirme que você será o anfitrião');
    expect(won.headers['list-unsubscribe']).toBeUndefined();
    expect(won.headers['list-unsubscribe-post']).toBeUndefined();

    const reminder = subject('Lembrete: confirme hoje até 23:59 que você será o anfitrião');
    const oneClick = /^<(.+)\/api\/notifications\/email\/unsubscribe\?token=([^>]+)>$/.exec(
      String(reminder.headers['list-unsubscribe']),
    );
    expect(oneClick?.[1]).toBe(PUBLIC_URL);
    expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = decodeURIComponent(oneClick![2]!);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: host, type: 'host.selected' });
    expect(reminder.text).toContain(`${PUBLIC_URL}/notificacoes/descadastrar?token=${oneClick![2]}`);
  });

  it('writes to a host who chose Feminino (her person snapshot) as the anfitriã', async () => {
    const { email } = await unconfirmedHost('F');
    t.clock.set(FRIDAY_EVENING);
    await t.get(HostDeadlines).remindUnconfirmedHosts();

    await t.mailbox.waitFor(email, 2);
    expect(t.mailbox.to(email).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        'Seu local venceu! Confirme que você será a anfitriã',
        'Lembrete: confirme hoje até 23:59 que você será a anfitriã',
      ]),
    );
  });

  it('skips the reminder of a host who turned it off, the latest list winning', async () => {
    const { host, email } = await unconfirmedHost();
    await optOut(host, ['host.selected', 'forum.post'], '2026-11-25T10:00:00.000Z');
    // An older list arriving late changes nothing.
    await optOut(host, [], '2026-11-24T10:00:00.000Z');
    expect(await optOutsOf(host)).toEqual(['host.selected', 'forum.post']);

    t.clock.set(FRIDAY_EVENING);
    await t.get(HostDeadlines).remindUnconfirmedHosts();
    // Its turn came (the reminder is claimed, a later pass does not send it either), but no e-mail.
    const [winner] = await t.sql<{ reminder_sent_at: string | null }>(
      `select reminder_sent_at from ${t.table('winners')} where host_id = ?`,
      [host],
    );
    // The suite's clock runs on from where it was set: the claim is stamped within the moment after.
    const claimedAfter = new Date(winner!.reminder_sent_at!).getTime() - FRIDAY_EVENING.getTime();
    expect(claimedAfter).toBeGreaterThanOrEqual(0);
    expect(claimedAfter).toBeLessThan(5000);
    expect(await reminders(email)).toEqual([]);

    await optOut(host, [], '2026-11-26T10:00:00.000Z');
    expect(await optOutsOf(host)).toEqual([]);
  });

  it('forgets the list with the deleted account, and a late change does not bring it back', async () => {
    const leaver = await t.person(newCity());
    await optOut(leaver, ['host.selected'], new Date().toISOString());
    expect(await optOutsOf(leaver)).toEqual(['host.selected']);

    await t.publish('user.deleted', { user_id: leaver, by: 'self', at: new Date().toISOString() });
    await waitFor(async () => (await optOutsOf(leaver)) === undefined);
    await optOut(leaver, ['host.selected'], new Date(Date.now() + 60_000).toISOString());
    expect(await optOutsOf(leaver)).toBeUndefined();
  });
});
