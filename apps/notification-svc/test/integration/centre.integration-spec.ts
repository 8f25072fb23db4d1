import { describe, expect, it } from '@jest/globals';
import { notificationTypes } from '@encontro/contracts';
import { signUnsubscribeToken } from '@encontro/server-mail';
import { expectRefusal, type PushEndpoint, startPushEndpoint } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { NotificationsHandlers } from '../../src/notifications/notifications.handlers.js';
import { PreferencesHandlers } from '../../src/preferences/preferences.handlers.js';
import { PushHandlers } from '../../src/push/push.handlers.js';
import type { TestPerson } from '../support/notification-test-app.js';
import { notificationSuite } from '../support/suite.js';

describe('notification-svc: the notification centre and its preferences', () => {
  const t = notificationSuite('notification_centre');
  const notFound = { reason: 'NOTIFICATION_NOT_FOUND', message: 'Notificação não encontrada.' };

  /** `count` notifications, one a second apart by the clock (newest last). */
  const several = async (who: TestPerson, count: number) => {
    for (let i = 1; i <= count; i += 1) {
      t.clock.set(new Date(Date.now() + i * 1000));
      await t.ticketResponded(who, `Ticket ${i}`);
    }
    t.clock.reset();
  };
  const markRead = (who: TestPerson, id: string) =>
    t.get(NotificationsHandlers).markRead({ user_id: who.user_id, notification_id: id });
  const setPreferences = (who: TestPerson, preferences: Record<string, Record<string, boolean>>) =>
    t.get(PreferencesHandlers).updatePreferences({ user_id: who.user_id, body: { preferences } } as never);

  it('lists newest first a page at a time, with the unread count and the cursor of the next page', async () => {
    const ana = await t.person();
    await several(ana, 5);

    const first = await t.list(ana.user_id, { limit: 2 });
    expect(first.notifications.map((n) => n.body)).toEqual([
      'O suporte respondeu ao ticket “Ticket 5”.',
      'O suporte respondeu ao ticket “Ticket 4”.',
    ]);
    expect(first).toMatchObject({ unread: 5, next_before: first.notifications[1]!.id });
    const second = await t.list(ana.user_id, { limit: 2, before: first.next_before! });
    expect(second.notifications.map((n) => n.body)).toEqual([
      'O suporte respondeu ao ticket “Ticket 3”.',
      'O suporte respondeu ao ticket “Ticket 2”.',
    ]);
    const last = await t.list(ana.user_id, { limit: 2, before: second.next_before! });
    expect(last.notifications).toHaveLength(1);
    expect(last.next_before).toBeNull();
    expect((await t.list(ana.user_id, { before: randomUUID() })).notifications).toEqual([]);
  });

  it('marks one of the owner’s notifications read; another person’s or an unknown id is simply not found', async () => {
    const bia = await t.person();
    const caio = await t.person();
    await several(bia, 2);
    const [newest] = (await t.list(bia.user_id)).notifications;

    await expect(markRead(caio, newest!.id)).rejects.toMatchObject(notFound);
    await expect(markRead(bia, randomUUID())).rejects.toMatchObject(notFound);
    await expect(markRead(bia, 'nada')).rejects.toMatchObject(notFound);
    expect((await t.list(bia.user_id)).unread).toBe(2);

    const read = await markRead(bia, newest!.id);
    expect(read).toEqual({ notification: { ...newest, read_at: expect.any(String) }, unread: 1 });
    expect((await markRead(bia, newest!.id)).notification.read_at).toBe(read.notification.read_at);

    expect(await t.get(NotificationsHandlers).markAllRead({ user_id: bia.user_id })).toEqual({
      message: 'Todas as notificações foram marcadas como lidas.',
      unread: 0,
    });
    expect((await t.list(bia.user_id)).notifications.every((n) => n.read_at)).toBe(true);
  });

  it('starts with every channel on, keeps a type with in_app off out of the list and the count', async () => {
    const dani = await t.person();
    const { preferences } = await t.get(PreferencesHandlers).getPreferences({ user_id: dani.user_id });
    expect(Object.values(preferences)).toHaveLength(notificationTypes.length);
    expect(Object.values(preferences).every((c) => c.in_app && c.email && c.push)).toBe(true);
    await t.ticketResponded(dani, 'Visível');

    const saved = await setPreferences(dani, { 'ticket.responded': { in_app: false } });
    expect(saved.message).toBe('Preferências de notificação salvas.');
    expect(saved.preferences['ticket.responded']).toEqual({ in_app: false, email: true, push: true });
    expect(await t.list(dani.user_id)).toEqual({ notifications: [], unread: 0, next_before: null });
    await t.ticketResponded(dani, 'Oculto');
    expect((await t.list(dani.user_id)).unread).toBe(0);

    await setPreferences(dani, { 'ticket.responded': { in_app: true } });
    expect((await t.list(dani.user_id)).unread).toBe(2);
  });

  it('pushes nothing for a type with push off', async () => {
    const eva = await t.person();
    const device: PushEndpoint = await startPushEndpoint();
    try {
      await t.get(PushHandlers).subscribe({ user_id: eva.user_id, body: device.subscription });
      await setPreferences(eva, { 'ticket.responded': { push: false } });
      await t.ticketResponded(eva, 'Sem push');
      await t.ticketResponded(eva, 'Sem push de novo');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(device.requests).toEqual([]);
      expect((await t.list(eva.user_id)).unread).toBe(2);
    } finally {
      await device.close();
    }
  });

  it('announces the whole e-mail opt-out list when it changes, and only then', async () => {
    const fabio = await t.person();
    const changes = async () =>
      (await t.outbox('notification.preferences_changed')).filter((e) => e.user_id === fabio.user_id);

    await setPreferences(fabio, { 'forum.post': { email: false, push: false } });
    expect(await changes()).toEqual([]);
    await setPreferences(fabio, { 'host.selected': { email: false } });
    await setPreferences(fabio, { 'host.selected': { in_app: false } });
    await setPreferences(fabio, { 'host.selected': { email: true } });

    expect((await changes()).map((e) => e.email_opt_out)).toEqual([['host.selected'], []]);
  });

  it('turns an e-mail off from its one-click link, and refuses a forged one', async () => {
    const gil = await t.person();
    const token = signUnsubscribeToken(t.config.EMAIL_UNSUBSCRIBE_SECRET, gil.user_id, 'host.selected');
    const unsubscribe = (value: string) =>
      t.get(PreferencesHandlers).emailUnsubscribe({ query: { token: value } });

    expect(await unsubscribe(token)).toEqual({
      message: 'Você não receberá mais este e-mail. Altere quando quiser no seu perfil.',
      type: 'host.selected',
    });
    const { preferences } = await t.get(PreferencesHandlers).getPreferences({ user_id: gil.user_id });
    expect(preferences['host.selected']).toEqual({ in_app: true, email: false, push: true });
    const events = await t.outbox('notification.preferences_changed');
    expect(events.filter((e) => e.user_id === gil.user_id).map((e) => e.email_opt_out)).toEqual([
      ['host.selected'],
    ]);

    const forged = signUnsubscribeToken('outro-segredo-qualquer-123', gil.user_id, 'host.selected');
    for (const bad of [forged, `${token}x`, 'nada'])
      await expectRefusal(unsubscribe(bad), 'UNSUBSCRIBE_LINK_INVALID', 'Link de descadastro inválido.');
  });

  it('refuses a subscription whose endpoint is not a URL, in pt-BR', async () => {
    const hugo = await t.person();
    await expect(
      t.get(PushHandlers).subscribe({
        user_id: hugo.user_id,
        body: { endpoint: 'não é url', keys: { p256dh: 'x', auth: 'y' } },
      }),
    ).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { endpoint: ['Endereço de notificação inválido.'] },
    });
  });
});
