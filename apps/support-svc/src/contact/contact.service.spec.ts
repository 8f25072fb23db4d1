import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { contactSchema, eventPayloads, supportMessages as m } from '@encontro/contracts';
import type { AdjustableClock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { automock, type Mocked, clockAt } from '@encontro/testing';
import { contactMessageFactory, personFactory } from '../../test/support/factories.js';
import { SupportMail } from '../notifications/support-mail.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { ContactMessage } from './contact-message.entity.js';
import { ContactLimiter } from './contact-limit.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';

// Friday 20 November 2026, 10:00 in São Paulo: 14 hours (50 400 s) until the next local day.
const NOW = new Date('2026-11-20T13:00:00Z');
const DAY = '2026-11-20';
const LIMIT = 5;
const IP = '203.0.113.7';

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
  let messages: Mocked<ContactRepository>;
  let people: Mocked<PeopleRepository>;
  let limiter: Mocked<ContactLimiter>;
  let mail: Mocked<SupportMail>;
  let outbox: Mocked<Outbox>;
  let clock: AdjustableClock;
  let service: ContactService;
  const em = {} as EntityManager;
  let transaction: (work: (em: EntityManager) => Promise<unknown>) => Promise<unknown>;

  beforeEach(() => {
    messages = automock(ContactRepository);
    people = automock(PeopleRepository);
    limiter = automock(ContactLimiter);
    mail = automock(SupportMail);
    outbox = automock(Outbox);
    limiter.reserve.mockResolvedValue({ allowed: true, count: 1 });
    limiter.release.mockResolvedValue(undefined);
    messages.add.mockImplementation(
      (_em, data) => ({ ...contactMessageFactory(), ...data }) as ContactMessage,
    );
    mail.forwardContact.mockResolvedValue(undefined);
    outbox.add.mockReturnValue('event');
    clock = clockAt(NOW);
    transaction = (work) => work(em);
    const orm = {
      em: {
        fork: () => ({ transactional: (work: (em: EntityManager) => Promise<unknown>) => transaction(work) }),
      },
    } as unknown as MikroORM;
    service = new ContactService(orm, messages, people, limiter, mail, outbox, clock, {
      CONTACT_DAILY_LIMIT: LIMIT,
    });
  });

  describe('a message', () => {
    it('is stored with the sender’s e-mail in lower case and the São Paulo day it counted against', async () => {
      await service.submit(body(), { clientIp: IP });

      expect(messages.add).toHaveBeenCalledWith(em, {
        form: 'contact',
        name: 'Ana Souza',
        email: 'ana@example.com',
        subject: 'Parceria',
        message: 'Tenho um bar e gostaria de participar.',
        clientIp: IP,
        userId: null,
        localDay: DAY,
        createdAt: NOW,
      });
    });

    it('keeps who sent it when they were signed in', async () => {
      const ana = personFactory();

      await service.submit(body(), { clientIp: IP, userId: ana.id });

      expect(messages.add).toHaveBeenCalledWith(em, expect.objectContaining({ userId: ana.id }));
      expect(outbox.add).toHaveBeenCalledWith(
        em,
        'contact.received',
        expect.objectContaining({ user_id: ana.id }),
      );
    });

    it('is forwarded by e-mail to the platform in the same transaction', async () => {
      await service.submit(body(), { clientIp: IP });

      const [stored] = messages.add.mock.results.map((r) => r.value as ContactMessage);
      expect(mail.forwardContact).toHaveBeenCalledWith(em, stored!.id, {
        form: 'contact',
        name: 'Ana Souza',
        email: 'ana@example.com',
        subject: 'Parceria',
        message: 'Tenho um bar e gostaria de participar.',
        receivedAt: NOW,
      });
    });

    it('is announced as contact.received in the same transaction', async () => {
      await service.submit(body(), { clientIp: IP });

      const [stored] = messages.add.mock.results.map((r) => r.value as ContactMessage);
      expect(outbox.add).toHaveBeenCalledTimes(1);
      expect(outbox.add).toHaveBeenCalledWith(em, 'contact.received', {
        contact_id: stored!.id,
        form: 'contact',
        user_id: null,
        subject: 'Parceria',
        received_at: NOW.toISOString(),
      });
      expect(() => eventPayloads['contact.received'].parse(outbox.add.mock.calls[0]![2])).not.toThrow();
    });

    it('answers the new form’s thanks with the attempts left today', async () => {
      limiter.reserve.mockResolvedValue({ allowed: true, count: 2 });

      await expect(service.submit(body(), { clientIp: IP })).resolves.toEqual({
        message: m.contactSent,
        attemptsRemaining: LIMIT - 2,
      });
    });

    it('with a subject code of /contato is the old form, with its own thanks', async () => {
      const result = await service.submit(body({ subject: 'duvida' }), { clientIp: IP });

      expect(result.message).toBe(m.legacyContactSent);
      expect(messages.add).toHaveBeenCalledWith(
        em,
        expect.objectContaining({ form: 'legacy', subject: 'duvida' }),
      );
      expect(outbox.add).toHaveBeenCalledWith(
        em,
        'contact.received',
        expect.objectContaining({ form: 'legacy' }),
      );
    });

    it('that says it comes from the new form stays the new form, whatever its subject', async () => {
      const result = await service.submit(body({ form: 'contact', subject: 'duvida' }), { clientIp: IP });

      expect(result.message).toBe(m.contactSent);
      expect(messages.add).toHaveBeenCalledWith(em, expect.objectContaining({ form: 'contact' }));
    });
  });

  describe('the daily limit', () => {
    it('counts the message against the sender’s e-mail and client address for the São Paulo day', async () => {
      await service.submit(body(), { clientIp: IP });

      expect(limiter.reserve).toHaveBeenCalledWith(DAY, { email: 'Ana@Example.com', clientIp: IP }, LIMIT);
      expect(limiter.reserve.mock.invocationCallOrder[0]).toBeLessThan(
        messages.add.mock.invocationCallOrder[0]!,
      );
    });

    it('counts a message sent late at night against the São Paulo day, not the UTC one', async () => {
      clock.set(new Date('2026-11-21T02:30:00Z'));

      await service.submit(body(), { clientIp: IP });

      expect(limiter.reserve).toHaveBeenCalledWith('2026-11-20', expect.anything(), LIMIT);
      expect(messages.add).toHaveBeenCalledWith(em, expect.objectContaining({ localDay: '2026-11-20' }));
    });

    it('tells zero attempts left, never fewer, after the last message of the day', async () => {
      limiter.reserve.mockResolvedValue({ allowed: true, count: LIMIT + 1 });

      await expect(service.submit(body(), { clientIp: IP })).resolves.toMatchObject({ attemptsRemaining: 0 });
    });

    it('refuses a message once the sender reached it, storing, e-mailing and announcing nothing', async () => {
      limiter.reserve.mockResolvedValue({ allowed: false, count: LIMIT });

      await expect(service.submit(body(), { clientIp: IP })).rejects.toMatchObject({
        reason: 'CONTACT_DAILY_LIMIT',
        message: m.dailyLimitReached,
      });
      expect(messages.add).not.toHaveBeenCalled();
      expect(mail.forwardContact).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
      expect(limiter.release).not.toHaveBeenCalled();
    });

    it('gives the count back when the message could not be stored, and reports the failure', async () => {
      const failure = new Error('connection lost');
      transaction = () => Promise.reject(failure);

      await expect(service.submit(body(), { clientIp: IP })).rejects.toBe(failure);
      expect(limiter.release).toHaveBeenCalledWith(DAY, { email: 'Ana@Example.com', clientIp: IP });
    });

    it('gives the count back when the e-mail could not be stored with the message', async () => {
      const failure = new Error('mail outbox unavailable');
      mail.forwardContact.mockRejectedValue(failure);

      await expect(service.submit(body(), { clientIp: IP })).rejects.toBe(failure);
      expect(limiter.release).toHaveBeenCalledTimes(1);
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('reports the storing failure, not the limiter’s, when giving the count back fails too', async () => {
      const failure = new Error('connection lost');
      transaction = () => Promise.reject(failure);
      limiter.release.mockRejectedValue(new Error('redis down'));

      await expect(service.submit(body(), { clientIp: IP })).rejects.toBe(failure);
    });
  });

  describe('the limit check before sending', () => {
    it('tells the attempts left for the e-mail given and the seconds until the next São Paulo day', async () => {
      limiter.used.mockResolvedValue(2);

      await expect(service.rateLimit({ email: 'ana@example.com' }, { clientIp: IP })).resolves.toEqual({
        can_submit: true,
        attemptsRemaining: 3,
        timeRemaining: 14 * 3600,
      });
      expect(limiter.used).toHaveBeenCalledWith(DAY, { email: 'ana@example.com', clientIp: IP });
    });

    it('uses the signed-in person’s account e-mail when the check names none', async () => {
      const ana = personFactory({ email: 'ana.conta@example.com' });
      people.findById.mockResolvedValue(ana);
      limiter.used.mockResolvedValue(0);

      await service.rateLimit({}, { clientIp: IP, userId: ana.id });

      expect(people.findById).toHaveBeenCalledWith(expect.anything(), ana.id);
      expect(limiter.used).toHaveBeenCalledWith(DAY, { email: 'ana.conta@example.com', clientIp: IP });
    });

    it('prefers the e-mail the check names over the account’s', async () => {
      limiter.used.mockResolvedValue(0);

      await service.rateLimit({ email: 'outra@example.com' }, { clientIp: IP, userId: personFactory().id });

      expect(people.findById).not.toHaveBeenCalled();
      expect(limiter.used).toHaveBeenCalledWith(DAY, { email: 'outra@example.com', clientIp: IP });
    });

    it('counts only the client address for someone signed out who names no e-mail', async () => {
      limiter.used.mockResolvedValue(1);

      await service.rateLimit({}, { clientIp: IP });

      expect(people.findById).not.toHaveBeenCalled();
      expect(limiter.used).toHaveBeenCalledWith(DAY, { email: undefined, clientIp: IP });
    });

    it('counts only the client address for an account support-svc does not know yet', async () => {
      people.findById.mockResolvedValue(null);
      limiter.used.mockResolvedValue(0);

      await service.rateLimit({}, { clientIp: IP, userId: personFactory().id });

      expect(limiter.used).toHaveBeenCalledWith(DAY, { email: undefined, clientIp: IP });
    });

    it('says no more today once the limit is used up', async () => {
      limiter.used.mockResolvedValue(LIMIT + 2);

      await expect(service.rateLimit({}, { clientIp: IP })).resolves.toMatchObject({
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
