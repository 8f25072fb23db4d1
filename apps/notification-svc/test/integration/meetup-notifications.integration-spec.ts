import { afterEach, describe, expect, it } from '@jest/globals';
import { notificationTexts, reminderActions } from '@encontro/contracts';
import { type PushEndpoint, startPushEndpoint } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { PreferencesHandlers } from '../../src/preferences/preferences.handlers.js';
import { PushHandlers } from '../../src/push/push.handlers.js';
import { PUBLIC_URL, SAO_PAULO, type TestPerson, WEEK } from '../support/notification-test-app.js';
import { notificationSuite } from '../support/suite.js';

const MANAUS = { city: 'Manaus', state: 'AM', city_id: '1302603' };
const TOKEN = `${Buffer.from('reminder-payload').toString('base64url')}.assinatura_do-lembrete`;

/** Issue 30: the waitlist's offer and the reminder that asks, in the app, by push and by e-mail. */
describe('notification-svc: a seat offered and the meetup’s reminders (seat.offered, meetup.reminder)', () => {
  const t = notificationSuite('notification_meetup');
  const endpoints: PushEndpoint[] = [];

  afterEach(async () => {
    await Promise.all(endpoints.splice(0).map((endpoint) => endpoint.close()));
  });

  const subscribe = async (who: TestPerson) => {
    const device = await startPushEndpoint();
    endpoints.push(device);
    await t.get(PushHandlers).subscribe({ user_id: who.user_id, body: device.subscription });
    return device;
  };
  const inbox = async (who: TestPerson) => (await t.list(who.user_id)).notifications;
  const mailsTo = (who: TestPerson, kind: string) =>
    t.sql<{ subject: string; text: string; html: string }>(
      `select subject, text, html from ${t.table('mail_outbox')} where kind = ? and to_address = ?`,
      [kind, `${who.user_id}@example.com`],
    );
  /** A meetup in `place` and a confirmed person of it who gets its reminder at `at`, for a start at `startsAt`. */
  const remind = async (
    place = MANAUS,
    startsAt = '2026-11-28T23:30:00.000Z',
    at = '2026-11-27T22:00:00.000Z',
  ) => {
    const who = await t.person(place);
    const venue = await t.indication(who, 'Bar do Norte');
    const device = await subscribe(who);
    await t.deliver('meetup.reminder', {
      indication_id: venue.id,
      week: WEEK,
      user_id: who.user_id,
      kind: 'day_before',
      starts_at: startsAt,
      time_zone: place === MANAUS ? 'America/Manaus' : 'America/Sao_Paulo',
      action_token: TOKEN,
      at,
    });
    return { who, venue, device };
  };

  it('asks a confirmed person in the app, in the city’s time ("amanhã às 19:30, horário de Manaus")', async () => {
    const { who, venue } = await remind();
    const text = notificationTexts['meetup.reminder'](
      'Bar do Norte',
      venue.id,
      'amanhã às 19:30 (horário de Manaus)',
    );
    expect(await inbox(who)).toEqual([expect.objectContaining({ type: 'meetup.reminder', ...text })]);
    expect(text.body).toContain('“Bar do Norte” é amanhã às 19:30 (horário de Manaus)');
  });

  it('pushes the reminder with the actions "Vou sim" and "Não vou mais" and what they answer with', async () => {
    const { who, venue, device } = await remind();
    const [listed] = await inbox(who);
    expect(await device.received()).toEqual({
      id: listed!.id,
      type: 'meetup.reminder',
      title: listed!.title,
      body: listed!.body,
      url: `/forum/${venue.id}`,
      actions: [
        { action: 'going', title: 'Vou sim' },
        { action: 'not_going', title: 'Não vou mais' },
      ],
      data: { indication_id: venue.id, token: TOKEN },
    });
    expect(reminderActions.map((a) => a.title)).toEqual(['Vou sim', 'Não vou mais']);
  });

  it('e-mails the reminder with one link per answer, which open the page that sends it', async () => {
    const { who, venue } = await remind();
    const [mail] = await mailsTo(who, 'meetup.reminder');
    const link = `${PUBLIC_URL}/forum/${venue.id}/lembrete?t=${encodeURIComponent(TOKEN)}`;
    expect(mail!.subject).toBe('Lembrete: encontro em “Bar do Norte” amanhã às 19:30 (horário de Manaus)');
    expect(mail!.text).toContain(`Vou sim: ${link}&r=vou`);
    expect(mail!.text).toContain(`Não vou mais: ${link}&r=nao-vou`);
    expect(mail!.html).toContain(`${link}&amp;r=nao-vou`);
    const sent = await t.env.mailbox.waitFor(`${who.user_id}@example.com`);
    expect(String(sent.headers['list-unsubscribe'])).toContain('unsubscribe');
  });

  it('sends no reminder e-mail to someone who turned it off, and still tells them in the app', async () => {
    const who = await t.person(SAO_PAULO);
    const venue = await t.indication(who, 'Bar Quieto');
    await t.get(PreferencesHandlers).updatePreferences({
      user_id: who.user_id,
      body: { preferences: { 'meetup.reminder': { email: false } } },
    } as never);
    await t.deliver('meetup.reminder', {
      indication_id: venue.id,
      week: WEEK,
      user_id: who.user_id,
      kind: 'hours_before',
      starts_at: '2026-11-28T22:30:00.000Z',
      time_zone: 'America/Sao_Paulo',
      action_token: TOKEN,
      at: '2026-11-28T19:30:00.000Z',
    });
    expect(await inbox(who)).toEqual([
      expect.objectContaining({ body: expect.stringContaining('hoje às 19:30 (horário de Brasília)') }),
    ]);
    expect(await mailsTo(who, 'meetup.reminder')).toEqual([]);
  });

  it('offers a freed seat in the app, by push and by e-mail, until a time in the city’s zone', async () => {
    const who = await t.person(MANAUS);
    const venue = await t.indication(who, 'Bar da Vaga');
    const device = await subscribe(who);
    await t.deliver('seat.offered', {
      indication_id: venue.id,
      week: WEEK,
      user_id: who.user_id,
      expires_at: '2026-11-28T20:15:00.000Z',
      at: '2026-11-28T18:15:00.000Z',
    });
    const text = notificationTexts['seat.offered'](
      'Bar da Vaga',
      venue.id,
      'hoje às 16:15 (horário de Manaus)',
    );
    expect(text.body).toBe(
      'Uma vaga abriu no encontro em “Bar da Vaga”! Aceite até hoje às 16:15 (horário de Manaus).',
    );
    expect(await inbox(who)).toEqual([expect.objectContaining({ type: 'seat.offered', ...text })]);
    const pushed = await device.received();
    expect(pushed).toMatchObject({ type: 'seat.offered', ...text });
    expect(pushed).not.toHaveProperty('actions');
    const [mail] = await mailsTo(who, 'seat.offered');
    expect(mail!.text).toContain(`Aceitar a vaga: ${PUBLIC_URL}/forum/${venue.id}`);
    expect(mail!.text).toContain('Aceite até hoje às 16:15 (horário de Manaus)');
  });

  it('tells nobody of an offer for a meetup it never heard of', async () => {
    const who = await t.person(SAO_PAULO);
    await t.deliver('seat.offered', {
      indication_id: randomUUID(),
      week: WEEK,
      user_id: who.user_id,
      expires_at: '2026-11-28T20:15:00.000Z',
      at: '2026-11-28T18:15:00.000Z',
    });
    expect(await inbox(who)).toEqual([]);
  });
});
