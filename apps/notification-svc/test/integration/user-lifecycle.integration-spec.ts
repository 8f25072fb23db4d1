import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PreferencesHandlers } from '../../src/preferences/preferences.handlers.js';
import { PushHandlers } from '../../src/push/push.handlers.js';
import { UserDataHandlers } from '../../src/user-data/user-data.handlers.js';
import type { TestPerson } from '../support/notification-test-app.js';
import { notificationSuite } from '../support/suite.js';

describe('notification-svc: LGPD export and deleted accounts', () => {
  const t = notificationSuite('notification_lifecycle');
  const device = {
    endpoint: `https://push.example.com/send/${randomUUID()}`,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  const rows = (table: string, who: TestPerson) =>
    t.sql(`select 1 from ${t.table(table)} where user_id = ?`, [who.user_id]);

  it('exports their notifications, their channels and their devices’ addresses, never the keys', async () => {
    const ana = await t.person();
    await t.ticketResponded(ana, 'Exportação');
    await t.get(PreferencesHandlers).updatePreferences({
      user_id: ana.user_id,
      body: { preferences: { 'forum.post': { push: false } } },
    });
    await t.get(PushHandlers).subscribe({ user_id: ana.user_id, body: device });

    const exported = await t.get(UserDataHandlers).export({ user_id: ana.user_id });

    expect(exported.service).toBe('notification-svc');
    expect(exported.data).toEqual({
      notifications: [
        expect.objectContaining({
          type: 'ticket.responded',
          title: 'Seu ticket foi respondido',
          read_at: null,
        }),
      ],
      preferences: expect.objectContaining({
        'forum.post': { in_app: true, email: true, push: false },
        'ticket.responded': { in_app: true, email: true, push: true },
      }),
      push_subscriptions: [{ endpoint: device.endpoint, created_at: expect.any(String) }],
    });
    expect(JSON.stringify(exported)).not.toContain(device.keys.auth);
  });

  it('on user.deleted: erases everything of theirs, and later events create nothing for them', async () => {
    const leaver = await t.person();
    const stayer = await t.person();
    const bar = await t.indication(leaver, 'Bar de Quem Sai');
    await t.attend(stayer, bar.id);
    await t.ticketResponded(leaver, 'Exportação');
    await t.ticketResponded(stayer, 'Exportação');
    await t.get(PreferencesHandlers).updatePreferences({
      user_id: leaver.user_id,
      body: { preferences: { 'host.selected': { email: false } } },
    });
    await t.get(PushHandlers).subscribe({
      user_id: leaver.user_id,
      body: { ...device, endpoint: `${device.endpoint}/leaver` },
    });

    await t.deliver('user.deleted', { user_id: leaver.user_id, by: 'self', at: t.at() });

    for (const table of [
      'notifications',
      'notification_preferences',
      'push_subscriptions',
      'week_participants',
      'venues',
      'people',
    ])
      expect({ table, rows: await rows(table, leaver) }).toEqual({ table, rows: [] });
    expect(await rows('deleted_users', leaver)).toHaveLength(1);
    expect(await rows('notifications', stayer)).toHaveLength(1);
    expect(await rows('week_participants', stayer)).toHaveLength(1);

    await t.deliver('user.profile_updated', {
      user_id: leaver.user_id,
      name: 'Voltei',
      surname: 'Tarde',
      email: 'tarde@example.com',
      state: leaver.state,
      city: leaver.city,
      city_id: leaver.city_id,
      gender: null,
      photo: null,
      is_admin: false,
    });
    await t.ticketResponded(leaver, 'Exportação');
    await t.attend(leaver, bar.id);
    for (const table of ['notifications', 'week_participants', 'people'])
      expect({ table, rows: await rows(table, leaver) }).toEqual({ table, rows: [] });
    expect(await t.get(UserDataHandlers).export({ user_id: leaver.user_id })).toEqual({
      service: 'notification-svc',
      data: {
        notifications: [],
        preferences: expect.objectContaining({ 'host.selected': { in_app: true, email: true, push: true } }),
        push_subscriptions: [],
      },
    });
  });
});
