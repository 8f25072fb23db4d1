import { beforeEach, describe, expect, it } from '@jest/globals';
import { notificationMessages, notificationTypes } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { signUnsubscribeToken } from '@encontro/server-mail';
import {
  automock,
  clockAt,
  type Mocked,
  type UnitOfWork,
  transactionalOrm,
  unitOfWork,
} from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { preferenceFactory } from '../../test/support/factories.js';
import { PeopleRepository } from '../people/people.repository.js';
import { PreferencesRepository } from './preferences.repository.js';
import { PreferencesService } from './preferences.service.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const SECRET = 'segredo-dos-links-de-teste';
const ALL_ON = { in_app: true, email: true, push: true };

describe(PreferencesService.name, () => {
  let preferences: Mocked<PreferencesRepository>;
  let people: Mocked<PeopleRepository>;
  let outbox: Mocked<Outbox>;
  let service: PreferencesService;
  let em: UnitOfWork;
  const user = randomUUID();

  beforeEach(() => {
    preferences = automock(PreferencesRepository);
    people = automock(PeopleRepository);
    outbox = automock(Outbox);
    preferences.ofUser.mockResolvedValue([]);
    preferences.lock.mockResolvedValue(undefined);
    preferences.save.mockResolvedValue(undefined);
    people.isDeleted.mockResolvedValue(false);
    outbox.add.mockReturnValue('event-id');
    em = unitOfWork();
    service = new PreferencesService(transactionalOrm(em), preferences, people, outbox, clockAt(NOW), {
      EMAIL_UNSUBSCRIBE_SECRET: SECRET,
    });
  });

  it('has every channel of every type on until the person changes one', async () => {
    preferences.ofUser.mockResolvedValue([
      preferenceFactory({ userId: user, type: 'forum.post', push: false }),
    ]);

    const { preferences: answer } = await service.get(user);

    expect(Object.keys(answer)).toEqual([...notificationTypes]);
    expect(answer['forum.post']).toEqual({ ...ALL_ON, push: false });
    expect(answer['ticket.responded']).toEqual(ALL_ON);
  });

  it('changes only the channels given, keeping the others, under the person’s lock', async () => {
    preferences.ofUser.mockResolvedValue([
      preferenceFactory({ userId: user, type: 'forum.post', email: false }),
    ]);

    const saved = await service.update(user, { 'forum.post': { push: false } });

    expect(preferences.lock).toHaveBeenCalledWith(em, user);
    expect(preferences.save).toHaveBeenCalledTimes(1);
    expect(preferences.save).toHaveBeenCalledWith(
      em,
      user,
      'forum.post',
      { in_app: true, email: false, push: false },
      NOW,
    );
    expect(saved.message).toBe(notificationMessages.preferencesSaved);
    expect(saved.preferences['forum.post']).toEqual({ in_app: true, email: false, push: false });
  });

  it('announces the whole list of e-mails turned off when it changes', async () => {
    await service.update(user, { 'host.selected': { email: false } });

    expect(outbox.add).toHaveBeenCalledWith(em, 'notification.preferences_changed', {
      user_id: user,
      email_opt_out: ['host.selected'],
      at: NOW.toISOString(),
    });
  });

  it('announces nothing when only other channels, or e-mails no one sends, change', async () => {
    await service.update(user, { 'host.selected': { push: false }, 'forum.post': { email: false } });

    expect(outbox.add).not.toHaveBeenCalled();
  });

  describe('one-click e-mail unsubscribe', () => {
    it('turns that type’s e-mail off for the person the link names, and announces it', async () => {
      const token = signUnsubscribeToken(SECRET, user, 'host.selected');

      expect(await service.emailUnsubscribe(token)).toEqual({
        message: notificationMessages.unsubscribedByEmail,
        type: 'host.selected',
      });
      expect(preferences.save).toHaveBeenCalledWith(
        em,
        user,
        'host.selected',
        { ...ALL_ON, email: false },
        NOW,
      );
      expect(outbox.add).toHaveBeenCalledWith(
        em,
        'notification.preferences_changed',
        expect.objectContaining({ user_id: user }),
      );
    });

    it('refuses a link signed with another secret, changing nothing', async () => {
      const forged = signUnsubscribeToken('outro-segredo-qualquer', user, 'host.selected');

      await expect(service.emailUnsubscribe(forged)).rejects.toMatchObject({
        reason: 'UNSUBSCRIBE_LINK_INVALID',
        message: notificationMessages.unsubscribeLinkInvalid,
      });
      expect(preferences.save).not.toHaveBeenCalled();
    });

    it('keeps nothing for a deleted account, answering as usual', async () => {
      people.isDeleted.mockResolvedValue(true);

      await service.emailUnsubscribe(signUnsubscribeToken(SECRET, user, 'host.selected'));

      expect(preferences.save).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
    });
  });
});
