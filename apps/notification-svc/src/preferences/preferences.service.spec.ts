import { beforeEach, describe, expect, it } from '@jest/globals';
import { notificationMessages, notificationTypes } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { signUnsubscribeToken } from '@encontro/server-mail';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  serviceUnderTest,
  transactionalOrm,
} from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { preferenceFactory } from '../../test/support/factories.js';
import { PeopleRepository } from '../people/people.repository.js';
import { PreferencesRepository } from './preferences.repository.js';
import { PreferencesService } from './preferences.service.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const SECRET = 'segredo-dos-links-de-teste';
const ALL_ON = { in_app: true, email: true, push: true };

describe(PreferencesService.name, () => {
  const user = randomUUID();

  const t = serviceUnderTest(PreferencesService, ({ em }) => ({
    orm: transactionalOrm(em),
    preferences: PreferencesRepository,
    people: PeopleRepository,
    outbox: Outbox,
    clock: clockAt(NOW),
    config: { EMAIL_UNSUBSCRIBE_SECRET: SECRET },
  }));

  beforeEach(() => {
    t.preferences.ofUser.mockResolvedValue([]);
    t.preferences.lock.mockResolvedValue(undefined);
    t.preferences.save.mockResolvedValue(undefined);
    t.people.isDeleted.mockResolvedValue(false);
    t.outbox.add.mockReturnValue('event-id');
  });

  it('has every channel of every type on until the person changes one', async () => {
    t.preferences.ofUser.mockResolvedValue([
      preferenceFactory({ userId: user, type: 'forum.post', push: false }),
    ]);

    const { preferences: answer } = await t.sut.get(user);

    expect(Object.keys(answer)).toEqual([...notificationTypes]);
    expect(answer['forum.post']).toEqual({ ...ALL_ON, push: false });
    expect(answer['ticket.responded']).toEqual(ALL_ON);
  });

  it('changes only the channels given, keeping the others, under the person’s lock', async () => {
    t.preferences.ofUser.mockResolvedValue([
      preferenceFactory({ userId: user, type: 'forum.post', email: false }),
    ]);

    const saved = await t.sut.update(user, { 'forum.post': { push: false } });

    expect(t.preferences.lock).toHaveBeenCalledWith(t.em, user);
    expect(t.preferences.save).toHaveBeenCalledTimes(1);
    expect(t.preferences.save).toHaveBeenCalledWith(
      t.em,
      user,
      'forum.post',
      { in_app: true, email: false, push: false },
      NOW,
    );
    expect(saved.message).toBe(notificationMessages.preferencesSaved);
    expect(saved.preferences['forum.post']).toEqual({ in_app: true, email: false, push: false });
  });

  it('announces the whole list of e-mails turned off when it changes', async () => {
    await t.sut.update(user, { 'host.selected': { email: false } });

    expect(t.outbox.add).toHaveBeenCalledWith(t.em, 'notification.preferences_changed', {
      user_id: user,
      email_opt_out: ['host.selected'],
      at: NOW.toISOString(),
    });
  });

  it('announces nothing when only other channels, or e-mails no one sends, change', async () => {
    await t.sut.update(user, { 'host.selected': { push: false }, 'forum.post': { email: false } });

    expect(t.outbox.add).not.toHaveBeenCalled();
  });

  describe('one-click e-mail unsubscribe', () => {
    it('turns that type’s e-mail off for the person the link names, and announces it', async () => {
      const token = signUnsubscribeToken(SECRET, user, 'host.selected');

      expect(await t.sut.emailUnsubscribe(token)).toEqual({
        message: notificationMessages.unsubscribedByEmail,
        type: 'host.selected',
      });
      expect(t.preferences.save).toHaveBeenCalledWith(
        t.em,
        user,
        'host.selected',
        { ...ALL_ON, email: false },
        NOW,
      );
      expect(t.outbox.add).toHaveBeenCalledWith(
        t.em,
        'notification.preferences_changed',
        expect.objectContaining({ user_id: user }),
      );
    });

    it('refuses a link signed with another secret, changing nothing', async () => {
      const forged = signUnsubscribeToken('outro-segredo-qualquer', user, 'host.selected');

      await expectRefusal(
        t.sut.emailUnsubscribe(forged),
        'UNSUBSCRIBE_LINK_INVALID',
        notificationMessages.unsubscribeLinkInvalid,
      );
      expect(t.preferences.save).not.toHaveBeenCalled();
    });

    it('keeps nothing for a deleted account, answering as usual', async () => {
      t.people.isDeleted.mockResolvedValue(true);

      await t.sut.emailUnsubscribe(signUnsubscribeToken(SECRET, user, 'host.selected'));

      expectNotCalled(t.preferences.save, t.outbox.add);
    });
  });
});
