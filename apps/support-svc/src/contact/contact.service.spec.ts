import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { contactSchema, eventPayloads, supportMessages as m } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { clockAt, expectNotCalled, expectRefusal, serviceUnderTest } from '@encontro/testing/unit';
import { contactMessageFactory, personFactory } from '../../test/support/factories.js';
import { SupportMail } from '../emails/support-mail.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { ContactMessage } from './contact-message.entity.js';
import { ContactLimiter } from './contact-limit.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';

// Friday 20 November 2026, 10:00 in São Paulo: 14 hours (50 400 s) until the next local day.
const NOW = new Date('2026-11-20T13:00:00Z');
const DAY = '2026-11-20';
const LIMIT = 5;
/** The gateway's keyed hash of the sender's address. */
const CLIENT = 'kq3Jt6m1cZsFQx0aN4bW8w';

/** A body as the contract hands it over (trimmed, honeypot gone). */
const body = (overrides: Record<string, unknown> = {}) =>
  contactSchema.parse({
    name: 'Ana Souza',
    email: 'Ana@Example.com',
    subject: 'Parceria',
    message: 'Tenho um bar e gostaria de participar.',
    ...overrides,
  });

describe(ContactService.name, () => {
  const em = {} as EntityManager;
  let transaction: (work: (em: EntityManager) => Promise<unknown>) => Promise<unknown>;
  const t = serviceUnderTest(ContactService, () => ({
    orm: {
      em: {
        fork: () => ({ transactional: (work: (em: EntityManager) => Promise<unknown>) => transaction(work) }),
      },
    } as unknown as MikroORM,
    messages: ContactRepository,
    people: PeopleRepository,
    limiter: ContactLimiter,
    mail: SupportMail,
    outbox: Outbox,
    clock: clockAt(NOW),
    config: { CONTACT_DAILY_LIMIT: LIMIT },
  }));

  beforeEach(() => {
    t.limiter.reserve.mockResolvedValue({ allowed: true, count: 1 });
    t.limiter.release.mockResolvedValue(undefined);
    t.messages.add.mockImplementation(
      (_em, data) => ({ ...contactMessageFactory(), ...data }) as ContactMessage,
    );
    t.mail.forwardContact.mockResolvedValue(undefined);
    t.outbox.add.mockReturnValue('event');
    transaction = (work) => work(em);
  });

  describe('a message', () => {
    it('is stored with the sender’s e-mail in lower case and the São Paulo day it counted against', async () => {
      await t.sut.submit(body(), { clientKey: CLIENT });

      expect(t.messages.add).toHaveBeenCalledWith(em, {
        form: 'contact',
        name: 'Ana Souza',
        email: 'ana@example.com',
        subject: 'Parceria',
        message: 'Tenho um bar e gostaria de participar.',
        userId: null,
        localDay: DAY,
        createdAt: NOW,
      });
    });

    it('keeps who sent it when they were signed in', async () => {
      const ana = personFactory();

      await t.sut.submit(body(), { clientKey: CLIENT, userId: ana.id });

      expect(t.messages.add).toHaveBeenCalledWith(em, expect.objectContaining({ userId: ana.id }));
      expect(t.outbox.add).toHaveBeenCalledWith(
        em,
        'contact.received',
        expect.objectContaining({ user_id: ana.id }),
      );
    });

    it('is forwarded by e-mail to the platform in the same transaction', async () => {
      await t.sut.submit(body(), { clientKey: CLIENT });

      const [stored] = t.messages.add.mock.results.map((r) => r.value as ContactMessage);
      expect(t.mail.forwardContact).toHaveBeenCalledWith(em, stored!.id, {
        form: 'contact',
        name: 'Ana Souza',
        email: 'ana@example.com',
        subject: 'Parceria',
        message: 'Tenho um bar e gostaria de participar.',
        receivedAt: NOW,
      });
    });

    it('is announced as contact.received in the same transaction', async () => {
      await t.sut.submit(body(), { clientKey: CLIENT });

      const [stored] = t.messages.add.mock.results.map((r) => r.value as ContactMessage);
      expect(t.outbox.add).toHaveBeenCalledTimes(1);
      expect(t.outbox.add).toHaveBeenCalledWith(em, 'contact.received', {
        contact_id: stored!.id,
        form: 'contact',
        user_id: null,
        subject: 'Parceria',
        received_at: NOW.toISOString(),
      });
      expect(() => eventPayloads['contact.received'].parse(t.outbox.add.mock.calls[0]![2])).not.toThrow();
    });

    it('answers the new form’s thanks with the attempts left today', async () => {
      t.limiter.reserve.mockResolvedValue({ allowed: true, count: 2 });

      await expect(t.sut.submit(body(), { clientKey: CLIENT })).resolves.toEqual({
        message: m.contactSent,
        attemptsRemaining: LIMIT - 2,
      });
    });

    it('with a subject code of /contato is the old form, with its own thanks', async () => {
      const result = await t.sut.submit(body({ subject: 'duvida' }), { clientKey: CLIENT });

      expect(result.message).toBe(m.legacyContactSent);
      expect(t.messages.add).toHaveBeenCalledWith(
        em,
        expect.objectContaining({ form: 'legacy', subject: 'duvida' }),
      );
      expect(t.outbox.add).toHaveBeenCalledWith(
        em,
        'contact.received',
        expect.objectContaining({ form: 'legacy' }),
      );
    });

    it('that says it comes from the new form stays the new form, whatever its subject', async () => {
      const result = await t.sut.submit(body({ form: 'contact', subject: 'duvida' }), { clientKey: CLIENT });

      expect(result.message).toBe(m.contactSent);
      expect(t.messages.add).toHaveBeenCalledWith(em, expect.objectContaining({ form: 'contact' }));
    });
  });

  describe('the daily limit', () => {
    it('counts the message against the sender’s e-mail and client address for the São Paulo day', async () => {
      await t.sut.submit(body(), { clientKey: CLIENT });

      expect(t.limiter.reserve).toHaveBeenCalledWith(
        DAY,
        { email: 'Ana@Example.com', clientKey: CLIENT },
        LIMIT,
      );
      expect(t.limiter.reserve.mock.invocationCallOrder[0]).toBeLessThan(
        t.messages.add.mock.invocationCallOrder[0]!,
      );
    });

    it('counts a message sent late at night against the São Paulo day, not the UTC one', async () => {
      t.clock.set(new Date('2026-11-21T02:30:00Z'));

      await t.sut.submit(body(), { clientKey: CLIENT });

      expect(t.limiter.reserve).toHaveBeenCalledWith('2026-11-20', expect.anything(), LIMIT);
      expect(t.messages.add).toHaveBeenCalledWith(em, expect.objectContaining({ localDay: '2026-11-20' }));
    });

    it('tells zero attempts left, never fewer, after the last message of the day', async () => {
      t.limiter.reserve.mockResolvedValue({ allowed: true, count: LIMIT + 1 });

      await expect(t.sut.submit(body(), { clientKey: CLIENT })).resolves.toMatchObject({
        attemptsRemaining: 0,
      });
    });

    it('refuses a message once the sender reached it, storing, e-mailing and announcing nothing', async () => {
      t.limiter.reserve.mockResolvedValue({ allowed: false, count: LIMIT });

      await expectRefusal(
        t.sut.submit(body(), { clientKey: CLIENT }),
        'CONTACT_DAILY_LIMIT',
        m.dailyLimitReached,
      );
      expectNotCalled(t.messages.add, t.mail.forwardContact, t.outbox.add, t.limiter.release);
    });

    it('gives the count back when the message could not be stored, and reports the failure', async () => {
      const failure = new Error('connection lost');
      transaction = () => Promise.reject(failure);

      await expect(t.sut.submit(body(), { clientKey: CLIENT })).rejects.toBe(failure);
      expect(t.limiter.release).toHaveBeenCalledWith(DAY, { email: 'Ana@Example.com', clientKey: CLIENT });
    });

    it('gives the count back when the e-mail could not be stored with the message', async () => {
      const failure = new Error('mail outbox unavailable');
      t.mail.forwardContact.mockRejectedValue(failure);

      await expect(t.sut.submit(body(), { clientKey: CLIENT })).rejects.toBe(failure);
      expect(t.limiter.release).toHaveBeenCalledTimes(1);
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('reports the storing failure, not the limiter’s, when giving the count back fails too', async () => {
      const failure = new Error('connection lost');
      transaction = () => Promise.reject(failure);
      t.limiter.release.mockRejectedValue(new Error('redis down'));

      await expect(t.sut.submit(body(), { clientKey: CLIENT })).rejects.toBe(failure);
    });
  });

  describe('the limit check before sending', () => {
    it('tells the attempts left for the e-mail given and the seconds until the next São Paulo day', async () => {
      t.limiter.used.mockResolvedValue(2);

      await expect(t.sut.rateLimit({ email: 'ana@example.com' }, { clientKey: CLIENT })).resolves.toEqual({
        can_submit: true,
        attemptsRemaining: 3,
        timeRemaining: 14 * 3600,
      });
      expect(t.limiter.used).toHaveBeenCalledWith(DAY, { email: 'ana@example.com', clientKey: CLIENT });
    });

    it('uses the signed-in person’s account e-mail when the check names none', async () => {
      const ana = personFactory({ email: 'ana.conta@example.com' });
      t.people.findById.mockResolvedValue(ana);
      t.limiter.used.mockResolvedValue(0);

      await t.sut.rateLimit({}, { clientKey: CLIENT, userId: ana.id });

      expect(t.people.findById).toHaveBeenCalledWith(expect.anything(), ana.id);
      expect(t.limiter.used).toHaveBeenCalledWith(DAY, { email: 'ana.conta@example.com', clientKey: CLIENT });
    });

    it('prefers the e-mail the check names over the account’s', async () => {
      t.limiter.used.mockResolvedValue(0);

      await t.sut.rateLimit(
        { email: 'outra@example.com' },
        { clientKey: CLIENT, userId: personFactory().id },
      );

      expect(t.people.findById).not.toHaveBeenCalled();
      expect(t.limiter.used).toHaveBeenCalledWith(DAY, { email: 'outra@example.com', clientKey: CLIENT });
    });

    it('counts only the client address for someone signed out who names no e-mail', async () => {
      t.limiter.used.mockResolvedValue(1);

      await t.sut.rateLimit({}, { clientKey: CLIENT });

      expect(t.people.findById).not.toHaveBeenCalled();
      expect(t.limiter.used).toHaveBeenCalledWith(DAY, { email: undefined, clientKey: CLIENT });
    });

    it('counts only the client address for an account support-svc does not know yet', async () => {
      t.people.findById.mockResolvedValue(null);
      t.limiter.used.mockResolvedValue(0);

      await t.sut.rateLimit({}, { clientKey: CLIENT, userId: personFactory().id });

      expect(t.limiter.used).toHaveBeenCalledWith(DAY, { email: undefined, clientKey: CLIENT });
    });

    it('says no more today once the limit is used up', async () => {
      t.limiter.used.mockResolvedValue(LIMIT + 2);

      await expect(t.sut.rateLimit({}, { clientKey: CLIENT })).resolves.toMatchObject({
        can_submit: false,
        attemptsRemaining: 0,
      });
    });
  });

  describe('the contract in front of it', () => {
    it('refuses a filled honeypot as an invalid form, so the service never sees it', () => {
      const parsed = contactSchema.safeParse({ ...body(), honeypot: 'http://spam.example' });

      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['honeypot'], message: m.formInvalid }),
      ]);
    });

    it('lets an empty honeypot through, as nothing', () => {
      const parsed = contactSchema.safeParse({ ...body(), honeypot: '' });

      expect(parsed.success).toBe(true);
      expect(parsed.data?.honeypot).toBeUndefined();
    });
  });
});
